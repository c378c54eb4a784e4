import Foundation

/// A view's mask view, as UIKit has it (`UIView.mask`): the mask view's layer is the
/// masked view's layer's mask, so the masked view shows only where the mask's tree is
/// opaque. The mask view is outside the view hierarchy (no superview, no window), yet
/// it is laid out, drawn and animated with the window that shows the masked view: its
/// marks lead to the masked view, and what changes in it damages the masked view.
extension View {
    func setMask(_ newMask: View?) {
        guard newMask !== maskStorage else { return }
        if let newMask, let refusal = refusal(ofMask: newMask) {
            return Trace.diagnostic("\(traceName): refusing \(newMask.traceName) as its mask; \(refusal)",
                                    view: traceName)
        }
        maskStorage?.maskedView = nil
        maskStorage = newMask
        newMask?.maskedView = self
        layer.setMaskLayer(newMask?.layer)
        guard let newMask else { return }
        if hostWindow != nil { newMask.subtreeDidEnterHostWindow() }
        newMask.markAncestorsForPendingWork()
    }

    private func refusal(ofMask mask: View) -> String? {
        if mask is Window { return "a window cannot be a mask" }
        if let superview = mask.superview { return "it is a subview of \(superview.traceName)" }
        if let masked = mask.maskedView { return "it is the mask of \(masked.traceName)" }
        var current: View? = self
        while let view = current {
            if view === mask { return "it contains \(traceName), which would make a cycle" }
            current = view.parentInRenderTree
        }
        return nil
    }

    /// The view above this one as the window draws it: its superview, or the view it
    /// is the mask of.
    var parentInRenderTree: View? { superview ?? maskedView }

    /// The view whose mask this view's tree is (its layer's `maskTarget`'s view);
    /// `nil` outside masks.
    var maskTargetView: View? { layer.maskTarget?.owningView }

    /// The window that shows the view: its window, or, inside a mask, the masked
    /// view's.
    var hostWindow: Window? { window ?? maskTargetView?.hostWindow }

    /// The views of a mask's tree entering a window through the view they mask: each
    /// drawing view draws in full at the next commit, as a view entering a window does,
    /// and their standalone layers' pending work joins the window's lists.
    func subtreeDidEnterHostWindow() {
        layer.viewDidEnterWindow()
        for subview in subviews { subview.subtreeDidEnterHostWindow() }
        maskStorage?.subtreeDidEnterHostWindow()
    }

    /// A view added to a view of a mask's tree: it draws and shows as a view entering
    /// a window does.
    func didEnterMaskTree() {
        guard hostWindow != nil else { return }
        subtreeDidEnterHostWindow()
        damageMaskedView()
    }

    /// Damages, for a view inside a mask, the masked view: what a mask shows changes
    /// only within the masked view's area.
    func damageMaskedView() {
        maskTargetView?.damageSubtreeArea()
    }
}
