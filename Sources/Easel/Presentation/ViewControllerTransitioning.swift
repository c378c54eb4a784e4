import Foundation

/// A transition's two controllers, as a context names them, like
/// `UITransitionContextViewControllerKey`.
public struct TransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The controller shown when the transition starts, like `.from`.
    public static let from = TransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller shown when it ends, like `.to`.
    public static let to = TransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// A transition's two views, as a context names them, like `UITransitionContextViewKey`.
public struct TransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The view leaving, like `.from`.
    public static let from = TransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view arriving, like `.to`.
    public static let to = TransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What a custom transition's animator is given, like
/// `UIViewControllerContextTransitioning`: the container to animate in, the two
/// controllers and their views, their frames, and `completeTransition(_:)`, which the
/// animator must call when its animations end.
@preconcurrency @MainActor
public protocol ViewControllerContextTransitioning: AnyObject {
    /// The view the transition happens in, like `containerView`: the animator adds the
    /// arriving view to it.
    var containerView: View { get }
    /// Whether the transition is animated, like `isAnimated`.
    var isAnimated: Bool { get }
    /// Whether a gesture drives it, like `isInteractive`.
    var isInteractive: Bool { get }
    /// Whether it was cancelled, like `transitionWasCancelled`.
    var transitionWasCancelled: Bool { get }
    /// The presentation style of a presentation or dismissal, like `presentationStyle`
    /// (`.none` for a navigation controller's push or pop).
    var presentationStyle: ModalPresentationStyle { get }
    /// The rotation the transition applies, like `targetTransform` (none here).
    var targetTransform: Transform { get }
    /// The controller for `key`, like `viewController(forKey:)`.
    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?
    /// The view for `key`, like `view(forKey:)`: `nil` for a view the transition does
    /// not move (the presenting view of a presentation that leaves it on screen).
    func view(forKey key: TransitionContextViewKey) -> View?
    /// Where `controller`'s view is when the transition starts, like `initialFrame(for:)`
    /// (`.zero` for a view not yet on screen).
    func initialFrame(for controller: ViewController) -> CGRect
    /// Where `controller`'s view is when it ends, like `finalFrame(for:)` (`.zero` for
    /// a view leaving the screen).
    func finalFrame(for controller: ViewController) -> CGRect
    /// Ends the transition, like `completeTransition(_:)`: `false` when it was
    /// cancelled, which leaves the controllers where they were.
    func completeTransition(_ didComplete: Bool)
    /// How far a driven transition has come, like `updateInteractiveTransition(_:)`.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// The driven transition will complete, like `finishInteractiveTransition()`.
    func finishInteractiveTransition()
    /// The driven transition will be cancelled, like `cancelInteractiveTransition()`.
    func cancelInteractiveTransition()
    /// The driven transition stops where it is, like `pauseInteractiveTransition()`.
    func pauseInteractiveTransition()
}

/// The object that animates a custom transition, like
/// `UIViewControllerAnimatedTransitioning`.
@preconcurrency @MainActor
public protocol ViewControllerAnimatedTransitioning: AnyObject {
    /// How long the transition lasts, like `transitionDuration(using:)`.
    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> TimeInterval
    /// Runs the transition's animations, like `animateTransition(using:)`; they end with
    /// `transitionContext.completeTransition(_:)`.
    func animateTransition(using transitionContext: any ViewControllerContextTransitioning)
    /// The transition ended, like `animationEnded(_:)` (empty by default).
    func animationEnded(_ transitionCompleted: Bool)
}

extension ViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// The object that drives a transition from a gesture, like
/// `UIViewControllerInteractiveTransitioning`.
@preconcurrency @MainActor
public protocol ViewControllerInteractiveTransitioning: AnyObject {
    /// Starts driving the transition, like `startInteractiveTransition(_:)`.
    func startInteractiveTransition(_ transitionContext: any ViewControllerContextTransitioning)
    /// How fast the rest runs once the gesture lets go, like `completionSpeed` (1).
    var completionSpeed: CGFloat { get }
    /// The curve of the rest, like `completionCurve` (`.easeInOut`).
    var completionCurve: View.AnimationCurve { get }
    /// Whether the transition starts driven, like `wantsInteractiveStart` (`true`).
    var wantsInteractiveStart: Bool { get }
}

extension ViewControllerInteractiveTransitioning {
    public var completionSpeed: CGFloat { 1 }
    public var completionCurve: View.AnimationCurve { .easeInOut }
    public var wantsInteractiveStart: Bool { true }
}

/// The object a presented controller asks for its transitions, like
/// `UIViewControllerTransitioningDelegate` (`ViewController.transitioningDelegate`).
/// Every method has a default that returns `nil`: UIKit's own transition, and for the
/// `.custom` style a plain `PresentationController`.
///
/// The animators are used for animated presentations and dismissals of the styles
/// that are not sheets. Easel has no gestures that drive a transition: an
/// interaction controller is not asked for, and the animator's animations run to
/// their end.
@preconcurrency @MainActor
public protocol ViewControllerTransitioningDelegate: NSObjectProtocol {
    /// The animator of the presentation, like
    /// `animationController(forPresented:presenting:source:)`.
    func animationController(forPresented presented: ViewController, presenting: ViewController,
                             source: ViewController) -> (any ViewControllerAnimatedTransitioning)?
    /// The animator of the dismissal, like `animationController(forDismissed:)`.
    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)?
    /// The driver of an interactive presentation, like
    /// `interactionControllerForPresentation(using:)`.
    func interactionControllerForPresentation(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)?
    /// The driver of an interactive dismissal, like
    /// `interactionControllerForDismissal(using:)`.
    func interactionControllerForDismissal(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)?
    /// The presentation controller of a `.custom` presentation, like
    /// `presentationController(forPresented:presenting:source:)`.
    func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                source: ViewController) -> PresentationController?
}

extension ViewControllerTransitioningDelegate {
    public func animationController(forPresented presented: ViewController, presenting: ViewController,
                                    source: ViewController) -> (any ViewControllerAnimatedTransitioning)? { nil }
    public func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? { nil }
    public func interactionControllerForPresentation(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)? { nil }
    public func interactionControllerForDismissal(using animator: any ViewControllerAnimatedTransitioning)
        -> (any ViewControllerInteractiveTransitioning)? { nil }
    public func presentationController(forPresented presented: ViewController, presenting: ViewController?,
                                       source: ViewController) -> PresentationController? { nil }
}
