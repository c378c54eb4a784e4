import Easel
import Foundation
import Testing

/// What TextKit's classes answer to ranges past the end, points outside the text and
/// containers they do not own: UIKit's outcome (clamped, nearest, empty) and a
/// diagnostic, never a trap.
@Suite struct LayoutManagerBadInputTests {
    /// "Hello" in a 200 × 100 container without padding.
    private func textKit() -> (TextStorage, LayoutManager, TextContainer) {
        let storage = TextStorage(string: "Hello", attributes: [.font: Font.systemFont(ofSize: 17)])
        let layoutManager = LayoutManager()
        let container = TextContainer(size: CGSize(width: 200, height: 100))
        container.lineFragmentPadding = 0
        storage.addLayoutManager(layoutManager)
        layoutManager.addTextContainer(container)
        return (storage, layoutManager, container)
    }

    @Test func aGlyphRangePastTheEndIsClampedToTheText() {
        let (storage, layoutManager, container) = textKit()
        defer { withExtendedLifetime(storage) {} }
        let whole = layoutManager.boundingRect(forGlyphRange: NSRange(location: 0, length: 5), in: container)
        let (rect, messages) = Diagnostics.collect {
            layoutManager.boundingRect(forGlyphRange: NSRange(location: 2, length: 100), in: container)
        }
        #expect(rect.maxX == whole.maxX && rect.minX > 0)
        #expect(messages == ["NSLayoutManager.boundingRect(forGlyphRange:in:): range {2, 100} is past the end of the 5 glyphs; used {2, 3}"])
        let (index, indexMessages) = Diagnostics.collect { layoutManager.glyphIndexForCharacter(at: 9) }
        #expect(index == 5)
        #expect(indexMessages.count == 1)
    }

    @Test func aGlyphNoLineLaysOutHasNoFragment() {
        let (storage, layoutManager, _) = textKit()
        defer { withExtendedLifetime(storage) {} }
        var range = NSRange(location: 0, length: 0)
        let (rect, messages) = Diagnostics.collect { layoutManager.lineFragmentRect(forGlyphAt: 7, effectiveRange: &range) }
        #expect(rect == .zero)
        #expect(range.location == NSNotFound)
        #expect(messages.count == 1)
    }

    @Test func aContainerOfAnotherLayoutManagerGetsEmptyAnswers() {
        let (storage, layoutManager, _) = textKit()
        defer { withExtendedLifetime(storage) {} }
        let stranger = TextContainer()
        let (answers, messages) = Diagnostics.collect {
            (layoutManager.usedRect(for: stranger), layoutManager.glyphIndex(for: .zero, in: stranger),
             layoutManager.glyphRange(for: stranger).location)
        }
        #expect(answers.0 == .zero && answers.1 == 0 && answers.2 == NSNotFound)
        #expect(messages.count == 3 && messages.allSatisfy { $0.contains("not one of this layout manager's") })
    }

    @Test func withoutAContainerNothingIsLaidOut() {
        let storage = TextStorage(string: "Hello")
        let layoutManager = LayoutManager()
        storage.addLayoutManager(layoutManager)
        #expect(layoutManager.numberOfGlyphs == 5)
        #expect(layoutManager.lineFragmentRect(forGlyphAt: 0, effectiveRange: nil) == .zero)
        #expect(layoutManager.textContainer(forGlyphAt: 0, effectiveRange: nil) == nil)
    }

    @Test func anEditPastTheEndIsClampedToTheText() {
        let (storage, _, _) = textKit()
        let (_, messages) = Diagnostics.collect {
            storage.replaceCharacters(in: NSRange(location: 3, length: 10), with: "p!")
        }
        #expect(storage.string == "Help!")
        #expect(messages.count == 1)
    }

    @Test func drawingOutsideADrawCallDrawsNothing() {
        let (storage, layoutManager, _) = textKit()
        defer { withExtendedLifetime(storage) {} }
        let (_, messages) = Diagnostics.collect {
            layoutManager.drawGlyphs(forGlyphRange: NSRange(location: 0, length: 5), at: .zero)
        }
        #expect(messages.count == 1 && messages[0].hasPrefix("invalid context"))
    }

    @Test func aTruncatedLinesCutCharactersSitOnItsEllipsis() {
        let (storage, layoutManager, container) = textKit()
        defer { withExtendedLifetime(storage) {} }
        container.size = CGSize(width: 30, height: 100)
        container.maximumNumberOfLines = 1
        container.lineBreakMode = .byTruncatingTail
        #expect(layoutManager.glyphRange(for: container) == NSRange(location: 0, length: 5))
        let kept = layoutManager.boundingRect(forGlyphRange: NSRange(location: 0, length: 1), in: container)
        let cut = layoutManager.boundingRect(forGlyphRange: NSRange(location: 4, length: 1), in: container)
        #expect(kept.minX == 0 && kept.width > 0)
        #expect(cut.width > 0 && cut.maxX <= 30, "the ellipsis, within the container")
        #expect(layoutManager.glyphIndex(for: CGPoint(x: cut.midX, y: 5), in: container) < 5)
    }
}
