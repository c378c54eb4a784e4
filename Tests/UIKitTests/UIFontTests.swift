import Testing
import UIKit

/// UIKit's font factories and metrics.
@Suite struct UIFontTests {
    @Test func systemFontsHaveTheSizeAndWeightAsked() {
        let regular = UIFont.systemFont(ofSize: 17)
        let bold = UIFont.boldSystemFont(ofSize: 17)
        #expect(regular.pointSize == 17)
        #expect(bold != regular)
        #expect(UIFont.systemFont(ofSize: 17, weight: .bold) == bold)
        #expect(regular.withSize(34).pointSize == 34)
        #expect(UIFont.italicSystemFont(ofSize: 12) != UIFont.systemFont(ofSize: 12))
    }

    @Test func theMetricsAddUpAsUIKitDefinesThem() {
        let font = UIFont.systemFont(ofSize: 20)
        #expect(font.ascender > 0 && font.descender < 0)
        #expect(font.lineHeight == font.ascender - font.descender + font.leading)
        #expect(font.capHeight > 0 && font.capHeight < font.ascender)
    }

    @Test func aNamedFontIsFoundByItsName() throws {
        let font = try #require(UIFont(name: "DejaVuSans-Bold", size: 11))
        #expect(font.pointSize == 11)
        #expect(font.fontName == "DejaVuSans-Bold")
    }

    @Test func theFamilyNamesAreTheInstalledFamilies() {
        #expect(UIFont.familyNames == ["DejaVu Sans", "DejaVu Sans Mono", "DejaVu Serif", "Droid Sans Fallback",
                                       "Inter", "Inter Display", "JetBrains Mono"])
    }

    @Test func everyListedFontNameDrawsWithThatFaceWithoutADiagnostic() throws {
        let (fonts, messages) = Diagnostics.collect {
            UIFont.familyNames.flatMap { family in
                UIFont.fontNames(forFamilyName: family).map { (family, $0, UIFont(name: $0, size: 12)) }
            }
        }
        #expect(messages.isEmpty)
        #expect(fonts.count == 18 + 18 + 16 + 4 + 4 + 4 + 1)
        for (family, name, font) in fonts {
            let font = try #require(font)
            #expect(font.fontName == name)
            #expect(font.familyName == family)
        }
    }

    @Test func aFamilysFacesGoFromLightestToHeaviestUprightThenItalic() {
        #expect(UIFont.fontNames(forFamilyName: "Inter").prefix(4) == ["Inter-Thin", "Inter-ThinItalic",
                                                                       "Inter-ExtraLight", "Inter-ExtraLightItalic"])
        #expect(UIFont.fontNames(forFamilyName: "DejaVu Serif") == ["DejaVuSerif", "DejaVuSerif-Italic",
                                                                    "DejaVuSerif-Bold", "DejaVuSerif-BoldItalic"])
        #expect(UIFont.fontNames(forFamilyName: "Droid Sans Fallback") == ["DroidSansFallback"])
    }

    @Test func anUnknownFamilyHasNoFonts() {
        #expect(UIFont.fontNames(forFamilyName: "Helvetica Neue").isEmpty)
        #expect(UIFont.fontNames(forFamilyName: "inter").isEmpty)
    }
}
