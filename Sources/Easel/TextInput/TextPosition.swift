import Foundation

/// A place in a text input's text, like `UITextPosition`: an offset from the start of
/// the text in UTF-16 code units, which only the input that made it interprets.
/// Positions at the same offset are equal (`==`), as a text field's are on iOS, so
/// `selectedTextRange?.end == endOfDocument` asks whether the caret is at the end.
open class TextPosition: Hashable {
    /// The offset from the start of the text, in UTF-16 code units.
    let offset: Int

    init(offset: Int) {
        self.offset = offset
    }

    public static func == (lhs: TextPosition, rhs: TextPosition) -> Bool { lhs.offset == rhs.offset }

    public func hash(into hasher: inout Hasher) { hasher.combine(offset) }
}

/// A range of a text input's text, like `UITextRange`: from `start` to `end`, in the
/// text's order. Ranges with equal ends are equal.
open class TextRange: Hashable {
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

    public static func == (lhs: TextRange, rhs: TextRange) -> Bool {
        lhs.startPosition == rhs.startPosition && lhs.endPosition == rhs.endPosition
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(startPosition)
        hasher.combine(endPosition)
    }

    /// The range of UTF-16 code units it covers.
    var utf16Range: NSRange { NSRange(location: startPosition.offset, length: endPosition.offset - startPosition.offset) }
}
