import Foundation

/// A string whose characters carry attributes run by run, like `NSAttributedString`:
/// what a label's `attributedText` shows and what attributed string drawing draws.
///
/// The runs cover the string in order, each a range of its UTF-8 bytes (the offsets
/// Pango lays text out by) with the attributes of those characters. A paragraph's
/// alignment, line breaking and spacing come from the first run, as a single-paragraph
/// `NSAttributedString` draws; the other attributes apply run by run.
public struct AttributedText: Hashable, Sendable {
    /// One stretch of characters with the same attributes.
    public struct Run: Hashable, Sendable {
        /// The run's bytes in the string's UTF-8.
        public var byteRange: Range<Int>
        /// The attributes of the run's characters.
        public var attributes: TextAttributes
    }

    /// The characters, without attributes.
    public private(set) var string = ""
    /// The runs, in order, covering the whole string; none for an empty string.
    public private(set) var runs: [Run] = []
    /// The attributes of an empty text, and of text added without attributes.
    public private(set) var defaultAttributes: TextAttributes

    /// An empty text whose characters will have NSString drawing's default attributes.
    public init() {
        defaultAttributes = TextAttributes()
    }

    /// `string` with one set of attributes, like `NSAttributedString(string:attributes:)`.
    public init(_ string: String, attributes: TextAttributes = TextAttributes()) {
        defaultAttributes = attributes
        append(string, attributes: attributes)
    }

    /// The attributes the text is laid out with where no run says otherwise: the first
    /// run's (its paragraph style is the text's).
    public var leadingAttributes: TextAttributes { runs.first?.attributes ?? defaultAttributes }

    /// The number of UTF-8 bytes.
    public var byteCount: Int { runs.last?.byteRange.upperBound ?? 0 }

    /// Whether every run has the same attributes (so it draws as a plain string).
    public var isUniform: Bool { runs.dropFirst().allSatisfy { $0.attributes == runs[0].attributes } }

    /// Adds `string` with `attributes` at the end, merging it into the last run when
    /// their attributes are equal. NUL characters are left out: Pango would drop
    /// everything after one.
    public mutating func append(_ string: String, attributes: TextAttributes) {
        let text = string.contains("\0") ? string.filter { $0 != "\0" } : string
        guard !text.isEmpty else { return }
        let start = byteCount
        let end = start + text.utf8.count
        self.string += text
        if let last = runs.indices.last, runs[last].attributes == attributes {
            runs[last].byteRange = runs[last].byteRange.lowerBound..<end
        } else {
            runs.append(Run(byteRange: start..<end, attributes: attributes))
        }
    }

    /// Adds another text's runs at the end.
    public mutating func append(_ other: AttributedText) {
        for run in other.runs { append(other.substring(run.byteRange), attributes: run.attributes) }
    }

    /// The text with each run's attributes changed by `change`, and each run's
    /// characters by `transform` (a pseudolanguage, say).
    public func mapRuns(characters transform: (String) -> String = { $0 },
                        attributes change: (inout TextAttributes) -> Void) -> AttributedText {
        var attributes = defaultAttributes
        change(&attributes)
        var result = AttributedText("", attributes: attributes)
        for run in runs {
            var attributes = run.attributes
            change(&attributes)
            result.append(transform(substring(run.byteRange)), attributes: attributes)
        }
        return result
    }

    /// The characters and runs of a byte range (on character boundaries), with the
    /// runs' attributes.
    public func slice(_ byteRange: Range<Int>) -> AttributedText {
        var slice = AttributedText()
        slice.defaultAttributes = attributes(at: byteRange.lowerBound)
        for run in runs {
            let overlap = run.byteRange.clamped(to: byteRange)
            if !overlap.isEmpty { slice.append(substring(overlap), attributes: run.attributes) }
        }
        return slice
    }

    /// The attributes of the character at a byte offset; the last character's at the
    /// end, the default attributes of an empty text.
    public func attributes(at byteOffset: Int) -> TextAttributes {
        (runs.first { $0.byteRange.contains(byteOffset) } ?? runs.last)?.attributes ?? defaultAttributes
    }

    /// The characters of a byte range.
    public func substring(_ byteRange: Range<Int>) -> String {
        String(decoding: string.utf8.dropFirst(byteRange.lowerBound).prefix(byteRange.count), as: UTF8.self)
    }
}
