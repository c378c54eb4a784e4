import Foundation

/// Drawing a path into the current context, like `UIBezierPath.fill()` and `stroke()`.
///
/// Each draws into `GraphicsContext.current` inside a saved graphics state, so the
/// path's line settings and the blend mode and alpha given here last only for the one
/// call, as UIKit documents. Without a current context nothing is drawn and a
/// diagnostic is reported (UIKit logs "invalid context 0x0").
extension BezierPath {
    /// Fills the enclosed area with the context's fill color, like `UIBezierPath.fill()`.
    public func fill() {
        inCurrentContext { context in
            context.addPath(self)
            context.fillPath(using: fillRule)
        }
    }

    /// Fills with a blend mode and an alpha that replaces the context's, like
    /// `UIBezierPath.fill(with:alpha:)`.
    public func fill(with blendMode: BlendMode, alpha: CGFloat) {
        inCurrentContext { context in
            context.setBlendMode(blendMode)
            context.setAlpha(alpha)
            context.addPath(self)
            context.fillPath(using: fillRule)
        }
    }

    /// Strokes the path with the context's stroke color and this path's line width,
    /// cap, join, miter limit and dash, like `UIBezierPath.stroke()`.
    public func stroke() {
        inCurrentContext { context in
            strokeInto(context)
        }
    }

    /// Strokes with a blend mode and an alpha that replaces the context's, like
    /// `UIBezierPath.stroke(with:alpha:)`.
    public func stroke(with blendMode: BlendMode, alpha: CGFloat) {
        inCurrentContext { context in
            context.setBlendMode(blendMode)
            context.setAlpha(alpha)
            strokeInto(context)
        }
    }

    /// Intersects the current context's clip with the enclosed area, like
    /// `UIBezierPath.addClip()`. The clip lasts until the graphics state is restored.
    public func addClip() {
        guard let context = GraphicsContext.current else {
            Diagnostics.report("BezierPath.addClip(): no current context; the clip is not changed")
            return
        }
        context.beginPath()
        context.addPath(self)
        context.clip(using: fillRule)
    }

    private func strokeInto(_ context: GraphicsContext) {
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.setLineDash(phase: lineDash.phase, lengths: lineDash.lengths)
        context.addPath(self)
        context.strokePath()
    }

    private func inCurrentContext(_ operation: String = #function, _ body: (GraphicsContext) -> Void) {
        guard let context = GraphicsContext.current else {
            Diagnostics.report("BezierPath.\(operation): no current context; nothing is drawn")
            return
        }
        context.saveGState()
        context.beginPath()
        body(context)
        context.restoreGState()
    }
}
