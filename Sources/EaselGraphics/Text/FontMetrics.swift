@_implementationOnly import CCairo
import Foundation

/// The vertical metrics `UIFont` reports, in points, which text lays out with: a line
/// is as tall as its tallest font's `lineHeight`, its baseline that font's `ascender`
/// below its top.
///
/// The system font (default design) reports SF Pro's metrics (see
/// `FontMetrics.SanFrancisco`); every other face its own, from the HarfBuzz font Pango
/// shapes with, in Pango units (1/1024 pt).
struct FontMetrics: Hashable, Sendable {
    var ascender: CGFloat
    /// Negative below the baseline, as in UIKit.
    var descender: CGFloat
    var leading: CGFloat
    var capHeight: CGFloat
    var xHeight: CGFloat
    /// The advance of "…", which truncation needs for every candidate it weighs.
    var ellipsisWidth: CGFloat

    /// Measures a face; call inside `FontLibrary.withContext(_:)`.
    init(measuring face: FontFace, pointSize: CGFloat, in context: OpaquePointer) {
        let description = FontLibrary.shared.pangoDescription(of: face, pointSize: pointSize)
        let font = pango_font_map_load_font(pango_context_get_font_map(context), context, description)!
        defer { g_object_unref(font) }
        let hbFont = pango_font_get_hb_font(font)

        func position(_ tag: hb_ot_metrics_tag_t) -> CGFloat {
            var value: hb_position_t = 0
            hb_ot_metrics_get_position_with_fallback(hbFont, tag, &value)
            return CGFloat(value) / CGFloat(PANGO_SCALE)
        }
        func glyph(_ character: Unicode.Scalar) -> hb_codepoint_t? {
            var glyph: hb_codepoint_t = 0
            return hb_font_get_nominal_glyph(hbFont, character.value, &glyph) != 0 ? glyph : nil
        }
        // DejaVu's OS/2 tables are version 1, without sCapHeight and sxHeight; like
        // CoreText for such fonts, measure the tops of "H" and "x" instead (which for
        // Inter and JetBrains Mono are their OS/2 values).
        func glyphTop(_ character: Unicode.Scalar) -> CGFloat {
            var extents = hb_glyph_extents_t()
            guard let glyph = glyph(character), hb_font_get_glyph_extents(hbFont, glyph, &extents) != 0 else { return 0 }
            return CGFloat(extents.y_bearing) / CGFloat(PANGO_SCALE)
        }
        ascender = position(HB_OT_METRICS_TAG_HORIZONTAL_ASCENDER)
        descender = position(HB_OT_METRICS_TAG_HORIZONTAL_DESCENDER)
        leading = position(HB_OT_METRICS_TAG_HORIZONTAL_LINE_GAP)
        capHeight = glyphTop("H")
        xHeight = glyphTop("x")
        ellipsisWidth = glyph("\u{2026}").map { CGFloat(hb_font_get_glyph_h_advance(hbFont, $0)) / CGFloat(PANGO_SCALE) } ?? 0
        if face.typeface == .system(.default) { adoptSanFranciscoVerticalMetrics(pointSize: pointSize) }
    }
}
