import Foundation

/// The actions a swipe reveals on one side of a row, like
/// `UISwipeActionsConfiguration`: the first action stands next to the row's edge.
@preconcurrency @MainActor
public final class SwipeActionsConfiguration {
    /// The actions, the first nearest the edge the swipe comes from, like
    /// `UISwipeActionsConfiguration.actions`.
    public let actions: [ContextualAction]
    /// Whether a swipe across most of the row performs the first action, like
    /// `UISwipeActionsConfiguration.performsFirstActionWithFullSwipe` (`true`).
    public var performsFirstActionWithFullSwipe = true

    /// A configuration of `actions`, like `UISwipeActionsConfiguration(actions:)`.
    public init(actions: [ContextualAction]) {
        self.actions = actions
    }
}
