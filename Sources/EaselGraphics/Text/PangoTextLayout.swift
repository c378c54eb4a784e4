@_implementationOnly import CCairo
import Foundation

/// A `PangoLayout` of one attributed text, owned by Swift.
///
/// Made, read and drawn only inside `FontLibrary.withContext(_:)`; freed under the
/// same lock. Positions it reports are in points (Pango units divided by 1024).
final class PangoTextLayout: @unchecked Sendable {
    let layout: OpaquePointer
    /// The text the layout holds, with its runs.
    let text: AttributedText
    /// The text's UTF-8, for turning Pango's byte ranges into strings.
    let utf8: [UInt8]

    /// The paragraph style of the first run, which spaces the lines.
    private var paragraphStyle: ParagraphStyle { text.leadingAttributes.paragraphStyle }

    /// UIKit's default tab stops: every 28 points.
    private static let tabInterval: CGFloat = 28

    /// A layout of `text` that does not wrap; the caller sets a width to make it wrap.
    /// A paragraph style with a `baseWritingDirection` other than `.natural` sets every
    /// paragraph's direction; else each paragraph's first strong character does.
    init(context: OpaquePointer, text: AttributedText) {
        self.text = text
        utf8 = Array(text.string.utf8)
        let attributes = text.leadingAttributes
        let direction = attributes.paragraphStyle.baseWritingDirection
        layout = pango_layout_new(direction == .rightToLeft ? FontLibrary.shared.rightToLeftContext : context)
        pango_layout_set_auto_dir(layout, direction == .natural ? 1 : 0)

        let font = attributes.font
        let description = FontLibrary.shared.pangoDescription(of: font.face, pointSize: font.pointSize)
        pango_layout_set_font_description(layout, description)

        let attributeList = pango_attr_list_new()!
        // Pango hyphenates words it breaks between characters; UIKit does not by default.
        pango_attr_list_insert(attributeList, pango_attr_insert_hyphens_new(0))
        for run in text.runs {
            Self.insert(run, drawnOver: attributes, into: attributeList)
        }
        pango_layout_set_attributes(layout, attributeList)
        pango_attr_list_unref(attributeList)

        let tabs = pango_tab_array_new(1, 0)
        pango_tab_array_set_tab(tabs, 0, PANGO_TAB_LEFT, Self.pangoUnits(Self.tabInterval))
        pango_layout_set_tabs(layout, tabs)
        pango_tab_array_free(tabs)

        utf8.withUnsafeBufferPointer { bytes in
            bytes.withMemoryRebound(to: CChar.self) { pango_layout_set_text(layout, $0.baseAddress, Int32($0.count)) }
        }
    }

    deinit {
        let layout = layout
        FontLibrary.shared.withContext { _ in g_object_unref(UnsafeMutableRawPointer(layout)) }
    }

    /// Makes lines wrap at `width` points, between words (falling back to characters
    /// for a word longer than a line) or between characters; a paragraph's first line
    /// is `firstLineIndent` points narrower than the others (wider when negative).
    func wrap(at width: CGFloat, firstLineIndent: CGFloat, betweenCharacters: Bool, justified: Bool) {
        pango_layout_set_width(layout, Self.pangoUnits(width))
        pango_layout_set_indent(layout, Self.pangoUnits(firstLineIndent))
        pango_layout_set_wrap(layout, betweenCharacters ? PANGO_WRAP_CHAR : PANGO_WRAP_WORD_CHAR)
        pango_layout_set_justify(layout, justified ? 1 : 0)
    }

    /// One line as Pango laid it out, in the layout's coordinates.
    struct Line {
        /// Pango's line; valid as long as this layout lives, since it never changes
        /// after it is made.
        let pangoLine: UnsafeMutablePointer<PangoLayoutLine>
        /// The line's bytes in `utf8`, without the paragraph separator.
        let byteRange: Range<Int>
        let top: CGFloat
        let height: CGFloat
        let baseline: CGFloat
        /// Where the line's glyphs start, from the line's origin.
        let usedStart: CGFloat
        /// The width of the line's glyphs. Pango gives whitespace at a wrap no width, so
        /// it hangs past the container's edge, as in UIKit.
        let usedWidth: CGFloat
        let isRightToLeft: Bool
        /// Whether the line is the first of its paragraph.
        let isParagraphStart: Bool

        /// This line's horizontal extent at the top and baseline of `other`.
        func placed(like other: Line) -> Line {
            Line(pangoLine: pangoLine, byteRange: byteRange, top: other.top, height: other.height,
                 baseline: other.baseline, usedStart: usedStart, usedWidth: usedWidth, isRightToLeft: isRightToLeft,
                 isParagraphStart: other.isParagraphStart)
        }
    }

    /// The lines, top to bottom: Pango breaks and shapes them, and they stack by the
    /// metrics their fonts report (not the drawn faces' own), each as tall as the
    /// paragraph style's line height rules make it (the difference above its text),
    /// `lineSpacing` apart, with `paragraphSpacing` after each paragraph and
    /// `paragraphSpacingBefore` before each but the first.
    func lines() -> [Line] {
        var lines: [Line] = []
        var top: CGFloat = 0
        let style = paragraphStyle
        let lineSpacing = max(0, style.lineSpacing)
        let paragraphSpacing = max(0, style.paragraphSpacing) + max(0, style.paragraphSpacingBefore)
        let iterator = pango_layout_get_iter(layout)
        defer { pango_layout_iter_free(iterator) }
        repeat {
            let line = pango_layout_iter_get_line_readonly(iterator)!
            var extent = PangoRectangle()
            pango_layout_line_get_extents(line, nil, &extent)
            let start = Int(line.pointee.start_index)
            let byteRange = start..<(start + Int(line.pointee.length))
            let (ascent, natural) = verticalExtent(of: byteRange, drawnBy: line)
            let height = style.lineHeight(forNatural: natural)
            if line.pointee.is_paragraph_start != 0, !lines.isEmpty { top += paragraphSpacing }
            lines.append(Line(pangoLine: line, byteRange: byteRange, top: top, height: height,
                              baseline: top + ascent + height - natural,
                              usedStart: Self.points(extent.x),
                              usedWidth: Self.points(extent.width) + trailingKern(of: byteRange),
                              isRightToLeft: line.pointee.resolved_dir == PANGO_DIRECTION_RTL.rawValue,
                              isParagraphStart: line.pointee.is_paragraph_start != 0))
            top += height + lineSpacing
        } while pango_layout_iter_next_line(iterator) != 0
        return lines
    }

    /// A line's height and its baseline's distance from its top, as TextKit sets a
    /// line: the largest `ascender` of its runs' fonts above the baseline, the largest
    /// descent plus `leading` below. An empty line has the font of the character it
    /// starts at. The fallback fonts that draw some of its characters count too, at
    /// their own metrics: a line of Hebrew or Arabic in the system font keeps SF's
    /// height (DejaVu Sans is shorter), a line with Chinese, Japanese or Korean takes
    /// Droid Sans Fallback's taller one, as CoreText measures a line by the fonts that
    /// draw it (docs/TYPOGRAPHY.md, "Scripts the system font lacks").
    private func verticalExtent(of byteRange: Range<Int>, drawnBy line: UnsafeMutablePointer<PangoLayoutLine>)
        -> (ascent: CGFloat, height: CGFloat)
    {
        let fonts = byteRange.isEmpty ? [text.attributes(at: byteRange.lowerBound).font]
            : text.runs.filter { $0.byteRange.overlaps(byteRange) }.map(\.attributes.font) + fallbackFonts(drawing: line)
        let ascent = fonts.map(\.ascender).max() ?? 0
        let below = fonts.map { $0.leading - $0.descender }.max() ?? 0
        return (ascent, ascent + below)
    }

    /// The fallback fonts Pango chose for runs of `line`, each at the size and style of
    /// the text it draws.
    private func fallbackFonts(drawing line: UnsafeMutablePointer<PangoLayoutLine>) -> [Font] {
        var fonts: [Font] = []
        var runs = line.pointee.runs
        while let run = runs {
            runs = run.pointee.next
            let item = run.pointee.data!.assumingMemoryBound(to: PangoGlyphItem.self).pointee.item!
            guard let family = Self.fallbackFamily(of: item.pointee.analysis) else { continue }
            let font = text.attributes(at: Int(item.pointee.offset)).font
            let face = FontFace(typeface: .named(family), weight: font.face.weight, isItalic: font.face.isItalic)
            fonts.append(Font(face: face, pointSize: font.pointSize))
        }
        return fonts
    }

    /// The fallback family of the font Pango chose for an item, `nil` for any other.
    private static func fallbackFamily(of analysis: PangoAnalysis) -> FontFace.Family? {
        guard analysis.font != nil, let description = pango_font_describe(analysis.font) else { return nil }
        defer { pango_font_description_free(description) }
        let name = String(cString: pango_font_description_get_family(description))
        return FontFace.Family.fallbacks.first { $0.familyName == name }
    }

    /// The kerning after a line's last character: UIKit adds `kern` after every
    /// character, the last one too, where Pango's letter spacing leaves it out.
    private func trailingKern(of byteRange: Range<Int>) -> CGFloat {
        guard !byteRange.isEmpty else { return 0 }
        return text.attributes(at: byteRange.upperBound - 1).kern
    }

    /// Keeps the text on one line, paragraph separators included.
    func keepOnOneLine() {
        pango_layout_set_single_paragraph_mode(layout, 1)
    }

    /// The text from a byte offset to the end of its paragraph, and whether that
    /// paragraph is the last.
    func paragraphRemainder(from start: Int) -> (text: AttributedText, endsText: Bool) {
        var end = start
        while end < utf8.count, !Self.isParagraphSeparator(at: end, in: utf8) { end += 1 }
        return (text.slice(start..<end), end == utf8.count)
    }

    /// Pango's paragraph separators: LF, CR and U+2029 (U+2028 only breaks a line).
    private static func isParagraphSeparator(at index: Int, in bytes: [UInt8]) -> Bool {
        bytes[index] == 0x0A || bytes[index] == 0x0D
            || (bytes[index] == 0xE2 && bytes[index...].starts(with: [0xE2, 0x80, 0xA9]))
    }

    /// The characters of `line`, and the distance from the line's start to the caret
    /// before each of them (in either writing direction), then the line's width.
    func caretOffsets(on line: Line) -> (characters: [Character], offsets: [CGFloat]) {
        let characters = Array(string(line.byteRange))
        var start: Int32 = 0
        pango_layout_line_index_to_x(line.pangoLine, Int32(line.byteRange.lowerBound), 0, &start)
        var byteOffset = line.byteRange.lowerBound
        var offsets: [CGFloat] = []
        for character in characters {
            var caret: Int32 = 0
            pango_layout_line_index_to_x(line.pangoLine, Int32(byteOffset), 0, &caret)
            offsets.append(abs(Self.points(caret) - Self.points(start)))
            byteOffset += character.utf8.count
        }
        offsets.append(line.usedWidth)
        return (characters, offsets)
    }

    /// The characters of a byte range.
    func string(_ byteRange: Range<Int>) -> String { String(decoding: utf8[byteRange], as: UTF8.self) }

    static func points(_ units: Int32) -> CGFloat { CGFloat(units) / CGFloat(PANGO_SCALE) }
    /// Points in Pango units, clamped to what Pango can hold (±2 million points).
    static func pangoUnits(_ points: CGFloat) -> Int32 {
        Int32(min(CGFloat(Int32.max), max(CGFloat(Int32.min), (points * CGFloat(PANGO_SCALE)).rounded())))
    }
}
