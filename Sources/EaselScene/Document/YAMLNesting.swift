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
    static func firstExcess(in text: String) -> DocumentError? {
        var line = 1, column = 0, depth = 0
        var indentation = 0, atLineStart = true
        var quote: Unicode.Scalar?
        var inComment = false
        var previous: Unicode.Scalar = "\n"
        for scalar in text.unicodeScalars {
            column += 1
            if scalar == "\n" {
                line += 1
                column = 0
                indentation = 0
                atLineStart = true
                inComment = false
                previous = scalar
                continue
            }
            if atLineStart {
                if scalar == " " || scalar == "-" { indentation += 1 } else { atLineStart = false }
                if indentation > maximumIndentation {
                    return DocumentError(message: "the text is indented more than \(maximumIndentation) columns deep",
                                               location: SourceLocation(line: line, column: column))
                }
            }
            defer { previous = scalar }
            if inComment { continue }
            if let open = quote {
                if scalar == open { quote = nil }
                continue
            }
            switch scalar {
            case "\"", "'":
                // A quote opens a quoted scalar only where one can start (`don't` is plain).
                if [" ", "[", "{", ",", ":", "\n"].contains(previous) { quote = scalar }
            case "#": if previous == " " || previous == "\n" { inComment = true }
            case "[", "{":
                depth += 1
                if depth > maximumFlowDepth {
                    return DocumentError(message: "collections nest more than \(maximumFlowDepth) levels deep",
                                               location: SourceLocation(line: line, column: column))
                }
            case "]", "}": depth = max(0, depth - 1)
            default: break
            }
        }
        return nil
    }
}
