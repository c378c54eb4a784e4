/// One replacement in a file's UTF-8 bytes: `range` (byte offsets) becomes `text`.
struct SourceEdit {
    var range: Range<Int>
    var text: String

    /// `source` with `edits` applied. Edits must not overlap; their order does not matter.
    static func apply(_ edits: [SourceEdit], to source: [UInt8]) -> [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(source.count + edits.reduce(0) { $0 + $1.text.utf8.count })
        var position = 0
        for edit in edits.sorted(by: { $0.range.lowerBound < $1.range.lowerBound }) {
            result += source[position..<edit.range.lowerBound]
            result += edit.text.utf8
            position = edit.range.upperBound
        }
        result += source[position...]
        return result
    }

    /// The text of `range` of `source`, with `edits` (each inside `range`) applied.
    static func apply(_ edits: [SourceEdit], to source: [UInt8], in range: Range<Int>) -> String {
        let shifted = edits.map {
            SourceEdit(range: ($0.range.lowerBound - range.lowerBound)..<($0.range.upperBound - range.lowerBound), text: $0.text)
        }
        return String(decoding: apply(shifted, to: Array(source[range])), as: UTF8.self)
    }
}
