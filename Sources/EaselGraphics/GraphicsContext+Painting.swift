@_implementationOnly import CCairo
import Foundation

/// Which pixels a drawing operation paints.
enum Coverage {
    /// The current path, filled with a rule.
    case fill(PathFillRule)
    /// The current path, stroked with the context's line settings.
    case stroke
    /// Everything inside the clip, as gradients paint.
    case clip
    /// An alpha mask in device pixels with its top-left corner at `origin`, as shadows paint.
    case mask(AlphaMask, origin: CGPoint)
}

/// The one path every drawing operation takes to the pixels, so that shadows, global
/// alpha, blend modes and the clip apply to fills, strokes, gradients and images alike.
extension GraphicsContext {
    /// Draws one operation as CoreGraphics does: its shadow first, when one is set, then
    /// `source` through `coverage` with the blend mode, inside the clip. `source` is a
    /// cairo pattern that already carries the global alpha; path coverages use cairo's path.
    func draw(_ source: OpaquePointer, through coverage: Coverage, on cairo: OpaquePointer) {
        if let shadow = state.shadow {
            castShadow(shadow, of: source, through: coverage, on: cairo)
        }
        composite(source, through: coverage, blendMode: state.blendMode, on: cairo)
    }

    /// Paints `source` through `coverage` with `blendMode`, changing only covered pixels
    /// (partially covered ones in proportion) as CoreGraphics does. Keeps the path.
    func composite(_ source: OpaquePointer, through coverage: Coverage, blendMode: BlendMode,
                   on cairo: OpaquePointer) {
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        if blendMode.isUnboundedInCairo, !coverage.isClip {
            // cairo would apply these modes beyond the shape too. Blend everywhere in a
            // group that starts as a copy of the destination, then copy the group in
            // through the coverage: SOURCE is bounded by the shape in cairo.
            cairo_push_group(cairo)
            cairo_save(cairo)
            cairo_identity_matrix(cairo)
            cairo_set_source_surface(cairo, cairo_get_target(cairo), 0, 0)
            cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
            cairo_paint(cairo)
            cairo_restore(cairo)
            cairo_set_source(cairo, source)
            cairo_set_operator(cairo, blendMode.cairoOperator)
            cairo_paint(cairo)
            cairo_pop_group_to_source(cairo)
            cairo_set_operator(cairo, CAIRO_OPERATOR_SOURCE)
        } else {
            cairo_set_source(cairo, source)
            cairo_set_operator(cairo, blendMode.cairoOperator)
        }
        switch coverage {
        case .fill(let rule):
            cairo_set_fill_rule(cairo, rule.cairoFillRule)
            cairo_fill_preserve(cairo)
        case .stroke:
            cairo_stroke_preserve(cairo)
        case .clip:
            cairo_paint(cairo)
        case .mask(let mask, let origin):
            cairo_identity_matrix(cairo)
            cairo_mask_surface(cairo, mask.surface, origin.x, origin.y)
        }
    }

    /// A source of `color` with the global alpha applied: solid, or a pattern color's
    /// tiles anchored to the context's unmodified user space. The caller destroys it.
    func colorSource(_ color: Color) -> OpaquePointer {
        color.resolvedForDrawing.cairoSource(alpha: state.alpha,
                                             patternSpace: state.ctm.concatenating(baseTransform.inverted()))
    }

    /// Fills or strokes the current path with a solid color, then empties the path.
    func drawPath(_ coverage: Coverage, color: Color, on cairo: OpaquePointer) {
        let source = colorSource(color)
        defer { cairo_pattern_destroy(source) }
        setCairoPath(currentPath, on: cairo)
        draw(source, through: coverage, on: cairo)
        cairo_new_path(cairo)
        currentPath.removeAll()
    }
}

extension Coverage {
    var isClip: Bool {
        if case .clip = self { true } else { false }
    }
}

extension PathFillRule {
    var cairoFillRule: cairo_fill_rule_t {
        switch self {
        case .winding: CAIRO_FILL_RULE_WINDING
        case .evenOdd: CAIRO_FILL_RULE_EVEN_ODD
        }
    }
}
