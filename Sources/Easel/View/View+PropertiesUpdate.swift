import Foundation

/// The properties pass of iOS 26: `updateProperties()` configures content and styling
/// before layout, for the views marked by `setNeedsUpdateProperties()` (and each view
/// entering a window), top-down, a root view's controller just before its view, with
/// automatic observation tracking (see `ObservedView`).
extension View {
    /// Marks the view (a root view: its controller too) for a properties update in the
    /// next commit, like `UIView.setNeedsUpdateProperties()`: marks made before it
    /// runs make one update, and nothing else (no layout, no display) is marked.
    public func setNeedsUpdateProperties() {
        needsPropertiesUpdate = true
        markAncestors(for: .properties)
    }

    /// Runs now the properties updates pending in the view and its subtree (each
    /// marked view's, its controller's first), like `UIView.updatePropertiesIfNeeded()`.
    public func updatePropertiesIfNeeded() {
        ObservedView.markChangedViews()
        visitPending(.properties, childrenFirst: false) { view in
            if view.needsPropertiesUpdate { view.performPropertiesUpdate() }
        }
    }

    /// One properties update: the controller's `updateProperties()`, then the view's,
    /// tracked so that a change of what they read marks the view again.
    private func performPropertiesUpdate() {
        needsPropertiesUpdate = false
        ObservedView.track(self, mark: { $0.setNeedsUpdateProperties() }) {
            owningViewController?.updateProperties()
            updateProperties()
        }
    }
}
