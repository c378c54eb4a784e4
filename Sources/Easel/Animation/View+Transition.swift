import EaselGraphics
import Foundation

/// UIKit's view transitions: a change of a view's content shown by a cross dissolve,
/// a flip or a page curl instead of at once.
extension View {
    /// Shows the changes `animations` makes to `view` (its content, its subviews)
    /// through the transition `options` selects, like
    /// `UIView.transition(with:duration:options:animations:completion:)`.
    ///
    /// As Core Animation's transitions do, the old content is what the screen shows
    /// when the call is made (the view's area of the window's last frame, a bounding
    /// box for a rotated view), laid over the view as a layer while the new content
    /// shows under it, and removed when the transition ends:
    /// - `.transitionCrossDissolve` fades the old content out over the new one, which
    ///   for opaque content is Core Animation's fade exactly;
    /// - flips (`.transitionFlipFromLeft`, `…Right`, `…Top`, `…Bottom`) are drawn flat,
    ///   without perspective: the view narrows to its centre line showing the old
    ///   content, then widens from it showing the new (vertically for top and bottom);
    /// - curls are drawn flat: `.transitionCurlUp` lifts the old content off from its
    ///   bottom edge upwards, `.transitionCurlDown` uncovers the new content from the
    ///   top edge downwards.
    ///
    /// The whole transition follows the options' curve (ease in, ease out by default).
    /// The changes themselves do not animate. Without a transition option, with a
    /// duration of zero or less, animations off, or a view not on screen, the changes
    /// show at once and the completion runs at the next turn of the run loop, as in
    /// UIKit; otherwise after the frame that shows the end, `finished` false when the
    /// transition was removed before it.
    public static func transition(with view: View, duration: TimeInterval, options: AnimationOptions = [],
                                  animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        let style = TransitionStyle(options)
        let snapshot = style != nil && duration > 0 && duration.isFinite && areAnimationsEnabled
            ? view.snapshotOfScreen() : nil
        performWithoutAnimation { animations?() }
        guard let style, let snapshot else {
            return AnimationContext(parameters: nil, completion: completion).finish()
        }
        let cover = Layer()
        cover.name = "transition"
        cover.contents = snapshot
        cover.frame = view.bounds
        cover.masksToBounds = true
        let block = AnimationBlock(allowsUserInteraction: options.contains(.allowUserInteraction)) { finished in
            cover.removeFromSuperlayer()
            completion?(finished)
        }
        let animations = style.animations(of: cover, on: view.layer)
        view.layer.addSublayer(cover)
        for (layer, animation) in animations {
            animation.duration = duration
            animation.timingFunction = options.timingFunction
            animation.fillMode = .both
            animation.delegate = block
            layer.add(animation, forKey: "transition")
        }
    }

    /// Replaces `fromView` by `toView` in `fromView`'s superview through the transition
    /// `options` selects, like `UIView.transition(from:to:duration:options:completion:)`:
    /// `toView` takes `fromView`'s place among its siblings and `fromView` leaves, or,
    /// with `.showHideTransitionViews`, `fromView` is hidden and `toView` shown. The
    /// superview shows the transition (see `transition(with:duration:options:animations:completion:)`);
    /// without one, the views change places at once.
    public static func transition(from fromView: View, to toView: View, duration: TimeInterval,
                                  options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        let replace = {
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if let container = fromView.superview {
                container.insertSubview(toView, aboveSubview: fromView)
                fromView.removeFromSuperview()
            }
        }
        guard let container = fromView.superview else {
            replace()
            return AnimationContext(parameters: nil, completion: completion).finish()
        }
        transition(with: container, duration: duration, options: options, animations: replace, completion: completion)
    }

    /// What the screen shows of the view now: its area (a bounding box under a
    /// rotation) of its window's last frame, at the window's scale; `nil` off screen.
    private func snapshotOfScreen() -> Image? {
        layer.snapshotOfScreen()?.image
    }
}

/// The transitions of `View.AnimationOptions`, drawn flat.
private enum TransitionStyle {
    case crossDissolve
    /// Turning over around the vertical centre line (`horizontal`) or the horizontal one.
    case flip(horizontal: Bool)
    /// The old content lifting off upwards (`up`) or the new coming down.
    case curl(up: Bool)

    /// The transition the options' transition bits select; `nil` for none.
    init?(_ options: View.AnimationOptions) {
        switch (options.rawValue >> 20) & 0x7 {
        case 1, 2: self = .flip(horizontal: true)
        case 3: self = .curl(up: true)
        case 4: self = .curl(up: false)
        case 5: self = .crossDissolve
        case 6, 7: self = .flip(horizontal: false)
        default: return nil
        }
    }

    /// The animations that show the transition, for `cover` (the old content, not in
    /// the tree yet, whose model values it sets to their ends) and the view's `layer`.
    @MainActor
    func animations(of cover: Layer, on layer: Layer) -> [(Layer, PropertyAnimation)] {
        switch self {
        case .crossDissolve:
            cover.opacity = 0
            return [(cover, Self.keyframes("opacity", [1, 0], at: [0, 1]))]
        case .flip(let horizontal):
            let axis = horizontal ? "transform.scale.x" : "transform.scale.y"
            let scale = layer.value(forKeyPath: axis) as? CGFloat ?? 1
            cover.opacity = 0
            return [(layer, Self.keyframes(axis, [scale, 0, scale], at: [0, 0.5, 1])),
                    (cover, Self.keyframes("opacity", [1, 1, 0, 0], at: [0, 0.5, 0.5, 1]))]
        case .curl(let up):
            let full = cover.bounds
            cover.anchorPoint = CGPoint(x: 0.5, y: up ? 0 : 1)
            cover.position = CGPoint(x: full.midX, y: up ? full.minY : full.maxY)
            cover.contentsGravity = up ? .top : .bottom
            cover.bounds.size.height = 0
            return [(cover, Self.keyframes("bounds.size.height", [full.height, 0], at: [0, 1]))]
        }
    }

    @MainActor
    private static func keyframes(_ keyPath: String, _ values: [CGFloat], at times: [Double]) -> KeyframeAnimation {
        let animation = KeyframeAnimation(keyPath: keyPath)
        animation.values = values
        animation.keyTimes = times.map { NSNumber(value: $0) }
        return animation
    }
}
