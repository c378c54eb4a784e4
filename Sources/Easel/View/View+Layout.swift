import Foundation

/// The layout cycle: marks, the top-down pass, and sizing.
extension View {
    /// Marks the view as needing layout, like `UIView.setNeedsLayout()`. Nothing runs
    /// now: `layoutSubviews` runs once in the next commit however often this is called,
    /// or at once through `layoutIfNeeded()`.
    public func setNeedsLayout() {
        needsLayout = true
        markAncestors(for: .layout)
    }

    /// Lays out now if a layout is pending, like `UIView.layoutIfNeeded()`: from the
    /// topmost ancestor that needs layout down through its subtree (so through the
    /// receiver's). Does nothing where nothing is marked.
    public func layoutIfNeeded() {
        var root: View = self
        while let superview = root.superview { root = superview }
        if root.constraintsNeedUpdate || root.descendantPendingPhases.contains(.constraints) || root.layoutStorage != nil {
            // Constraints first, as UIKit does: their changes mark the views to lay out.
            root.updateConstraintsSubtreeIfNeeded()
            root.hierarchyEngineIfUsed?.syncIfNeeded()
        }
        var topmost: View = self
        var ancestor = superview
        while let candidate = ancestor {
            if candidate.needsLayout { topmost = candidate }
            ancestor = candidate.superview
        }
        topmost.layoutSubtreeIfNeeded()
    }

    /// Resizes the view to the size that best fits its current one, keeping its
    /// origin, like `UIView.sizeToFit()`.
    public func sizeToFit() {
        var rect = frame
        rect.size = sizeThatFits(bounds.size)
        frame = rect
    }

    /// Runs `layoutSubviews` where marked in this subtree, parents before children.
    func layoutSubtreeIfNeeded() {
        visitPending(.layout, childrenFirst: false) { view in
            if view.needsLayout { view.performLayout() }
        }
    }

    /// One layout of this view, through its layer's delegate method.
    private func performLayout() {
        needsLayout = false
        layoutSublayers(of: layer)
    }

    /// `layoutSubviews()`, wrapped in its controller's will/did callbacks.
    func layOutSubviewsForController() {
        let controller = owningViewController
        reportInsetChanges(to: controller)
        controller?.notifyWillLayoutSubviews()
        Trace.record(TraceEvent("layoutSubviews", view: traceName))
        isRunningLayoutSubviews = true
        layoutSubviews()
        isRunningLayoutSubviews = false
        controller?.notifyDidLayoutSubviews()
    }
}
