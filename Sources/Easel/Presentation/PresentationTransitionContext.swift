import Foundation

/// The context a custom presentation or dismissal gives its animator (see
/// `ViewControllerTransitioningDelegate`): the container, the two controllers and the
/// views the transition moves, with their frames. `completeTransition(_:)` hands the
/// outcome back to the presentation once.
final class PresentationTransitionContext: ViewControllerContextTransitioning {
    /// A controller of the transition, with the view it moves (if any) and its frames.
    struct Side {
        let controller: ViewController
        let view: View?
        let initialFrame: CGRect
        let finalFrame: CGRect
    }

    let containerView: View
    let isAnimated = true
    let isInteractive = false
    private(set) var transitionWasCancelled = false
    let presentationStyle: ModalPresentationStyle
    let targetTransform = Transform.identity
    private let from: Side
    private let to: Side
    /// What the presentation does with the outcome; `nil` once it has been given.
    var outcomeHandler: ((Bool) -> Void)?

    init(container: View, style: ModalPresentationStyle, from: Side, to: Side, outcome: @escaping (Bool) -> Void) {
        containerView = container
        presentationStyle = style
        self.from = from
        self.to = to
        outcomeHandler = outcome
    }

    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? {
        key == .from ? from.controller : key == .to ? to.controller : nil
    }

    func view(forKey key: TransitionContextViewKey) -> View? {
        key == .from ? from.view : key == .to ? to.view : nil
    }

    func initialFrame(for controller: ViewController) -> CGRect {
        [from, to].first { $0.controller === controller }?.initialFrame ?? .zero
    }

    func finalFrame(for controller: ViewController) -> CGRect {
        [from, to].first { $0.controller === controller }?.finalFrame ?? .zero
    }

    func completeTransition(_ didComplete: Bool) {
        guard let outcome = outcomeHandler else {
            return Trace.diagnostic("completeTransition(_:) was called again for a transition that has ended")
        }
        outcomeHandler = nil
        if !didComplete { transitionWasCancelled = true }
        outcome(didComplete)
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() {}
    func cancelInteractiveTransition() { transitionWasCancelled = true }
    func pauseInteractiveTransition() {}
}
