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
}
