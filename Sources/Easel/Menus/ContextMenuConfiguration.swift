import Foundation

/// What a context menu shows, like `UIContextMenuConfiguration`: a delegate returns
/// one when a long press asks for a menu (a context menu interaction's
/// `configurationForMenuAtLocation`, a table's `contextMenuConfigurationForRowAt`, a
/// collection view's `contextMenuConfigurationForItemsAt`).
@preconcurrency @MainActor
open class ContextMenuConfiguration {
    /// Returns the view controller shown as the menu's preview, like
    /// `UIContextMenuContentPreviewProvider`.
    public typealias PreviewProvider = @MainActor () -> ViewController?
    /// Returns the menu given the system's suggested actions, like
    /// `UIContextMenuActionProvider`.
    public typealias ActionProvider = @MainActor ([MenuElement]) -> Menu?

    /// How the menu orders its elements, like `UIContextMenuConfiguration.ElementOrder`
    /// (UIKit's raw values).
    public enum ElementOrder: Int, Sendable {
        /// The system's choice.
        case automatic = 0
        /// The first element stays closest to where the press was.
        case priority = 1
        /// The elements keep the menu's order.
        case fixed = 2
    }

    /// What tells this configuration from others, like
    /// `UIContextMenuConfiguration.identifier`: the one given, or a new `NSUUID`.
    public let identifier: any NSCopying
    /// The block that gives the preview's view controller (`nil`: a snapshot of the view).
    public let previewProvider: PreviewProvider?
    /// The block that gives the menu (`nil`: no menu).
    public let actionProvider: ActionProvider?
    /// How the menu orders its elements, like `preferredMenuElementOrder` (iOS 16).
    open var preferredMenuElementOrder = ElementOrder.automatic
    /// How many items the menu acts on, like `badgeCount` (iOS 16; 0: the system counts).
    open var badgeCount = 0

    /// A configuration, like `UIContextMenuConfiguration(identifier:previewProvider:actionProvider:)`.
    public init(identifier: (any NSCopying)? = nil, previewProvider: PreviewProvider? = nil,
                actionProvider: ActionProvider? = nil) {
        self.identifier = identifier ?? NSUUID()
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}
