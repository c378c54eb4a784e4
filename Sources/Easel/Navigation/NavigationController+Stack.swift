import Foundation

/// Pushing and popping: the stack changes now, the views at the next layout.
extension NavigationController {
    /// Pushes a controller onto the stack, like `pushViewController(_:animated:)`. It
    /// becomes the top (and a child, told `willMove(toParent:)`) at once; its view
    /// slides in at the next layout. Pushing a controller already in the stack, or a
    /// navigation controller, is reported and ignored, where UIKit throws.
    public func pushViewController(_ viewController: ViewController, animated: Bool) {
        if stack.contains(where: { $0 === viewController }) {
            Trace.diagnostic("pushing \(viewController.traceName) onto \(traceName) again: "
                             + "pushing the same view controller instance more than once is not supported")
            return
        }
        if viewController is NavigationController {
            Trace.diagnostic("pushing \(viewController.traceName) onto \(traceName): "
                             + "pushing a navigation controller is not supported")
            return
        }
        adopt(viewController)
        stack.append(viewController)
        noteStackChange(animated: animated, isPop: false, arriving: [viewController], leaving: [])
    }

    /// Pops the top controller, like `popViewController(animated:)`: it leaves the
    /// stack at once (so inside its `viewWillDisappear` it is no longer in
    /// `viewControllers`, while a covered controller still is), stays a child until its
    /// view is gone, and is returned. The root controller is never popped.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        guard stack.count > 1 else { return nil }
        return popToViewController(stack[stack.count - 2], animated: animated)?.first
    }

    /// Pops every controller above the root, like `popToRootViewController(animated:)`;
    /// returns them, or `nil` when the root is already on top.
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard let root = stack.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops the controllers above `viewController`, like
    /// `popToViewController(_:animated:)`; returns them, or `nil` when there are none
    /// or `viewController` is not in the stack (reported, where UIKit throws).
    @discardableResult
    public func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        guard let index = stack.firstIndex(where: { $0 === viewController }) else {
            Trace.diagnostic("popping \(traceName) to \(viewController.traceName), which is not in its stack")
            return nil
        }
        let popped = Array(stack[(index + 1)...])
        guard !popped.isEmpty else { return nil }
        stack.removeSubrange((index + 1)...)
        for controller in popped { release(controller) }
        noteStackChange(animated: animated, isPop: true, arriving: [], leaving: popped)
        return popped
    }

    /// Replaces the stack, like `setViewControllers(_:animated:)`. The transition is a
    /// pop when the new top was in the old stack, else a push. Repeated controllers
    /// are reported and kept once.
    public func setViewControllers(_ viewControllers: [ViewController], animated: Bool) {
        var unique: [ViewController] = []
        for controller in viewControllers where !unique.contains(where: { $0 === controller }) {
            unique.append(controller)
        }
        if unique.count < viewControllers.count {
            Trace.diagnostic("setViewControllers on \(traceName) got the same view controller more than once")
        }
        let old = stack
        let leaving = old.filter { controller in !unique.contains { $0 === controller } }
        let arriving = unique.filter { controller in !old.contains { $0 === controller } }
        for controller in leaving { release(controller) }
        for controller in arriving { adopt(controller) }
        stack = unique
        let isPop = unique.last.map { top in old.contains { $0 === top } } ?? true
        noteStackChange(animated: animated, isPop: isPop, arriving: arriving, leaving: leaving)
    }

    // MARK: Children

    private func adopt(_ controller: ViewController) {
        // Popped and pushed back before the views changed: it never left.
        if pendingChange?.leaving.contains(where: { $0 === controller }) == true {
            pendingChange?.leaving.removeAll { $0 === controller }
            controller.isMovingFromParent = false
        }
        addChild(controller)
    }

    /// Starts a controller's way out: `willMove(toParent: nil)` now; it stays a child
    /// until the views have changed.
    private func release(_ controller: ViewController) {
        controller.isMovingFromParent = true
        controller.willMove(toParent: nil)
    }

    /// Records a stack change for the deferred transition and marks the layout that
    /// runs it. Off screen there is nothing to animate or call back: the children are
    /// settled now and the views swap at the next layout.
    private func noteStackChange(animated: Bool, isPop: Bool, arriving: [ViewController], leaving: [ViewController]) {
        var change = pendingChange ?? PendingNavigationChange()
        change.animated = animated
        change.isPop = isPop
        change.arriving.removeAll { controller in leaving.contains { $0 === controller } }
        change.arriving += arriving
        change.leaving += leaving
        if viewIfLoaded?.window == nil {
            settleChildren(of: change)
            change = PendingNavigationChange()
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
    var arriving: [ViewController] = []
    var leaving: [ViewController] = []
}
