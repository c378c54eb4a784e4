import Foundation

/// A place in a text input's text, like `UITextPosition`: an offset from the start of
/// the text in UTF-16 code units, which only the input that made it interprets.
open class TextPosition {
    /// The offset from the start of the text, in UTF-16 code units.
    let offset: Int

    init(offset: Int) {
        self.offset = offset
    }
}

/// A range of a text input's text, like `UITextRange`: from `start` to `end`, in the
/// text's order.
open class TextRange {
    /// Where the range starts, like `UITextRange.start`.
    open var start: TextPosition { startPosition }
    /// Where the range ends, like `UITextRange.end`.
    open var end: TextPosition { endPosition }
    /// Whether the range holds no text, like `UITextRange.isEmpty`.
    open var isEmpty: Bool { startPosition.offset == endPosition.offset }

    private let startPosition: TextPosition
    private let endPosition: TextPosition

    /// The range between two positions, whichever comes first.
    init(between first: TextPosition, and second: TextPosition) {
        startPosition = first.offset <= second.offset ? first : second
        endPosition = first.offset <= second.offset ? second : first
    }

    /// The range of UTF-16 code units it covers.
    var utf16Range: NSRange { NSRange(location: startPosition.offset, length: endPosition.offset - startPosition.offset) }
}
