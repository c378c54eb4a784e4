/// Writes a run record's line of JSON straight into bytes, members in the order they
/// are given (``RunRecord/jsonLine`` gives them in alphabetical order), strings escaped
/// as RFC 8259 asks and `JSONEncoder` does, without escaping slashes.
struct RecordLineWriter {
    var bytes: [UInt8] = []

    init() {
        bytes.reserveCapacity(768)
    }

    /// The members of an object, written by `members`.
    struct Object {
        fileprivate var writer: RecordLineWriter
        fileprivate var isFirst = true

        /// Writes the member `key`, its value written by `value`.
        mutating func member(_ key: String, _ value: (inout RecordLineWriter) -> Void) {
            if !isFirst { writer.bytes.append(UInt8(ascii: ",")) }
            isFirst = false
            writer.string(key)
            writer.bytes.append(UInt8(ascii: ":"))
            value(&writer)
        }
    }

    mutating func object(_ members: (inout Object) -> Void) {
        bytes.append(UInt8(ascii: "{"))
        var object = Object(writer: self)
        // The object holds the only reference to the bytes, so appending never copies them.
        bytes = []
        members(&object)
        self = object.writer
        bytes.append(UInt8(ascii: "}"))
    }

    mutating func array<Element>(_ elements: [Element], _ write: (inout RecordLineWriter, Element) -> Void) {
        bytes.append(UInt8(ascii: "["))
        for (index, element) in elements.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: ",")) }
            write(&self, element)
        }
        bytes.append(UInt8(ascii: "]"))
    }

    mutating func null() {
        bytes.append(contentsOf: "null".utf8)
    }

    mutating func bool(_ value: Bool) {
        bytes.append(contentsOf: (value ? "true" : "false").utf8)
    }

    mutating func int(_ value: Int?) {
        guard let value else { return null() }
        bytes.append(contentsOf: String(value).utf8)
    }

    /// A number in the shortest form that reads back as the same `Double`; null for a
    /// value JSON has no number for (infinite or not a number), which reading then
    /// names as not a number.
    mutating func double(_ value: Double?) {
        guard let value, value.isFinite else { return null() }
        if let whole = Int(exactly: value) { return int(whole) }
        bytes.append(contentsOf: value.description.utf8)
    }

    mutating func string(_ value: String?) {
        guard let value else { return null() }
        bytes.append(UInt8(ascii: "\""))
        for byte in value.utf8 {
            switch byte {
            case UInt8(ascii: "\""): bytes.append(contentsOf: #"\""#.utf8)
            case UInt8(ascii: "\\"): bytes.append(contentsOf: #"\\"#.utf8)
            case 0x0A: bytes.append(contentsOf: #"\n"#.utf8)
            case 0x0D: bytes.append(contentsOf: #"\r"#.utf8)
            case 0x09: bytes.append(contentsOf: #"\t"#.utf8)
            case 0x08: bytes.append(contentsOf: #"\b"#.utf8)
            case 0x0C: bytes.append(contentsOf: #"\f"#.utf8)
            case ..<0x20:
                let hex = Array("0123456789abcdef".utf8)
                bytes.append(contentsOf: #"\u00"#.utf8)
                bytes.append(hex[Int(byte >> 4)])
                bytes.append(hex[Int(byte & 0xF)])
            default: bytes.append(byte)
            }
        }
        bytes.append(UInt8(ascii: "\""))
    }
}
