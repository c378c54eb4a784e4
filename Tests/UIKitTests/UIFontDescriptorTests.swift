import Testing
import UIKit

/// Font descriptors match Easel's faces as UIKit matches its own: names, text styles,
/// symbolic traits and designs, `nil` where no face has what is asked.
@Suite struct UIFontDescriptorTests {
    /// The PostScript name of the font a descriptor matches at its own size.
    private func drawn(_ descriptor: UIFontDescriptor?) -> String? {
        descriptor.map { UIFont(descriptor: $0, size: 0).fontName }
    }

    @Test func aNamedDescriptorKeepsItsAttributesAndMatchesItsFace() {
        let descriptor = UIFontDescriptor(name: "Inter-Bold", size: 15)
        #expect(descriptor.fontAttributes.count == 2)
        #expect(descriptor.fontAttributes[.name] as? String == "Inter-Bold")
        #expect(descriptor.object(forKey: .size) as? CGFloat == 15)
        #expect(descriptor.pointSize == 15)
        #expect(descriptor.postscriptName == "Inter-Bold")
        #expect(descriptor.symbolicTraits == .traitBold)
        #expect(UIFont(descriptor: descriptor, size: 0) == UIFont(name: "Inter-Bold", size: 15))
        #expect(UIFont(descriptor: descriptor, size: 20).pointSize == 20)
        #expect(UIFontDescriptor(name: "Inter-Bold", size: 0).pointSize == 0)
        #expect(UIFont(descriptor: UIFontDescriptor(name: "Inter-Bold", size: 0), size: 0).pointSize == 12)
        #expect(descriptor == UIFontDescriptor(name: "Inter-Bold", size: 15))
        #expect(descriptor != UIFontDescriptor(name: "Inter-Bold", size: 16))
    }

    @Test func aFontsDescriptorGivesTheFontBack() {
        let fonts: [UIFont] = [
            .systemFont(ofSize: 17), .systemFont(ofSize: 28, weight: .semibold), .italicSystemFont(ofSize: 13),
            .monospacedSystemFont(ofSize: 12, weight: .bold), .systemFont(ofSize: 15, weight: .light, design: .serif),
            .monospacedDigitSystemFont(ofSize: 17, weight: .regular), .preferredFont(forTextStyle: .headline),
            UIFont(name: "DejaVuSans-Bold", size: 11)!,
        ]
        for font in fonts {
            #expect(UIFont(descriptor: font.fontDescriptor, size: 0) == font, "\(font.fontName)")
        }
        #expect(UIFont.systemFont(ofSize: 28, weight: .semibold).fontDescriptor.fontAttributes[.name] as? String == ".SFUI-Semibold")
        #expect(UIFont.italicSystemFont(ofSize: 13).fontDescriptor.fontAttributes[.name] as? String == ".SFUI-RegularItalic")
        #expect(UIFont(name: "DejaVuSans-Bold", size: 11)!.fontDescriptor.fontAttributes[.name] as? String == "DejaVuSans-Bold")
    }

    @Test func aTextStylesDescriptorHasItsSizeAndStyleAndItsFontFollowsTheContentSize() {
        let headline = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline)
        #expect(headline.pointSize == 17)
        #expect(headline.fontAttributes[.textStyle] as? UIFont.TextStyle == .headline)
        #expect(UIFont(descriptor: headline, size: 0) == UIFont.preferredFont(forTextStyle: .headline))
        let large = UITraitCollection(preferredContentSizeCategory: .extraExtraExtraLarge)
        #expect(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body, compatibleWith: large).pointSize == 23)

        // The common pattern for a bold body font that still follows Dynamic Type.
        let boldBody = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body).withSymbolicTraits(.traitBold)!
        let font = UIFont(descriptor: boldBody, size: 0)
        #expect(font.fontName == "Inter-Bold")
        #expect(font.adjusted(for: large).pointSize == 23)
        #expect(font.adjusted(for: large).fontName == "InterDisplay-Bold")  // 23 points: the Display cut
        // A size given to UIFont(descriptor:size:) fixes it.
        #expect(UIFont(descriptor: boldBody, size: 30).adjusted(for: large).pointSize == 30)
    }

    @Test func symbolicTraitsPickTheFaceThatHasThem() {
        let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        #expect(drawn(body.withSymbolicTraits(.traitBold)) == "Inter-Bold")
        #expect(drawn(body.withSymbolicTraits(.traitItalic)) == "Inter-Italic")
        #expect(drawn(body.withSymbolicTraits([.traitBold, .traitItalic])) == "Inter-BoldItalic")
        #expect(drawn(body.withSymbolicTraits(.traitMonoSpace)) == "JetBrainsMono-Regular")
        #expect(body.withSymbolicTraits([.traitBold, .traitMonoSpace])?.symbolicTraits == [.traitBold, .traitMonoSpace])
        // The traits replace the ones the descriptor had.
        #expect(drawn(body.withSymbolicTraits(.traitBold)?.withSymbolicTraits([])) == "Inter-Regular")
        // The headline's semibold is not bold; heavy is.
        #expect(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline).symbolicTraits == [])
        #expect(UIFont.systemFont(ofSize: 17, weight: .heavy).fontDescriptor.symbolicTraits == .traitBold)
        // Named families: their own bold and italic, DejaVu Sans's monospaced sibling.
        let dejaVu = UIFontDescriptor(name: "DejaVu Sans", size: 12)
        #expect(drawn(dejaVu.withSymbolicTraits(.traitBold)) == "DejaVuSans-Bold")
        #expect(drawn(dejaVu.withSymbolicTraits(.traitMonoSpace)) == "DejaVuSansMono")
        #expect(drawn(UIFontDescriptor(name: "DejaVu Serif", size: 12).withSymbolicTraits(.traitItalic)) == "DejaVuSerif-Italic")
    }

    @Test func traitsNoFaceHasGiveNil() {
        let body = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .body)
        #expect(body.withSymbolicTraits(.traitCondensed) == nil)
        #expect(body.withSymbolicTraits(.traitExpanded) == nil)
        #expect(UIFontDescriptor(name: "Droid Sans Fallback", size: 12).withSymbolicTraits(.traitBold) == nil)
        #expect(UIFontDescriptor(name: "DejaVu Serif", size: 12).withSymbolicTraits(.traitMonoSpace) == nil)
        // UIFont(descriptor:size:) still gives the nearest font for such a descriptor.
        let condensed = UIFontDescriptor(fontAttributes: [.name: "Inter-Bold", .traits: [UIFontDescriptor.TraitKey.symbolic: UIFontDescriptor.SymbolicTraits.traitCondensed]])
        #expect(drawn(condensed) == "Inter-Bold")
    }

    @Test func designsAreTheSystemFontsDesignsAndRoundedIsMissing() {
        let title = UIFontDescriptor.preferredFontDescriptor(withTextStyle: .title1).withSymbolicTraits(.traitBold)!
        #expect(drawn(title.withDesign(.serif)) == "DejaVuSerif-Bold")
        #expect(drawn(title.withDesign(.monospaced)) == "JetBrainsMono-Bold")
        #expect(drawn(title.withDesign(.serif)?.withDesign(.default)) == "InterDisplay-Bold")
        #expect(title.withDesign(.serif)?.pointSize == 28)
        #expect(title.withDesign(.rounded) == nil)
        #expect(UIFontDescriptor(name: "DejaVu Sans", size: 12).withDesign(.serif) == nil)
        #expect(title.withDesign(.serif)?.fontAttributes[.family] as? String == "New York")
    }

    @Test func addingAttributesReplacesThemAndWrongTypesAreReported() {
        let base = UIFontDescriptor(name: "Inter", size: 12)
        #expect(base.addingAttributes([.size: 30]).pointSize == 30)
        #expect(base.withSize(31).pointSize == 31)
        let semibold = UIFontDescriptor().addingAttributes([.traits: [UIFontDescriptor.TraitKey.weight: UIFont.Weight.semibold]])
        #expect(drawn(semibold) == "Inter-SemiBold")
        #expect((semibold.fontAttributes[.traits] as? [UIFontDescriptor.TraitKey: Any])?[.weight] as? CGFloat == 0.3)
        #expect(drawn(UIFontDescriptor(fontAttributes: [.family: "JetBrains Mono", .face: "Bold"])) == "JetBrainsMono-Bold")
        #expect(drawn(base.withFamily("DejaVu Serif")) == "DejaVuSerif")
        let (unchanged, messages) = Diagnostics.collect { base.addingAttributes([.size: "large", .name: 7]) }
        #expect(unchanged == base)
        #expect(messages == [
            "UIFontDescriptor: NSFontNameAttribute is a Int (7), not a String; ignored",
            "UIFontDescriptor: NSFontSizeAttribute is a String (large), not a number; ignored",
        ])
    }
}
