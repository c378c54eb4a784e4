import EaselGraphics
import Foundation
import Testing

/// `Image(systemName:)`: drawn glyphs, placeholders for other real names, nil for names
/// SF Symbols lacks, and the geometry of configurations.
@Suite struct SymbolImageTests {
    @Test func everyDrawnSymbolIsARealSymbolAndDrawsWithoutADiagnostic() {
        for name in SymbolGlyph.drawnNames {
            let (image, messages) = Diagnostics.collect { Image(systemName: name) }
            #expect(image?.isSymbolImage == true, "\(name)")
            #expect(messages.isEmpty, "\(name)")
        }
    }

    /// The glyphs issue #18 names for controls and bars, each drawn (not a placeholder)
    /// at every weight and scale: ink at every one, more ink as the weight grows (less for a filled circle, whose cut-out widens), a
    /// larger image as the scale grows.
    @Test(arguments: ["chevron.left", "chevron.right", "chevron.up", "chevron.down", "checkmark", "xmark",
                      "magnifyingglass", "xmark.circle.fill", "plus", "minus", "ellipsis", "person", "gear", "star",
                      "star.fill", "heart", "trash", "square.and.arrow.up"])
    func everyControlGlyphIsDrawnAtEveryWeightAndScale(_ name: String) throws {
        let weights = Image.SymbolWeight.allCases.filter { $0 != .unspecified }
        var widths: [Image.SymbolScale: CGFloat] = [:]
        for scale in [Image.SymbolScale.small, .medium, .large] {
            var inks: [Int] = []
            for weight in weights {
                let (image, messages) = Diagnostics.collect {
                    Image(systemName: name, withConfiguration: .init(pointSize: 20, weight: weight, scale: scale))
                }
                let symbol = try #require(image, "\(name)")
                #expect(messages.isEmpty, "\(name) \(weight) \(scale): \(messages)")
                let shown = symbol.rendered(scale: 2, tint: Color(red: 0, green: 0, blue: 0), traits: TraitCollection())
                inks.append(shown.rgbaBytes.enumerated().reduce(0) { $1.offset % 4 == 3 ? $0 + Int($1.element) : $0 })
                if weight == .regular { widths[scale] = symbol.size.width }
            }
            #expect(inks.allSatisfy { $0 > 0 }, "\(name) \(scale): ink at every weight")
            // A filled circle's cut-out mark widens with the weight: less ink, not more.
            let ordered = name.hasSuffix(".circle.fill") ? Array(inks.reversed()) : inks
            #expect(zip(ordered, ordered.dropFirst()).allSatisfy { $0 <= $1 } && ordered[0] < ordered[ordered.count - 1],
                    "\(name) \(scale): heavier weights ink more \(inks)")
        }
        #expect(widths[.small]! < widths[.medium]! && widths[.medium]! < widths[.large]!, "\(name) \(widths)")
    }

    @Test func aRealSymbolEaselDoesNotDrawIsAPlaceholderOfACircledSymbolsSize() {
        let (image, messages) = Diagnostics.collect { Image(systemName: "airplane") }
        #expect(messages == ["Image(systemName: \"airplane\"): Easel does not draw this symbol; a placeholder of its size"])
        #expect(image?.size == Image(systemName: "circle")?.size)
    }

    @Test func aNameSFSymbolsLacksIsNil() {
        let (image, messages) = Diagnostics.collect { Image(systemName: "starr.fill") }
        #expect(image == nil)
        #expect(messages == ["Image(systemName: \"starr.fill\"): SF Symbols has no symbol of that name; nil"])
    }

    /// A minus is 84 hundredths of the em long with round caps: at 17 points regular
    /// (strokes 8.2 hundredths) it is (84 + 8.2) × 0.17 wide and 8.2 × 0.17 high.
    @Test func theDefaultConfigurationIsBodySizeRegularMedium() throws {
        let minus = try #require(Image(systemName: "minus"))
        #expect(abs(minus.size.width - 92.2 * 0.17) < 1e-9)
        #expect(abs(minus.size.height - 8.2 * 0.17) < 1e-9)
        #expect(minus.symbolConfiguration == .unspecified)
        #expect(minus.renderingMode == .automatic)
        #expect(minus.isTemplate)
    }

    @Test func pointSizeScaleAndWeightSizeTheImage() throws {
        let circle = { (configuration: Image.SymbolConfiguration) in Image(systemName: "circle", withConfiguration: configuration)!.size.width }
        #expect(abs(circle(.init(pointSize: 17)) - 116 * 0.17) < 1e-9)
        #expect(abs(circle(.init(pointSize: 34)) - 116 * 0.34) < 1e-9)
        #expect(abs(circle(.init(pointSize: 17, weight: .regular, scale: .large)) - 116 * 0.17 * 1.29) < 1e-9)
        #expect(abs(circle(.init(pointSize: 17, weight: .regular, scale: .small)) - 116 * 0.17 * 0.78) < 1e-9)
        let plus = { (weight: Image.SymbolWeight) in Image(systemName: "plus", withConfiguration: .init(pointSize: 10, weight: weight))!.size.width }
        #expect(plus(.ultraLight) < plus(.regular) && plus(.regular) < plus(.black))
        #expect(abs(plus(.black) - (84 + 16.4) / 10) < 1e-9)
        #expect(abs(circle(.init(textStyle: .largeTitle)) - 116 * 0.34) < 1e-9)
    }

    @Test func configurationsApplyOverEachOther() throws {
        let star = try #require(Image(systemName: "star", withConfiguration: .init(pointSize: 20, weight: .bold)))
        let larger = star.withConfiguration(.init(scale: .large))
        #expect(larger.symbolConfiguration == .init(pointSize: 20, weight: .bold, scale: .large))
        let styled = larger.applyingSymbolConfiguration(.init(textStyle: .caption1))
        #expect(styled?.symbolConfiguration?.pointSize == nil)
        #expect(styled?.symbolConfiguration?.textStyle == .caption1)
        #expect(styled?.symbolConfiguration?.weight == .bold)
        let bitmap = Image(width: 1, height: 1, rgbaBytes: [0, 0, 0, 255])
        #expect(bitmap.applyingSymbolConfiguration(.init(pointSize: 9)) == nil)
        #expect(bitmap.withConfiguration(.init(pointSize: 9)) === bitmap)
    }

    /// The baseline sits at the bottom of the cap height: a minus is centred on the
    /// cap-height line (35 hundredths above the baseline), so its baseline is above it.
    @Test func theBaselineOffsetIsTheGlyphBelowTheBaseline() throws {
        let chevron = try #require(Image(systemName: "chevron.down", withConfiguration: .init(pointSize: 100)))
        // The chevron spans -53…-15 (+ half strokes of 4.1): nothing below the baseline.
        #expect(chevron.baselineOffsetFromBottom == 0)
        let trash = try #require(Image(systemName: "trash", withConfiguration: .init(pointSize: 100)))
        #expect(abs(trash.baselineOffsetFromBottom! - 24.1) < 1e-9)
    }

    /// A template drawn for display takes the tint; an original symbol is black; a
    /// symbol with its own tint colour keeps it whatever tint it is shown in.
    @Test func symbolsAreDrawnInTheirTintAtTheDisplayScale() throws {
        let minus = try #require(Image(systemName: "minus", withConfiguration: .init(pointSize: 100, weight: .black)))
        let shown = minus.rendered(scale: 2, tint: Color(red: 1, green: 0, blue: 0), traits: TraitCollection())
        #expect(shown.scale == 2)
        #expect(shown.pixelWidth == Int((minus.size.width * 2).rounded(.up)))
        let middle = (shown.pixelWidth / 2, shown.pixelHeight / 2)
        #expect(shown[middle.0, middle.1] == Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        let original = minus.withRenderingMode(.alwaysOriginal).rendered(scale: 1, tint: .systemBlue, traits: TraitCollection())
        #expect(original[original.pixelWidth / 2, original.pixelHeight / 2] == Pixel(red: 0, green: 0, blue: 0, alpha: 255))
        let green = minus.withTintColor(Color(red: 0, green: 1, blue: 0))
        #expect(green.renderingMode == .alwaysOriginal && !green.isTemplate)
        let greenShown = green.rendered(scale: 1, tint: .systemBlue, traits: TraitCollection())
        #expect(greenShown[greenShown.pixelWidth / 2, greenShown.pixelHeight / 2] == Pixel(red: 0, green: 255, blue: 0, alpha: 255))
    }

    /// A bitmap template keeps only its alpha: each pixel takes the tint at its own alpha.
    @Test func aBitmapTemplateIsItsAlphaInTheTint() {
        let image = Image(width: 2, height: 1, rgbaBytes: [10, 20, 30, 255, 200, 100, 0, 0]).withRenderingMode(.alwaysTemplate)
        let shown = image.rendered(scale: 1, tint: Color(red: 0, green: 0, blue: 1), traits: TraitCollection())
        #expect(shown[0, 0] == Pixel(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(shown[1, 0].alpha == 0)
        let plain = Image(width: 1, height: 1, rgbaBytes: [10, 20, 30, 255])
        #expect(!plain.isTemplate)
        #expect(plain.rendered(scale: 1, tint: .systemBlue, traits: TraitCollection()) === plain)
    }
}
