/// Writes JSON straight into bytes, members in the order they are given (run records
/// and the JSON summary give them in alphabetical order), strings escaped as RFC 8259
/// asks and `JSONEncoder` does, without escaping slashes: on one line (a run record,
/// ``RunRecord/jsonLine``), or pretty-printed as `JSONEncoder` prints, two spaces an
/// indentation level (the JSON summary, one entry per image of a run).
struct JSONTextWriter {
    var bytes: [UInt8] = []
    /// Whether members and elements go on lines of their own, indented.
    private let pretty: Bool
    /// How deep in objects and arrays the next member or element is.
    private var depth = 0
    /// Whether a number JSON cannot represent (infinite, not a number) was written as null.
    private(set) var wroteNonFiniteNumber = false

    init(pretty: Bool = false, capacity: Int = 768) {
        self.pretty = pretty
        bytes.reserveCapacity(capacity)
    }

    /// The members of an object, written by `members`.
    struct Object {
        fileprivate var writer: JSONTextWriter
        fileprivate var isFirst = true

        /// Writes the member `key` (a name with nothing to escape, written as it is),
        /// its value written by `value`.
        mutating func member(_ key: StaticString, _ value: (inout JSONTextWriter) -> Void) {
            if !isFirst { writer.bytes.append(UInt8(ascii: ",")) }
            isFirst = false
            writer.newLine()
            writer.bytes.append(UInt8(ascii: "\""))
            writer.append(key)
            writer.append(writer.pretty ? "\" : " : "\":")
            value(&writer)
        }
    }

    mutating func object(_ members: (inout Object) -> Void) {
        bytes.append(UInt8(ascii: "{"))
        depth += 1
        // The object holds the writer, so the only reference to the bytes, while its
        // members are written, and gives it back: appending never copies them.
        var object = Object(writer: JSONTextWriter(pretty: pretty, capacity: 0))
        swap(&self, &object.writer)
        members(&object)
        swap(&self, &object.writer)
        depth -= 1
        if !object.isFirst { newLine() }
        bytes.append(UInt8(ascii: "}"))
    }

    mutating func array<Element>(_ elements: [Element], _ write: (inout JSONTextWriter, Element) -> Void) {
        bytes.append(UInt8(ascii: "["))
        depth += 1
        for (index, element) in elements.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            newLine()
            write(&self, element)
        }
        depth -= 1
        if !elements.isEmpty { newLine() }
        bytes.append(UInt8(ascii: "]"))
    }

    /// In pretty-printed JSON, a line end and the indentation of the current depth.
    private mutating func newLine() {
        guard pretty else { return }
        bytes.append(0x0A)
        bytes.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }

    /// A value already written as JSON (by a writer of the same form), as it is.
    mutating func json(_ value: [UInt8]) {
        bytes.append(contentsOf: value)
    }

    mutating func null() {
        append("null")
    }

    mutating func bool(_ value: Bool) {
        append(value ? "true" : "false")
    }

    /// A whole number, its digits written straight into the bytes (not through a
    /// `String` of them: a record has six numbers).
    mutating func int(_ value: Int?) {
        guard let value else { return null() }
        if value < 0 { bytes.append(UInt8(ascii: "-")) }
        let start = bytes.count
        var rest = value.magnitude
        repeat {
            bytes.append(UInt8(ascii: "0") &+ UInt8(truncatingIfNeeded: rest % 10))
            rest /= 10
        } while rest > 0
        bytes[start...].reverse()
    }

    /// A number in the shortest form that reads back as the same `Double`; null for a
    /// value JSON has no number for (infinite or not a number), which reading then
    /// names as not a number.
    mutating func double(_ value: Double?) {
        guard let value else { return null() }
        guard value.isFinite else {
            wroteNonFiniteNumber = true
            return null()
        }
        if let whole = Int(exactly: value) { return int(whole) }
        append(utf8Of: value.description)
    }

    /// A string; the runs of bytes between escapes are appended whole.
    mutating func string(_ value: String?) {
        guard var value else { return null() }
        bytes.append(UInt8(ascii: "\""))
        value.withUTF8 { utf8 in
            var start = 0
            for index in utf8.indices {
                let byte = utf8[index]
                guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
                bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index]))
                escape(byte)
                start = index + 1
            }
            bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...]))
        }
        bytes.append(UInt8(ascii: "\""))
    }

    /// Appends literal text (punctuation, `null`, an escape) without going through a
    /// `String`'s generic UTF-8 view, which cost a record's line a sixth of its time.
    private mutating func append(_ text: StaticString) {
        text.withUTF8Buffer { bytes.append(contentsOf: $0) }
    }

    /// Appends the UTF-8 bytes of `text` (a number's), in one copy.
    private mutating func append(utf8Of text: String) {
        var text = text
        text.withUTF8 { bytes.append(contentsOf: $0) }
    }

    /// The escape of a quote, a backslash or a control character.
    private mutating func escape(_ byte: UInt8) {
        switch byte {
        case UInt8(ascii: "\""): append(#"\""#)
        case UInt8(ascii: "\\"): append(#"\\"#)
        case 0x0A: append(#"\n"#)
        case 0x0D: append(#"\r"#)
        case 0x09: append(#"\t"#)
        case 0x08: append(#"\b"#)
        case 0x0C: append(#"\f"#)
        default:
            let hex = Array("0123456789abcdef".utf8)
            append(#"\u00"#)
            bytes.append(hex[Int(byte >> 4)])
            bytes.append(hex[Int(byte & 0xF)])
        }
    }
}
