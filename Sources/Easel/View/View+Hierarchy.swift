import Foundation

/// Adding, inserting and removing subviews, with UIKit's callbacks and marks.
extension View {
    /// Inserts a view at an index of the subviews, like `UIView.insertSubview(_:at:)`;
    /// the index is clamped to the valid range.
    public func insertSubview(_ view: View, at index: Int) {
        precondition(view !== self, "a view cannot be its own subview")
        precondition(!isDescendant(of: view), "a view cannot be added to one of its own subviews")
        if view.superview === self {
            // Reordering among siblings: no hierarchy callbacks, as in UIKit.
            view.geometryWillChange()
            subviews.removeAll { $0 === view }
            subviews.insert(view, at: min(max(0, index), subviews.count))
            placeLayer(of: view)
            return
        }
        let newWindow = window
        let tintBefore = view.effectiveTintColor
        view.willMove(toSuperview: self)
        if view.window !== newWindow { view.notifyWillMove(toWindow: newWindow) }
        if let old = view.superview { old.detach(view) }
        subviews.insert(view, at: min(max(0, index), subviews.count))
        view.superview = self
        placeLayer(of: view)
        layoutSubtreeDidAttach(view)
        let windowChanged = view.window !== newWindow
        if windowChanged { view.setWindow(newWindow) }
        newWindow?.subtreeWasInserted(view)
        if view.bounds.size != .zero { view.setNeedsLayout() }
        setNeedsLayout()
        view.markAncestorsForPendingWork()
        didAddSubview(view)
        view.didMoveToSuperview()
        if windowChanged { view.notifyDidMoveToWindow() }
        if newWindow != nil { view.updateTraitsInSubtree() }
        view.tintMayHaveChanged(from: tintBefore)
    }

    /// Inserts a view just above a sibling, like `UIView.insertSubview(_:aboveSubview:)`.
    public func insertSubview(_ view: View, aboveSubview sibling: View) {
        insertSubview(view, at: (subviews.firstIndex { $0 === sibling }).map { $0 + 1 } ?? subviews.count)
    }

    /// Inserts a view just below a sibling, like `UIView.insertSubview(_:belowSubview:)`.
    public func insertSubview(_ view: View, belowSubview sibling: View) {
        insertSubview(view, at: subviews.firstIndex { $0 === sibling } ?? 0)
    }

    /// Moves a subview to the front, like `UIView.bringSubviewToFront(_:)`.
    public func bringSubviewToFront(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: subviews.count)
    }

    /// Moves a subview to the back, like `UIView.sendSubviewToBack(_:)`.
    public func sendSubviewToBack(_ view: View) {
        guard view.superview === self else { return }
        insertSubview(view, at: 0)
    }

    /// Swaps the subviews at two indices, like `UIView.exchangeSubview(at:withSubviewAt:)`.
    /// An index out of range (where UIKit raises) is reported and nothing moves.
    public func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        guard subviews.indices.contains(index1), subviews.indices.contains(index2) else {
            Diagnostics.report("exchangeSubview(at: \(index1), withSubviewAt: \(index2)): index out of range for "
                + "\(subviews.count) subviews of \(traceName); nothing moved")
            return
        }
        let (low, high) = (min(index1, index2), max(index1, index2))
        guard low != high else { return }
        let (first, last) = (subviews[low], subviews[high])
        insertSubview(last, at: low)
        insertSubview(first, at: high)
    }

    /// The first view with `tag` in the view's hierarchy, the view itself first, then
    /// its subviews depth first, like `UIView.viewWithTag(_:)`.
    public func viewWithTag(_ tag: Int) -> View? {
        if self.tag == tag { return self }
        for subview in subviews {
            if let found = subview.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// What `removeFromSuperview()` does (see `View`).
    func detachFromSuperview() {
        guard let superview else { return }
        let tintBefore = effectiveTintColor
        let windowChanged = window != nil
        superview.willRemoveSubview(self)
        willMove(toSuperview: nil)
        if windowChanged { notifyWillMove(toWindow: nil) }
        superview.detach(self)
        superview.setNeedsLayout()
        if windowChanged { setWindow(nil) }
        didMoveToSuperview()
        if windowChanged { notifyDidMoveToWindow() }
        tintMayHaveChanged(from: tintBefore)
    }

    /// Whether this view is `view` or inside it, like `UIView.isDescendant(of:)`.
    public func isDescendant(of view: View) -> Bool {
        var current: View? = self
        while let candidate = current {
            if candidate === view { return true }
            current = candidate.superview
        }
        return false
    }

    private func detach(_ view: View) {
        window?.subtreeWillBeRemoved(view)
        layoutSubtreeWillDetach(view)
        subviews.removeAll { $0 === view }
        view.superview = nil
        layer.removeViewLayer(view.layer)
    }

    /// Puts a subview's layer among this view's sublayers just below the layer of the
    /// subview that follows it, as UIKit keeps the two orders in step.
    private func placeLayer(of view: View) {
        // From the end: a view is most often added last, and a search from the front
        // made adding n subviews cost n² comparisons.
        guard let index = subviews.lastIndex(where: { $0 === view }) else { return }
        let next = index + 1 < subviews.count ? subviews[index + 1].layer : nil
        layer.placeViewLayer(view.layer, below: next)
    }

    private func setWindow(_ newWindow: Window?) {
        window = newWindow
        for subview in subviews { subview.setWindow(newWindow) }
        if newWindow != nil { layer.viewDidEnterWindow() }
    }

    private func notifyWillMove(toWindow newWindow: Window?) {
        resignFirstResponderOnLeaving(window, for: newWindow)
        owningViewController?.rootViewWillMove(toWindow: newWindow)
        willMove(toWindow: newWindow)
        for subview in subviews { subview.notifyWillMove(toWindow: newWindow) }
    }

    private func notifyDidMoveToWindow() {
        if window != nil { AppearanceProxies.shared.apply(to: self) }
        didMoveToWindow()
        owningViewController?.rootViewDidMoveToWindow()
        for subview in subviews { subview.notifyDidMoveToWindow() }
    }
}
