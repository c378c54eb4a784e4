import Foundation

/// UIKit's block-based animation API.
extension View {
    /// Animates the changes `animations` makes to views in windows, like
    /// `UIView.animate(withDuration:delay:options:animations:completion:)`.
    ///
    /// The model values change at once; the screen follows the curve frame by frame
    /// from the old values. Animatable: `frame`, `bounds`, `center`, `transform`,
    /// `alpha`, `backgroundColor` and the layer's corner radius, border and shadow.
    /// Frames set by a `layoutIfNeeded()` called in the block animate too (Auto
    /// Layout's `constant` change then `layoutIfNeeded()` in the block). The
    /// completion runs after the frame that shows the end, with `finished` false when
    /// an animation was removed before its end; when nothing animates it runs at the
    /// next turn of the run loop. A duration of zero or less changes the values at once.
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
    /// `velocity` 1 is the whole distance per second. The spring is the one that has
    /// settled to 0.001 of the distance after `duration` (see `SpringCurve`), and the
    /// animation lasts `duration`.
    public static func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                               usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                               options: AnimationOptions = [], animations: () -> Void,
                               completion: ((Bool) -> Void)? = nil) {
        run(.init(duration: duration, delay: delay, spring: (Double(dampingRatio), Double(velocity)), options: options),
            animations, completion)
    }

    /// Runs `actionsWithoutAnimation` with animation off, even inside an animation
    /// block, like `UIView.performWithoutAnimation(_:)`.
    public static func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        let context = AnimationContext(parameters: nil)
        AnimationContext.stack.append(context)
        actionsWithoutAnimation()
        AnimationContext.stack.removeLast()
        context.finish(completion: nil)
    }

    /// Whether animation blocks animate, like `UIView.areAnimationsEnabled`.
    public static var areAnimationsEnabled: Bool {
        get { animationsEnabled }
        set { animationsEnabled = newValue }
    }

    /// Turns animation blocks on or off, like `UIView.setAnimationsEnabled(_:)`.
    public static func setAnimationsEnabled(_ enabled: Bool) { animationsEnabled = enabled }

    private static var animationsEnabled = true

    /// Runs a block in a new context; a nested block inherits its enclosing block's
    /// duration and curve unless its options say otherwise, as UIKit documents.
    private static func run(_ requested: AnimationContext.Parameters, _ animations: () -> Void,
                            _ completion: ((Bool) -> Void)?) {
        var parameters = requested
        if let outer = AnimationContext.stack.last(where: { $0.parameters != nil })?.parameters,
           !requested.options.contains(.overrideInheritedOptions) {
            if !requested.options.contains(.overrideInheritedDuration) { parameters.duration = outer.duration }
            if !requested.options.contains(.overrideInheritedCurve) {
                parameters.spring = outer.spring
                parameters.options = parameters.options.subtracting(.curveLinear).union(outer.options.intersection(.curveLinear))
            }
        }
        let context = AnimationContext(parameters: parameters)
        AnimationContext.stack.append(context)
        animations()
        if parameters.options.contains(.layoutSubviews) {
            for (view, old) in context.snapshots where view.bounds.size != old.bounds.size { view.layoutIfNeeded() }
        }
        AnimationContext.stack.removeLast()
        context.finish(completion: completion)
    }

    /// Called before an animatable property of the view or its layer changes: the
    /// innermost animation block records the view's values.
    func animatablePropertyWillChange() {
        AnimationContext.stack.last?.recordBeforeChange(of: self)
    }
}
