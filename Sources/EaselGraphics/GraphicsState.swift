import Foundation

/// The graphics-state values a `GraphicsContext` keeps beside cairo's own (cairo has a
/// single source, where CoreGraphics keeps separate fill and stroke colors; cairo has
/// no global alpha, blend mode per operation or shadow). Line width, cap, join, miter
/// limit, dash, clip and antialiasing live in cairo's state.
/// `saveGState()` pushes it with cairo's state; `restoreGState()` pops both.
package struct GraphicsState {
    /// Whether shapes are antialiased, when the context allows it (`setShouldAntialias`).
    package var shouldAntialias = true
    /// The color of fills (`setFillColor`).
    package var fillColor = Color.black
    /// The color of strokes (`setStrokeColor`).
    package var strokeColor = Color.black
    /// The global alpha every operation is multiplied by (`setAlpha`).
    package var alpha: CGFloat = 1
    /// How drawing combines with the destination (`setBlendMode`).
    package var blendMode = BlendMode.normal
    /// The shadow cast by every drawing operation, `nil` when none is set.
    package var shadow: Shadow?
    /// How images are resampled (`interpolationQuality`).
    package var interpolationQuality = InterpolationQuality.default
    /// The current transformation matrix from user space to device pixels. Kept here
    /// as well as in cairo because cairo refuses matrices that cannot be inverted,
    /// which CoreGraphics accepts (and then draws nothing).
    package var ctm: Transform
    /// The mask clips set by `clip(to:maskImage:)` in this state, outermost first; each
    /// has a group pushed on cairo that ends with the state.
    package var maskClips: [MaskClip] = []

    /// CoreGraphics' initial state under the context's base transform.
    package init(ctm: Transform) {
        self.ctm = ctm
    }
}

/// A shadow as `CGContext.setShadow(offset:blur:color:)` describes it, in the
/// context's base space (points, y down), not affected by the current transform.
package struct Shadow {
    /// How far the shadow falls from the shape, in points; positive height is down.
    package var offset: CGSize
    /// The blur, in points: twice the Gaussian's standard deviation.
    package var blur: CGFloat
    /// The shadow's color, alpha included.
    package var color: Color
}
