import Testing
import UIKit

/// `UITextInput` on a text field as iOS code uses it: the caret moved to the start or
/// the end (`fixCaretPosition()`), positions by offset, the text in a range, and a
/// replacement made by code.
extension UITextField {
    func moveCaretToEnd() {
        let end = endOfDocument
        selectedTextRange = textRange(from: end, to: end)
    }
}

@MainActor
final class TextChangeLog: NSObject, UITextFieldDelegate {
    var entries: [String] = []

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        entries.append("shouldChange \(range.location),\(range.length) \(string)")
        return true
    }

    func textFieldDidChangeSelection(_ textField: UITextField) {
        entries.append("didChangeSelection")
    }
}

@MainActor
@Suite struct TextFieldPositionTests {
    private func editingField(_ text: String) -> UITextField {
        let window = makeWindow(width: 200, height: 60)
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 180, height: 34))
        field.text = text
        window.addSubview(field)
        _ = field.becomeFirstResponder()
        return field
    }

    @Test func typingGoesWhereTheCaretWasPut() throws {
        let field = editingField("hello")
        let third = try #require(field.position(from: field.beginningOfDocument, offset: 2))
        field.selectedTextRange = field.textRange(from: third, to: third)
        field.insertText("X")
        #expect(field.text == "heXllo")
        field.moveCaretToEnd()
        field.insertText("!")
        #expect(field.text == "heXllo!")
    }

    @Test func positionsOffsetsAndTheTextInARange() throws {
        let field = editingField("héllo")
        let start = field.beginningOfDocument, end = field.endOfDocument
        #expect(field.offset(from: start, to: end) == 5)
        #expect(field.position(from: end, offset: 1) == nil && field.position(from: start, offset: -1) == nil)
        let second = try #require(field.position(from: start, offset: 1))
        let fourth = try #require(field.position(from: start, offset: 3))
        let range = try #require(field.textRange(from: fourth, to: second))
        #expect(field.text(in: range) == "él" && !range.isEmpty)
        #expect(field.compare(second, to: fourth) == .orderedAscending && field.compare(end, to: start) == .orderedDescending)
        #expect(field.compare(range.start, to: second) == .orderedSame)
    }

    @Test func theSelectedRangeReadsBackAndSelectsText() throws {
        let field = editingField("hello")
        let selected = try #require(field.selectedTextRange)
        #expect(selected.isEmpty && field.offset(from: field.beginningOfDocument, to: selected.start) == 5)
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)
        field.insertText("bye")
        #expect(field.text == "bye")
    }

    /// A tags field deletes its last tag when backspace comes with the caret at the
    /// start: code compares positions with `==`.
    @Test func positionsAtTheSameOffsetAreEqual() throws {
        let field = editingField("tag")
        field.moveCaretToEnd()
        #expect(field.selectedTextRange?.end == field.endOfDocument)
        #expect(field.selectedTextRange?.start != field.beginningOfDocument)
        field.selectedTextRange = field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument)
        #expect(field.selectedTextRange?.start == field.beginningOfDocument)
        #expect(field.position(from: field.beginningOfDocument, offset: 3) == field.endOfDocument)
        #expect(field.selectedTextRange == field.textRange(from: field.beginningOfDocument, to: field.beginningOfDocument))
    }

    @Test func aReplacementByCodeDoesNotAskTheDelegate() throws {
        let field = editingField("hello")
        let log = TextChangeLog()
        field.delegate = log
        let second = try #require(field.position(from: field.beginningOfDocument, offset: 1))
        let first = try #require(field.textRange(from: field.beginningOfDocument, to: second))
        field.replace(first, withText: "J")
        #expect(field.text == "Jello")
        #expect(log.entries == ["didChangeSelection"])
        field.insertText("!")
        #expect(field.text == "J!ello")
        #expect(log.entries == ["didChangeSelection", "shouldChange 1,0 !", "didChangeSelection"])
    }
}
