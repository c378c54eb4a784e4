import Foundation

/// A JSON value of a run record's line, read by a small parser of our own.
///
/// A report reads one record for every snapshot assertion of a run, a thousand or
/// more; Foundation's `JSONDecoder` spent about as long on each as the assertion's own
/// recording did. Records are small, flat objects of strings, numbers, booleans and
/// null, so a direct parser of one line's bytes into this tree, and a hand mapping of
/// the tree to ``RunRecord`` (``RunRecord/init(line:)``), cost a few microseconds.
enum RecordJSON: Equatable {
    /// An object's members in the order written (a record has a dozen: looking one up
    /// in a list costs less than hashing them all into a dictionary).
    case object([Member])
    case array([RecordJSON])
    case string(String)
    case number(Double)
    case bool(Bool)
    case null

    /// A member of an object.
    struct Member: Equatable {
        let key: String
        let value: RecordJSON
    }

    /// Why a line is not JSON: what was expected, at which byte of the line.
    struct SyntaxError: Error, Equatable {
        let offset: Int
        let expected: String
    }

    /// The value `bytes` hold, which must be one JSON value with nothing after it but
    /// white space.
    static func parse(_ bytes: UnsafeRawBufferPointer) throws(SyntaxError) -> RecordJSON {
        var parser = Parser(bytes: bytes)
        let value = try parser.value(depth: 0)
        parser.skipWhiteSpace()
        guard parser.offset == bytes.count else { throw SyntaxError(offset: parser.offset, expected: "the end of the line") }
        return value
    }

    /// A recursive-descent reader of RFC 8259 JSON.
    private struct Parser {
        let bytes: UnsafeRawBufferPointer
        var offset = 0

        /// Records nest three deep; anything far deeper is not one.
        static let deepest = 32

        mutating func skipWhiteSpace() {
            while offset < bytes.count {
                switch bytes[offset] {
                case 0x20, 0x09, 0x0A, 0x0D: offset += 1
                default: return
                }
            }
        }

        mutating func value(depth: Int) throws(SyntaxError) -> RecordJSON {
            skipWhiteSpace()
            guard offset < bytes.count, depth < Self.deepest else { throw SyntaxError(offset: offset, expected: "a value") }
            switch bytes[offset] {
            case UInt8(ascii: "{"): return try object(depth: depth)
            case UInt8(ascii: "["): return try array(depth: depth)
            case UInt8(ascii: "\""): return .string(try string())
            case UInt8(ascii: "t"): try literal("true"); return .bool(true)
            case UInt8(ascii: "f"): try literal("false"); return .bool(false)
            case UInt8(ascii: "n"): try literal("null"); return .null
            default: return .number(try number())
            }
        }

        private mutating func object(depth: Int) throws(SyntaxError) -> RecordJSON {
            offset += 1
            var members: [Member] = []
            members.reserveCapacity(16)
            skipWhiteSpace()
            if consume("}") { return .object(members) }
            repeat {
                skipWhiteSpace()
                guard offset < bytes.count, bytes[offset] == UInt8(ascii: "\"") else {
                    throw SyntaxError(offset: offset, expected: "a key")
                }
                let key = try string()
                skipWhiteSpace()
                guard consume(":") else { throw SyntaxError(offset: offset, expected: "a colon") }
                members.append(Member(key: key, value: try value(depth: depth + 1)))
                skipWhiteSpace()
            } while consume(",")
            guard consume("}") else { throw SyntaxError(offset: offset, expected: "a comma or a closing brace") }
            return .object(members)
        }

        private mutating func array(depth: Int) throws(SyntaxError) -> RecordJSON {
            offset += 1
            var elements: [RecordJSON] = []
            skipWhiteSpace()
            if consume("]") { return .array(elements) }
            repeat {
                elements.append(try value(depth: depth + 1))
                skipWhiteSpace()
            } while consume(",")
            guard consume("]") else { throw SyntaxError(offset: offset, expected: "a comma or a closing bracket") }
            return .array(elements)
        }

        /// A string, from its opening quote; escapes decoded, UTF-8 checked.
        private mutating func string() throws(SyntaxError) -> String {
            offset += 1
            var start = offset
            var text = ""
            while offset < bytes.count {
                let byte = bytes[offset]
                if byte == UInt8(ascii: "\"") {
                    // Most strings have no escape: their one piece is the string.
                    if text.isEmpty {
                        let piece = try self.text(start..<offset)
                        offset += 1
                        return piece
                    }
                    try append(start..<offset, to: &text)
                    offset += 1
                    return text
                }
                guard byte >= 0x20 else { throw SyntaxError(offset: offset, expected: "an escaped control character") }
                guard byte == UInt8(ascii: "\\") else { offset += 1; continue }
                try append(start..<offset, to: &text)
                offset += 1
                guard offset < bytes.count else { break }
                let escaped = bytes[offset]
                offset += 1
                switch escaped {
                case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): text.unicodeScalars.append(Unicode.Scalar(escaped))
                case UInt8(ascii: "b"): text += "\u{8}"
                case UInt8(ascii: "f"): text += "\u{C}"
                case UInt8(ascii: "n"): text += "\n"
                case UInt8(ascii: "r"): text += "\r"
                case UInt8(ascii: "t"): text += "\t"
                case UInt8(ascii: "u"): text.unicodeScalars.append(try escapedScalar())
                default: throw SyntaxError(offset: offset - 1, expected: "an escape sequence")
                }
                start = offset
            }
            throw SyntaxError(offset: offset, expected: "a closing quote")
        }

        private func append(_ range: Range<Int>, to text: inout String) throws(SyntaxError) {
            guard !range.isEmpty else { return }
            text += try self.text(range)
        }

        /// The text of `range`, which must be UTF-8. Nearly every string of a record is
        /// ASCII, which is UTF-8 as it is: decoded without the generic validation, whose
        /// run-time type look-ups cost more than the rest of reading the string.
        private func text(_ range: Range<Int>) throws(SyntaxError) -> String {
            let piece = UnsafeRawBufferPointer(rebasing: bytes[range]).assumingMemoryBound(to: UInt8.self)
            var highBits: UInt8 = 0
            for byte in piece { highBits |= byte }
            if highBits < 0x80 { return String(decoding: piece, as: UTF8.self) }
            guard let text = String(validating: piece, as: UTF8.self) else {
                throw SyntaxError(offset: range.lowerBound, expected: "UTF-8 text")
            }
            return text
        }

        /// The scalar of a `\u` escape (after the `u`), a surrogate pair's second half
        /// read with its first.
        private mutating func escapedScalar() throws(SyntaxError) -> Unicode.Scalar {
            let unit = try hexUnit()
            if (0xD800..<0xDC00).contains(unit), consume("\\"), consume("u") {
                let low = try hexUnit()
                if (0xDC00..<0xE000).contains(low),
                   let scalar = Unicode.Scalar(0x10000 + ((unit - 0xD800) << 10) + (low - 0xDC00)) {
                    return scalar
                }
            }
            guard let scalar = Unicode.Scalar(unit) else { throw SyntaxError(offset: offset, expected: "a whole surrogate pair") }
            return scalar
        }

        private mutating func hexUnit() throws(SyntaxError) -> UInt32 {
            guard offset + 4 <= bytes.count else { throw SyntaxError(offset: offset, expected: "four hex digits") }
            var unit: UInt32 = 0
            for byte in bytes[offset..<offset + 4] {
                guard let digit = Character(Unicode.Scalar(byte)).hexDigitValue else {
                    throw SyntaxError(offset: offset, expected: "four hex digits")
                }
                unit = unit << 4 | UInt32(digit)
            }
            offset += 4
            return unit
        }

        /// A number: JSON's grammar checked, its value read by the C library.
        private mutating func number() throws(SyntaxError) -> Double {
            let start = offset
            _ = consume("-")
            let digits = { (parser: inout Parser) -> Int in
                let first = parser.offset
                while parser.offset < parser.bytes.count, (0x30...0x39).contains(parser.bytes[parser.offset]) { parser.offset += 1 }
                return parser.offset - first
            }
            guard digits(&self) > 0 else { throw SyntaxError(offset: start, expected: "a value") }
            // Most numbers of a record are counts: whole, short, read without the C library.
            if offset - start <= 15, offset == bytes.count || !Self.continuesANumber(bytes[offset]) {
                var whole = 0
                for byte in bytes[start..<offset] where byte != UInt8(ascii: "-") { whole = whole * 10 + Int(byte - 0x30) }
                return Double(bytes[start] == UInt8(ascii: "-") ? -whole : whole)
            }
            if consume("."), digits(&self) == 0 { throw SyntaxError(offset: offset, expected: "a digit") }
            if consume("e") || consume("E") {
                _ = consume("+") || consume("-")
                guard digits(&self) > 0 else { throw SyntaxError(offset: offset, expected: "a digit") }
            }
            let text = String(decoding: bytes[start..<offset], as: UTF8.self)
            guard let value = Double(text) else { throw SyntaxError(offset: start, expected: "a number") }
            return value
        }

        /// Whether `byte` continues a number past its whole digits.
        private static func continuesANumber(_ byte: UInt8) -> Bool {
            byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e") || byte == UInt8(ascii: "E")
        }

        private mutating func literal(_ word: StaticString) throws(SyntaxError) {
            let count = word.utf8CodeUnitCount
            guard offset + count <= bytes.count,
                  memcmp(bytes.baseAddress! + offset, word.utf8Start, count) == 0 else {
                throw SyntaxError(offset: offset, expected: "a value")
            }
            offset += count
        }

        /// Steps over `character` when it is next.
        private mutating func consume(_ character: Unicode.Scalar) -> Bool {
            guard offset < bytes.count, bytes[offset] == UInt8(character.value) else { return false }
            offset += 1
            return true
        }
    }
}
