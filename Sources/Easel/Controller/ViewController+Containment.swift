import Foundation

/// Child view controllers, as UIKit's containment API manages them.
extension ViewController {
    /// The nearest ancestor that is a navigation controller, like
    /// `UIViewController.navigationController`.
    public var navigationController: NavigationController? { nearestAncestor(of: NavigationController.self) }

    /// The nearest ancestor that is a split view controller, like
    /// `UIViewController.splitViewController`.
    public var splitViewController: SplitViewController? { nearestAncestor(of: SplitViewController.self) }

    /// The nearest ancestor of class `type`.
    func nearestAncestor<Ancestor: ViewController>(of type: Ancestor.Type) -> Ancestor? {
        var ancestor = parent
        while let candidate = ancestor {
            if let match = candidate as? Ancestor { return match }
            ancestor = candidate.parent
        }
        return nil
    }

    /// Gives `children` a container's bars (their extent from each edge, `opaqueEdges`
    /// the edges whose bar is opaque) as content overlay insets (UIKit's
    /// `_contentOverlayInsets`): where a child's view reaches under a bar, its safe area
    /// ends at the bar; where it stops at the bar, no inset is left. A loaded view in a
    /// window whose insets change is marked for layout and its guides follow.
    func setContainerOverlayInsets(_ bars: EdgeInsets, opaqueEdges: RectEdge, of children: [ViewController]) {
        var changed = false
        for controller in children {
            let moved = controller.extendedLayoutInsets(under: bars, opaqueEdges: opaqueEdges)
            let insets = EdgeInsets(top: bars.top - moved.top, left: bars.left - moved.left,
                                    bottom: bars.bottom - moved.bottom, right: bars.right - moved.right)
            guard controller.containerOverlayInsets != insets else { continue }
            controller.containerOverlayInsets = insets
            guard let childView = controller.viewIfLoaded, childView.window != nil else { continue }
            childView.setNeedsLayout()
            childView.setScrollViewsNeedInsetUpdate()
            changed = true
        }
        if changed { viewIfLoaded?.window?.safeAreaInsetsDidChangeInWindow() }
    }

    /// Whether `controller` is this one or one of its ancestors.
    func isDescendantController(of controller: ViewController) -> Bool {
        var current: ViewController? = self
        while let candidate = current {
            if candidate === controller { return true }
            current = candidate.parent
        }
        return false
    }

    /// The controller at the top of this one's chain of parents.
    var rootAncestor: ViewController {
        var top = self
        while let parent = top.parent { top = parent }
        return top
    }

    // MARK: Base versions of the containment callbacks

    func noteWillMove(toParent parent: ViewController?) {
        if parent == nil, self.parent != nil { isMovingFromParent = true }
        Trace.record(TraceEvent("willMoveToParent", controller: traceName, parent: parent?.traceName))
    }

    func noteDidMove(toParent parent: ViewController?) {
        Trace.record(TraceEvent("didMoveToParent", controller: traceName, parent: parent?.traceName))
        // A move whose appearance is in progress keeps its flag until that ends.
        if appearState != .appearing { isMovingToParent = false }
        if appearState != .disappearing { isMovingFromParent = false }
    }

    /// Tells the parent, or for a presented controller its presentation controller,
    /// that `preferredContentSize` changed.
    func reportPreferredContentSizeChange() {
        if let parent {
            Trace.record(TraceEvent("preferredContentSizeDidChange", controller: parent.traceName,
                                    size: preferredContentSize))
            parent.preferredContentSizeDidChange(forChildContentContainer: self)
        } else if presenter != nil, let presentationController {
            presentationController.preferredContentSizeDidChange(forChildContentContainer: self)
        }
    }
}
