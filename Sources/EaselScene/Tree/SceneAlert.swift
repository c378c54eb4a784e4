import Easel

/// An `AlertController` of a scene, resolved: its message, style and actions (its title
/// is the controller's `title`).
public struct SceneAlert: Sendable {
    /// One button of the alert, like `UIAlertAction(title:style:handler:)`.
    public struct Action: Sendable {
        /// `title`, like `UIAlertAction.title`.
        public let title: String
        /// `style`, like `UIAlertAction.style` (`default` unless the file says).
        public let style: AlertAction.Style
    }

    /// `message`, like `UIAlertController.message`.
    public let message: String?
    /// `preferredStyle`, like `UIAlertController.preferredStyle` (`alert` unless the file says).
    public let preferredStyle: AlertController.Style
    /// `actions`, in the order `addAction(_:)` adds them.
    public let actions: [Action]
}
