import Foundation

/// A view as its layer's delegate for actions, as UIKit's views are: a view's layer
/// has no implicit animations, except inside an animation block.
extension View {
    /// The action for a change of the layer's property `event`, like
    /// `UIView.action(for:forKey:)`: outside a `View.animate` block, `NSNull` (no
    /// animation). Inside one, the view's own animatable properties are animated by
    /// the block itself (also `NSNull` here); any other animatable property of the
    /// layer (a `ShapeLayer` view's `strokeEnd`, the anchor point) gets a
    /// `BasicAnimation` with the block's duration, delay, curve and repeat options.
    public func action(for layer: Layer, forKey event: String) -> Action? {
        guard let parameters = AnimationContext.stack.last?.parameters, View.areAnimationsEnabled,
              parameters.duration > 0, parameters.duration.isFinite,
              !Self.keysAnimatedByBlocks.contains(event), AnimatableKeyPath.named(event, on: layer) != nil
        else { return NSNull() }
        let animation: BasicAnimation
        if let spring = parameters.spring {
            let curve = SpringCurve(dampingRatio: spring.dampingRatio, initialVelocity: spring.velocity,
                                    duration: parameters.duration)
            let springAnimation = SpringAnimation(keyPath: event)
            springAnimation.stiffness = curve.stiffness
            springAnimation.damping = curve.damping
            springAnimation.initialVelocity = curve.initialVelocity
            animation = springAnimation
        } else {
            animation = BasicAnimation(keyPath: event)
            animation.timingFunction = parameters.options.timingFunction
        }
        animation.duration = parameters.duration
        if parameters.delay > 0, let now = window?.eventLoop.now {
            animation.beginTime = now + parameters.delay
            animation.fillMode = .backwards
        }
        if parameters.options.contains(.repeat) { animation.repeatCount = .infinity }
        animation.autoreverses = parameters.options.contains(.autoreverse)
        return animation
    }

    /// The layer properties a block animates from its before-and-after values.
    private static let keysAnimatedByBlocks: Set<String> = [
        "bounds", "position", "transform", "opacity", "backgroundColor", "cornerRadius", "borderWidth",
        "borderColor", "shadowColor", "shadowOpacity", "shadowOffset", "shadowRadius",
    ]
}
