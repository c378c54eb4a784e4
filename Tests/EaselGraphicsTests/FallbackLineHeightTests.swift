import EaselGraphics
import Foundation
import Testing

/// A line is as tall as the fonts that draw it: the system font's SF line, unless a
/// fallback font that draws some of its characters has a taller one (Droid Sans
/// Fallback for Chinese, Japanese and Korean; DejaVu Sans, for Hebrew and Arabic, is
/// shorter). docs/TYPOGRAPHY.md, "Line heights of other scripts".
@Suite struct FallbackLineHeightTests {
    private let font = Font.systemFont(ofSize: 17)
    /// Droid Sans Fallback's line at 17 points: hhea ascender 267 and descender −68 of
    /// 256 units.
    private let cjkAscender: CGFloat = 17.73046875, cjkLineHeight: CGFloat = 22.24609375

    private func lines(_ text: String) -> (heights: [CGFloat], tops: [CGFloat], baselines: [CGFloat]) {
        let layout = TextLayout(text, attributes: TextAttributes(font: font))
        return (layout.lines.map(\.frame.height), layout.lines.map(\.frame.minY), layout.lines.map(\.baseline))
    }

    @Test func hebrewArabicAndCyrillicSitOnTheSystemFontsLine() {
        #expect(font.lineHeight == 20.287109375)
        #expect(font.ascender == 16.1865234375)
        for text in ["Settings", "שלום", "مرحبا", "Настройки", "Wi-Fi שלום مرحبا", "Easel 2.0 يدعم العربية"] {
            let measured = lines(text)
            #expect(measured.heights == [font.lineHeight], "\(text)")
            #expect(measured.baselines == [font.ascender], "\(text)")
        }
    }

    @Test func chineseJapaneseAndKoreanTakeTheirFallbacksTallerLine() {
        for text in ["设置", "設定", "こんにちは", "설정", "Wi-Fi 设置", "שלום 设置"] {
            let measured = lines(text)
            #expect(measured.heights == [cjkLineHeight], "\(text)")
            #expect(measured.baselines == [cjkAscender], "\(text)")
        }
    }

    @Test func onlyTheLinesThatHoldTallerCharactersGrow() {
        let measured = lines("Settings\n设置\nשלום")
        #expect(measured.heights == [font.lineHeight, cjkLineHeight, font.lineHeight])
        #expect(measured.tops == [0, font.lineHeight, font.lineHeight + cjkLineHeight])
        #expect(measured.baselines == [font.ascender, font.lineHeight + cjkAscender,
                                       font.lineHeight + cjkLineHeight + font.ascender])
    }

    @Test func aFallbackCountsAtTheSizeOfTheTextItDraws() {
        // 12-point Chinese beside 34-point Latin: SF's 34-point line is taller than
        // Droid's 12-point one, so the line is SF's.
        var text = AttributedText("设置 ", attributes: TextAttributes(font: .systemFont(ofSize: 12)))
        text.append("Title", attributes: TextAttributes(font: .systemFont(ofSize: 34)))
        let layout = TextLayout(text)
        #expect(layout.lines.map(\.frame.height) == [Font.systemFont(ofSize: 34).lineHeight])
        // 34-point Chinese beside 12-point Latin: Droid's 34-point line.
        var larger = AttributedText("Title ", attributes: TextAttributes(font: .systemFont(ofSize: 12)))
        larger.append("设置", attributes: TextAttributes(font: .systemFont(ofSize: 34)))
        #expect(TextLayout(larger).lines.map(\.frame.height) == [2 * cjkLineHeight])
        #expect(TextLayout(larger).lines.map(\.baseline) == [2 * cjkAscender])
    }

    @Test func mixedScriptsAreDrawnOnTheLinesBaseline() {
        // At 1×, the stem of a 17-point "H" ends on the row above its baseline: row 15
        // on SF's line (baseline 16.19), row 17 on a line with Chinese (baseline 17.73).
        func stem(_ text: String) -> [UInt8] {
            let image = GraphicsImageRenderer(size: CGSize(width: 60, height: 24), scale: 1).image { context in
                context.draw(TextLayout(text, attributes: TextAttributes(font: font)), at: .zero)
            }
            return (0..<24).map { image[2, $0].alpha }
        }
        #expect(stem("Hשלום") == stem("H"))
        #expect(stem("H") == [0, 0, 0, 91, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 0, 0, 0, 0, 0, 0, 0, 0])
        #expect(stem("H设置") == [0, 0, 0, 0, 0, 91, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 255, 0, 0, 0, 0, 0, 0])
    }
}
