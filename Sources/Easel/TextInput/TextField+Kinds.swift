import Foundation

extension TextField {
    /// The background a text field draws, like `UITextField.BorderStyle`.
    ///
    /// Each style insets the text from the bounds and sets the intrinsic height from
    /// the font's line height. The numbers are UIKit's as reported for iOS 7 to iOS 18
    /// (not measured on iOS 26 here):
    /// - `.none`: no background, no inset; the height is the line height.
    /// - `.line`: a 1-point `label`-colored frame; text inset 2 points across and
    ///   1 point down each side of its 1-point border (UIKit's `textRect` of a line
    ///   field starts at x = 2); height: line height + 4.
    /// - `.bezel`: a 1-point `systemGray` frame with a darker top edge, text inset as
    ///   for `.line`.
    /// - `.roundedRect`: a `tertiarySystemBackground` fill with a hairline
    ///   `opaqueSeparator` edge and 5-point corners; text inset 7 points across;
    ///   height: the line height rounded down to whole points + 2 × 7, which gives
    ///   UIKit's 34 points for the 17-point body font (SF's line height 20.29) and its
    ///   30 points at 14 points (16.71).
    public enum BorderStyle: Int, Sendable, CaseIterable {
        case none, line, bezel, roundedRect
    }

    /// When an overlay (the clear button, the left or right view) shows, like
    /// `UITextField.ViewMode`.
    public enum ViewMode: Int, Sendable, CaseIterable {
        /// Never.
        case never
        /// Only while the field edits (for the clear button: and has text).
        case whileEditing
        /// Only while the field does not edit (for the clear button: and has text).
        case unlessEditing
        /// Always (for the clear button: while the field has text).
        case always

        /// Whether an overlay in this mode shows while the field is or is not editing.
        func shows(editing: Bool) -> Bool {
            switch self {
            case .never: false
            case .whileEditing: editing
            case .unlessEditing: !editing
            case .always: true
            }
        }
    }

    /// Why editing ended, like `UITextField.DidEndEditingReason`.
    public enum DidEndEditingReason: Int, Sendable {
        /// The field resigned the first responder (the usual case on iOS).
        case committed
        /// Editing was cancelled (Mac Catalyst only in UIKit; Easel never sends it).
        case cancelled
    }
}
