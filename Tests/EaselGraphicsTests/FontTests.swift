import EaselGraphics
import Foundation
import Testing

@Suite struct FontTests {
    @Test func systemFontsAreTheDejaVuCoreFaces() {
        #expect(Font.systemFont(ofSize: 17).familyName == "DejaVu Sans")
        #expect(Font.systemFont(ofSize: 17).fontName == "DejaVuSans")
        #expect(Font.boldSystemFont(ofSize: 17).fontName == "DejaVuSans-Bold")
        #expect(Font.italicSystemFont(ofSize: 17).fontName == "DejaVuSans-Oblique")
        #expect(Font.monospacedSystemFont(ofSize: 13, weight: .regular).familyName == "DejaVu Sans Mono")
        #expect(Font.monospacedSystemFont(ofSize: 13, weight: .bold).fontName == "DejaVuSansMono-Bold")
        #expect(Font.monospacedDigitSystemFont(ofSize: 13, weight: .regular) == .systemFont(ofSize: 13))
        #expect(Font.systemFont(ofSize: 17).withSize(20).pointSize == 20)
    }

    @Test func weightsHaveUIKitsValuesAndDrawWithTheNearerFace() {
        #expect(Font.Weight.ultraLight.rawValue == -0.8)
        #expect(Font.Weight.medium.rawValue == 0.23)
        #expect(Font.Weight.semibold.rawValue == 0.3)
        #expect(Font.Weight.black.rawValue == 0.62)
        let regular: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium]
        let bold: [Font.Weight] = [.semibold, .bold, .heavy, .black]
        for weight in regular { #expect(Font.systemFont(ofSize: 12, weight: weight).fontName == "DejaVuSans", "\(weight)") }
        for weight in bold { #expect(Font.systemFont(ofSize: 12, weight: weight).fontName == "DejaVuSans-Bold", "\(weight)") }
        // Between medium (CSS 500) and semibold (600) the CSS scale crosses 550.
        #expect(Font.systemFont(ofSize: 12, weight: Font.Weight(rawValue: 0.26)).fontName == "DejaVuSans")
        #expect(Font.systemFont(ofSize: 12, weight: Font.Weight(rawValue: 0.27)).fontName == "DejaVuSans-Bold")
    }

    @Test func namedDejaVuAndSystemFontsResolveWithoutDiagnostics() {
        let (fonts, messages) = Diagnostics.collect {
            ["DejaVu Serif", "DejaVuSans-BoldOblique", "dejavu sans mono bold", ".SFUI-Semibold", "SF Mono", "New York"]
                .map { Font(name: $0, size: 12)!.fontName }
        }
        #expect(fonts == ["DejaVuSerif", "DejaVuSans-BoldOblique", "DejaVuSansMono-Bold", "DejaVuSans-Bold",
                          "DejaVuSansMono", "DejaVuSerif"])
        #expect(messages.isEmpty)
    }

    @Test func missingFontsFallBackByClassWithADiagnostic() {
        let (fonts, messages) = Diagnostics.collect {
            ["Georgia-BoldItalic", "TimesNewRomanPS-BoldMT", "Menlo-Regular", "HelveticaNeue-Medium", "Papyrus"]
                .map { Font(name: $0, size: 12)!.fontName }
        }
        #expect(fonts == ["DejaVuSerif-BoldItalic", "DejaVuSerif-Bold", "DejaVuSansMono", "DejaVuSans", "DejaVuSans"])
        #expect(messages.count == 5)
        #expect(messages.last == "font \"Papyrus\" is not installed; drawing with DejaVuSans instead (Easel has only the DejaVu fonts of fonts-dejavu-core)")
    }

    @Test func fallbackDrawsExactlyLikeDejaVuSans() {
        let fallback = Diagnostics.collect { Font(name: "Papyrus", size: 17)! }.result
        #expect(fallback == .systemFont(ofSize: 17))
        #expect("Papyrus".size(withAttributes: [.font: fallback]) == "Papyrus".size(withAttributes: [.font: Font.systemFont(ofSize: 17)]))
    }

    @Test func invalidSizeIsReportedAndReplaced() {
        let (font, messages) = Diagnostics.collect { Font.systemFont(ofSize: -3) }
        #expect(font.pointSize == 12)
        #expect(messages == ["font size -3.0 is not a positive number; using 12.0 points"])
    }

    @Test func metricsAreDejaVuSansAt17Points() {
        // DejaVu Sans: 2048 units per em, hhea ascender 1901, descender -483, no line
        // gap; "H" is 1493 units tall, "x" 1120. Pango holds positions in 1/1024 pt.
        let font = Font.systemFont(ofSize: 17)
        #expect(font.ascender == 15.7802734375)
        #expect(font.descender == -4.0087890625)
        #expect(font.leading == 0)
        #expect(font.lineHeight == 19.7890625)
        #expect(font.capHeight == 12.3935546875)
        #expect(font.xHeight == 9.296875)
        let unit = 17.0 / 2048
        #expect(abs(font.ascender - 1901 * unit) <= 1.0 / 1024)
        #expect(abs(font.descender + 483 * unit) <= 1.0 / 1024)
        #expect(abs(font.capHeight - 1493 * unit) <= 1.0 / 1024)
        #expect(abs(font.xHeight - 1120 * unit) <= 1.0 / 1024)
    }

    @Test func serifHasItsOwnXHeight() {
        let serif = Font(name: "DejaVu Serif", size: 17)!
        #expect(serif.xHeight == 8.82421875)
        #expect(serif.lineHeight == Font.systemFont(ofSize: 17).lineHeight)
    }

    @Test func italicIsTheUprightFaceShearedByAFifth() {
        // Same advances as the upright face, ink slanted: the top of an "I" stem sits
        // 0.2 × its height to the right of its foot.
        let italic = Font.italicSystemFont(ofSize: 40), upright = Font.systemFont(ofSize: 40)
        #expect("Illustrated".size(withAttributes: [.font: italic]) == "Illustrated".size(withAttributes: [.font: upright]))
        func stemShift(_ font: Font) -> CGFloat {
            let image = GraphicsImageRenderer(size: CGSize(width: 60, height: 60)).image { context in
                context.draw("I", at: CGPoint(x: 10, y: 5), withAttributes: [.font: font])
            }
            let ink = inkBounds(of: image, threshold: 127)!
            let top = inkBounds(of: image, in: CGRect(x: 0, y: ink.minY + 1, width: 60, height: 1), threshold: 127)!
            let foot = inkBounds(of: image, in: CGRect(x: 0, y: ink.maxY - 2, width: 60, height: 1), threshold: 127)!
            return (top.midX - foot.midX) / (ink.height - 3)
        }
        #expect(stemShift(upright) == 0)
        #expect(abs(stemShift(italic) - 0.2) < 0.04)
    }
}
