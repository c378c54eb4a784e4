/// Questions about lines in a file's UTF-8 bytes that placing `#if` needs answered: a
/// directive must have its line to itself.
struct SourceLines {
    let bytes: [UInt8]

    private static let newline = UInt8(ascii: "\n")
    private static let space = UInt8(ascii: " ")
    private static let tab = UInt8(ascii: "\t")
    private static let carriageReturn = UInt8(ascii: "\r")
    private static let slash = UInt8(ascii: "/")

    private func isHorizontalSpace(_ byte: UInt8) -> Bool {
        byte == Self.space || byte == Self.tab || byte == Self.carriageReturn
    }

    /// The offset where the line holding `offset` begins.
    func lineStart(of offset: Int) -> Int {
        var start = offset
        while start > 0, bytes[start - 1] != Self.newline { start -= 1 }
        return start
    }

    /// The spaces and tabs that begin the line holding `offset`.
    func indentation(at offset: Int) -> String {
        var end = lineStart(of: offset)
        let start = end
        while end < bytes.count, bytes[end] == Self.space || bytes[end] == Self.tab { end += 1 }
        return String(decoding: bytes[start..<end], as: UTF8.self)
    }

    /// Whether only spaces and tabs come before `offset` on its line.
    func isFirstOnLine(_ offset: Int) -> Bool {
        bytes[lineStart(of: offset)..<offset].allSatisfy(isHorizontalSpace)
    }

    /// Where the line ends after `offset` (the newline's offset, or the file's end) when
    /// nothing but spaces and a `//` comment follow `offset` on it; nil when code does.
    func endOfLine(after offset: Int) -> Int? {
        var position = offset
        while position < bytes.count, isHorizontalSpace(bytes[position]) { position += 1 }
        if position + 1 < bytes.count, bytes[position] == Self.slash, bytes[position + 1] == Self.slash {
            while position < bytes.count, bytes[position] != Self.newline { position += 1 }
        }
        guard position == bytes.count || bytes[position] == Self.newline else { return nil }
        var end = position
        while end > offset, isHorizontalSpace(bytes[end - 1]) { end -= 1 }
        return end
    }

    /// Whether the line before the one that starts at `lineStart` holds only spaces and tabs.
    func isBlankLine(before lineStart: Int) -> Bool {
        lineStart > 0 && bytes[self.lineStart(of: lineStart - 1)..<(lineStart - 1)].allSatisfy(isHorizontalSpace)
    }

    /// The start of the `//` comment lines right above the line of `offset`, after their
    /// indentation; `offset` when there are none.
    func startOfCommentsAbove(_ offset: Int) -> Int {
        var start = offset
        var line = lineStart(of: offset)
        while line > 0 {
            let above = lineStart(of: line - 1)
            let text = skippingSpaces(from: above)
            guard text + 2 < line, bytes[text] == Self.slash, bytes[text + 1] == Self.slash else { break }
            start = text
            line = above
        }
        return start
    }

    /// The offset after the spaces and tabs that follow `offset`.
    func skippingSpaces(from offset: Int) -> Int {
        var position = offset
        while position < bytes.count, bytes[position] == Self.space || bytes[position] == Self.tab { position += 1 }
        return position
    }

    /// The text of `range`.
    func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }
}
