import EaselGraphics
import Foundation
import Testing

@Suite struct TextWrappingTests {
    let pangram = "The quick brown fox jumps over the lazy dog"

    func layout(_ string: String, width: CGFloat, height: CGFloat = 0, mode: LineBreakMode = .byWordWrapping,
                numberOfLines: Int = 0, semantics: TextLayout.Semantics = .label) -> TextLayout {
        var attributes: TextAttributes = [.font: Font.systemFont(ofSize: 17)]
        attributes.paragraphStyle.lineBreakMode = mode
        return TextLayout(string, attributes: attributes, containerSize: CGSize(width: width, height: height),
                          numberOfLines: numberOfLines, semantics: semantics)
    }

    @Test func wordWrappingBreaksBetweenWords() {
        let wrapped = layout(pangram, width: 150)
        #expect(wrapped.lines.map(\.text) == ["The quick brown ", "fox jumps over the ", "lazy dog"])
        // Whitespace at a wrap hangs: it is not part of the line's width.
        #expect(wrapped.lines.map(\.frame.width) == [127.4169921875, 140.9140625, 65.0234375])
        #expect(!wrapped.isTruncated)
    }

    @Test func lineCountFollowsTheWidth() {
        #expect(layout(pangram, width: 400).lines.count == 1)
        #expect(layout(pangram, width: 250).lines.count == 2)
        #expect(layout(pangram, width: 150).lines.count == 3)
        #expect(layout(pangram, width: 80).lines.map(\.text) == ["The quick ", "brown fox ", "jumps ", "over the ", "lazy dog"])
    }

    @Test func charWrappingBreaksInsideWords() {
        let wrapped = layout(pangram, width: 150, mode: .byCharWrapping)
        #expect(wrapped.lines.map(\.text) == ["The quick brown fo", "x jumps over the la", "zy dog"])
        #expect(wrapped.lines.allSatisfy { $0.frame.width <= 150 })
    }

    @Test func wordLongerThanALineBreaksBetweenCharactersWithoutHyphens() {
        let wrapped = layout("Supercalifragilisticexpialidocious word", width: 100)
        #expect(wrapped.lines.map(\.text) == ["Supercalifra", "gilisticexpiali", "docious ", "word"])
        #expect(wrapped.lines.allSatisfy { $0.frame.width <= 100 })
    }

    @Test func hardLineBreaksAlwaysBreak() {
        let lines = layout("one\ntwo\r\nthree\u{2029}four\u{2028}five", width: 400).lines
        #expect(lines.map(\.text) == ["one", "two", "three", "four\u{2028}", "five"])
    }

    @Test func numberOfLinesLimitsTheLinesShown() {
        let limited = layout(pangram, width: 150, numberOfLines: 2)
        #expect(limited.lines.map(\.text) == ["The quick brown ", "fox jumps over the "])
        #expect(limited.size.height == 2 * 20.287109375)
        #expect(limited.isTruncated)
        #expect(layout(pangram, width: 150, numberOfLines: 0).lines.count == 3)
        #expect(layout(pangram, width: 150, numberOfLines: 5).lines.count == 3)
    }

    @Test func containerHeightLimitsTheLinesShown() {
        #expect(layout(pangram, width: 150, height: 40.57421875).lines.count == 2)
        #expect(layout(pangram, width: 150, height: 40.57).lines.count == 1)
    }

    @Test func labelShowsItsFirstLineHoweverShortButStringDrawingShowsNone() {
        #expect(layout(pangram, width: 150, height: 5).lines.count == 1)
        #expect(layout(pangram, width: 150, height: 5, semantics: .stringDrawing()).lines.isEmpty)
    }

    @Test func stringDrawingKeepsTruncatingParagraphsOnOneLine() {
        let drawn = layout(pangram + "\nShort", width: 150, mode: .byTruncatingTail, semantics: .stringDrawing())
        #expect(drawn.lines.map(\.text) == ["The quick brown f…", "Short"])
        #expect(drawn.lines.map(\.isTruncated) == [true, false])
    }

    @Test func justifiedLinesFillTheWidthExceptEachParagraphsLast() {
        var attributes: TextAttributes = [.font: Font.systemFont(ofSize: 17)]
        attributes.paragraphStyle.alignment = .justified
        let justified = TextLayout(pangram, attributes: attributes, containerSize: CGSize(width: 150, height: 0))
        #expect(justified.lines.map(\.frame.width) == [150, 150, 65.0234375])
        #expect(justified.lines.map(\.frame.minX) == [0, 0, 0])
    }

    @Test func zeroOrInfiniteContainerDimensionsSetNoBound() {
        for size in [CGSize.zero, CGSize(width: CGFloat.infinity, height: -1), TextLayout.unboundedSize] {
            let unbounded = TextLayout(pangram, attributes: [.font: Font.systemFont(ofSize: 17)], containerSize: size)
            #expect(unbounded.lines.map(\.text) == [pangram], "\(size)")
        }
        #expect(layout(pangram, width: 150, numberOfLines: -2).lines.count == 3)
    }
}
