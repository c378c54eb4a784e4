import Foundation

/// What a text field asks and tells as it edits, like `UITextFieldDelegate`. Every
/// method is optional: the defaults allow everything and do nothing.
///
/// The order, as UIKit documents it: `textFieldShouldBeginEditing(_:)`, the field
/// becomes the first responder, `textFieldDidBeginEditing(_:)`; for each change
/// `textField(_:shouldChangeCharactersIn:replacementString:)`; `textFieldShouldClear(_:)`
/// for the clear button; `textFieldShouldReturn(_:)` for the return key;
/// `textFieldShouldEndEditing(_:)`, the field resigns, `textFieldDidEndEditing(_:reason:)`.
@preconcurrency @MainActor
public protocol TextFieldDelegate: NSObjectProtocol {
    /// Whether the field may begin editing, like
    /// `UITextFieldDelegate.textFieldShouldBeginEditing(_:)`.
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    /// The field began editing, like `UITextFieldDelegate.textFieldDidBeginEditing(_:)`.
    func textFieldDidBeginEditing(_ textField: TextField)
    /// Whether the field may stop editing, like
    /// `UITextFieldDelegate.textFieldShouldEndEditing(_:)`.
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    /// The field stopped editing, like `UITextFieldDelegate.textFieldDidEndEditing(_:)`;
    /// called by the default `textFieldDidEndEditing(_:reason:)`.
    func textFieldDidEndEditing(_ textField: TextField)
    /// The field stopped editing for `reason`, like
    /// `UITextFieldDelegate.textFieldDidEndEditing(_:reason:)`; the default calls
    /// `textFieldDidEndEditing(_:)`.
    func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason)
    /// Whether the characters in `range` (UTF-16 offsets) may be replaced by `string`,
    /// like `UITextFieldDelegate.textField(_:shouldChangeCharactersIn:replacementString:)`.
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool
    /// The selection or caret moved, like `UITextFieldDelegate.textFieldDidChangeSelection(_:)`.
    func textFieldDidChangeSelection(_ textField: TextField)
    /// Whether the clear button may empty the field, like
    /// `UITextFieldDelegate.textFieldShouldClear(_:)`.
    func textFieldShouldClear(_ textField: TextField) -> Bool
    /// Whether the return key does its default work (send `editingDidEndOnExit` and
    /// `primaryActionTriggered`), like `UITextFieldDelegate.textFieldShouldReturn(_:)`.
    func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: TextField) {}
    public func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange,
                          replacementString string: String) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: TextField) {}
    public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}
