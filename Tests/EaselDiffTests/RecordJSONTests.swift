@testable import EaselDiff
import Testing

/// The parser of a run record's line: strings as UTF-8, ASCII or not, escapes decoded,
/// bytes that are not UTF-8 refused where they start.
@Suite struct RecordJSONTests {
    private func parse(_ bytes: [UInt8]) throws(RecordJSON.SyntaxError) -> RecordJSON {
        let buffer = UnsafeMutableRawBufferPointer.allocate(byteCount: bytes.count, alignment: 1)
        defer { buffer.deallocate() }
        buffer.copyBytes(from: bytes)
        return try RecordJSON.parse(UnsafeRawBufferPointer(buffer))
    }

    @Test func stringsReadAsTheyWereWrittenASCIIOrNot() throws {
        let line = #"{"name":"card/0.png","test":"Größe 200×120 👍🏽","escaped":"a\"b\u00e9\n"}"#
        #expect(try parse(Array(line.utf8)) == .object([
            RecordJSON.Member(key: "name", value: .string("card/0.png")),
            RecordJSON.Member(key: "test", value: .string("Größe 200×120 👍🏽")),
            RecordJSON.Member(key: "escaped", value: .string("a\"bé\n")),
        ]))
    }

    @Test func bytesThatAreNotUTF8AreRefusedWhereTheStringStarts() {
        // 0xC3 starts a two-byte sequence that 0x28 does not continue; 0xFF is never UTF-8.
        for invalid: [UInt8] in [[0xC3, 0x28], [0xFF], [0x61, 0x80]] {
            let bytes = Array(#"{"name":""#.utf8) + invalid + Array(#""}"#.utf8)
            #expect(throws: RecordJSON.SyntaxError(offset: 9, expected: "UTF-8 text")) { try parse(bytes) }
        }
        let escaped = Array(#"{"name":"a\n"#.utf8) + [0xFF] + Array(#""}"#.utf8)
        #expect(throws: RecordJSON.SyntaxError(offset: 12, expected: "UTF-8 text")) { try parse(escaped) }
    }
}
