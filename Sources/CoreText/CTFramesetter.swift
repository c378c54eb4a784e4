import CoreGraphics
import EaselGraphics
import Foundation

/// What lays an attributed string out into frames, like Core Text's `CTFramesetter`:
/// the string's lines broken as NSString drawing breaks them in a rectangle
/// (`draw(with:options:context:)` with `.usesLineFragmentOrigin`), by the engine that
/// draws it.
public final class CTFramesetter {
    /// The string laid out.
    let string: NSAttributedString
    /// The string as Easel's text engine takes it.
    let text: AttributedText

    init(_ string: NSAttributedString) {
        self.string = NSAttributedString(attributedString: string)
        text = AttributedText(coreText: self.string)
    }

    /// The UTF-16 range `range` asks for (a length of 0 runs to the end), clamped to
    /// the string, reported when it passes the string's end.
    func clamped(_ range: CFRange, in function: String) -> NSRange {
        let length = string.length
        let start = min(max(0, range.location), length)
        let end = range.length > 0 ? min(length, start + range.length) : length
        if range.location < 0 || range.location > length || (range.length > 0 && range.location + range.length > length) {
            Diagnostics.report("\(function): the range \(range.location), \(range.length) passes the string's \(length) characters; clamped")
        }
        return NSRange(location: start, length: end - start)
    }

    /// The lines of `range` laid out in a container of `size` (a dimension of 0 or
    /// `greatestFiniteMagnitude` sets no bound): those whose whole height fits.
    func layout(of range: NSRange, in size: CGSize) -> TextLayout {
        let bytes = text.string.utf8Offset(ofUTF16: range.location)..<text.string.utf8Offset(ofUTF16: range.location + range.length)
        return TextLayout(text.slice(bytes), containerSize: size, semantics: .stringDrawing())
    }

    /// The UTF-16 range of `string` that line `index` of a layout of `range` shows.
    func stringRange(ofLine index: Int, in layout: TextLayout, of range: NSRange) -> NSRange {
        let base = text.string.utf8Offset(ofUTF16: range.location)
        let bytes = layout.sourceByteRange(ofLine: index)
        let start = text.string.utf16Offset(ofUTF8: base + bytes.lowerBound)
        var end = text.string.utf16Offset(ofUTF8: base + bytes.upperBound)
        // A line shown last keeps the line break it ends with, as Core Text's lines do.
        let source = string.string as NSString
        if end < NSMaxRange(range), end > start, !Self.isLineBreak(source.character(at: end - 1)),
           Self.isLineBreak(source.character(at: end)) {
            end += source.character(at: end) == 0x0D && end + 1 < NSMaxRange(range) && source.character(at: end + 1) == 0x0A ? 2 : 1
        }
        return NSRange(location: start, length: end - start)
    }
}

extension CTFramesetter {
    /// Whether a UTF-16 code unit breaks a line (LF, CR, line and paragraph separators).
    static func isLineBreak(_ unit: unichar) -> Bool {
        unit == 0x0A || unit == 0x0D || unit == 0x2028 || unit == 0x2029
    }
}

/// A framesetter for `attrString`, like `CTFramesetterCreateWithAttributedString`;
/// it keeps a copy, so later changes to a mutable string do not reach it.
public func CTFramesetterCreateWithAttributedString(_ attrString: CFAttributedString) -> CTFramesetter {
    CTFramesetter(attrString)
}

/// The frame of `stringRange` (a length of 0 runs to the end) laid out in `path`, like
/// `CTFramesetterCreateFrame`: in the path's bounding rectangle, which is all of a
/// path Easel lays text out in (a path of another shape is laid out in its bounding
/// box, reported). The frame holds the lines whose whole height fits. A path with no
/// area gives a frame with no lines, reported. Frame attributes are not read.
public func CTFramesetterCreateFrame(_ framesetter: CTFramesetter, _ stringRange: CFRange, _ path: CGPath,
                                     _ frameAttributes: CFDictionary?) -> CTFrame {
    let range = framesetter.clamped(stringRange, in: "CTFramesetterCreateFrame")
    let rect = path.boundingBox
    guard !rect.isNull, rect.width > 0, rect.height > 0 else {
        Diagnostics.report("CTFramesetterCreateFrame: the path's bounding box \(rect) has no area; the frame has no lines")
        return CTFrame(path: path, rect: rect.isNull ? .zero : rect, stringRange: range, lines: [], origins: [])
    }
    if let frameAttributes, !frameAttributes.isEmpty {
        Diagnostics.report("CTFramesetterCreateFrame: frame attributes are not applied by Easel; ignored")
    }
    let layout = framesetter.layout(of: range, in: rect.size)
    var lines: [CTLine] = [], origins: [CGPoint] = []
    for (index, laidOut) in layout.lines.enumerated() {
        lines.append(CTLine(framesetter.string, range: framesetter.stringRange(ofLine: index, in: layout, of: range)))
        origins.append(CGPoint(x: laidOut.frame.minX, y: rect.height - laidOut.baseline))
    }
    return CTFrame(path: path, rect: rect, stringRange: range, lines: lines, origins: origins)
}

/// The size the text of `stringRange` (a length of 0 runs to the end) needs within
/// `constraints`, like `CTFramesetterSuggestFrameSizeWithConstraints`: the widest
/// line's width and the bottom of the last line that fits, fractional; `fitRange` is
/// set to the characters that fit. A constraint of `greatestFiniteMagnitude` (or 0)
/// sets no bound.
public func CTFramesetterSuggestFrameSizeWithConstraints(_ framesetter: CTFramesetter, _ stringRange: CFRange,
                                                         _ frameAttributes: CFDictionary?, _ constraints: CGSize,
                                                         _ fitRange: UnsafeMutablePointer<CFRange>?) -> CGSize {
    let range = framesetter.clamped(stringRange, in: "CTFramesetterSuggestFrameSizeWithConstraints")
    let layout = framesetter.layout(of: range, in: constraints)
    if let fitRange {
        let first = layout.lines.isEmpty ? NSRange(location: range.location, length: 0)
            : framesetter.stringRange(ofLine: 0, in: layout, of: range)
        let last = layout.lines.isEmpty ? first : framesetter.stringRange(ofLine: layout.lines.count - 1, in: layout, of: range)
        fitRange.pointee = CFRange(location: first.location, length: NSMaxRange(last) - first.location)
    }
    return layout.size
}
