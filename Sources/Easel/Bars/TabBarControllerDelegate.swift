/// Told about a tab bar controller's selections, like `UITabBarControllerDelegate`. Both
/// methods are optional; they are called for the user's taps only, not for
/// `selectedIndex` or `selectedViewController` set in code, as in UIKit.
@preconcurrency @MainActor
public protocol TabBarControllerDelegate: AnyObject {
    /// Whether a tap on `viewController`'s tab selects it, like
    /// `tabBarController(_:shouldSelect:)` (true by default).
    func tabBarController(_ tabBarController: TabBarController, shouldSelect viewController: ViewController) -> Bool
    /// A tap selected `viewController` (or tapped it again), like `tabBarController(_:didSelect:)`.
    func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController)
}

extension TabBarControllerDelegate {
    public func tabBarController(_ tabBarController: TabBarController,
                                 shouldSelect viewController: ViewController) -> Bool { true }
    public func tabBarController(_ tabBarController: TabBarController, didSelect viewController: ViewController) {}
}
