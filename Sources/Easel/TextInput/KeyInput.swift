import Foundation

/// Typing into a responder, like `UIKeyInput`: the keyboard inserts each key's text
/// with `insertText(_:)` (the return key inserts "\n") and the delete key calls
/// `deleteBackward()`.
@preconcurrency @MainActor
public protocol KeyInput: AnyObject {
    /// Whether there is any text to delete, like `UIKeyInput.hasText`.
    var hasText: Bool { get }
    /// Inserts `text` at the caret, replacing the selection, like
    /// `UIKeyInput.insertText(_:)`.
    func insertText(_ text: String)
    /// Deletes the selection, or the character before the caret, like
    /// `UIKeyInput.deleteBackward()`.
    func deleteBackward()
}
