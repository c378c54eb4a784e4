@_implementationOnly import CCairo
import Foundation

/// Stroking and line settings, with CoreGraphics' names. Line settings belong to the
/// graphics state (saved and restored with it) and are in user space at the time of
/// the stroke, as in CoreGraphics: a line width of 1 under a 2× scale is 2 pixels.
extension GraphicsContext {
    /// Sets the color that strokes use, like `CGContext.setStrokeColor(_:)`.
    public func setStrokeColor(_ color: Color) {
        withCairo { _ in state.strokeColor = color }
    }

    /// Sets the line width, like `CGContext.setLineWidth(_:)` (default 1). A negative
    /// or non-finite width is ignored with a diagnostic.
    public func setLineWidth(_ width: CGFloat) {
        withCairo { cairo in
            guard width >= 0, width.isFinite else {
                Diagnostics.report("GraphicsContext.setLineWidth(_:): \(width) is not a valid line width; it is ignored")
                return
            }
            cairo_set_line_width(cairo, width)
        }
    }

    /// Sets how open subpaths end, like `CGContext.setLineCap(_:)` (default `.butt`).
    public func setLineCap(_ cap: LineCap) {
        withCairo { cairo in
            cairo_set_line_cap(cairo, cap.cairoLineCap)
        }
    }

    /// Sets how corners are drawn, like `CGContext.setLineJoin(_:)` (default `.miter`).
    public func setLineJoin(_ join: LineJoin) {
        withCairo { cairo in
            cairo_set_line_join(cairo, join.cairoLineJoin)
        }
    }

    /// Sets the ratio of miter length to line width beyond which miter joins are
    /// beveled, like `CGContext.setMiterLimit(_:)` (default 10).
    public func setMiterLimit(_ limit: CGFloat) {
        withCairo { cairo in
            guard limit.isFinite else { return }
            cairo_set_miter_limit(cairo, limit)
        }
    }

    /// Sets the dash pattern, like `CGContext.setLineDash(phase:lengths:)`: `lengths`
    /// alternate painted and unpainted segments in user space, and the pattern starts
    /// `phase` points in. Empty `lengths` draw solid lines. Lengths that are negative,
    /// not finite or all zero are rejected with a diagnostic, as CoreGraphics logs
    /// "invalid dash array", and the previous pattern stays.
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        withCairo { cairo in
            guard lengths.allSatisfy({ $0 >= 0 && $0.isFinite }), phase.isFinite,
                  lengths.isEmpty || lengths.contains(where: { $0 > 0 }) else {
                Diagnostics.report("GraphicsContext.setLineDash(phase:lengths:): invalid dash array \(lengths) with phase \(phase); it is ignored")
                return
            }
            cairo_set_dash(cairo, lengths.map(Double.init), Int32(lengths.count), phase)
        }
    }

    /// Strokes the current path with the stroke color and line settings and empties
    /// it, like `CGContext.strokePath()`.
    public func strokePath() {
        withDrawableCairo { drawPath(.stroke, color: state.strokeColor, on: $0) }
    }

    /// Strokes a rectangle's outline, like `CGContext.stroke(_:)`; the current path is
    /// emptied.
    public func stroke(_ rect: CGRect) {
        withDrawableCairo { strokeShape(PathGeometry.rect(rect), on: $0) }
    }

    /// Strokes a rectangle's outline with a line width for this call only, like
    /// `CGContext.stroke(_:width:)`.
    public func stroke(_ rect: CGRect, width: CGFloat) {
        withDrawableCairo { cairo in
            guard width >= 0, width.isFinite else { return }
            cairo_save(cairo)
            cairo_set_line_width(cairo, width)
            strokeShape(PathGeometry.rect(rect), on: cairo)
            cairo_restore(cairo)
        }
    }

    /// Strokes an ellipse inscribed in `rect`, like `CGContext.strokeEllipse(in:)`.
    public func strokeEllipse(in rect: CGRect) {
        withDrawableCairo { strokeShape(PathGeometry.ellipse(in: rect), on: $0) }
    }

    private func strokeShape(_ elements: [PathElement], on cairo: OpaquePointer) {
        currentPath = devicePath(elements)
        drawPath(.stroke, color: state.strokeColor, on: cairo)
    }
}

extension LineCap {
    var cairoLineCap: cairo_line_cap_t {
        switch self {
        case .butt: CAIRO_LINE_CAP_BUTT
        case .round: CAIRO_LINE_CAP_ROUND
        case .square: CAIRO_LINE_CAP_SQUARE
        }
    }
}

extension LineJoin {
    var cairoLineJoin: cairo_line_join_t {
        switch self {
        case .miter: CAIRO_LINE_JOIN_MITER
        case .round: CAIRO_LINE_JOIN_ROUND
        case .bevel: CAIRO_LINE_JOIN_BEVEL
        }
    }
}
