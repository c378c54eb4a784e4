import Testing
import UIKit

/// A tag field's text field that notices a backspace on empty text, as tag and token
/// fields write it: it overrides `deleteBackward()` and calls super.
final class BackspaceDetectingTextField: UITextField {
    var onDeleteBackwards: (() -> Void)?

    override func deleteBackward() {
        if text?.isEmpty ?? true { onDeleteBackwards?() }
        super.deleteBackward()
    }

    override func insertText(_ text: String) {
        super.insertText(text.uppercased())
    }
}

@MainActor
@Suite struct BackspaceTextFieldTests {
    @Test func aSubclassSeesTheKeyboardsTypingAndBackspaces() {
        let window = makeWindow(width: 200, height: 60)
        let field = BackspaceDetectingTextField(frame: CGRect(x: 10, y: 10, width: 180, height: 34))
        window.addSubview(field)
        var backspacesOnEmpty = 0
        field.onDeleteBackwards = { backspacesOnEmpty += 1 }
        #expect(field.becomeFirstResponder())
        field.insertText("ab")
        #expect(field.text == "AB" && field.hasText)
        field.deleteBackward()
        field.deleteBackward()
        #expect(field.text == "" && backspacesOnEmpty == 0)
        field.deleteBackward()
        #expect(backspacesOnEmpty == 1)
    }
}
