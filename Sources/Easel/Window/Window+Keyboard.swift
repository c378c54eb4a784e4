import Foundation

/// The scripted keyboard: typing into the first responder, and the keyboard's height,
/// which `keyboardLayoutGuide` follows.
///
/// Easel draws no keyboard. A test or a scene types as the keyboard does, one
/// `insertText(_:)` per key. The keyboard shows by itself while a text input edits
/// (`Window+SoftwareKeyboard`); `showKeyboard(height:)` sets another height at once,
/// without notifications.
extension Window {
    /// Types `text` into the first responder, one key at a time (one `insertText(_:)`
    /// per character), as the keyboard does; "\n" is the return key. Does nothing when
    /// the first responder takes no typing.
    public func typeText(_ text: String) {
        for character in text {
            guard let input = firstResponder as? KeyInput else { return }
            input.insertText(String(character))
        }
    }

    /// Presses the return key: `insertText("\n")` on the first responder.
    public func pressReturnKey() {
        (firstResponder as? KeyInput)?.insertText("\n")
    }

    /// Presses the delete key: `deleteBackward()` on the first responder.
    public func pressDeleteKey() {
        (firstResponder as? KeyInput)?.deleteBackward()
    }

    /// The keyboard's frame in the window: `keyboardHeight` tall at the bottom, empty
    /// while it is hidden, like the frame of `UIResponder.keyboardFrameEndUserInfoKey`.
    public var keyboardFrame: CGRect {
        CGRect(x: 0, y: bounds.height - keyboardHeight, width: bounds.width, height: keyboardHeight)
    }

    /// Shows a keyboard `height` points tall (336 for an iPhone 16 Pro in portrait):
    /// views' `keyboardLayoutGuide` moves up to it at the next layout. A negative or
    /// non-finite height is reported and taken as 0.
    public func showKeyboard(height: CGFloat) {
        var height = height
        if !(height.isFinite && height >= 0) {
            Diagnostics.report("Window.showKeyboard(height: \(height)): a keyboard height is a finite number ≥ 0; using 0")
            height = 0
        }
        keyboardAnimator?.finish()
        keyboardTargetHeight = height
        setKeyboardHeight(height)
    }

    /// Hides the keyboard: `keyboardLayoutGuide` goes back to the bottom of the safe
    /// area at the next layout.
    public func hideKeyboard() {
        showKeyboard(height: 0)
    }
}
