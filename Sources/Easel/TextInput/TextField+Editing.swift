import Foundation

/// Editing: the first responder, typed text, the clear button and the return key, with
/// the delegate calls, control events and notifications in UIKit's order.
///
/// - Begin (a tap, or `becomeFirstResponder()`): `textFieldShouldBeginEditing`, the
///   field becomes the first responder, `textFieldDidBeginEditing`, `editingDidBegin`,
///   `textDidBeginEditingNotification`, the keyboard's will-show notifications.
/// - Change (`insertText(_:)`, `deleteBackward()`, the clear button):
///   `textField(_:shouldChangeCharactersIn:replacementString:)` (not for the clear
///   button, which asks `textFieldShouldClear`), the text changes,
///   `textFieldDidChangeSelection`, `editingChanged`, `textDidChangeNotification`.
/// - Return (`insertText("\n")`): `textFieldShouldReturn`; when it allows,
///   `editingDidEndOnExit` then `primaryActionTriggered`, and when an action or target
///   answers `editingDidEndOnExit`, the field resigns, as UIKit dismisses the keyboard.
/// - End (`resignFirstResponder()`, `endEditing(_:)`, leaving the window):
///   `textFieldShouldEndEditing` (not asked when forced), the field resigns,
///   `textFieldDidEndEditing(_:reason:)`, `editingDidEnd`,
///   `textDidEndEditingNotification`, the keyboard's will-hide notifications (unless
///   another text input is becoming the first responder).
extension TextField {
    /// Posted after the text changed by editing, like
    /// `UITextField.textDidChangeNotification`; the object is the field.
    public static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted after editing began, like `UITextField.textDidBeginEditingNotification`.
    public static let textDidBeginEditingNotification = Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted after editing ended, like `UITextField.textDidEndEditingNotification`.
    public static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    /// Selects the whole text (what `selectAll(_:)` does); the selection is drawn
    /// behind the text while the field edits.
    func selectWholeText() {
        selection = NSRange(location: 0, length: (storedText as NSString).length)
        setNeedsDisplay()
        delegate?.textFieldDidChangeSelection(self)
    }

    /// Puts the selected text on the general pasteboard (see `copy(_:)`); returns
    /// whether there was text to copy.
    @discardableResult
    func copySelectionToPasteboard() -> Bool {
        guard selection.length > 0, !isSecureTextEntry else { return false }
        Pasteboard.general.string = (storedText as NSString).substring(with: selection)
        return true
    }

    // MARK: First responder

    /// Begins editing (see `becomeFirstResponder()`). Returns whether the field edits.
    func beginEditingSession() -> Bool {
        if isFirstResponder { return true }
        guard window != nil, canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true,
              becomeFirstResponderOfItsWindow()
        else { return false }
        isEditing = true
        if clearsOnBeginEditing, hasText { replaceText(with: "") }
        overlaysDidChange()
        delegate?.textFieldDidBeginEditing(self)
        send(.editingDidBegin, with: nil)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        window?.textInputDidBeginEditing(self)
        return true
    }

    /// Ends editing: asks the delegate unless forced, resigns, tells it, sends
    /// `editingDidEnd`. Returns whether editing ended.
    @discardableResult
    func endEditingSession(asking: Bool) -> Bool {
        guard isEditing else { return true }
        if asking, !(delegate?.textFieldShouldEndEditing(self) ?? true) { return false }
        let window = window
        isEditing = false
        _ = resignFirstResponderOfItsWindow()
        overlaysDidChange()
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        send(.editingDidEnd, with: nil)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        window?.textInputDidEndEditing()
        return true
    }

    // MARK: Taps

    func tapped(at point: CGPoint) {
        if showsClearButton, clearButtonRect(forBounds: bounds).contains(point) {
            clearFromButton()
        } else {
            becomeFirstResponder()
        }
    }

    /// The clear button: `textFieldShouldClear`, then the text empties with
    /// `editingChanged`, as UIKit does it (editing begins first if it had not).
    func clearFromButton() {
        guard delegate?.textFieldShouldClear(self) ?? true else { return }
        if !isEditing { becomeFirstResponder() }
        guard hasText else { return }
        applyChange(NSRange(location: 0, length: (storedText as NSString).length), to: "")
    }

    // MARK: Changes

    func pressReturn() {
        guard delegate?.textFieldShouldReturn(self) ?? true else { return }
        send(.editingDidEndOnExit, with: nil)
        if !allControlEvents.isDisjoint(with: .editingDidEndOnExit) { resignFirstResponder() }
    }

    func replaceSelection(with string: String) {
        change(selection, to: string)
    }

    /// Asks the delegate about replacing `range` with `string`, then applies it.
    func change(_ range: NSRange, to string: String) {
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else { return }
        applyChange(range, to: string)
    }

    /// Replaces `range` with `string`, puts the caret after it and reports the change.
    func applyChange(_ range: NSRange, to string: String) {
        let text = (storedText as NSString).replacingCharacters(in: range, with: string)
        storedText = text
        selection = NSRange(location: range.location + (string as NSString).length, length: 0)
        textAppearanceDidChange(resizing: true)
        delegate?.textFieldDidChangeSelection(self)
        send(.editingChanged, with: nil)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }
}
