/// A controller's `tabBarItem` in a scene, resolved: what its tab shows in a tab bar
/// controller's bar.
public struct SceneTabBarItem: Sendable {
    /// `title`, like `UITabBarItem.title` (`nil`: the controller's title, as in UIKit).
    public let title: String?
    /// `systemImage`: an SF Symbol by name, like `UITabBarItem.image = UIImage(systemName:)`.
    public let systemImage: String?
    /// `badgeValue`, like `UITabBarItem.badgeValue` (an empty string draws a dot).
    public let badgeValue: String?
}
