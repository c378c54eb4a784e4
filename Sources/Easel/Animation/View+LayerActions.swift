import Foundation

/// A view as its layer's delegate for actions, as UIKit's views are: a view's layer
/// has no implicit animations, except inside an animation block.
extension View {
    /// The action for a change of the layer's property `event`, like
    /// `UIView.action(for:forKey:)`: outside a `View.animate` block (or in one that does
    /// not animate), `NSNull`, so a view's layer never animates by itself. Inside one,
    /// any animatable property of the layer gets a `BasicAnimation` (a
    /// `SpringAnimation` in a spring block) with the block's duration, curve, delay
    /// (its `beginTime`, filling both ways), repeat and autoreverse options, whose
    /// delegate runs the block's completion. As in UIKit since iOS 8, `position`,
    /// `bounds.origin` and `bounds.size` animate additively (from the old value less
    /// the new one to nothing added), so an animation in flight blends with the new
    /// one; any other property animates from its old value, or from what is on screen
    /// with `.beginFromCurrentState`, to its new value, replacing the one in flight.
    public func action(for layer: Layer, forKey event: String) -> Action? {
        guard let context = AnimationContext.stack.last, let parameters = context.animatingParameters,
              AnimatableKeyPath.named(event, on: layer) != nil
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
        animation.fillMode = .both
        if parameters.delay > 0, let now = window?.eventLoop.now { animation.beginTime = now + parameters.delay }
        if parameters.options.contains(.repeat) { animation.repeatCount = .infinity }
        animation.autoreverses = parameters.options.contains(.autoreverse)
        animation.delegate = context.block
        if Self.additiveKeys.contains(event) {
            animation.isAdditive = true
        } else {
            animation.toValue = layer.value(forKeyPath: event)
            if parameters.options.contains(.beginFromCurrentState), layer.animation(forKey: event) != nil {
                animation.fromValue = layer.presentation()?.value(forKeyPath: event)
            }
        }
        return animation
    }

    /// The layer properties UIKit animates additively.
    private static let additiveKeys: Set<String> = ["position", "bounds.origin", "bounds.size"]
}
