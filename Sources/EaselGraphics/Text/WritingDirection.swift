import Foundation

/// The direction a paragraph is written in, like `NSWritingDirection`
/// (`ParagraphStyle.baseWritingDirection`).
public enum WritingDirection: Int, Hashable, Sendable {
    /// The direction the Unicode bidirectional algorithm finds from the paragraph's
    /// first strong character, like `NSWritingDirection.natural`.
    case natural = -1
    /// Left to right whatever the text, like `NSWritingDirection.leftToRight`.
    case leftToRight = 0
    /// Right to left whatever the text, like `NSWritingDirection.rightToLeft`.
    case rightToLeft = 1
}
