import EaselGraphics
import Foundation

extension LayoutManager {
    /// A text laid out in a container: the label's lines, placed `lineFragmentPadding`
    /// from the container's left edge, with the text's UTF-16 offsets (glyph indices)
    /// mapped to the UTF-8 offsets the lines are measured in.
    struct ContainerLayout {
        let text: TextLayout
        let padding: CGFloat
        /// The width of every line fragment: the container's, or the text's and its
        /// padding when the container sets no width.
        let fragmentWidth: CGFloat
        /// The traits the text's colors were resolved in.
        let traits: TraitCollection
        /// The height of the one line an empty text shows.
        let emptyLineHeight: CGFloat
        /// The UTF-8 offset of each UTF-16 offset (of the character it is part of), and
        /// of the end.
        private let byteOfGlyph: [Int]
        /// The UTF-16 offset of each UTF-8 offset (of the character it is part of), and
        /// of the end.
        private let glyphOfByte: [Int]

        init(_ storage: NSAttributedString, in container: TextContainer, typingAttributes: TextAttributes) {
            var text = AttributedText(storage, defaults: typingAttributes)
            let paragraphMode = text.leadingAttributes.paragraphStyle.lineBreakMode
            let semantics: TextLayout.Semantics
            if paragraphMode.wraps {
                // Lines wrap; the container's truncating or clipping mode ends the last one.
                semantics = .label
                if !container.lineBreakMode.wraps {
                    text = text.mapRuns { $0.paragraphStyle.lineBreakMode = container.lineBreakMode }
                }
            } else {
                // Each paragraph is one line, shortened on its own.
                semantics = .stringDrawing(truncatesLastVisibleLine: container.lineBreakMode == .byTruncatingTail)
            }
            padding = max(0, container.lineFragmentPadding)
            let size = container.size
            let width = size.width > 0 ? max(size.width - 2 * padding, .leastNormalMagnitude) : 0
            self.text = TextLayout(text, containerSize: CGSize(width: width, height: max(0, size.height)),
                                   numberOfLines: container.maximumNumberOfLines, semantics: semantics)
            fragmentWidth = size.width > 0 ? size.width : self.text.size.width + 2 * padding
            traits = TraitCollection.current
            emptyLineHeight = typingAttributes.font.lineHeight
            (byteOfGlyph, glyphOfByte) = Self.offsetMaps(of: text.string)
        }

        /// The layout of a container that holds no glyphs.
        static func empty(in container: TextContainer, typingAttributes: TextAttributes) -> ContainerLayout {
            ContainerLayout(NSAttributedString(string: ""), in: container, typingAttributes: typingAttributes)
        }

        private static func offsetMaps(of string: String) -> (byteOfGlyph: [Int], glyphOfByte: [Int]) {
            var byteOfGlyph: [Int] = [], glyphOfByte: [Int] = []
            byteOfGlyph.reserveCapacity(string.utf16.count + 1)
            glyphOfByte.reserveCapacity(string.utf8.count + 1)
            for scalar in string.unicodeScalars {
                let glyph = byteOfGlyph.count, byte = glyphOfByte.count
                byteOfGlyph.append(contentsOf: repeatElement(byte, count: UTF16.width(scalar)))
                glyphOfByte.append(contentsOf: repeatElement(glyph, count: UTF8.width(scalar)))
            }
            byteOfGlyph.append(glyphOfByte.count)
            glyphOfByte.append(byteOfGlyph.count - 1)
            return (byteOfGlyph, glyphOfByte)
        }

        /// The glyphs laid out: the text's UTF-16 length.
        var glyphCount: Int { byteOfGlyph.count - 1 }

        private func glyph(ofByte byte: Int) -> Int { glyphOfByte[min(max(0, byte), glyphOfByte.count - 1)] }
        private func byte(ofGlyph glyph: Int) -> Int { byteOfGlyph[min(max(0, glyph), byteOfGlyph.count - 1)] }

        // MARK: Lines

        var lineCount: Int { text.lines.count }

        /// The glyphs of line `index`, the space or line break it ends with included.
        func glyphRange(ofLine index: Int) -> NSRange {
            let bytes = text.sourceByteRange(ofLine: index)
            let start = glyph(ofByte: bytes.lowerBound)
            return NSRange(location: start, length: glyph(ofByte: bytes.upperBound) - start)
        }

        /// The glyphs laid out in lines: all of them, or those before the first a line
        /// limit or the container's height leaves out.
        var laidOutGlyphRange: NSRange {
            guard lineCount > 0 else { return NSRange(location: 0, length: glyphCount) }
            return NSRange(location: 0, length: glyphRange(ofLine: lineCount - 1).upperBound)
        }

        /// The line that lays out `glyph`, `nil` when none does.
        func line(containingGlyph glyph: Int) -> Int? {
            guard glyph >= 0, glyph < glyphCount else { return nil }
            return text.lineIndex(containingByte: byte(ofGlyph: glyph))
        }

        /// Line `index`'s fragment: the container's width, the line's height.
        func lineFragmentRect(ofLine index: Int) -> CGRect {
            let frame = text.lines[index].frame
            return CGRect(x: 0, y: frame.minY, width: fragmentWidth, height: frame.height)
        }

        /// The part of line `index`'s fragment its glyphs use, with the padding at each end.
        func lineFragmentUsedRect(ofLine index: Int) -> CGRect {
            let frame = text.lines[index].frame
            return CGRect(x: frame.minX, y: frame.minY, width: frame.width + 2 * padding, height: frame.height)
        }

        /// The union of the lines' used rectangles; an empty text's one line, twice the
        /// padding wide, as UIKit's extra line fragment is.
        var usedRect: CGRect {
            guard lineCount > 0 else { return CGRect(x: 0, y: 0, width: 2 * padding, height: emptyLineHeight) }
            return (0..<lineCount).map(lineFragmentUsedRect(ofLine:)).reduce(CGRect.null) { $0.union($1) }
        }

        // MARK: Glyphs

        /// The rectangle of `glyph` in the container: between its carets, as tall as its
        /// line; `nil` when no line lays it out.
        func glyphRect(_ glyph: Int) -> CGRect? {
            guard let line = line(containingGlyph: glyph) else { return nil }
            return text.characterFrame(atByte: byte(ofGlyph: glyph), onLine: line).offsetBy(dx: padding, dy: 0)
        }

        /// The glyph under `point` in the container, or the nearest one; `nil` without
        /// lines.
        func glyph(at point: CGPoint) -> Int? {
            guard let (_, byte) = text.characterByte(at: CGPoint(x: point.x - padding, y: point.y)) else { return nil }
            return glyph(ofByte: byte)
        }

        /// The rectangles enclosing the glyphs of `range`, one a line: from its first
        /// glyph's left edge to its last's right, as tall as the line.
        func enclosingRects(of range: NSRange) -> [CGRect] {
            var rects: [CGRect] = []
            for line in 0..<lineCount {
                let glyphs = NSIntersectionRange(glyphRange(ofLine: line), range)
                guard glyphs.length > 0 || (range.length == 0 && glyphRange(ofLine: line).contains(range.location)) else { continue }
                let indices = glyphs.length > 0 ? Array(glyphs.location..<glyphs.upperBound) : [range.location]
                let union = indices.compactMap(glyphRect).reduce(CGRect.null) { $0.union($1) }
                if !union.isNull { rects.append(union) }
            }
            return rects
        }
    }
}
