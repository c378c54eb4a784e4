import Foundation

/// What a standalone navigation bar asks and tells as items are pushed and popped, like
/// `UINavigationBarDelegate`, and where it sits (`position(for:)`: `.topAttached`
/// extends its background up behind the status bar). Every method is optional: the
/// defaults allow every push and pop and do nothing.
///
/// A navigation controller's own bar is its controller's to manage: UIKit makes the
/// controller the bar's delegate and refuses another; Easel's controller drives its bar
/// directly, so that bar's `delegate` stays `nil` and setting one is refused (a diagnostic).
@preconcurrency @MainActor
public protocol NavigationBarDelegate: BarPositioningDelegate {
    /// Whether `item` may be pushed, like `UINavigationBarDelegate.navigationBar(_:shouldPush:)`.
    func navigationBar(_ navigationBar: NavigationBar, shouldPush item: NavigationItem) -> Bool
    /// `item` was pushed and is the top item, like `UINavigationBarDelegate.navigationBar(_:didPush:)`.
    func navigationBar(_ navigationBar: NavigationBar, didPush item: NavigationItem)
    /// Whether the top `item` may be popped (by `popItem(animated:)` or the back button),
    /// like `UINavigationBarDelegate.navigationBar(_:shouldPop:)`.
    func navigationBar(_ navigationBar: NavigationBar, shouldPop item: NavigationItem) -> Bool
    /// `item` was popped, like `UINavigationBarDelegate.navigationBar(_:didPop:)`.
    func navigationBar(_ navigationBar: NavigationBar, didPop item: NavigationItem)
}

extension NavigationBarDelegate {
    public func navigationBar(_ navigationBar: NavigationBar, shouldPush item: NavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: NavigationBar, didPush item: NavigationItem) {}
    public func navigationBar(_ navigationBar: NavigationBar, shouldPop item: NavigationItem) -> Bool { true }
    public func navigationBar(_ navigationBar: NavigationBar, didPop item: NavigationItem) {}
}
