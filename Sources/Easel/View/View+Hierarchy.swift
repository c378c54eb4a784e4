import Foundation

/// Adding, inserting and removing subviews, with UIKit's callbacks and marks.
extension View {
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

    func detach(_ view: View) {
        if let window { window.subtreeWillBeRemoved(view) } else { view.damageMaskedView() }
        layoutSubtreeWillDetach(view)
        subviews.removeAll { $0 === view }
        view.superview = nil
        layer.removeViewLayer(view.layer)
    }

    /// Puts a subview's layer among this view's sublayers just below the layer of the
    /// subview that follows it, as UIKit keeps the two orders in step.
    func placeLayer(of view: View) {
        // From the end: a view is most often added last, and a search from the front
        // made adding n subviews cost n² comparisons.
        guard let index = subviews.lastIndex(where: { $0 === view }) else { return }
        let next = index + 1 < subviews.count ? subviews[index + 1].layer : nil
        layer.placeViewLayer(view.layer, below: next)
    }

    func setWindow(_ newWindow: Window?) {
        window = newWindow
        for subview in subviews { subview.setWindow(newWindow) }
        if newWindow != nil {
            // A view entering a window gets its properties updated before it is shown.
            setNeedsUpdateProperties()
            layer.viewDidEnterWindow()
            maskStorage?.subtreeDidEnterHostWindow()
        }
    }

    func notifyWillMove(toWindow newWindow: Window?) {
        resignFirstResponderOnLeaving(window, for: newWindow)
        owningViewController?.rootViewWillMove(toWindow: newWindow)
        willMove(toWindow: newWindow)
        for subview in subviews { subview.notifyWillMove(toWindow: newWindow) }
    }

    func notifyDidMoveToWindow() {
        if window != nil { AppearanceProxies.shared.apply(to: self) }
        didMoveToWindow()
        owningViewController?.rootViewDidMoveToWindow()
        for subview in subviews { subview.notifyDidMoveToWindow() }
    }
}
