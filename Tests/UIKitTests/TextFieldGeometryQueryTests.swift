import Testing
import UIKit

/// `UITextInput`'s geometry queries on a text field, as autocomplete fields use them to
/// place a suggestion list under the caret.
@MainActor
@Suite struct TextFieldGeometryQueryTests {
    private func editingField() -> (UIWindow, UITextField) {
        let window = makeWindow(width: 200, height: 60)
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 180, height: 40))
        field.text = "Hello"
        window.addSubview(field)
        commit(window)
        _ = field.becomeFirstResponder()
        commit(window)
        return (window, field)
    }

    @Test func theCaretRectIsWhereTheCaretIsDrawn() throws {
        let (window, field) = editingField()
        let start = field.caretRect(for: field.beginningOfDocument)
        let end = field.caretRect(for: field.endOfDocument)
        #expect(start.width == 2 && end.width == 2)
        #expect(start.minY == end.minY && start.height == end.height)
        #expect(end.minX > start.minX)
        // The caret rests at the end: its pixels are the tint colour, in the window at
        // the rect's place in the field, and the field is white past it.
        let image = try frameImage(of: window)
        let mid = field.convert(CGPoint(x: end.midX, y: end.midY), to: window)
        #expect(end == CGRect(x: 39, y: 10, width: 2, height: 20))
        #expect(pixel(image, Int(mid.x), Int(mid.y)) == rgb(0, 122, 255))
        #expect(pixel(image, Int(mid.x) + 3, Int(mid.y)) == rgb(255, 255, 255))
    }

    @Test func theFirstRectSpansTheRangesCharacters() throws {
        let (_, field) = editingField()
        let all = try #require(field.textRange(from: field.beginningOfDocument, to: field.endOfDocument))
        let rect = field.firstRect(for: all)
        let start = field.caretRect(for: field.beginningOfDocument)
        #expect(rect.minX == start.minX)
        #expect(rect.minY == start.minY && rect.height == start.height)
        let lastLetter = try #require(field.textRange(from: field.position(from: field.endOfDocument, offset: -1)!,
                                                      to: field.endOfDocument))
        let last = field.firstRect(for: lastLetter)
        #expect(last.maxX == rect.maxX)
        // In the 17-point system font "Hello" is 38.918 points wide, its "o" 9.699.
        #expect(rect == CGRect(x: 0, y: 10, width: 38.91796875, height: 20))
        #expect(last == CGRect(x: 29.21875, y: 10, width: 9.69921875, height: 20))
    }
}
