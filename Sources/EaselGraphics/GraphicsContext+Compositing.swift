@_implementationOnly import CCairo
import Foundation

/// Global alpha, blend mode and antialiasing, with CoreGraphics' names. All belong to
/// the graphics state.
extension GraphicsContext {
    /// Sets the opacity every later drawing operation (fills, strokes, gradients,
    /// images, shadows) is multiplied by, like `CGContext.setAlpha(_:)`; clamped to 0…1.
    public func setAlpha(_ alpha: CGFloat) {
        withCairo { _ in
            guard !alpha.isNaN else { return }
            state.alpha = min(1, max(0, alpha))
        }
    }

    /// Sets how later drawing combines with the pixels already there, like
    /// `CGContext.setBlendMode(_:)`.
    public func setBlendMode(_ mode: BlendMode) {
        withCairo { _ in state.blendMode = mode }
    }

    /// Turns antialiasing of paths on or off, like `CGContext.setShouldAntialias(_:)`
    /// (on by default). Without it, a pixel is painted when its center is inside.
    public func setShouldAntialias(_ shouldAntialias: Bool) {
        withCairo { cairo in
            state.shouldAntialias = shouldAntialias
            applyAntialiasing(on: cairo)
        }
    }

    /// Whether `setShouldAntialias(_:)` may turn antialiasing on, like
    /// `CGContext.setAllowsAntialiasing(_:)`: shapes are antialiased only while both
    /// allow it. Not part of the graphics state.
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {
        withCairo { cairo in
            self.allowsAntialiasing = allowsAntialiasing
            applyAntialiasing(on: cairo)
        }
    }

    /// Sets cairo's antialiasing from `allowsAntialiasing` and the state's `shouldAntialias`.
    func applyAntialiasing(on cairo: OpaquePointer) {
        let antialias = allowsAntialiasing && state.shouldAntialias
        cairo_set_antialias(cairo, antialias ? CAIRO_ANTIALIAS_DEFAULT : CAIRO_ANTIALIAS_NONE)
    }

    /// How images are resampled when drawn at another size, like
    /// `CGContext.interpolationQuality`.
    public var interpolationQuality: InterpolationQuality {
        get { withCairo(fallback: .default) { _ in state.interpolationQuality } }
        set { withCairo { _ in state.interpolationQuality = newValue } }
    }
}

extension GraphicsContext {
    /// Paints what `body` draws as one group, then puts the group on the pixels below at
    /// `alpha`, as a view dimmed as a whole is composited: shapes inside do not show
    /// through each other (a disabled control's thumb hides its track).
    package func drawGroup(alpha: CGFloat, _ body: () -> Void) {
        guard alpha < 1 else { return body() }
        withCairo { cairo in LayerGroup.begin(cairo) }
        body()
        withCairo { cairo in LayerGroup.end(cairo, alpha: max(0, alpha)) }
    }
}
