import Foundation

/// UIKit's block-based animation API.
extension View {
    /// Animates the changes `animations` makes to views in windows, like
    /// `UIView.animate(withDuration:delay:options:animations:completion:)`.
    ///
    /// The model values change at once; each change of an animatable property (`frame`,
    /// `bounds`, `center`, `transform`, `alpha`, `backgroundColor`, and any animatable
    /// property of the view's layer) makes the view's layer run the view's action for
    /// it (see `action(for:forKey:)`), which adds a `BasicAnimation` (a
    /// `SpringAnimation` for a spring block) with the block's timing to the layer, as
    /// UIKit does: `layer.animationKeys()` lists them and `layer.presentation()` shows
    /// them. Frames set by a `layoutIfNeeded()` called in the block animate too (Auto
    /// Layout's `constant` change then `layoutIfNeeded()` in the block). The completion
    /// runs after the frame that shows the end of the block's last animation, with
    /// `finished` false when one was removed or replaced before its end; when nothing
    /// animates it runs at the next turn of the run loop. A duration of zero or less
    /// changes the values at once.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               options: AnimationOptions = [], animations: () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        run(.init(duration: duration, delay: delay, spring: nil, options: options), animations, completion)
    }

    /// Animates with no delay and the default curve (ease in, ease out), like
    /// `UIView.animate(withDuration:animations:completion:)`.
    public static func animate(withDuration duration: TimeInterval, animations: () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        animate(withDuration: duration, delay: 0, options: [], animations: animations, completion: completion)
    }

    /// Animates the changes along a spring, like
    /// `UIView.animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`.
    /// `dampingRatio` 1 settles without overshoot, smaller values oscillate;
    /// `velocity` 1 is the whole distance per second. The layers get `SpringAnimation`s
    /// whose spring is the one that has settled to 0.001 of the distance after
    /// `duration` (see `SpringCurve`), and which last `duration`.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                               options: AnimationOptions = [], animations: () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        run(.init(duration: duration, delay: delay, spring: (Double(dampingRatio), Double(velocity)), options: options),
            animations, completion)
    }

    /// Animates the changes along a spring given by how long it takes to look settled
    /// and how much it bounces, like
    /// `UIView.animate(springDuration:bounce:initialSpringVelocity:delay:options:animations:completion:)`
    /// (iOS 17), as SwiftUI's `Spring(duration:bounce:)` defines the spring: mass 1,
    /// stiffness (2π / duration)², damping ratio 1 − bounce (0 settles without
    /// overshoot, towards 1 oscillates more; a negative bounce, down to −1, is
    /// overdamped with ratio 1 / (1 + bounce)). Each layer gets a `SpringAnimation` of
    /// that spring lasting its `settlingDuration`.
    public static func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0,
                               initialSpringVelocity: CGFloat = 0, delay: TimeInterval = 0,
                               options: AnimationOptions = [], animations: () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        let bounce = min(1, max(-1, Double(bounce)))
        let ratio = bounce >= 0 ? 1 - bounce : 1 / max(0.0001, 1 + bounce)
        let stiffness = duration > 0 ? pow(2 * Double.pi / duration, 2) : 0
        let velocity = Double(initialSpringVelocity)
        let settling = duration > 0
            ? SpringCurve(mass: 1, stiffness: stiffness, damping: 2 * ratio * stiffness.squareRoot(), initialVelocity: velocity)
                .settlingTime
            : 0
        var parameters = AnimationContext.Parameters(duration: settling, delay: delay, spring: (ratio, velocity), options: options)
        parameters.springStiffness = stiffness
        run(parameters, animations, completion)
    }

    /// Repeats the animations `animations` makes `count` times (a fraction plays part of
    /// the last), running each forwards then backwards when `autoreverses`, like
    /// `UIView.modifyAnimations(withRepeatCount:autoreverses:animations:)` (iOS 13). Call
    /// it inside an animation block: its animations keep the block's duration, curve
    /// and completion. Outside one, as UIKit requires one, the changes are made without
    /// animation and the call is reported.
    public static func modifyAnimations(withRepeatCount count: CGFloat, autoreverses: Bool, animations: () -> Void) {
        guard let outer = AnimationContext.stack.last, var parameters = outer.parameters else {
            if AnimationContext.stack.isEmpty {
                Diagnostics.report("modifyAnimations(withRepeatCount:autoreverses:animations:) outside an animation block: the changes are made without animation")
            }
            return animations()
        }
        parameters.repeatCount = Float(count)
        parameters.autoreverses = autoreverses
        AnimationContext.stack.append(AnimationContext(parameters: parameters, sharingBlockOf: outer))
        animations()
        AnimationContext.stack.removeLast()
    }

    /// The duration of the animation block running now, like
    /// `UIView.inheritedAnimationDuration`; 0 outside one (and inside
    /// `performWithoutAnimation`).
    public static var inheritedAnimationDuration: TimeInterval {
        AnimationContext.stack.last?.animatingParameters?.duration ?? 0
    }

    /// Runs `actionsWithoutAnimation` with animation off, even inside an animation
    /// block, like `UIView.performWithoutAnimation(_:)`.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        AnimationContext.stack.append(AnimationContext(parameters: nil, completion: nil))
        actionsWithoutAnimation()
        AnimationContext.stack.removeLast()
    }

    /// Whether animation blocks animate, like `UIView.areAnimationsEnabled`.
    public static var areAnimationsEnabled: Bool {
        get { animationsEnabled }
        set { animationsEnabled = newValue }
    }

    /// Turns animation blocks on or off, like `UIView.setAnimationsEnabled(_:)`.
    public static func setAnimationsEnabled(_ enabled: Bool) { animationsEnabled = enabled }

    private static var animationsEnabled = true

    /// Runs `animations` as a block of `duration` seconds at an even pace, unaffected by
    /// an enclosing block, and returns its context: a `ViewPropertyAnimator` then takes
    /// over the animations it added.
    static func runAnimationBlock(duration: TimeInterval, _ animations: () -> Void) -> AnimationContext {
        run(.init(duration: duration, delay: 0, spring: nil, options: [.curveLinear, .overrideInheritedOptions]),
            animations, nil)
    }

    /// Runs a block in a new context; a nested block inherits its enclosing block's
    /// duration and curve unless its options say otherwise, as UIKit documents.
    @discardableResult
    private static func run(_ requested: AnimationContext.Parameters, _ animations: () -> Void,
                            _ completion: ((Bool) -> Void)?) -> AnimationContext {
        var parameters = requested
        if let outer = AnimationContext.stack.last(where: { $0.parameters != nil })?.parameters,
           !requested.options.contains(.overrideInheritedOptions) {
            if !requested.options.contains(.overrideInheritedDuration) { parameters.duration = outer.duration }
            if !requested.options.contains(.overrideInheritedCurve) {
                parameters.spring = outer.spring
                parameters.springStiffness = outer.springStiffness
                parameters.options = parameters.options.subtracting(.curveLinear).union(outer.options.intersection(.curveLinear))
            }
        }
        let context = AnimationContext(parameters: parameters, completion: completion)
        AnimationContext.stack.append(context)
        animations()
        if parameters.options.contains(.layoutSubviews) {
            for view in context.resizedViews { view.layoutIfNeeded() }
        }
        AnimationContext.stack.removeLast()
        context.finish()
        return context
    }

    /// An animatable property of the view's layer changed from `old` (`key` is Core
    /// Animation's name for it): inside an animation block the layer runs its action
    /// for the change. Outside one there is nothing to look up, as the view's action
    /// is `NSNull` there.
    func layerPropertyDidChange(_ key: String, from old: Any?) {
        guard let context = AnimationContext.stack.last else { return }
        context.viewDidChange(self, key: key, from: old)
        layer.propertyDidChange(key, from: old)
    }
}
