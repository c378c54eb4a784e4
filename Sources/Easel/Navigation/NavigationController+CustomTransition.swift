import Foundation

/// Pushes and pops animated by the delegate's animator, as UIKit runs them.
///
/// For an animated push or pop on screen, the deferred transition asks the delegate
/// for an animator (`navigationController(_:animationControllerFor:from:to:)`, with
/// `.push` or `.pop`), and, when it gives one, for an interaction controller
/// (`navigationController(_:interactionControllerFor:)`). Both are asked before the
/// appearance callbacks, as in UIKit, where `transitionCoordinator` already has the
/// animator's `transitionDuration(using:)` and its `isInteractive` in `viewWillAppear`.
/// Then come `viewWillDisappear` for the outgoing controller, `viewWillAppear` for the
/// incoming one, the delegate's `willShow`, and the animator's
/// `animateTransition(using:)` (or the interaction controller's
/// `startInteractiveTransition(_:)`).
///
/// The context (`ViewControllerContextTransitioning`): `containerView` is the
/// navigation controller's transition view, holding the outgoing view (`.from`); the
/// animator adds the incoming view (`.to`), which rests at the incoming controller's
/// `finalFrame(for:)` (the bounds of the transition view, less the bars its controller
/// does not extend under), laid out there. `initialFrame(for:)` is the outgoing view's
/// frame for the outgoing controller and `.zero` for the incoming one;
/// `finalFrame(for:)` is `.zero` for the outgoing controller, whose view leaves, as
/// UIKit documents. `presentationStyle` is `.none`.
///
/// `completeTransition(true)` removes the outgoing view, then come the coordinator's
/// completions, `viewDidDisappear`, `viewDidAppear`, the delegate's `didShow` and the
/// animator's `animationEnded(true)`. A cancelled transition (`cancelInteractiveTransition()`,
/// or `completeTransition(false)`) puts the stack back as it was (a pushed controller
/// leaves it and its parent, a popped one returns), sends the incoming controller
/// `viewWillDisappear` and the outgoing one `viewWillAppear`; `completeTransition(false)`
/// then removes the incoming view, and the coordinator's completions (`isCancelled`
/// true), `viewDidDisappear`, `viewDidAppear`, `didShow` for the controller that stayed
/// and `animationEnded(false)` follow.
///
/// The swipe back starts the pop as usual; with an animator for it, the animator
/// replaces UIKit's slide and the finger does not drive it (UIKit's edge swipe drives
/// only its own slide); an interaction controller of the delegate's may. A push or pop
/// made while a custom transition runs waits for its end. Not modelled: the navigation
/// bar's items fade along UIKit's slide only; with a custom animator they change at once.
extension NavigationController {
    /// The delegate's animator for showing `incoming` after `outgoing`, with its driver.
    func customAnimation(isPop: Bool, from outgoing: ViewController, to incoming: ViewController)
        -> (animator: any ViewControllerAnimatedTransitioning, driver: (any ViewControllerInteractiveTransitioning)?)? {
        guard let delegate,
              let animator = delegate.navigationController(self, animationControllerFor: isPop ? .pop : .push,
                                                           from: outgoing, to: incoming)
        else { return nil }
        return (animator, delegate.navigationController(self, interactionControllerFor: animator))
    }

    /// Shows `incoming` through `animation`, in place of UIKit's slide (see above).
    func startCustomTransition(_ change: PendingNavigationChange,
                               animation: (animator: any ViewControllerAnimatedTransitioning,
                                           driver: (any ViewControllerInteractiveTransitioning)?),
                               from outgoing: (controller: ViewController, view: View),
                               to incoming: (controller: ViewController, view: View), in window: Window) {
        let coordinator = change.coordinator ?? ViewControllerTransitionCoordinator(timing: .immediate,
                                                                                   containerView: transitionView)
        coordinator.setParticipants(from: .init(controller: outgoing.controller, view: outgoing.view),
                                    to: .init(controller: incoming.controller, view: incoming.view))
        let context = CustomTransitionContext(
            switchingIn: transitionView, from: outgoing, to: incoming, restingFrame: restingFrame(for: incoming.controller),
            coordinator: coordinator,
            restore: { [weak self] in
                guard let self else { return }
                undoStackChange(change)
                shownViewController = outgoing.controller
                incoming.controller.beginAppearanceTransition(false, animated: true)
                outgoing.controller.beginAppearanceTransition(true, animated: true)
                updateNavigationBarItems(fading: false)
            },
            detach: { [weak self] in self?.customTransition = nil }
        ) { [weak self] completed, shown in
            guard let self else { return }
            var settled = change
            if !completed { settled.leaving += change.arriving }
            settleChildren(of: settled)
            delegate?.navigationController(self, didShow: shown, animated: true)
            setNeedsStatusBarAppearanceUpdate()
            // A push or pop made meanwhile starts now.
            if pendingChange != nil { viewIfLoaded?.setNeedsLayout() }
        }
        customTransition = context
        context.prepare(animation.animator, drivenBy: animation.driver, in: window, coordinator: coordinator)

        outgoing.controller.beginAppearanceTransition(false, animated: true)
        incoming.controller.beginAppearanceTransition(true, animated: true)
        delegate?.navigationController(self, willShow: incoming.controller, animated: true)
        shownViewController = incoming.controller
        updateNavigationBarItems(fading: false)
        incoming.view.frame = restingFrame(for: incoming.controller)
        incoming.view.layoutSubtreeIfNeeded()
        context.start()
    }

    /// Puts the stack back as it was before `change`: what it pushed leaves it (and
    /// this controller), what it popped returns.
    private func undoStackChange(_ change: PendingNavigationChange) {
        stack.removeAll { controller in change.arriving.contains { $0 === controller } }
        for controller in change.leaving where !stack.contains(where: { $0 === controller }) {
            stack.append(controller)
            controller.isMovingFromParent = false
        }
        for controller in change.arriving { release(controller) }
    }
}
