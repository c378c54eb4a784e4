import Foundation

/// Something a popover can point at, like `UIPopoverPresentationControllerSourceItem`
/// (iOS 16): a view or a bar button item.
@preconcurrency @MainActor
public protocol PopoverPresentationControllerSourceItem: AnyObject {
    /// The item's frame in `referenceView`'s coordinates, like `frame(in:)` (iOS 17);
    /// `nil` when it is not on screen.
    func frame(in referenceView: View) -> CGRect?
}

extension View: PopoverPresentationControllerSourceItem {
    /// The view's bounds in `referenceView`, `nil` when the two are not in one window.
    public func frame(in referenceView: View) -> CGRect? {
        guard let window, referenceView.window === window else { return nil }
        return convert(bounds, to: referenceView)
    }
}

extension BarButtonItem: PopoverPresentationControllerSourceItem {
    /// Where the item is shown in a bar of `referenceView`'s window: its custom view's
    /// bounds, or its place in the bar that shows it; `nil` when no bar shows it.
    public func frame(in referenceView: View) -> CGRect? {
        if let customView { return customView.frame(in: referenceView) }
        guard let window = referenceView.window else { return nil }
        var pending: [View] = [window]
        while let view = pending.popLast() {
            if let group = view as? BarButtonGroupView, !group.isHidden,
               let index = group.items.firstIndex(where: { $0 === self }) {
                return group.convert(group.itemFrames[index], to: referenceView)
            }
            pending.append(contentsOf: view.subviews)
        }
        return nil
    }
}
