import EaselGraphics
import Foundation

extension Layer {
    /// A layer's values as the screen shows them at the current frame, like the layer
    /// `CALayer.presentation()` returns.
    public struct Presentation: Equatable, Sendable {
        /// The layer's bounds, like `CALayer.bounds`.
        public var bounds: CGRect
        /// The center in the superlayer, like `CALayer.position` (UIView's `center`).
        public var position: CGPoint
        /// The view's affine transform, like `CALayer.affineTransform()`.
        public var transform: Transform
        /// Like `CALayer.opacity` (UIView's `alpha`).
        public var opacity: CGFloat
        /// Like `CALayer.backgroundColor` (UIView's `backgroundColor`).
        public var backgroundColor: Color?
        /// Like `CALayer.cornerRadius`.
        public var cornerRadius: CGFloat
        /// Like `CALayer.borderWidth`.
        public var borderWidth: CGFloat
        /// Like `CALayer.borderColor`.
        public var borderColor: Color?
        /// Like `CALayer.shadowColor`.
        public var shadowColor: Color?
        /// Like `CALayer.shadowOpacity`.
        public var shadowOpacity: CGFloat
        /// Like `CALayer.shadowOffset`.
        public var shadowOffset: CGSize
        /// Like `CALayer.shadowRadius`.
        public var shadowRadius: CGFloat
        /// Like `CALayer.anchorPoint`.
        public var anchorPoint: CGPoint

        /// The rectangle holding the transformed bounds in the superlayer, like
        /// `CALayer.frame`.
        public var frame: CGRect {
            Layer.frame(bounds: bounds, position: position, anchorPoint: anchorPoint, transform: transform)
        }
    }

    /// What the screen shows of the layer now, like `CALayer.presentation()`: the
    /// model values, moved along by the animations in flight (a standalone layer has
    /// none yet: its model values).
    public func presentation() -> Presentation? {
        let values = presentedValues
        return Presentation(bounds: values.bounds, position: values.center, transform: values.transform,
                            opacity: values.alpha, backgroundColor: values.backgroundColor,
                            cornerRadius: values.cornerRadius, borderWidth: values.borderWidth,
                            borderColor: values.borderColor, shadowColor: values.shadowColor,
                            shadowOpacity: values.shadowOpacity, shadowOffset: values.shadowOffset,
                            shadowRadius: values.shadowRadius, anchorPoint: values.anchorPoint)
    }

    /// Removes the view's animations in flight, like `CALayer.removeAllAnimations()`:
    /// the screen shows the model values from the next frame, and the completions say
    /// unfinished.
    public func removeAllAnimations() {
        guard let view = owningView else { return }
        view.window?.animator.removeAllAnimations(of: view)
    }
}
