import Foundation

/// A standalone navigation bar's own stack of items, like `UINavigationBar`'s
/// `pushItem(_:animated:)`, `popItem(animated:)` and `setItems(_:animated:)`, and where
/// it sits. A navigation controller's bar shows the controller's stack: changing it
/// here is refused with a diagnostic (UIKit raises an exception).
///
/// The delegate is asked and told in UIKit's order: `shouldPush` → the item becomes the
/// top item → `didPush`; `shouldPop` (for the top item) → it leaves → `didPop`. Easel
/// changes a standalone bar's items without the slide, so `animated` changes nothing
/// and `didPush` / `didPop` come at once (UIKit tells them when its slide ends).
/// `setItems(_:animated:)` asks and tells nothing, as in UIKit.
extension NavigationBar: BarPositioning {
    /// Where the bar sits, like `UINavigationBar.barPosition`: `.topAttached` for a
    /// navigation controller's bar, else what the delegate's `position(for:)` answers,
    /// `.top` by default. At `.topAttached` the background reaches up behind the status
    /// bar (to the top of the superview).
    public var barPosition: BarPosition {
        if navigationController != nil { return .topAttached }
        return delegate?.position(for: self, otherwise: .top) ?? .top
    }

    /// Pushes `item` on the bar's stack, making it the top item, like
    /// `UINavigationBar.pushItem(_:animated:)`, if the delegate's
    /// `navigationBar(_:shouldPush:)` allows it. An item already on the stack is not
    /// pushed again (a diagnostic; UIKit raises an exception).
    public func pushItem(_ item: NavigationItem, animated: Bool) {
        guard acceptsItemChange("pushItem(_:animated:)") else { return }
        guard !stackItems.contains(where: { $0 === item }) else {
            return Diagnostics.report("UINavigationBar.pushItem(_:animated:): the item is already on the bar's "
                + "stack; it is not pushed again")
        }
        guard delegate?.navigationBar(self, shouldPush: item) ?? true else { return }
        setItems(stackItems + [item], fading: false)
        delegate?.navigationBar(self, didPush: item)
    }

    /// Pops the top item, like `UINavigationBar.popItem(animated:)`, if the delegate's
    /// `navigationBar(_:shouldPop:)` allows it; returns the item popped, `nil` when none
    /// was (an empty stack, or the delegate refused). The back button pops the same way.
    @discardableResult
    public func popItem(animated: Bool) -> NavigationItem? {
        guard acceptsItemChange("popItem(animated:)"), let top = topItem else { return nil }
        guard delegate?.navigationBar(self, shouldPop: top) ?? true else { return nil }
        setItems(Array(stackItems.dropLast()), fading: false)
        delegate?.navigationBar(self, didPop: top)
        return top
    }

    /// Replaces the bar's items, the top one last, like
    /// `UINavigationBar.setItems(_:animated:)`; `nil` empties the bar. The delegate is
    /// neither asked nor told.
    public func setItems(_ items: [NavigationItem]?, animated: Bool) {
        guard acceptsItemChange("setItems(_:animated:)") else { return }
        setItems(items ?? [], fading: false)
    }

    /// Whether the bar's items may be changed directly: not on a navigation
    /// controller's bar (a diagnostic naming `method`).
    private func acceptsItemChange(_ method: String) -> Bool {
        guard navigationController != nil else { return true }
        Diagnostics.report("UINavigationBar.\(method): the bar is managed by a navigation controller; "
            + "change the controller's stack instead")
        return false
    }
}
