import EaselGraphics
import Foundation

/// Where glyphs are and which glyph is at a point, like `NSLayoutManager`'s geometry
/// methods. Rectangles are in the container's coordinates. A glyph index or range past
/// the end is clamped to the text (an index beyond the last glyph answers as UIKit does
/// for the end of the text), with a diagnostic; so is a container that is not this
/// layout manager's, which gets an empty answer. These methods are `public`, not
/// `open`: a subclass cannot override them in Easel.
extension LayoutManager {
    // MARK: Glyphs and characters

    /// The glyphs laid out in `container`, like `NSLayoutManager.glyphRange(for:)`: the
    /// whole text (less what a line limit hides) in the first container, none in others.
    public func glyphRange(for container: TextContainer) -> NSRange {
        guard let layout = layout(in: container, #function) else { return NSRange(location: NSNotFound, length: 0) }
        guard container === textContainers.first else { return NSRange(location: numberOfGlyphs, length: 0) }
        return layout.laidOutGlyphRange
    }

    /// The glyphs that draw a range of characters, like
    /// `NSLayoutManager.glyphRange(forCharacterRange:actualCharacterRange:)`: the same
    /// range, one glyph per UTF-16 unit.
    public func glyphRange(forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?) -> NSRange {
        let range = clamped(charRange, #function)
        actualCharRange?.pointee = range
        return range
    }

    /// The characters a range of glyphs draws, like
    /// `NSLayoutManager.characterRange(forGlyphRange:actualGlyphRange:)`: the same range.
    public func characterRange(forGlyphRange glyphRange: NSRange, actualGlyphRange: NSRangePointer?) -> NSRange {
        let range = clamped(glyphRange, #function)
        actualGlyphRange?.pointee = range
        return range
    }

    /// The first glyph of a character, like `NSLayoutManager.glyphIndexForCharacter(at:)`:
    /// its index; past the end, the number of glyphs.
    public func glyphIndexForCharacter(at charIndex: Int) -> Int {
        clamped(index: charIndex, #function)
    }

    /// The character a glyph draws, like `NSLayoutManager.characterIndexForGlyph(at:)`:
    /// its index; past the end, the text's length.
    public func characterIndexForGlyph(at glyphIndex: Int) -> Int {
        clamped(index: glyphIndex, #function)
    }

    /// The container a glyph is laid out in, like
    /// `NSLayoutManager.textContainer(forGlyphAt:effectiveRange:)`: the first, for the
    /// glyphs its lines show; `nil` for others.
    public func textContainer(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> TextContainer? {
        guard let container = textContainers.first, let layout = layout(in: container, #function),
              layout.line(containingGlyph: glyphIndex) != nil else { return nil }
        effectiveGlyphRange?.pointee = layout.laidOutGlyphRange
        return container
    }

    // MARK: Rectangles

    /// The rectangle the glyphs of `container` use, like `NSLayoutManager.usedRect(for:)`:
    /// the union of the lines' used rectangles, each with the padding at both ends. An
    /// empty text uses one line of the typing font, twice the padding wide.
    public func usedRect(for container: TextContainer) -> CGRect {
        layout(in: container, #function)?.usedRect ?? .zero
    }

    /// The rectangle enclosing the glyphs of a range in `container`, like
    /// `NSLayoutManager.boundingRect(forGlyphRange:in:)`: the union of each glyph's
    /// extent between its carets, as tall as its line. An empty range is the empty
    /// rectangle at its glyph.
    public func boundingRect(forGlyphRange glyphRange: NSRange, in container: TextContainer) -> CGRect {
        guard let layout = layout(in: container, #function) else { return .zero }
        let rects = layout.enclosingRects(of: clamped(glyphRange, #function))
        return rects.isEmpty ? .zero : rects.reduce(CGRect.null) { $0.union($1) }
    }

    /// The fragment of the line that lays out a glyph, like
    /// `NSLayoutManager.lineFragmentRect(forGlyphAt:effectiveRange:)`: as wide as the
    /// container, as tall as the line; `effectiveGlyphRange` is set to the line's glyphs.
    /// A glyph no line lays out gives the zero rectangle and an empty range.
    public func lineFragmentRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> CGRect {
        lineFragment(of: glyphIndex, effectiveGlyphRange, #function) { $0.lineFragmentRect(ofLine: $1) }
    }

    /// The part of a line fragment its glyphs use, like
    /// `NSLayoutManager.lineFragmentUsedRect(forGlyphAt:effectiveRange:)`: from the
    /// padding before its first glyph to the padding after its last.
    public func lineFragmentUsedRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> CGRect {
        lineFragment(of: glyphIndex, effectiveGlyphRange, #function) { $0.lineFragmentUsedRect(ofLine: $1) }
    }

    /// Where a glyph is in its line fragment, like `NSLayoutManager.location(forGlyphAt:)`:
    /// x its left edge, y its baseline, from the fragment's top-left.
    public func location(forGlyphAt glyphIndex: Int) -> CGPoint {
        guard let layout = firstLayout, let line = layout.line(containingGlyph: glyphIndex),
              let rect = layout.glyphRect(glyphIndex) else {
            if glyphIndex < 0 || glyphIndex >= numberOfGlyphs { _ = clamped(index: glyphIndex, #function) }
            return .zero
        }
        let fragment = layout.lineFragmentRect(ofLine: line)
        return CGPoint(x: rect.minX - fragment.minX, y: layout.text.lines[line].baseline - fragment.minY)
    }

    /// Calls `block` for each line fragment that lays out glyphs of a range, top to
    /// bottom, like `NSLayoutManager.enumerateLineFragments(forGlyphRange:using:)`, with
    /// its rectangle, its used rectangle, its container and its glyphs; setting the
    /// `ObjCBool` to `true` stops.
    public func enumerateLineFragments(forGlyphRange glyphRange: NSRange,
                                     using block: (CGRect, CGRect, TextContainer, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void) {
        guard let container = textContainers.first, let layout = layout(in: container, #function) else { return }
        let range = clamped(glyphRange, #function)
        var stop = ObjCBool(false)
        for line in 0..<layout.lineCount {
            let glyphs = layout.glyphRange(ofLine: line)
            guard NSIntersectionRange(glyphs, range).length > 0 || (range.length == 0 && glyphs.contains(range.location))
            else { continue }
            block(layout.lineFragmentRect(ofLine: line), layout.lineFragmentUsedRect(ofLine: line), container, glyphs, &stop)
            if stop.boolValue { return }
        }
    }

    /// Calls `block` with the rectangle enclosing the glyphs of a range on each line,
    /// top to bottom, like
    /// `NSLayoutManager.enumerateEnclosingRects(forGlyphRange:withinSelectedGlyphRange:in:using:)`;
    /// the selected range is kept as given (it changes nothing in Easel's rectangles).
    public func enumerateEnclosingRects(forGlyphRange glyphRange: NSRange, withinSelectedGlyphRange selectedRange: NSRange,
                                      in container: TextContainer, using block: (CGRect, UnsafeMutablePointer<ObjCBool>) -> Void) {
        guard let layout = layout(in: container, #function) else { return }
        var stop = ObjCBool(false)
        for rect in layout.enclosingRects(of: clamped(glyphRange, #function)) {
            block(rect, &stop)
            if stop.boolValue { return }
        }
    }

    // MARK: Hit testing

    /// The glyph under a point of `container`, or the nearest one, like
    /// `NSLayoutManager.glyphIndex(for:in:)`: the line whose band holds the point's y
    /// (the first above the text, the last below it), then the glyph whose extent holds
    /// its x (the first or last of the line beyond its ends). 0 without glyphs.
    public func glyphIndex(for point: CGPoint, in container: TextContainer) -> Int {
        glyphIndex(for: point, in: container, fractionOfDistanceThroughGlyph: nil)
    }

    /// The glyph under a point, like
    /// `NSLayoutManager.glyphIndex(for:in:fractionOfDistanceThroughGlyph:)`, and how far
    /// across it the point is, from 0 at its left edge to 1 at its right.
    public func glyphIndex(for point: CGPoint, in container: TextContainer,
                         fractionOfDistanceThroughGlyph partialFraction: UnsafeMutablePointer<CGFloat>?) -> Int {
        partialFraction?.pointee = 0
        guard let layout = layout(in: container, #function), let glyph = layout.glyph(at: point) else { return 0 }
        if let rect = layout.glyphRect(glyph), rect.width > 0 {
            partialFraction?.pointee = min(1, max(0, (point.x - rect.minX) / rect.width))
        }
        return glyph
    }

    /// The character under a point, like
    /// `NSLayoutManager.characterIndex(for:in:fractionOfDistanceBetweenInsertionPoints:)`:
    /// the character of the glyph under it, and how far the point is from the insertion
    /// point before it to the one after.
    public func characterIndex(for point: CGPoint, in container: TextContainer,
                             fractionOfDistanceBetweenInsertionPoints partialFraction: UnsafeMutablePointer<CGFloat>?) -> Int {
        glyphIndex(for: point, in: container, fractionOfDistanceThroughGlyph: partialFraction)
    }

    // MARK: Bad input

    private func lineFragment(of glyphIndex: Int, _ effectiveGlyphRange: NSRangePointer?, _ method: String,
                              _ rect: (ContainerLayout, Int) -> CGRect) -> CGRect {
        guard let layout = firstLayout, let line = layout.line(containingGlyph: glyphIndex) else {
            if glyphIndex < 0 || glyphIndex >= numberOfGlyphs { _ = clamped(index: glyphIndex, method) }
            effectiveGlyphRange?.pointee = NSRange(location: NSNotFound, length: 0)
            return .zero
        }
        effectiveGlyphRange?.pointee = layout.glyphRange(ofLine: line)
        return rect(layout, line)
    }

    /// A range within the glyphs; one past the end is cut to them, with a diagnostic.
    func clamped(_ range: NSRange, _ method: String) -> NSRange {
        let count = numberOfGlyphs
        guard range.location == NSNotFound || range.location < 0 || range.length < 0 || range.location > count
                || range.length > count - range.location else { return range }
        let location = range.location == NSNotFound ? count : min(max(0, range.location), count)
        let result = NSRange(location: location, length: min(max(0, range.length), count - location))
        Diagnostics.report("NSLayoutManager.\(method): range \(range) is past the end of the \(count) glyphs; used \(result)")
        return result
    }

    /// An index within the glyphs or at their end; one beyond is the end, with a
    /// diagnostic.
    private func clamped(index: Int, _ method: String) -> Int {
        let count = numberOfGlyphs
        guard index < 0 || index > count else { return index }
        Diagnostics.report("NSLayoutManager.\(method): index \(index) is outside the \(count) glyphs; used \(min(max(0, index), count))")
        return min(max(0, index), count)
    }
}
