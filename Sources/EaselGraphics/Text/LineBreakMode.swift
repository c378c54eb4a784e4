/// What happens to text that does not fit the width, like `NSLineBreakMode`.
///
/// The truncating and clipping modes wrap differently depending on who lays the text
/// out, as in UIKit: a label (`TextLayout.Semantics.label`) wraps every line at word
/// boundaries and truncates or clips only its last visible line; NSString drawing
/// (`.stringDrawing`) keeps each paragraph on one line and truncates or clips each.
public enum LineBreakMode: Hashable, Sendable {
    /// Lines wrap between words; a word longer than the line wraps between characters.
    case byWordWrapping
    /// Lines wrap before the first character that does not fit.
    case byCharWrapping
    /// The text does not wrap; what passes the container's edge is not drawn.
    case byClipping
    /// The end of the line shows, its start is replaced by an ellipsis ("…wxyz").
    case byTruncatingHead
    /// The start of the line shows, its end is replaced by an ellipsis ("abcd…").
    case byTruncatingTail
    /// Both ends show, the middle is replaced by an ellipsis ("ab…yz").
    case byTruncatingMiddle

    /// Whether this is one of the modes that wrap lines everywhere.
    package var wraps: Bool { self == .byWordWrapping || self == .byCharWrapping }
}
