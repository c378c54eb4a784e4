import Foundation

/// What a text view asks and tells as it edits, like `UITextViewDelegate` (with
/// `ScrollViewDelegate`'s scrolling callbacks). Every method is optional: the defaults
/// allow everything and do nothing.
///
/// The order: `textViewShouldBeginEditing(_:)`, the view becomes the first responder,
/// `textViewDidBeginEditing(_:)`; for each change
/// `textView(_:shouldChangeTextIn:replacementText:)`, the text changes,
/// `textViewDidChangeSelection(_:)`, `textViewDidChange(_:)`;
/// `textViewShouldEndEditing(_:)`, the view resigns, `textViewDidEndEditing(_:)`.
@preconcurrency @MainActor
public protocol TextViewDelegate: ScrollViewDelegate {
    /// Like `UITextViewDelegate.textViewShouldBeginEditing(_:)`.
    func textViewShouldBeginEditing(_ textView: TextView) -> Bool
    /// Like `UITextViewDelegate.textViewDidBeginEditing(_:)`.
    func textViewDidBeginEditing(_ textView: TextView)
    /// Like `UITextViewDelegate.textViewShouldEndEditing(_:)`.
    func textViewShouldEndEditing(_ textView: TextView) -> Bool
    /// Like `UITextViewDelegate.textViewDidEndEditing(_:)`.
    func textViewDidEndEditing(_ textView: TextView)
    /// Whether the characters in `range` (UTF-16 offsets) may be replaced by `text`,
    /// like `UITextViewDelegate.textView(_:shouldChangeTextIn:replacementText:)`.
    func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The text changed by editing, like `UITextViewDelegate.textViewDidChange(_:)`.
    func textViewDidChange(_ textView: TextView)
    /// The caret moved, like `UITextViewDelegate.textViewDidChangeSelection(_:)`.
    func textViewDidChangeSelection(_ textView: TextView)
}

extension TextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: TextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: TextView) {}
    public func textViewShouldEndEditing(_ textView: TextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: TextView) {}
    public func textView(_ textView: TextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { true }
    public func textViewDidChange(_ textView: TextView) {}
    public func textViewDidChangeSelection(_ textView: TextView) {}
}
