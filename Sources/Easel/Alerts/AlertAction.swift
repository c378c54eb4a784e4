import Foundation

/// A button of an alert or action sheet, like `UIAlertAction`: a title, a style, and a
/// handler called after the alert is dismissed.
@preconcurrency @MainActor
public final class AlertAction {
    /// How an action looks and where it goes, like `UIAlertAction.Style`.
    public enum Style: Int, Sendable {
        /// A regular button in the tint colour.
        case `default` = 0
        /// The button that cancels: bold in an alert (unless another action is preferred),
        /// in its own group at the bottom of an action sheet. One per alert.
        case cancel = 1
        /// A button that destroys data, in `systemRed`.
        case destructive = 2
    }

    /// The button's title, like `UIAlertAction.title`.
    public let title: String?
    /// The button's style, like `UIAlertAction.style`.
    public let style: Style
    /// Whether the button can be tapped, like `UIAlertAction.isEnabled`; a disabled
    /// button draws in `secondaryLabel`.
    public var isEnabled = true {
        didSet { if isEnabled != oldValue { alert?.viewIfLoaded?.setNeedsDisplay() } }
    }

    let handler: (@MainActor (AlertAction) -> Void)?
    /// The alert the action was added to.
    weak var alert: AlertController?

    /// An action, like `UIAlertAction(title:style:handler:)`.
    public init(title: String?, style: Style, handler: (@MainActor (AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
