import CoreGraphics
import EaselGraphics
import Foundation

/// One line of text, like Core Text's `CTLine`: characters shaped and placed on one
/// baseline, measured and drawn by the engine that draws `NSAttributedString`, so a
/// line's typographic width is the width `NSAttributedString.size()` gives the same
/// characters.
///
/// A line made by `CTLineCreateWithAttributedString(_:)` lays out its whole string; a
/// line of a frame lays out the characters the frame put on it (a line break it ends
/// with counts in its string range but draws nothing). Characters after a line break
/// inside a line made directly go on the lines below, as NSString drawing puts them,
/// where Core Text keeps them on one line.
public final class CTLine {
    /// The string the line's range indexes, with its attributes.
    let source: NSAttributedString
    /// The range of `source` the line stands for, in UTF-16 code units.
    let range: NSRange
    /// The characters drawn, as Easel's text engine takes them.
    let text: AttributedText
    /// The characters laid out on one line, as NSString drawing lays them out.
    let layout: TextLayout
    /// The line's glyph runs, one per stretch of equal attributes.
    private(set) lazy var runs: [CTRun] = makeRuns()

    /// The line of `range` of `source`.
    init(_ source: NSAttributedString, range: NSRange) {
        self.source = source
        self.range = range
        let substring = source.attributedSubstring(from: range)
        text = AttributedText(coreText: substring).slice(0..<Self.drawnByteCount(of: substring.string))
        layout = TextLayout(text, semantics: .stringDrawing())
    }

    /// The bytes of `string` that are drawn: all but one line break it ends with.
    private static func drawnByteCount(of string: String) -> Int {
        guard let last = string.last, last.isNewline else { return string.utf8.count }
        return string.utf8.count - String(last).utf8.count
    }

    /// Where the line starts in its layout (its alignment offset).
    var startX: CGFloat { layout.lines.first?.frame.minX ?? 0 }

    /// The distance from the top of the line's layout to its baseline.
    var ascent: CGFloat { layout.lines.first.map { $0.baseline - $0.frame.minY } ?? leadingFont.ascender }

    /// The space below the descent: the largest leading of the line's fonts.
    var leading: CGFloat { (text.runs.map(\.attributes.font.leading).max() ?? leadingFont.leading) }

    /// The distance from the baseline to the bottom of the line, leading left out.
    var descent: CGFloat {
        guard let line = layout.lines.first else { return -leadingFont.descender }
        return line.frame.maxY - line.baseline - leading
    }

    /// The typographic width: what `NSAttributedString.size()` gives the characters.
    var width: CGFloat { layout.size.width }

    private var leadingFont: Font { text.leadingAttributes.font }

    /// The x of the caret before the character at byte `offset` of `text`, from the
    /// line's origin; the line's width at the end.
    func caretX(atByte offset: Int) -> CGFloat {
        guard offset < text.byteCount, !layout.lines.isEmpty else { return width }
        return layout.characterFrame(atByte: offset, onLine: 0).minX - startX
    }

    /// The byte of `text` that the string index `index` (UTF-16, in `source`) is at,
    /// clamped to the line.
    func byte(forIndex index: CFIndex) -> Int {
        let local = min(max(0, index - range.location), range.length)
        return min(text.byteCount, text.string.utf8Offset(ofUTF16: local))
    }

    /// The string index (UTF-16, in `source`) of byte `offset` of `text`.
    func index(forByte offset: Int) -> CFIndex {
        range.location + text.string.utf16Offset(ofUTF8: offset)
    }
}

/// The line of a whole attributed string, like `CTLineCreateWithAttributedString`; it
/// keeps a copy, so later changes to a mutable string do not reach it.
public func CTLineCreateWithAttributedString(_ attrString: CFAttributedString) -> CTLine {
    CTLine(NSAttributedString(attributedString: attrString), range: NSRange(location: 0, length: attrString.length))
}

/// The line's typographic width, and through the pointers its ascent (baseline to
/// top), descent (baseline to bottom, positive) and leading, like
/// `CTLineGetTypographicBounds`: the largest of its fonts' `UIFont` metrics, the width
/// `NSAttributedString.size()` gives its characters.
public func CTLineGetTypographicBounds(_ line: CTLine, _ ascent: UnsafeMutablePointer<CGFloat>?,
                                       _ descent: UnsafeMutablePointer<CGFloat>?,
                                       _ leading: UnsafeMutablePointer<CGFloat>?) -> Double {
    ascent?.pointee = line.ascent
    descent?.pointee = line.descent
    leading?.pointee = line.leading
    return Double(line.width)
}

/// The range of the string the line stands for, like `CTLineGetStringRange`.
public func CTLineGetStringRange(_ line: CTLine) -> CFRange {
    CFRange(location: line.range.location, length: line.range.length)
}

/// The number of glyphs, like `CTLineGetGlyphCount`: one per character (grapheme
/// cluster) drawn here, where a font's ligatures would make fewer on iOS.
public func CTLineGetGlyphCount(_ line: CTLine) -> CFIndex {
    line.runs.reduce(0) { $0 + $1.positions.count }
}

/// The line's runs in order, like `CTLineGetGlyphRuns`: one per stretch of the string
/// with equal attributes (`as! [CTRun]` gives them typed).
public func CTLineGetGlyphRuns(_ line: CTLine) -> CFArray {
    line.runs
}

/// The distance from the line's origin to the caret before the character at
/// `charIndex`, like `CTLineGetOffsetForStringIndex`: the line's width at its end.
/// The secondary offset, for a caret between directions, is the same here.
public func CTLineGetOffsetForStringIndex(_ line: CTLine, _ charIndex: CFIndex,
                                          _ secondaryOffset: UnsafeMutablePointer<CGFloat>?) -> CGFloat {
    let offset = line.caretX(atByte: line.byte(forIndex: charIndex))
    secondaryOffset?.pointee = offset
    return offset
}

/// The string index of the caret nearest to `position` along the line, like
/// `CTLineGetStringIndexForPosition`: a point past the middle of a character gives
/// the index after it. Only `position.x` counts.
public func CTLineGetStringIndexForPosition(_ line: CTLine, _ position: CGPoint) -> CFIndex {
    let string = line.text.string
    var caretBytes = [0], byte = 0
    for character in string {
        byte += character.utf8.count
        caretBytes.append(byte)
    }
    let nearest = caretBytes.min { abs(line.caretX(atByte: $0) - position.x) < abs(line.caretX(atByte: $1) - position.x) } ?? 0
    return line.index(forByte: nearest)
}

extension String {
    /// The UTF-8 offset of the character boundary at or before UTF-16 offset `offset`.
    func utf8Offset(ofUTF16 offset: Int) -> Int {
        let index = utf16.index(utf16.startIndex, offsetBy: min(max(0, offset), utf16.count))
        return utf8.distance(from: utf8.startIndex, to: index.samePosition(in: self) ?? index)
    }

    /// The UTF-16 offset of UTF-8 offset `offset`.
    func utf16Offset(ofUTF8 offset: Int) -> Int {
        let index = utf8.index(utf8.startIndex, offsetBy: min(max(0, offset), utf8.count))
        return utf16.distance(from: utf16.startIndex, to: index.samePosition(in: self) ?? index)
    }
}
