import EaselGraphics
import Foundation

/// An action a swipe reveals on a row, like `UIContextualAction`: a full-height button
/// with a title and an image in white on its background colour.
@preconcurrency @MainActor
public final class ContextualAction {
    /// How an action looks and what it does, like `UIContextualAction.Style`.
    public enum Style: Int, Sendable {
        /// A gray button.
        case normal
        /// A red button whose completion with `true` deletes the row.
        case destructive
    }

    /// Performs the action: given the action, the view that shows it and a completion
    /// to call with whether it was done, like `UIContextualAction.Handler`.
    public typealias Handler = @MainActor (ContextualAction, View, @escaping @MainActor (Bool) -> Void) -> Void

    /// The style, like `UIContextualAction.style`.
    public let style: Style
    /// The title, like `UIContextualAction.title`.
    public var title: String?
    /// The image above the title (or alone), drawn in white as a template, like
    /// `UIContextualAction.image`.
    public var image: Image?
    /// The button's colour, like `UIContextualAction.backgroundColor`: `systemRed` for a
    /// destructive action and `systemGray` for a normal one unless set.
    public var backgroundColor: Color! {
        get { storedBackgroundColor ?? (style == .destructive ? .systemRed : .systemGray) }
        set { storedBackgroundColor = newValue }
    }
    private var storedBackgroundColor: Color?
    /// The handler a tap (or a full swipe) calls, like `UIContextualAction.handler`.
    public let handler: Handler

    /// An action of `style` showing `title`, like
    /// `UIContextualAction(style:title:handler:)`.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
    }
}
