import Foundation

/// Tab switches animated by the delegate's animator, as UIKit runs them.
///
/// When the selection changes while the tab bar controller has appeared (a tap, or
/// `selectedIndex` / `selectedViewController` set in code), the delegate is asked for
/// an animator (`tabBarController(_:animationControllerForTransitionFrom:to:)`, with the
/// controllers whose views leave and arrive) and, when it gives one, for an interaction
/// controller (`tabBarController(_:interactionControllerFor:)`). Both are asked before
/// the appearance callbacks, so `transitionCoordinator` already has the animator's
/// `transitionDuration(using:)` in `viewWillAppear`. Then come `viewWillDisappear` for
/// the outgoing controller, `viewWillAppear` for the incoming one, and the animator's
/// `animateTransition(using:)` (or the interaction controller's
/// `startInteractiveTransition(_:)`); for a tap, the delegate's `didSelect` follows.
/// `selectedViewController` and the tab bar's selected item are the incoming ones from
/// the start.
///
/// The context, the one presentations and navigation pushes use: `containerView` is
/// the tab bar controller's transition view, holding the outgoing view (`.from`); the
/// animator adds the incoming view (`.to`). `initialFrame(for:)` is the outgoing view's
/// frame for the outgoing controller and `.zero` for the incoming one;
/// `finalFrame(for:)` is the incoming view's resting frame (the transition view's
/// bounds, less the tab bar when its controller does not extend under it) and `.zero`
/// for the outgoing controller, as UIKit documents. `presentationStyle` is `.none`.
///
/// `completeTransition(true)` removes the outgoing view, then come the coordinator's
/// completions, `viewDidDisappear`, `viewDidAppear` and the animator's
/// `animationEnded(true)`. A cancelled switch (`cancelInteractiveTransition()`, or
/// `completeTransition(false)`) keeps the old tab: the selection and the bar's item go
/// back, the incoming controller gets `viewWillDisappear` and the outgoing one
/// `viewWillAppear`; `completeTransition(false)` removes the incoming view, and the
/// coordinator's completions (`isCancelled` true), `viewDidDisappear`, `viewDidAppear`
/// and `animationEnded(false)` follow. A selection made while the switch runs is shown
/// when it ends.
extension TabBarController {
    /// The delegate's animator for showing `incoming` after `outgoing`, with its driver.
    func customAnimation(from outgoing: ViewController, to incoming: ViewController)
        -> (animator: any ViewControllerAnimatedTransitioning, driver: (any ViewControllerInteractiveTransitioning)?)? {
        guard let delegate,
              let animator = delegate.tabBarController(self, animationControllerForTransitionFrom: outgoing,
                                                       to: incoming)
        else { return nil }
        return (animator, delegate.tabBarController(self, interactionControllerFor: animator))
    }

    /// Shows `incoming` through `animation` (see above); a cancel selects
    /// `previousSelection` again, unless code selected another tab meanwhile.
    func startCustomTransition(_ animation: (animator: any ViewControllerAnimatedTransitioning,
                                             driver: (any ViewControllerInteractiveTransitioning)?),
                               from outgoing: (controller: ViewController, view: View),
                               to incoming: (controller: ViewController, view: View),
                               restoring previousSelection: ViewController, in window: Window) {
        let coordinator = ViewControllerTransitionCoordinator(timing: .immediate, containerView: transitionView)
        coordinator.attach(to: [self])
        coordinator.setParticipants(from: .init(controller: outgoing.controller, view: outgoing.view),
                                    to: .init(controller: incoming.controller, view: incoming.view))
        let selectionAtStart = selected
        let context = CustomTransitionContext(
            switchingIn: transitionView, from: outgoing, to: incoming, restingFrame: restingFrame(for: incoming.controller),
            coordinator: coordinator,
            restore: { [weak self] in
                guard let self else { return }
                // A selection made meanwhile stands; it is shown when the switch ends.
                if selected === selectionAtStart { selected = previousSelection }
                shown = outgoing.controller
                tabBar.selectedItem = outgoing.controller.tabBarItem
                incoming.controller.beginAppearanceTransition(false, animated: true)
                outgoing.controller.beginAppearanceTransition(true, animated: true)
            },
            detach: { [weak self] in self?.customTransition = nil }
        ) { [weak self] _, _ in
            guard let self else { return }
            updateContentOverlayInsets()
            setNeedsStatusBarAppearanceUpdate()
            // A selection made meanwhile is shown at the next layout.
            viewIfLoaded?.setNeedsLayout()
        }
        customTransition = context
        context.prepare(animation.animator, drivenBy: animation.driver, in: window, coordinator: coordinator)

        outgoing.controller.beginAppearanceTransition(false, animated: true)
        incoming.controller.beginAppearanceTransition(true, animated: true)
        shown = incoming.controller
        tabBar.selectedItem = incoming.controller.tabBarItem
        updateContentOverlayInsets()
        incoming.view.frame = restingFrame(for: incoming.controller)
        incoming.view.layoutSubtreeIfNeeded()
        context.start()
    }
}
