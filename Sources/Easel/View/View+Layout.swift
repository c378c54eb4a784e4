import Foundation

/// The layout cycle: marks, the top-down pass, and sizing.
extension View {
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

    /// `layoutSubviews()`, wrapped in its controller's will/did callbacks; what the
    /// three read of observable models is tracked, and a change lays the view out again.
    func layOutSubviewsForController() {
        let controller = owningViewController
        reportInsetChanges(to: controller)
        ObservedView.track(self, mark: { $0.setNeedsLayout() }) {
            controller?.notifyWillLayoutSubviews()
            Trace.record(TraceEvent("layoutSubviews", view: traceName))
            isRunningLayoutSubviews = true
            layoutSubviews()
            isRunningLayoutSubviews = false
            controller?.notifyDidLayoutSubviews()
        }
    }
}
