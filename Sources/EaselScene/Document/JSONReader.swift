/// Reads JSON text (RFC 8259, strictly) into a `SceneNode`, keeping each value's
/// position, which Foundation's `JSONSerialization` does not report.
struct JSONReader {
    /// How deep arrays and objects may nest: deeper input is refused rather than
    /// risking the stack.
    static let maximumDepth = 256

    private let scalars: [Unicode.Scalar]
    /// The most values (keys included) the document may hold.
    private let valueLimit: Int
    private var values = 0
    private var index = 0
    private var line = 1
    private var column = 1

    /// The document's root value; a document that is only whitespace is a syntax
    /// error, as JSON defines it. A document of more than `valueLimit` values (keys
    /// included) is refused at the value that crosses it, before it is stored.
    static func read(_ text: String, valueLimit: Int) throws(DocumentError) -> SceneNode {
        var reader = JSONReader(scalars: Array(text.unicodeScalars), valueLimit: valueLimit)
        reader.skipWhitespace()
        let value = try reader.value(depth: 0)
        reader.skipWhitespace()
        guard reader.index == reader.scalars.count else { throw reader.error("unexpected text after the JSON value") }
        return value
    }

    private init(scalars: [Unicode.Scalar], valueLimit: Int) {
        self.scalars = scalars
        self.valueLimit = valueLimit
    }

    private var here: SourceLocation { SourceLocation(line: line, column: column) }
    private var current: Unicode.Scalar? { index < scalars.count ? scalars[index] : nil }

    private func error(_ message: String) -> DocumentError {
        DocumentError(message: message, location: here)
    }

    /// Counts one more value (or key), refusing the one past the limit.
    private mutating func countValue() throws(DocumentError) {
        values += 1
        if values > valueLimit { throw DocumentError(reason: .tooManyValues(limit: valueLimit), location: here) }
    }

    private mutating func advance() {
        if scalars[index] == "\n" { line += 1; column = 1 } else { column += 1 }
        index += 1
    }

    private mutating func skipWhitespace() {
        while let scalar = current, [" ", "\t", "\n", "\r"].contains(scalar) { advance() }
    }

    private mutating func expect(_ scalar: Unicode.Scalar, _ message: String) throws(DocumentError) {
        guard current == scalar else { throw error(message) }
        advance()
    }

    private mutating func value(depth: Int) throws(DocumentError) -> SceneNode {
        guard depth < Self.maximumDepth else { throw error("values nest more than \(Self.maximumDepth) levels deep") }
        try countValue()
        let start = here
        switch current {
        case "{": return SceneNode(content: .mapping(try object(depth: depth)), location: start)
        case "[": return SceneNode(content: .sequence(try array(depth: depth)), location: start)
        case "\"": return SceneNode(content: .scalar(try string(), .string), location: start)
        case "t": try literal("true"); return SceneNode(content: .scalar("true", .boolean), location: start)
        case "f": try literal("false"); return SceneNode(content: .scalar("false", .boolean), location: start)
        case "n": try literal("null"); return SceneNode(content: .scalar("null", .null), location: start)
        case let scalar? where scalar == "-" || ("0"..."9").contains(scalar):
            return SceneNode(content: .scalar(try number(), .number), location: start)
        case nil: throw error("expected a value, found the end of the file")
        default: throw error("expected a value")
        }
    }

    private mutating func object(depth: Int) throws(DocumentError) -> [SceneNode.Entry] {
        advance()
        skipWhitespace()
        var entries: [SceneNode.Entry] = []
        if current == "}" { advance(); return entries }
        while true {
            guard current == "\"" else { throw error("expected a key in double quotes") }
            try countValue()
            let keyLocation = here
            let key = try string()
            skipWhitespace()
            try expect(":", "expected ':' after the key")
            skipWhitespace()
            entries.append(SceneNode.Entry(key: key, keyLocation: keyLocation, value: try value(depth: depth + 1)))
            skipWhitespace()
            if current == "}" { advance(); return entries }
            try expect(",", "expected ',' or '}'")
            skipWhitespace()
        }
    }

    private mutating func array(depth: Int) throws(DocumentError) -> [SceneNode] {
        advance()
        skipWhitespace()
        var items: [SceneNode] = []
        if current == "]" { advance(); return items }
        while true {
            items.append(try value(depth: depth + 1))
            skipWhitespace()
            if current == "]" { advance(); return items }
            try expect(",", "expected ',' or ']'")
            skipWhitespace()
        }
    }

    private mutating func literal(_ word: String) throws(DocumentError) {
        for expected in word.unicodeScalars {
            guard current == expected else { throw error("expected a value") }
            advance()
        }
    }

    /// A number as JSON's grammar has it: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    private mutating func number() throws(DocumentError) -> String {
        var text = ""
        func isDigit(_ scalar: Unicode.Scalar?) -> Bool { scalar.map { ("0"..."9").contains($0) } ?? false }
        func take() { text.unicodeScalars.append(current!); advance() }
        if current == "-" { take() }
        guard isDigit(current) else { throw error("expected a digit") }
        if current == "0" { take() } else { while isDigit(current) { take() } }
        if current == "." {
            take()
            guard isDigit(current) else { throw error("expected a digit after the decimal point") }
            while isDigit(current) { take() }
        }
        if current == "e" || current == "E" {
            take()
            if current == "+" || current == "-" { take() }
            guard isDigit(current) else { throw error("expected a digit in the exponent") }
            while isDigit(current) { take() }
        }
        return text
    }

    private mutating func string() throws(DocumentError) -> String {
        advance()
        var text = ""
        while true {
            guard let scalar = current else { throw error("unterminated string") }
            switch scalar {
            case "\"":
                advance()
                return text
            case "\\":
                advance()
                text.unicodeScalars.append(try escape())
            case _ where scalar.value < 0x20:
                throw error("a control character must be escaped in a string")
            default:
                text.unicodeScalars.append(scalar)
                advance()
            }
        }
    }

    private mutating func escape() throws(DocumentError) -> Unicode.Scalar {
        guard let scalar = current else { throw error("unterminated string") }
        let simple: [Unicode.Scalar: Unicode.Scalar] = [
            "\"": "\"", "\\": "\\", "/": "/", "b": "\u{8}", "f": "\u{C}", "n": "\n", "r": "\r", "t": "\t",
        ]
        if let replacement = simple[scalar] { advance(); return replacement }
        guard scalar == "u" else { throw error("unknown escape sequence '\\\(scalar)'") }
        advance()
        let first = try hexQuad()
        if (0xD800..<0xDC00).contains(first) {
            guard current == "\\" else { throw error("a high surrogate must be followed by a low one") }
            advance()
            try expect("u", "a high surrogate must be followed by a low one")
            let second = try hexQuad()
            guard (0xDC00..<0xE000).contains(second) else { throw error("a high surrogate must be followed by a low one") }
            return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00))!
        }
        guard let result = Unicode.Scalar(first) else { throw error("a lone low surrogate is not a character") }
        return result
    }

    private mutating func hexQuad() throws(DocumentError) -> UInt32 {
        var value: UInt32 = 0
        for _ in 0..<4 {
            guard let scalar = current, let digit = Character(scalar).hexDigitValue else {
                throw error("expected four hexadecimal digits after '\\u'")
            }
            value = value * 16 + UInt32(digit)
            advance()
        }
        return value
    }
}
