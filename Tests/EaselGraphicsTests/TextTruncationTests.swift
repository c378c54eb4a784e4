import EaselGraphics
import Foundation
import Testing

@Suite struct TextTruncationTests {
    let pangram = "The quick brown fox jumps over the lazy dog"

    func layout(_ string: String, mode: LineBreakMode, width: CGFloat = 150, numberOfLines: Int = 0,
                semantics: TextLayout.Semantics = .label) -> TextLayout {
        var attributes: TextAttributes = [.font: Font.systemFont(ofSize: 17)]
        attributes.paragraphStyle.lineBreakMode = mode
        return TextLayout(string, attributes: attributes, containerSize: CGSize(width: width, height: 0),
                          numberOfLines: numberOfLines, semantics: semantics)
    }

    @Test func oneLineLabelTruncatesWhereTheModeSays() {
        #expect(layout(pangram, mode: .byTruncatingHead, numberOfLines: 1).lines.map(\.text) == ["…over the lazy dog"])
        #expect(layout(pangram, mode: .byTruncatingMiddle, numberOfLines: 1).lines.map(\.text) == ["The quic…lazy dog"])
        #expect(layout(pangram, mode: .byTruncatingTail, numberOfLines: 1).lines.map(\.text) == ["The quick brown f…"])
        for mode in [LineBreakMode.byTruncatingHead, .byTruncatingMiddle, .byTruncatingTail] {
            let line = layout(pangram, mode: mode, numberOfLines: 1).lines[0]
            #expect(line.isTruncated)
            #expect(line.frame.width <= 150, "\(mode)")
        }
    }

    @Test func truncationKeepsAsManyCharactersAsFit() {
        // One more character would pass the width (the space beside an ellipsis goes
        // with the cut).
        let font: TextAttributes = [.font: Font.systemFont(ofSize: 17)]
        #expect("The quick brown f…".size(withAttributes: font).width <= 150)
        #expect("The quick brown fo…".size(withAttributes: font).width > 150)
        #expect("…over the lazy dog".size(withAttributes: font).width <= 150)
        #expect("…s over the lazy dog".size(withAttributes: font).width > 150)
    }

    @Test func multiLineLabelTruncatesItsLastLine() {
        // The last line holds the rest of the paragraph, wrapped lines above it are whole.
        #expect(layout(pangram, mode: .byTruncatingHead, numberOfLines: 2).lines.map(\.text)
            == ["The quick brown ", "…over the lazy dog"])
        #expect(layout(pangram, mode: .byTruncatingMiddle, numberOfLines: 2).lines.map(\.text)
            == ["The quick brown ", "fox jump…lazy dog"])
        #expect(layout(pangram, mode: .byTruncatingTail, numberOfLines: 2).lines.map(\.text)
            == ["The quick brown ", "fox jumps over th…"])
        #expect(layout(pangram, mode: .byTruncatingTail, numberOfLines: 2).lines.map(\.isTruncated) == [false, true])
    }

    @Test func labelThatFitsIsNotTruncated() {
        let fits = layout(pangram, mode: .byTruncatingTail, numberOfLines: 3)
        #expect(fits.lines.map(\.text) == ["The quick brown ", "fox jumps over the ", "lazy dog"])
        #expect(!fits.isTruncated)
    }

    @Test func clippingKeepsTheTextAndCutsItAtTheEdge() {
        let clipped = layout(pangram, mode: .byClipping, numberOfLines: 2)
        #expect(clipped.lines.map(\.text) == ["The quick brown ", "fox jumps over the lazy dog"])
        #expect(clipped.lines[1].frame.width == 150)
        #expect(clipped.lines[1].isTruncated)
        #expect(clipped.size.width == 150)
    }

    @Test func tailEllipsisMarksHiddenParagraphsEvenWhenTheLineFits() {
        #expect(layout("Hello\nWorld", mode: .byTruncatingTail, numberOfLines: 1).lines.map(\.text) == ["Hello…"])
        #expect(layout("Hello\nWorld", mode: .byTruncatingHead, numberOfLines: 1).lines.map(\.text) == ["Hello"])
        #expect(layout("Hello\nWorld", mode: .byTruncatingHead, numberOfLines: 1).isTruncated)
    }

    @Test func ellipsisAloneWhenNothingElseFits() {
        let narrow = layout("Hello", mode: .byTruncatingTail, width: 12, numberOfLines: 1)
        #expect(narrow.lines.map(\.text) == ["…"])
    }

    @Test func wrappingModesNeverAddAnEllipsis() {
        let wrapped = layout(pangram, mode: .byWordWrapping, numberOfLines: 2)
        #expect(wrapped.lines.map(\.text) == ["The quick brown ", "fox jumps over the "])
        #expect(wrapped.isTruncated)
        #expect(wrapped.lines.allSatisfy { !$0.isTruncated })
    }

    @Test func truncatesLastVisibleLineOptionEndsTheLastLineWithAnEllipsis() {
        let attributes: TextAttributes = [.font: Font.systemFont(ofSize: 17)]
        let plain = TextLayout(pangram, attributes: attributes, containerSize: CGSize(width: 150, height: 42),
                               semantics: .stringDrawing())
        let truncated = TextLayout(pangram, attributes: attributes, containerSize: CGSize(width: 150, height: 42),
                                   semantics: .stringDrawing(truncatesLastVisibleLine: true))
        #expect(plain.lines.map(\.text) == ["The quick brown ", "fox jumps over the "])
        #expect(truncated.lines.map(\.text) == ["The quick brown ", "fox jumps over th…"])
        let rect = pangram.boundingRect(with: CGSize(width: 150, height: 42),
                                        options: [.usesLineFragmentOrigin, .truncatesLastVisibleLine], attributes: attributes)
        #expect(rect.size == truncated.size)
    }

    @Test func nothingToTruncateWhenNoLineFits() {
        let layout = TextLayout(pangram, attributes: [.font: Font.systemFont(ofSize: 17)],
                                containerSize: CGSize(width: 150, height: 5),
                                semantics: .stringDrawing(truncatesLastVisibleLine: true))
        #expect(layout.lines.isEmpty)
        #expect(layout.size == .zero)
        #expect(layout.isTruncated)
    }
}
