import Foundation

/// Core Animation's layout cycle for layers: `setNeedsLayout()` marks, and the commit
/// (or `layoutIfNeeded()`) calls `layoutSublayers()`, superlayers first.
extension Layer {
    /// Marks the layer for `layoutSublayers()` in the next commit, like
    /// `CALayer.setNeedsLayout()`; a view's layer marks its view (`View.setNeedsLayout()`).
    public func setNeedsLayout() {
        if let owningView { return owningView.setNeedsLayout() }
        needsLayoutStorage = true
        if let window = hostView?.window { enqueuePendingWork(in: window) }
    }

    /// Whether a layout is pending, like `CALayer.needsLayout()`.
    public func needsLayout() -> Bool {
        owningView?.needsLayout ?? needsLayoutStorage
    }

    /// Lays out the layer now if it is marked, then its standalone sublayers that are,
    /// like `CALayer.layoutIfNeeded()`; a view's layer lays out its view.
    public func layoutIfNeeded() {
        if let owningView { return owningView.layoutIfNeeded() }
        if needsLayoutStorage {
            needsLayoutStorage = false
            layoutSublayers()
        }
        for sublayer in storedSublayers where sublayer.owningView == nil { sublayer.layoutIfNeeded() }
    }

    /// How many layers are above this one in its tree (superlayers lay out first).
    var depth: Int {
        var depth = 0
        var current = superlayer
        while let layer = current {
            depth += 1
            current = layer.superlayer
        }
        return depth
    }
}
