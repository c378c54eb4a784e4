import Foundation

/// Hears about a text storage's edits as they are processed, like
/// `NSTextStorageDelegate`; both methods do nothing by default.
public protocol TextStorageDelegate: NSObjectProtocol {
    /// Called before the edits are processed, like
    /// `textStorage(_:willProcessEditing:range:changeInLength:)`: the delegate may still
    /// change the text's characters and attributes.
    func textStorage(_ textStorage: TextStorage, willProcessEditing editedMask: TextStorage.EditActions,
                     range editedRange: NSRange, changeInLength delta: Int)
    /// Called after the edits are processed and before the layout managers hear of
    /// them, like `textStorage(_:didProcessEditing:range:changeInLength:)`.
    func textStorage(_ textStorage: TextStorage, didProcessEditing editedMask: TextStorage.EditActions,
                     range editedRange: NSRange, changeInLength delta: Int)
}

extension TextStorageDelegate {
    public func textStorage(_ textStorage: TextStorage, willProcessEditing editedMask: TextStorage.EditActions,
                            range editedRange: NSRange, changeInLength delta: Int) {}
    public func textStorage(_ textStorage: TextStorage, didProcessEditing editedMask: TextStorage.EditActions,
                            range editedRange: NSRange, changeInLength delta: Int) {}
}
