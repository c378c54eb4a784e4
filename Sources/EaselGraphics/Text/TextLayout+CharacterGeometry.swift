@_implementationOnly import CCairo
import Foundation

/// Where the characters of a layout are, and which character is at a point: what
/// TextKit's `NSLayoutManager` answers about the glyphs of the lines a label draws.
///
/// Offsets are UTF-8 bytes of `string`, the offsets Pango lays text out by. A line
/// shortened with an ellipsis shows the characters before and after the cut where they
/// are drawn; the characters cut away all sit on the ellipsis.
extension TextLayout {
    /// The bytes of `string` line `index` lays out: from its first character to the
    /// next line's first (the space or line break it ends with included); the last line
    /// reaches the end of the text, or the end of its paragraph when lines after it are
    /// hidden. Empty for an index out of range.
    public func sourceByteRange(ofLine index: Int) -> Range<Int> {
        guard drawnLines.indices.contains(index) else { return 0..<0 }
        let start = drawnLines[index].sourceByteRange.lowerBound
        if index + 1 < drawnLines.count { return start..<drawnLines[index + 1].sourceByteRange.lowerBound }
        let end = hidesLines ? drawnLines[index].sourceByteRange.upperBound : text.byteCount
        return start..<max(start, end)
    }

    /// The line that lays out the character at byte `offset`, `nil` when no line shows it.
    public func lineIndex(containingByte offset: Int) -> Int? {
        drawnLines.indices.last { sourceByteRange(ofLine: $0).lowerBound <= offset }
            .flatMap { sourceByteRange(ofLine: $0).contains(offset) ? $0 : nil }
    }

    /// The rectangle of the character at byte `offset` on line `index`: between its two
    /// carets, as tall as the line. A character the line does not draw (the line break
    /// it ends with) is an empty rectangle where its text ends.
    public func characterFrame(atByte offset: Int, onLine index: Int) -> CGRect {
        guard drawnLines.indices.contains(index) else { return .zero }
        let line = drawnLines[index], frame = lines[index].frame
        let drawn = line.drawnByte(forSource: offset)
        let lineEnd = line.pangoLine.pointee.start_index + line.pangoLine.pointee.length
        return FontLibrary.shared.withContext { _ in
            var leading: Int32 = 0, trailing: Int32 = 0
            pango_layout_line_index_to_x(line.pangoLine, drawn.map(Int32.init) ?? lineEnd, 0, &leading)
            pango_layout_line_index_to_x(line.pangoLine, drawn.map(Int32.init) ?? lineEnd, drawn == nil ? 0 : 1, &trailing)
            let minX = PangoTextLayout.points(min(leading, trailing)), maxX = PangoTextLayout.points(max(leading, trailing))
            return CGRect(x: line.origin.x + minX, y: frame.minY, width: maxX - minX, height: frame.height)
        }
    }

    /// The rectangle that tightly encloses the ink of line `index`'s glyphs, in the
    /// layout's coordinates (y down), as Pango measures the glyphs' outlines: what Core
    /// Text's `CTLineGetImageBounds` answers. `.null` for a line with no ink or an index
    /// out of range.
    public func inkBounds(ofLine index: Int) -> CGRect {
        guard drawnLines.indices.contains(index) else { return .null }
        let line = drawnLines[index]
        let ink: PangoRectangle = FontLibrary.shared.withContext { _ in
            var ink = PangoRectangle(), logical = PangoRectangle()
            pango_layout_line_get_extents(line.pangoLine, &ink, &logical)
            return ink
        }
        guard ink.width > 0, ink.height > 0 else { return .null }
        return CGRect(x: line.origin.x + PangoTextLayout.points(ink.x), y: line.origin.y + PangoTextLayout.points(ink.y),
                      width: PangoTextLayout.points(ink.width), height: PangoTextLayout.points(ink.height))
    }

    /// The line and the byte offset of the character under `point` (or nearest to it):
    /// the line whose band holds the point's y (the first above the text, the last below
    /// it), then the character whose extent holds its x. `nil` without lines.
    public func characterByte(at point: CGPoint) -> (line: Int, byte: Int)? {
        guard !drawnLines.isEmpty else { return nil }
        let index = lines.firstIndex { point.y < $0.frame.maxY } ?? lines.count - 1
        let line = drawnLines[index]
        let drawn: Int = FontLibrary.shared.withContext { _ in
            var byte: Int32 = 0, trailing: Int32 = 0
            _ = pango_layout_line_x_to_index(line.pangoLine, PangoTextLayout.pangoUnits(point.x - line.origin.x), &byte, &trailing)
            return Int(byte)
        }
        let range = sourceByteRange(ofLine: index)
        return (index, min(max(line.sourceByte(forDrawn: drawn), range.lowerBound), max(range.lowerBound, range.upperBound - 1)))
    }
}

extension TextLayout {
    /// How a shortened line's own text stands for the text it replaces: the bytes both
    /// start with and end with (whole characters), and where its ellipsis is.
    struct Shortening {
        let sharedPrefix: Int
        let sharedSuffix: Int
        let ellipsisByte: Int?

        init(of source: ArraySlice<UInt8>, to drawn: ArraySlice<UInt8>) {
            let sourceScalars = String(decoding: source, as: UTF8.self).unicodeScalars
            let drawnScalars = String(decoding: drawn, as: UTF8.self).unicodeScalars
            func sharedBytes<S: Sequence>(_ pairs: S) -> Int where S.Element == (Unicode.Scalar, Unicode.Scalar) {
                pairs.prefix { $0 == $1 }.reduce(0) { $0 + UTF8.width($1.0) }
            }
            sharedPrefix = sharedBytes(zip(sourceScalars, drawnScalars))
            let room = min(source.count, drawn.count) - sharedPrefix
            sharedSuffix = min(room, sharedBytes(zip(sourceScalars.reversed(), drawnScalars.reversed())))
            let ellipsis = Array(TextLayout.Composer.ellipsis.utf8)
            ellipsisByte = drawn.dropFirst(sharedPrefix).starts(with: ellipsis) ? sharedPrefix : nil
        }
    }
}

extension TextLayout.DrawnLine {
    /// Where the character at source byte `offset` is drawn in `layout`, `nil` when the
    /// line does not draw it.
    func drawnByte(forSource offset: Int) -> Int? {
        let lineStart = Int(pangoLine.pointee.start_index), length = Int(pangoLine.pointee.length)
        guard let shortening else { return offset < lineStart + length && offset >= lineStart ? offset : nil }
        let relative = offset - sourceByteRange.lowerBound
        guard relative >= 0, relative < sourceByteRange.count else { return nil }
        if relative < shortening.sharedPrefix { return lineStart + relative }
        if relative >= sourceByteRange.count - shortening.sharedSuffix {
            return lineStart + length - (sourceByteRange.count - relative)
        }
        return shortening.ellipsisByte.map { lineStart + $0 }
    }

    /// The source byte of the character drawn at byte `drawn` of `layout`: a character
    /// cut away stands behind the ellipsis.
    func sourceByte(forDrawn drawn: Int) -> Int {
        guard let shortening else { return drawn }
        let lineStart = Int(pangoLine.pointee.start_index), length = Int(pangoLine.pointee.length)
        let relative = drawn - lineStart
        if relative < shortening.sharedPrefix { return sourceByteRange.lowerBound + relative }
        if relative >= length - shortening.sharedSuffix { return sourceByteRange.upperBound - (length - relative) }
        return sourceByteRange.lowerBound + shortening.sharedPrefix
    }
}
