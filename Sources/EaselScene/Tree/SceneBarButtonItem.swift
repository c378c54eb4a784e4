import Easel

/// One bar button item of a scene (a toolbar's `items`, a controller's
/// `leftBarButtonItems`, `rightBarButtonItems` or `toolbarItems`), resolved: what it
/// shows, its style and state, and its id.
public struct SceneBarButtonItem: Sendable {
    /// What the item shows.
    public enum Content: Sendable {
        /// A title, like `UIBarButtonItem(title:style:)`.
        case title(String)
        /// An SF Symbol by name, like `UIBarButtonItem(image: UIImage(systemName:), style:)`.
        case systemImage(String)
        /// A built-in item, like `UIBarButtonItem(barButtonSystemItem:)`.
        case systemItem(BarButtonItem.SystemItem)
    }

    /// What the item shows.
    public let content: Content
    /// `style`, like `UIBarButtonItem.style`; `nil` keeps the item's own (`plain`, and
    /// `prominent` for the `done` system item, as on iOS 26).
    public let style: BarButtonItem.Style?
    /// `enabled`, like `UIBarItem.isEnabled`.
    public let isEnabled: Bool
    /// The item's `accessibilityIdentifier`: its name in traces.
    public let id: String?
}
