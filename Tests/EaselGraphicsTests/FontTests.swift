import CCairo
@testable import EaselGraphics
import Foundation
import Testing

@Suite struct FontTests {
    @Test func systemFontsAreInterJetBrainsMonoAndDejaVuSerif() {
        #expect(Font.systemFont(ofSize: 17).familyName == "Inter")
        #expect(Font.systemFont(ofSize: 17).fontName == "Inter-Regular")
        #expect(Font.boldSystemFont(ofSize: 17).fontName == "Inter-Bold")
        #expect(Font.italicSystemFont(ofSize: 17).fontName == "Inter-Italic")
        #expect(Font.systemFont(ofSize: 17, weight: .semibold, design: .default, italic: true).fontName == "Inter-SemiBoldItalic")
        #expect(Font.monospacedSystemFont(ofSize: 13, weight: .regular).familyName == "JetBrains Mono")
        #expect(Font.monospacedSystemFont(ofSize: 13, weight: .bold).fontName == "JetBrainsMono-Bold")
        #expect(Font.systemFont(ofSize: 17, design: .serif).fontName == "DejaVuSerif")
        #expect(Font.systemFont(ofSize: 17, weight: .bold, design: .serif, italic: true).fontName == "DejaVuSerif-BoldItalic")
        #expect(Font.systemFont(ofSize: 17).withSize(20).pointSize == 20)
    }

    @Test func theDefaultDesignSwitchesToItsDisplayCutAt20Points() {
        #expect(Font.systemFont(ofSize: 19.5).fontName == "Inter-Regular")
        #expect(Font.systemFont(ofSize: 20).fontName == "InterDisplay-Regular")
        #expect(Font.systemFont(ofSize: 34, weight: .bold).familyName == "Inter Display")
        #expect(Font.systemFont(ofSize: 17).withSize(28).fontName == "InterDisplay-Regular")
        #expect(Font.systemFont(ofSize: 28).withSize(17).fontName == "Inter-Regular")
        // Display is the tighter cut: the same text is narrower at the switch.
        let text = Font.systemFont(ofSize: 19.99), display = Font.systemFont(ofSize: 20)
        #expect("Settings".size(withAttributes: [.font: display]).width
            < "Settings".size(withAttributes: [.font: text]).width)
    }

    @Test func everyWeightDrawsItsOwnFace() {
        #expect(Font.Weight.ultraLight.rawValue == -0.8)
        #expect(Font.Weight.medium.rawValue == 0.23)
        #expect(Font.Weight.semibold.rawValue == 0.3)
        #expect(Font.Weight.black.rawValue == 0.62)
        let weights: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        #expect(weights.map { Font.systemFont(ofSize: 12, weight: $0).fontName } == [
            "Inter-Thin", "Inter-ExtraLight", "Inter-Light", "Inter-Regular", "Inter-Medium", "Inter-SemiBold",
            "Inter-Bold", "Inter-ExtraBold", "Inter-Black",
        ])
        // Heavier weights draw wider and darker, one face after the other.
        let widths = weights.map { "Wallpaper".size(withAttributes: [.font: Font.systemFont(ofSize: 17, weight: $0)]).width }
        #expect(widths == widths.sorted() && Set(widths).count == 9)
        // JetBrains Mono has no black: it draws its extra bold. DejaVu Serif has two weights.
        #expect(Font.monospacedSystemFont(ofSize: 12, weight: .black).fontName == "JetBrainsMono-ExtraBold")
        #expect(Font.monospacedSystemFont(ofSize: 12, weight: .ultraLight).fontName == "JetBrainsMono-Thin")
        #expect(Font.systemFont(ofSize: 12, weight: .medium, design: .serif).fontName == "DejaVuSerif")
        #expect(Font.systemFont(ofSize: 12, weight: .semibold, design: .serif).fontName == "DejaVuSerif-Bold")
        // Between UIKit's constants the CSS scale rounds to the nearer face, ties lighter.
        #expect(Font.systemFont(ofSize: 12, weight: Font.Weight(rawValue: 0.26)).fontName == "Inter-Medium")
        #expect(Font.systemFont(ofSize: 12, weight: Font.Weight(rawValue: 0.27)).fontName == "Inter-SemiBold")
        #expect(Font.systemFont(ofSize: 12, weight: Font.Weight(rawValue: 2)).fontName == "Inter-Black")
    }

    @Test func monospacedDigitsHaveOneAdvance() {
        let proportional = Font.systemFont(ofSize: 17), tabular = Font.monospacedDigitSystemFont(ofSize: 17, weight: .regular)
        func widths(_ font: Font) -> Set<CGFloat> { Set("0123456789".map { String($0).size(withAttributes: [.font: font]).width }) }
        #expect(widths(proportional).count > 1)
        #expect(widths(tabular).count == 1)
        #expect(tabular.fontName == "Inter-Regular")
    }

    @Test func namedFamiliesAndSystemFontsResolveWithoutDiagnostics() {
        let (fonts, messages) = Diagnostics.collect {
            ["Inter", "Inter Display SemiBold", "InterDisplay-BlackItalic", "JetBrains Mono Light", "DejaVu Serif",
             "DejaVuSans-BoldOblique", "dejavu sans mono bold", ".SFUI-Semibold", ".SFUI-Thin", "SF Pro Text Ultralight",
             "SF Mono", "New York"]
                .map { Font(name: $0, size: 12)!.fontName }
        }
        #expect(fonts == ["Inter-Regular", "InterDisplay-SemiBold", "InterDisplay-BlackItalic", "JetBrainsMono-Light",
                          "DejaVuSerif", "DejaVuSans-BoldOblique", "DejaVuSansMono-Bold", "Inter-SemiBold",
                          "Inter-ExtraLight", "Inter-Thin", "JetBrainsMono-Regular", "DejaVuSerif"])
        #expect(messages.isEmpty)
    }

    @Test func missingFontsFallBackByClassWithADiagnostic() {
        let (fonts, messages) = Diagnostics.collect {
            ["Georgia-BoldItalic", "TimesNewRomanPS-BoldMT", "Menlo-Regular", "HelveticaNeue-Medium", "Papyrus"]
                .map { Font(name: $0, size: 12)!.fontName }
        }
        #expect(fonts == ["DejaVuSerif-BoldItalic", "DejaVuSerif-Bold", "JetBrainsMono-Regular", "Inter-Medium", "Inter-Regular"])
        #expect(messages.count == 5)
        #expect(messages.last == "font \"Papyrus\" is not installed; drawing with Inter-Regular instead (see FontFace.Family for the fonts Easel has)")
    }

    @Test func fallbackDrawsExactlyLikeTheSystemFont() {
        let fallback = Diagnostics.collect { Font(name: "Papyrus", size: 17)! }.result
        #expect(fallback == .systemFont(ofSize: 17))
        #expect("Papyrus".size(withAttributes: [.font: fallback]) == "Papyrus".size(withAttributes: [.font: Font.systemFont(ofSize: 17)]))
    }

    @Test func invalidSizeIsReportedAndReplaced() {
        let (font, messages) = Diagnostics.collect { Font.systemFont(ofSize: -3) }
        #expect(font.pointSize == 12)
        #expect(messages == ["font size -3.0 is not a positive number; using 12.0 points"])
    }

    @Test func theSystemFontReportsSFProsVerticalMetrics() {
        // SF Pro: 2048 units per em, hhea ascender 1950, descender -494, no line gap,
        // cap height 1443, x-height 1078 (FontMetrics.SanFrancisco cites each), as
        // UIFont.systemFont(ofSize: 17) reports them on iOS.
        let font = Font.systemFont(ofSize: 17)
        #expect(font.ascender == 16.1865234375)
        #expect(font.descender == -4.1005859375)
        #expect(font.leading == 0)
        #expect(font.lineHeight == 20.287109375)
        #expect(font.capHeight == 11.97802734375)
        #expect(font.xHeight == 8.9482421875)
        // Every weight, italics and both optical sizes (Display from 20 points) alike.
        for size: CGFloat in [11, 12, 15, 20, 28, 34] {
            let unit = size / 2048
            for font in [Font.systemFont(ofSize: size), .systemFont(ofSize: size, weight: .ultraLight),
                         .systemFont(ofSize: size, weight: .black), .italicSystemFont(ofSize: size),
                         .monospacedDigitSystemFont(ofSize: size, weight: .semibold)] {
                #expect(font.ascender == 1950 * unit && font.descender == -494 * unit, "\(font.fontName)")
                #expect(font.lineHeight == 2444 * unit && font.leading == 0, "\(font.fontName)")
                #expect(font.capHeight == 1443 * unit && font.xHeight == 1078 * unit, "\(font.fontName)")
            }
        }
        #expect(Font.systemFont(ofSize: 34).lineHeight == 40.57421875)
        #expect(Font.systemFont(ofSize: 12).ascender == 11.42578125)
    }

    @Test func fontsNamedByFamilyKeepTheirOwnMetrics() {
        // Inter 3 (the Text cut) by name: 2816 units per em, hhea ascender 2728,
        // descender -680, no line gap; "H" is 2048 units tall, "x" 1536. Pango holds
        // positions in 1/1024 pt.
        let font = Font(name: "Inter", size: 17)!
        #expect(font.ascender == 16.46875)
        #expect(font.descender == -4.10546875)
        #expect(font.leading == 0)
        #expect(font.lineHeight == 20.57421875)
        #expect(font.capHeight == 12.36328125)
        #expect(font.xHeight == 9.2724609375)
        let unit = 17.0 / 2816
        #expect(abs(font.ascender - 2728 * unit) <= 1.0 / 1024)
        #expect(abs(font.descender + 680 * unit) <= 1.0 / 1024)
        #expect(abs(font.capHeight - 2048 * unit) <= 1.0 / 1024)
        #expect(abs(font.xHeight - 1536 * unit) <= 1.0 / 1024)
        #expect(Font(name: ".SFUI-Regular", size: 17)!.lineHeight == 20.287109375, "UIKit's own name is the system font")
    }

    @Test func serifHasItsOwnXHeight() {
        let serif = Font.systemFont(ofSize: 17, design: .serif)
        #expect(serif.xHeight == 8.82421875)
        #expect(serif.lineHeight == 19.7890625)
    }

    @Test func trackingIsUIKitsTableForTheSystemDesigns() {
        // SF Pro Text: +12/1000 em at 10 pt, 0 at 12, -26/1000 at 17, -24/1000 at 19.
        // SF Pro Display: +19/1000 at 20, +11/1000 at 34 (the row of 33 holds to 35),
        // none from 80. New York: -4/1000 at 17. SF Mono: none.
        #expect(Font.systemFont(ofSize: 10).tracking == 0.12)
        #expect(Font.systemFont(ofSize: 12).tracking == 0)
        #expect(abs(Font.systemFont(ofSize: 17).tracking - -0.442) < 1e-12)
        #expect(abs(Font.systemFont(ofSize: 19.5).tracking - -0.468) < 1e-12)
        #expect(abs(Font.systemFont(ofSize: 20).tracking - 0.38) < 1e-12)
        #expect(abs(Font.systemFont(ofSize: 34).tracking - 0.374) < 1e-12)
        #expect(Font.systemFont(ofSize: 96).tracking == 0)
        #expect(abs(Font.systemFont(ofSize: 17, design: .serif).tracking - -0.068) < 1e-12)
        #expect(Font.monospacedSystemFont(ofSize: 17, weight: .regular).tracking == 0)
        #expect(Font(name: "Inter", size: 17)!.tracking == 0)
        // Pango spaces characters by the tracking (-0.442 pt is -453 Pango units) and
        // drops it at the line's ends: 9 characters are 8 trackings narrower than Inter
        // named by family.
        let tracked = "Bluetooth".size(withAttributes: [.font: Font.systemFont(ofSize: 17)]).width
        let untracked = "Bluetooth".size(withAttributes: [.font: Font(name: "Inter", size: 17)!]).width
        #expect(tracked == untracked + 8 * -453 / 1024)
    }

    @Test func labelsMeasureWithinThreePercentOfUIKits() {
        // Real UIKit widths (SF Pro, label sizes rounded up to the pixel at 3x) from
        // swift-snapshot-testing's iOS reference files, docs/TYPOGRAPHY.md "Against UIKit":
        // its testTraits labels (headline, body, subheadline at two content sizes) and
        // its testTraitsWithView title 1 label at 25, 34 and 58 points.
        let uikit: [(String, Font, CGFloat)] = [
            ("the", .systemFont(ofSize: 17), 25), ("point", .systemFont(ofSize: 17), 39),
            ("What's", .systemFont(ofSize: 17, weight: .semibold), 55 + 2.0 / 3), ("?", .systemFont(ofSize: 15), 7 + 2.0 / 3),
            ("the", .systemFont(ofSize: 16), 23 + 2.0 / 3), ("point", .systemFont(ofSize: 16), 37),
            ("What's", .systemFont(ofSize: 16, weight: .semibold), 52 + 2.0 / 3), ("?", .systemFont(ofSize: 14), 7 + 1.0 / 3),
            ("What's the point?", .systemFont(ofSize: 25), 566.0 / 3), ("What's the point?", .systemFont(ofSize: 34), 765.0 / 3),
            ("What's the point?", .systemFont(ofSize: 58), 1285.0 / 3),
        ]
        for (text, font, expected) in uikit {
            let width = (text.size(withAttributes: [.font: font]).width * 3).rounded(.up) / 3
            #expect(abs(width / expected - 1) <= 0.03, "\(text) at \(font.pointSize): \(width) against \(expected)")
        }
    }

    @Test func settingsLabelsMeasureAsDocsTypographySays() {
        // docs/TYPOGRAPHY.md's "Inter tracked (Easel)" column (HarfBuzz advances plus
        // n - 1 trackings, to 0.1 pt) and its DejaVu Sans column, at 17 pt.
        let documented: [(String, inter: CGFloat, dejaVu: CGFloat)] = [
            ("Wi-Fi", 40.2, 40.6), ("Bluetooth", 74.1, 82.5), ("Display & Brightness", 155.9, 177.3),
            ("Home Screen & App Library", 211.3, 236.2),
        ]
        for (label, inter, dejaVu) in documented {
            let system = label.size(withAttributes: [.font: Font.systemFont(ofSize: 17)]).width
            let old = label.size(withAttributes: [.font: Font(name: "DejaVu Sans", size: 17)!]).width
            #expect(abs(system - inter) <= 0.05 + 1.0 / 1024, "\(label)")
            #expect(abs(old - dejaVu) <= 0.05 + 1.0 / 1024, "\(label)")
        }
    }

    @Test func scriptsInterLacksFallBackToDejaVuAndDroidSansFallback() {
        // Every character finds a glyph in the pinned configuration: Inter for Latin,
        // Greek and Cyrillic, DejaVu Sans for Hebrew and Arabic, Droid Sans Fallback for
        // Chinese, Japanese and Korean. A private-use character has none (the control).
        func drawing(_ text: String, _ font: Font = .systemFont(ofSize: 17)) -> (unknown: Int32, families: Set<String>) {
            FontLibrary.shared.withContext { context in
                let layout = PangoTextLayout(context: context, text: AttributedText(text, attributes: [.font: font]))
                var families: Set<String> = []
                var runs = pango_layout_get_line_readonly(layout.layout, 0)!.pointee.runs
                while let run = runs {
                    let item = run.pointee.data!.assumingMemoryBound(to: PangoGlyphItem.self).pointee.item!
                    let description = pango_font_describe(item.pointee.analysis.font)!
                    families.insert(String(cString: pango_font_description_get_family(description)))
                    pango_font_description_free(description)
                    runs = run.pointee.next
                }
                return (pango_layout_get_unknown_glyphs_count(layout.layout), families)
            }
        }
        #expect(drawing("Настройки Ελληνικά").families == ["Inter"])
        #expect(drawing("שלום مرحبا").families == ["DejaVu Sans"])
        #expect(drawing("设置 設定 설정").families == ["Droid Sans Fallback"])
        #expect(drawing("Wi-Fi 设置 שלום", .systemFont(ofSize: 28, weight: .bold)).families
            == ["Inter Display", "DejaVu Sans", "Droid Sans Fallback"])
        #expect(drawing("код 代码", .monospacedSystemFont(ofSize: 13, weight: .regular)).families
            == ["JetBrains Mono", "Droid Sans Fallback"])
        for text in ["Настройки", "שלום", "مرحبا", "你好世界", "こんにちは", "안녕하세요"] {
            #expect(drawing(text).unknown == 0, "\(text)")
        }
        #expect(drawing("\u{F8FF}").unknown == 1)
    }

    /// How far the top of an "I" stem sits right of its foot, per unit of height.
    func stemShift(_ font: Font) -> CGFloat {
        let image = GraphicsImageRenderer(size: CGSize(width: 60, height: 60)).image { context in
            context.draw("I", at: CGPoint(x: 10, y: 5), withAttributes: [.font: font])
        }
        let ink = inkBounds(of: image, threshold: 127)!
        let top = inkBounds(of: image, in: CGRect(x: 0, y: ink.minY + 1, width: 60, height: 1), threshold: 127)!
        let foot = inkBounds(of: image, in: CGRect(x: 0, y: ink.maxY - 2, width: 60, height: 1), threshold: 127)!
        return (top.midX - foot.midX) / (ink.height - 3)
    }

    @Test func italicSystemFontIsIntersOwnItalic() {
        // Inter's italic files slant 9.4° (tan = 0.166), not the synthetic 0.2, on the
        // upright face's advances (Inter's italics keep its metrics).
        let italic = Font.italicSystemFont(ofSize: 40), upright = Font.systemFont(ofSize: 40)
        #expect(stemShift(upright) == 0)
        #expect(abs(stemShift(italic) - 0.166) < 0.02)
        #expect("Illustrated".size(withAttributes: [.font: italic]) == "Illustrated".size(withAttributes: [.font: upright]))
    }

    @Test func italicSerifIsTheUprightFaceShearedByAFifth() {
        // DejaVu Serif ships no italic: same advances as the upright face, ink slanted,
        // the top of an "I" stem 0.2 × its height right of its foot.
        let italic = Font.systemFont(ofSize: 40, design: .serif, italic: true), upright = Font.systemFont(ofSize: 40, design: .serif)
        #expect("Illustrated".size(withAttributes: [.font: italic]) == "Illustrated".size(withAttributes: [.font: upright]))
        #expect(stemShift(upright) == 0)
        #expect(abs(stemShift(italic) - 0.2) < 0.04)
    }
}
