import Foundation

/// Describes a transition to the controllers taking part in it and runs work alongside
/// it, like `UIViewControllerTransitionCoordinator`; each block receives the
/// coordinator itself, which answers what UIKit's
/// `UIViewControllerTransitionCoordinatorContext` does.
///
/// Easel makes one for every controller transition: a navigation controller's push or
/// pop, a presentation or dismissal, and a window size change. From the start of the
/// transition (before the will-appearance callbacks, and for a push or pop as soon as
/// `pushViewController`/`popViewController` returns) until its completion blocks have
/// run, `ViewController.transitionCoordinator` returns it.
///
/// The alongside blocks run when the transition starts moving views (after the
/// will-appearance callbacks, so blocks registered there run with it), in one
/// animation block with the transition's timing: UIKit's transition spring for the
/// built-in slides and fades, a custom animator's `transitionDuration(using:)` with
/// the default curve. A transition that is not animated, and a window size change
/// (Easel does not animate it), runs them without animation. A block registered once
/// they have run runs at once, in the same kind of block. The completion blocks run
/// when the transition ends, before the did-appearance callbacks, as UIKit's transition
/// context runs them when it completes; a block registered after that is refused
/// (`false`).
@preconcurrency @MainActor
public final class ViewControllerTransitionCoordinator {
    /// How the alongside blocks animate.
    enum Timing {
        /// Without animation.
        case immediate
        /// Along UIKit's transition spring (the built-in transitions).
        case transitionSpring
        /// For this long, with the default curve (a custom animator's duration).
        case curve(TimeInterval)
    }

    /// A controller taking part, with the view the transition moves for it (if any).
    struct Participant {
        weak var controller: ViewController?
        weak var view: View?
    }

    /// Whether the transition is animated, like `isAnimated`.
    public var isAnimated: Bool {
        if case .immediate = timing { return false }
        return true
    }
    /// The length of the transition in seconds, like `transitionDuration`: UIKit's 0.35
    /// for its built-in animated transitions, the animator's for a custom one, 0 when
    /// not animated.
    public var transitionDuration: TimeInterval {
        switch timing {
        case .immediate: 0
        case .transitionSpring: TransitionSpring.reportedDuration
        case .curve(let duration): duration
        }
    }
    /// Whether a gesture drives the transition now, like `isInteractive`: from the
    /// start of the navigation controller's swipe back until the finger lifts.
    public private(set) var isInteractive = false
    /// Whether a gesture drove the transition from its start, like
    /// `initiallyInteractive`.
    public private(set) var initiallyInteractive = false
    /// How far the gesture has taken the transition (0…1), like `percentComplete`;
    /// 0 for a transition no gesture drives.
    public internal(set) var percentComplete: CGFloat = 0
    /// Whether the transition was cancelled (it leaves the controllers where they were),
    /// like `isCancelled`.
    public private(set) var isCancelled = false
    /// The view the transition happens in, like `containerView` (held weakly, so that
    /// a window dropped mid-transition is freed: once it is gone this is an empty view
    /// outside any window).
    public internal(set) var containerView: View {
        get { container ?? View(frame: .zero) }
        set { container = newValue }
    }
    /// The rotation the transition applies to the container, like `targetTransform`:
    /// none (a window's size change in Easel is not a rotation of its content).
    public var targetTransform: Transform { .identity }

    /// How the alongside blocks animate; known for sure when the transition starts.
    var timing: Timing
    private weak var container: View?
    private var from = Participant()
    private var to = Participant()
    /// The controllers whose `transitionCoordinator` this is.
    private var attached: [WeakController] = []
    private var alongsideAnimations: [(ViewControllerTransitionCoordinator) -> Void] = []
    private var completions: [(ViewControllerTransitionCoordinator) -> Void] = []
    private var interactionHandlers: [(ViewControllerTransitionCoordinator) -> Void] = []
    private var hasStarted = false
    private var hasEnded = false

    init(timing: Timing, containerView: View) {
        self.timing = timing
        container = containerView
    }

    /// The controller for `key`, like `viewController(forKey:)`.
    public func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
        key == .from ? from.controller : key == .to ? to.controller : nil
    }

    /// The view the transition moves for `key`, like `view(forKey:)`: `nil` for a view
    /// it leaves where it is (the presenting view of a presentation that keeps it on
    /// screen).
    public func view(forKey key: TransitionContextViewKey) -> View? {
        key == .from ? from.view : key == .to ? to.view : nil
    }

    /// Registers work to run with the transition and after it, like
    /// `animate(alongsideTransition:completion:)`. Returns `false`, as UIKit does, when
    /// the transition has ended and the blocks will not run.
    @discardableResult
    public func animate(alongsideTransition animation: ((ViewControllerTransitionCoordinator) -> Void)?,
                        completion: ((ViewControllerTransitionCoordinator) -> Void)? = nil) -> Bool {
        guard !hasEnded else { return false }
        if let completion { completions.append(completion) }
        guard let animation else { return true }
        if hasStarted {
            runAnimated { animation(self) }
        } else {
            alongsideAnimations.append(animation)
        }
        return true
    }

    /// Registers work for a view outside the container, like
    /// `animateAlongsideTransition(in:animation:completion:)`: the same as
    /// `animate(alongsideTransition:completion:)` (Easel animates any view).
    @discardableResult
    public func animateAlongsideTransition(in view: View?,
                                           animation: ((ViewControllerTransitionCoordinator) -> Void)?,
                                           completion: ((ViewControllerTransitionCoordinator) -> Void)? = nil) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// Registers a block for the moment the gesture driving the transition lets go,
    /// like `notifyWhenInteractionChanges(_:)`: it runs when the finger lifts, with
    /// `isInteractive` false and `isCancelled` telling whether the transition goes back,
    /// before the cancelled transition's `viewWillDisappear`/`viewWillAppear`, as Apple
    /// documents. A transition no gesture drives never runs it.
    public func notifyWhenInteractionChanges(_ handler: @escaping (ViewControllerTransitionCoordinator) -> Void) {
        guard isInteractive else { return }
        interactionHandlers.append(handler)
    }

    /// The same as `notifyWhenInteractionChanges(_:)`, like the deprecated
    /// `notifyWhenInteractionEnds(_:)`.
    @available(*, deprecated, renamed: "notifyWhenInteractionChanges(_:)")
    public func notifyWhenInteractionEnds(_ handler: @escaping (ViewControllerTransitionCoordinator) -> Void) {
        notifyWhenInteractionChanges(handler)
    }

    // MARK: The transition's steps

    /// A gesture drives the transition from its start.
    func beginInteraction() {
        isInteractive = true
        initiallyInteractive = true
    }

    /// The gesture let go: the transition finishes, or goes back when `cancelled`.
    func endInteraction(cancelled: Bool) {
        guard isInteractive else { return }
        isInteractive = false
        isCancelled = cancelled
        let handlers = interactionHandlers
        interactionHandlers.removeAll()
        for handler in handlers { handler(self) }
    }

    /// Names the two sides of the transition.
    func setParticipants(from: Participant, to: Participant) {
        self.from = from
        self.to = to
    }

    /// Makes this the `transitionCoordinator` of `controllers` until the transition ends.
    func attach(to controllers: [ViewController]) {
        for controller in controllers {
            controller.transitionCoordinatorStorage = self
            attached.append(WeakController(controller: controller))
        }
    }

    /// The transition starts moving views: the alongside blocks run, in one animation
    /// block with its timing.
    func runAlongsideAnimations() {
        guard !hasStarted else { return }
        hasStarted = true
        let blocks = alongsideAnimations
        alongsideAnimations.removeAll()
        guard !blocks.isEmpty else { return }
        runAnimated { for block in blocks { block(self) } }
    }

    /// The transition ended (`cancelled` when it left the controllers where they were):
    /// the alongside blocks not run yet run (a transition cut short), then the
    /// completion blocks; the controllers no longer report this coordinator.
    func end(cancelled: Bool = false) {
        guard !hasEnded else { return }
        runAlongsideAnimations()
        isCancelled = cancelled
        hasEnded = true
        let blocks = completions
        completions.removeAll()
        for block in blocks { block(self) }
        for entry in attached where entry.controller?.transitionCoordinatorStorage === self {
            entry.controller?.transitionCoordinatorStorage = nil
        }
        attached.removeAll()
    }

    private func runAnimated(_ changes: () -> Void) {
        switch timing {
        case .immediate:
            View.performWithoutAnimation(changes)
        case .transitionSpring:
            // A critically damped spring that settles to UIKit's epsilon when the
            // transition's spring does is that spring: the views move in step.
            View.animate(withDuration: TransitionSpring.uiKit.settlingDuration, delay: 0, usingSpringWithDamping: 1,
                         initialSpringVelocity: 0, options: [], animations: changes)
        case .curve(let duration):
            View.animate(withDuration: duration, animations: changes)
        }
    }
}

/// A controller held weakly, to let a coordinator outlive what it coordinated.
private struct WeakController {
    weak var controller: ViewController?
}
