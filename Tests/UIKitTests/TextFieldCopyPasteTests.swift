import Testing
import UIKit

/// Copy, cut and paste in a text field through the standard edit actions, as the edit
/// menu and a hardware keyboard send them: the selection goes to the general
/// pasteboard, a paste replaces the selection and leaves the caret after it, and the
/// delegate is asked about each change.
@MainActor
@Suite struct TextFieldCopyPasteTests {
    private final class ChangeLog: NSObject, UITextFieldDelegate {
        var entries: [String] = []

        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            entries.append("shouldChange \(range.location),\(range.length) \"\(string)\"")
            return true
        }
    }

    private func select(_ field: UITextField, from start: Int, length: Int) {
        let from = field.position(from: field.beginningOfDocument, offset: start)!
        let to = field.position(from: from, offset: length)!
        field.selectedTextRange = field.textRange(from: from, to: to)
    }

    /// The selection as (offset, length).
    private func selection(of field: UITextField) -> [Int] {
        let range = field.selectedTextRange!
        return [field.offset(from: field.beginningOfDocument, to: range.start), field.offset(from: range.start, to: range.end)]
    }

    @Test func copyPutsTheSelectionOnTheGeneralPasteboardAndPasteReplacesTheSelection() {
        let window = makeWindow(width: 240, height: 60)
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 220, height: 34))
        field.text = "Hello world"
        window.addSubview(field)
        let log = ChangeLog()
        field.delegate = log
        #expect(field.becomeFirstResponder())

        select(field, from: 6, length: 5)
        let before = UIPasteboard.general.changeCount
        field.copy(nil)
        #expect(UIPasteboard.general.string == "world" && UIPasteboard.general.changeCount == before + 1)
        #expect(field.text == "Hello world" && selection(of: field) == [6, 5] && log.entries.isEmpty)

        select(field, from: 0, length: 5)
        field.paste(nil)
        #expect(field.text == "world world" && selection(of: field) == [5, 0])
        #expect(log.entries == ["shouldChange 0,5 \"world\""])

        select(field, from: 5, length: 6)
        field.cut(nil)
        #expect(field.text == "world" && selection(of: field) == [5, 0] && UIPasteboard.general.string == " world")
        field.paste(nil)
        field.paste(nil)
        #expect(field.text == "world world world" && selection(of: field) == [17, 0])
        #expect(log.entries == ["shouldChange 0,5 \"world\"", "shouldChange 5,6 \"\"",
                                "shouldChange 5,0 \" world\"", "shouldChange 11,0 \" world\""])
        _ = window
    }

    @Test func nothingIsCopiedWithoutASelectionOrFromASecureField() {
        let window = makeWindow(width: 240, height: 60)
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 220, height: 34))
        field.text = "hunter2"
        window.addSubview(field)
        #expect(field.becomeFirstResponder())
        UIPasteboard.general.string = "kept"
        let count = UIPasteboard.general.changeCount

        field.copy(nil)
        field.isSecureTextEntry = true
        select(field, from: 0, length: 7)
        field.copy(nil)
        field.cut(nil)
        #expect(UIPasteboard.general.string == "kept" && UIPasteboard.general.changeCount == count)
        #expect(field.text == "hunter2")
    }

    @Test func aFieldThatIsNotEditingDoesNotPaste() {
        let window = makeWindow(width: 240, height: 60)
        let field = UITextField(frame: CGRect(x: 10, y: 10, width: 220, height: 34))
        field.text = "draft"
        window.addSubview(field)
        UIPasteboard.general.string = "pasted"
        field.paste(nil)
        #expect(field.text == "draft")
    }
}
