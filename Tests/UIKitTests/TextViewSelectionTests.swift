import Testing
import UIKit

/// A text view's selection as chat and note editors use it: `selectedRange` and the
/// `UITextInput` positions, typing and the edit actions replacing the selection, the
/// caret's and a range's rectangles, the selection drawn while editing, and
/// `scrollRangeToVisible(_:)`.
@MainActor
@Suite struct TextViewSelectionTests {
    private final class DelegateLog: NSObject, UITextViewDelegate {
        var entries: [String] = []

        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            entries.append("shouldChange \(range.location),\(range.length) \"\(text)\"")
            return true
        }

        func textViewDidChangeSelection(_ textView: UITextView) {
            entries.append("didChangeSelection \(textView.selectedRange.location),\(textView.selectedRange.length)")
        }

        func textViewDidChange(_ textView: UITextView) { entries.append("didChange \(textView.text!)") }
    }

    private func editingTextView(_ text: String, in window: UIWindow) -> UITextView {
        let textView = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        textView.font = .systemFont(ofSize: 17)
        textView.text = text
        window.addSubview(textView)
        commit(window)
        #expect(textView.becomeFirstResponder())
        commit(window)
        return textView
    }

    @Test func typingReplacesTheSelectedRange() {
        let window = makeWindow(width: 200, height: 100)
        let textView = editingTextView("Hello", in: window)
        #expect(textView.selectedRange == NSRange(location: 5, length: 0))
        let log = DelegateLog()
        textView.delegate = log

        textView.selectedRange = NSRange(location: 1, length: 3)
        textView.insertText("a")
        #expect(textView.text == "Hao")
        #expect(textView.selectedRange == NSRange(location: 2, length: 0))
        textView.selectedRange = NSRange(location: 0, length: 2)
        textView.deleteBackward()
        #expect(textView.text == "o")
        #expect(log.entries == ["didChangeSelection 1,3", "shouldChange 1,3 \"a\"", "didChangeSelection 2,0", "didChange Hao",
                                "didChangeSelection 0,2", "shouldChange 0,2 \"\"", "didChangeSelection 0,0", "didChange o"])
    }

    @Test func aRangeBeyondTheTextIsClampedToIt() {
        let window = makeWindow(width: 200, height: 100)
        let textView = editingTextView("Hello", in: window)
        textView.selectedRange = NSRange(location: 3, length: 100)
        #expect(textView.selectedRange == NSRange(location: 3, length: 2))
        textView.selectedRange = NSRange(location: 9, length: 0)
        #expect(textView.selectedRange == NSRange(location: 5, length: 0))
        textView.text = "Hi"
        #expect(textView.selectedRange == NSRange(location: 2, length: 0))
        // The storage edited under the selection: typing goes to the clamped caret.
        textView.selectedRange = NSRange(location: 0, length: 2)
        textView.textStorage.replaceCharacters(in: NSRange(location: 0, length: 2), with: "A")
        #expect(textView.selectedRange == NSRange(location: 0, length: 1))
        textView.insertText("B")
        #expect(textView.text == "B" && textView.selectedRange == NSRange(location: 1, length: 0))
    }

    @Test func positionsAreUTF16Offsets() throws {
        let window = makeWindow(width: 200, height: 100)
        let textView = editingTextView("Café 👋 ok", in: window)
        #expect(textView.offset(from: textView.beginningOfDocument, to: textView.endOfDocument) == 10)
        let wave = try #require(textView.position(from: textView.beginningOfDocument, offset: 5))
        let afterWave = try #require(textView.position(from: wave, offset: 2))
        let range = try #require(textView.textRange(from: afterWave, to: wave))
        #expect(textView.text(in: range) == "👋")
        #expect(textView.compare(wave, to: afterWave) == .orderedAscending)
        #expect(textView.position(from: textView.endOfDocument, offset: 1) == nil)
        textView.selectedTextRange = range
        #expect(textView.selectedRange == NSRange(location: 5, length: 2))
        textView.replace(range, withText: "!")
        #expect(textView.text == "Café ! ok" && textView.selectedRange == NSRange(location: 6, length: 0))
    }

    @Test func copyCutAndPasteUseTheGeneralPasteboard() {
        let window = makeWindow(width: 200, height: 100)
        let textView = editingTextView("one two", in: window)
        textView.selectedRange = NSRange(location: 4, length: 3)
        textView.copy(nil)
        #expect(UIPasteboard.general.string == "two")
        textView.selectAll(nil)
        #expect(textView.selectedRange == NSRange(location: 0, length: 7))
        textView.paste(nil)
        #expect(textView.text == "two" && textView.selectedRange == NSRange(location: 3, length: 0))
        textView.selectedRange = NSRange(location: 0, length: 1)
        textView.cut(nil)
        #expect(textView.text == "wo" && UIPasteboard.general.string == "t")
    }

    @Test func theCaretAndFirstRectsAreWhereTheViewDrawsThem() throws {
        let window = makeWindow(width: 200, height: 100)
        let textView = editingTextView("Hello", in: window)
        let start = textView.caretRect(for: textView.beginningOfDocument)
        let end = textView.caretRect(for: textView.endOfDocument)
        // 8 points of inset above the text, 5 of padding before it; the 17-point system
        // font's line is 20 points high, "Hello" 38.918 points wide.
        #expect(start == CGRect(x: 5, y: 8, width: 2, height: 20))
        #expect(end == CGRect(x: 44, y: 8, width: 2, height: 20))
        let image = try frameImage(of: window)
        #expect(pixel(image, 44, 18) == rgb(0, 122, 255))
        #expect(pixel(image, 47, 18) == rgb(255, 255, 255))

        let all = try #require(textView.textRange(from: textView.beginningOfDocument, to: textView.endOfDocument))
        let first = textView.firstRect(for: all)
        #expect(first.minX == 5 && first.minY == 8)
        #expect(first.width == 38.91796875)
    }

    @Test func theSelectionIsDrawnBehindTheTextInTheTintColor() throws {
        let window = makeWindow(width: 200, height: 100)
        let textView = editingTextView("   Hello", in: window)
        textView.selectedRange = NSRange(location: 0, length: 3)
        commit(window)
        let band = try #require(textView.textRange(from: textView.beginningOfDocument,
                                                   to: textView.position(from: textView.beginningOfDocument, offset: 3)!))
        let rect = textView.firstRect(for: band)
        let image = try frameImage(of: window)
        // systemBlue at 20 % over white, under the spaces; no caret while text is selected.
        #expect(pixel(image, Int(rect.midX), Int(rect.midY)) == rgb(204, 228, 255))
        #expect(pixel(image, Int(rect.minX) - 2, Int(rect.midY)) == rgb(255, 255, 255))
        let end = textView.caretRect(for: textView.endOfDocument)
        #expect(pixel(image, Int(end.midX), Int(end.midY)) == rgb(255, 255, 255))
    }

    @Test func scrollRangeToVisibleScrollsTheRangeIntoView() throws {
        let window = makeWindow(width: 200, height: 100)
        let lines = (1...20).map { "Line \($0)" }.joined(separator: "\n")
        let textView = editingTextView(lines, in: window)
        #expect(textView.contentOffset == .zero)
        let text = textView.text! as NSString
        let last = text.range(of: "Line 20")
        textView.scrollRangeToVisible(last)
        let lastLine = try #require(textView.textRange(from: textView.position(from: textView.beginningOfDocument, offset: last.location)!,
                                                       to: textView.endOfDocument))
        let rect = textView.firstRect(for: lastLine)
        #expect(textView.contentOffset.y == rect.maxY - 100)
        // 8 points of inset, then 20 lines of the 17-point system font, 20.287 points each.
        #expect(textView.contentOffset.y == 313.7421875)
        // Already visible: nothing moves.
        textView.scrollRangeToVisible(text.range(of: "Line 19"))
        #expect(textView.contentOffset.y == 313.7421875)
        textView.scrollRangeToVisible(NSRange(location: 0, length: 4))
        #expect(textView.contentOffset.y == 8)
    }

    @Test func fieldsAndTextViewsAreBothTextInputs() {
        let window = makeWindow(width: 200, height: 100)
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 30))
        field.text = "abc"
        let textView = editingTextView("abcd", in: window)
        func caretOffset(_ input: UITextInput) -> Int? {
            input.selectedTextRange.map { input.offset(from: input.beginningOfDocument, to: $0.start) }
        }
        let inputs: [UITextInput] = [field, textView]
        #expect(inputs.map(caretOffset) == [3, 4])
    }
}
