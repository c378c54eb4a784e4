import Foundation

/// Pushing and popping: the stack changes now, the views at the next layout.
extension NavigationController {
    // MARK: Children

    func adopt(_ controller: ViewController) {
        // Popped and pushed back before the views changed: it never left.
        if pendingChange?.leaving.contains(where: { $0 === controller }) == true {
            pendingChange?.leaving.removeAll { $0 === controller }
            controller.isMovingFromParent = false
        }
        addChild(controller)
    }

    /// Starts a controller's way out: `willMove(toParent: nil)` now; it stays a child
    /// until the views have changed.
    func release(_ controller: ViewController) {
        controller.isMovingFromParent = true
        controller.willMove(toParent: nil)
    }

    /// Records a stack change for the deferred transition and marks the layout that
    /// runs it. Off screen there is nothing to animate or call back: the children are
    /// settled now and the views swap at the next layout.
    func noteStackChange(animated: Bool, isPop: Bool, arriving: [ViewController], leaving: [ViewController]) {
        var change = pendingChange ?? PendingNavigationChange()
        change.animated = animated
        change.isPop = isPop
        change.isInteractive = popIsInteractive && isPop
        change.arriving.removeAll { controller in leaving.contains { $0 === controller } }
        change.arriving += arriving
        change.leaving += leaving
        if viewIfLoaded?.window == nil {
            settleChildren(of: change)
            change = PendingNavigationChange()
        } else if change.coordinator == nil, isAppearingOrAppeared {
            // UIKit's coordinator exists as soon as the push or pop returns: code
            // registers a completion for the push right after it.
            let coordinator = ViewControllerTransitionCoordinator(timing: .immediate, containerView: transitionView)
            coordinator.attach(to: [self])
            change.coordinator = coordinator
        }
        pendingChange = change
        viewIfLoaded?.setNeedsLayout()
        // A tab bar controller around hides or shows its bar for the new stack.
        if (arriving + leaving).contains(where: \.hidesBottomBarWhenPushed) { tabBarController?.viewIfLoaded?.setNeedsLayout() }
    }

    /// Ends the moves of a change's children: `didMove(toParent:)` for those that
    /// arrived and are still in the stack, `removeFromParent()` for those that left.
    func settleChildren(of change: PendingNavigationChange) {
        for controller in change.leaving where controller.parent === self
            && !stack.contains(where: { $0 === controller }) {
            controller.removeFromParent()
        }
        for controller in change.arriving where controller.parent === self
            && stack.contains(where: { $0 === controller }) {
            controller.didMove(toParent: self)
        }
    }
}

/// Stack changes waiting for the deferred transition.
struct PendingNavigationChange {
    var animated = false
    var isPop = false
    /// The pop of the swipe back: the finger moves the views.
    var isInteractive = false
    var arriving: [ViewController] = []
    var leaving: [ViewController] = []
    /// The coordinator of the transition that shows the change, when the navigation
    /// controller is on screen.
    var coordinator: ViewControllerTransitionCoordinator?
}
