import EaselGraphics
import Foundation

/// The animatable properties of a view and its layer, as one value: what the model
/// holds, or what the screen shows while animations run (the presentation).
struct AnimatableValues: Equatable {
    var center: CGPoint
    var bounds: CGRect
    var transform: Transform
    var alpha: CGFloat
    var backgroundColor: Color?
    var cornerRadius: CGFloat
    var borderWidth: CGFloat
    var borderColor: Color?
    var shadowColor: Color?
    var shadowOpacity: CGFloat
    var shadowOffset: CGSize
    var shadowRadius: CGFloat
    /// The layer's anchor point (not animated by `View.animate`).
    var anchorPoint = CGPoint(x: 0.5, y: 0.5)

    /// Maps the layer's bounds coordinates to its superlayer's, before the
    /// superlayer's `sublayerTransform` (see `Layer.transformToSuperlayer`).
    var transformToSuperview: Transform {
        Layer.transformToSuperlayer(bounds: bounds, position: center, anchorPoint: anchorPoint, transform: transform)
    }

    /// The rectangle holding the transformed bounds in the superlayer (the frame).
    var frame: CGRect {
        Layer.frame(bounds: bounds, position: center, anchorPoint: anchorPoint, transform: transform)
    }

    /// Whether a visible shadow is cast (a mask clips it away).
    func hasShadow(masksToBounds: Bool) -> Bool {
        shadowOpacity > 0 && (shadowColor?.alpha ?? 0) > 0 && !masksToBounds
    }
}
