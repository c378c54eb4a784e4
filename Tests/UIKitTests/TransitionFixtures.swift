import UIKit

// The screens and the animator that the custom transition tests of navigation and tab bar
// controllers share.

/// What the screens, the container's delegate and the animators hear, in order.
@MainActor
final class TransitionTrace {
    var entries: [String] = []
}

/// A screen of one color that logs its appearance callbacks.
final class ColorScreen: UIViewController {
    let trace: TransitionTrace
    let color: UIColor
    /// What the transition coordinator said in `viewWillAppear`.
    var coordinatorInWillAppear: (duration: TimeInterval, interactive: Bool)?

    init(_ name: String, _ color: UIColor, trace: TransitionTrace) {
        self.trace = trace
        self.color = color
        super.init(nibName: nil, bundle: nil)
        title = name
    }

    required init?(coder: NSCoder) { fatalError() }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        trace.entries.append("\(title!) willAppear")
        coordinatorInWillAppear = transitionCoordinator.map { coordinator in
            (duration: coordinator.transitionDuration, interactive: coordinator.isInteractive)
        }
    }

    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); note("didAppear") }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); note("willDisappear") }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); note("didDisappear") }

    private func note(_ callback: String) { trace.entries.append("\(title!) \(callback)") }
}

/// The two controllers and views a transition's context gives its animator.
struct TransitionParts {
    let from: UIViewController
    let to: UIViewController
    let fromView: UIView
    let toView: UIView

    @MainActor
    init?(_ context: UIViewControllerContextTransitioning, trace: TransitionTrace) {
        guard let from = context.viewController(forKey: .from), let to = context.viewController(forKey: .to),
              let fromView = context.view(forKey: .from), let toView = context.view(forKey: .to) else { return nil }
        (self.from, self.to, self.fromView, self.toView) = (from, to, fromView, toView)
        trace.entries.append("animate \(from.title!) to \(to.title!) interactive:\(context.isInteractive)")
    }
}

/// Fades the incoming view in over the outgoing one, in 0.4 s at an even pace, and
/// records what the context gave it.
final class FadeAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let trace: TransitionTrace
    var completes = true
    /// The context's frames: initial (from, to), final (from, to).
    var frames: [CGRect] = []
    var containerHeldFromViewOnly = false
    var contextStyleIsNone = false

    init(_ trace: TransitionTrace) { self.trace = trace }

    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let parts = TransitionParts(transitionContext, trace: trace) else { return }
        let container = transitionContext.containerView, toView = parts.toView
        frames = [transitionContext.initialFrame(for: parts.from), transitionContext.initialFrame(for: parts.to),
                  transitionContext.finalFrame(for: parts.from), transitionContext.finalFrame(for: parts.to)]
        containerHeldFromViewOnly = parts.fromView.superview === container && toView.superview == nil
        contextStyleIsNone = transitionContext.presentationStyle == .none
        toView.frame = transitionContext.finalFrame(for: parts.to)
        toView.alpha = 0
        container.addSubview(toView)
        UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: .curveLinear,
                       animations: { toView.alpha = 1 },
                       completion: { _ in transitionContext.completeTransition(self.completes) })
    }

    func animationEnded(_ transitionCompleted: Bool) { trace.entries.append("animationEnded \(transitionCompleted)") }
}
