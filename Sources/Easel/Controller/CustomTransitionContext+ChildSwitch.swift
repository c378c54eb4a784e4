import Foundation

extension CustomTransitionContext {
    /// A child's view and its controller, one side of a container controller's switch.
    typealias Child = (controller: ViewController, view: View)

    /// The context of a container controller's switch from one child's view to another's
    /// in `container` (a navigation push or pop, a tab switch), as UIKit sets it up: the
    /// outgoing view starts at its frame and ends at `.zero`, the incoming one starts at
    /// `.zero` and ends at `restingFrame`; `presentationStyle` is `.none`.
    ///
    /// A cancel runs `restore` once (the container puts its own state back and reverses
    /// the appearance transitions). The end removes the view that leaves (the incoming
    /// one when cancelled), calls `detach` (the container forgets the transition), ends
    /// `coordinator`, ends the appearance transitions (the controller that disappears
    /// first, as in UIKit's own switches), then calls `settle` with the outcome and the
    /// controller that is shown.
    convenience init(switchingIn container: View, from outgoing: Child, to incoming: Child, restingFrame: CGRect,
                     coordinator: ViewControllerTransitionCoordinator, restore: @escaping () -> Void,
                     detach: @escaping () -> Void, settle: @escaping (_ completed: Bool, _ shown: ViewController) -> Void) {
        var restored = false
        let restoreOnce = {
            guard !restored else { return }
            restored = true
            restore()
        }
        self.init(
            container: container, style: .none,
            from: .init(controller: outgoing.controller, view: outgoing.view, initialFrame: outgoing.view.frame,
                        finalFrame: .zero),
            to: .init(controller: incoming.controller, view: incoming.view, initialFrame: .zero, finalFrame: restingFrame),
            cancellation: restoreOnce
        ) { completed in
            if !completed { restoreOnce() }
            (completed ? outgoing.view : incoming.view).removeFromSuperview()
            detach()
            coordinator.end(cancelled: !completed)
            let (leaving, shown) = completed ? (outgoing.controller, incoming.controller)
                                             : (incoming.controller, outgoing.controller)
            leaving.endAppearanceTransition()
            shown.endAppearanceTransition()
            settle(completed, shown)
        }
    }
}
