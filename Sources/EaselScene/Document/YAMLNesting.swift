/// A bound on how deeply a YAML text can nest, checked before libyaml reads it:
/// `YAMLReader` and the decoder recurse once per level, so thousands of levels
/// would exhaust the stack. Flow collections nest one level per bracket; block
/// collections one level per column of indentation at least, so bounding both bounds
/// the depth without parsing.
enum YAMLNesting {
    /// The most flow brackets open at once.
    static let maximumFlowDepth = 256
    /// The widest indentation, counting `- ` sequence markers, in columns.
    static let maximumIndentation = 512

    /// Where the text first nests too deeply, if it does.
    ///
    /// Every character the bound looks for is ASCII, and no byte of a longer UTF-8
    /// sequence is one, so the text is read as bytes, in place (a scene is read at
    /// every render); a column counts characters, at the first byte of each.
    static func firstExcess(in text: String) -> DocumentError? {
        var text = text
        return text.withUTF8 { firstExcess(inUTF8: $0) }
    }

    private static func firstExcess(inUTF8 text: UnsafeBufferPointer<UInt8>) -> DocumentError? {
        var line = 1, column = 0, depth = 0
        var indentation = 0, atLineStart = true
        var quote: UInt8?
        var inComment = false
        var previous = UInt8(ascii: "\n")
        for byte in text {
            if byte & 0xC0 != 0x80 { column += 1 }
            if byte == UInt8(ascii: "\n") {
                line += 1
                column = 0
                indentation = 0
                atLineStart = true
                inComment = false
                previous = byte
                continue
            }
            if atLineStart {
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "-") {
                    indentation += 1
                } else {
                    atLineStart = false
                }
                if indentation > maximumIndentation {
                    return DocumentError(message: "the text is indented more than \(maximumIndentation) columns deep",
                                               location: SourceLocation(line: line, column: column))
                }
            }
            defer { previous = byte }
            if inComment { continue }
            if let open = quote {
                if byte == open { quote = nil }
                continue
            }
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "'"):
                // A quote opens a quoted scalar only where one can start (`don't` is plain).
                if canStartScalar(after: previous) { quote = byte }
            case UInt8(ascii: "#"):
                if previous == UInt8(ascii: " ") || previous == UInt8(ascii: "\n") { inComment = true }
            case UInt8(ascii: "["), UInt8(ascii: "{"):
                depth += 1
                if depth > maximumFlowDepth {
                    return DocumentError(message: "collections nest more than \(maximumFlowDepth) levels deep",
                                               location: SourceLocation(line: line, column: column))
                }
            case UInt8(ascii: "]"), UInt8(ascii: "}"): depth = max(0, depth - 1)
            default: break
            }
        }
        return nil
    }

    /// Whether a quoted scalar can start after `byte`: after a space, an opening
    /// bracket, a comma, a colon or a line break.
    private static func canStartScalar(after byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: " "), UInt8(ascii: "["), UInt8(ascii: "{"), UInt8(ascii: ","), UInt8(ascii: ":"),
             UInt8(ascii: "\n"): true
        default: false
        }
    }
}
