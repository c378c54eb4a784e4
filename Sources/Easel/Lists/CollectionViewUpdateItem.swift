import Foundation

/// One change of an update as a layout hears of it in
/// `prepare(forCollectionViewUpdates:)`, like `UICollectionViewUpdateItem`: a section's
/// change names it by an index path of one index, an item's by its index path before
/// and after the update.
@preconcurrency @MainActor
public final class CollectionViewUpdateItem {
    /// What the change does, like `UICollectionViewUpdateItem.Action`.
    public enum Action: Int, Sendable {
        case insert, delete, reload, move, none
    }

    /// The element's index path before the update (`nil` for an insertion), like
    /// `indexPathBeforeUpdate`.
    public let indexPathBeforeUpdate: IndexPath?
    /// The element's index path after the update (`nil` for a deletion), like
    /// `indexPathAfterUpdate`.
    public let indexPathAfterUpdate: IndexPath?
    /// What the change does, like `updateAction`.
    public let updateAction: Action

    init(_ action: Action, before: IndexPath?, after: IndexPath?) {
        updateAction = action
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
    }
}

extension ListUpdate {
    /// The update's changes as a layout hears of them: deletions, insertions, reloads
    /// and moves, of sections and then of items, each kind in index order.
    @MainActor
    var collectionUpdateItems: [CollectionViewUpdateItem] {
        let section = { (index: Int) in IndexPath(index: index) }
        return deletedSections.map { CollectionViewUpdateItem(.delete, before: section($0), after: nil) }
            + insertedSections.map { CollectionViewUpdateItem(.insert, before: nil, after: section($0)) }
            + reloadedSections.map { CollectionViewUpdateItem(.reload, before: section($0), after: section($0)) }
            + movedSections.sorted { $0.key < $1.key }.map { CollectionViewUpdateItem(.move, before: section($0.key), after: section($0.value)) }
            + deleted.sorted().map { CollectionViewUpdateItem(.delete, before: $0, after: nil) }
            + inserted.sorted().map { CollectionViewUpdateItem(.insert, before: nil, after: $0) }
            + reloaded.sorted().map { CollectionViewUpdateItem(.reload, before: $0, after: $0) }
            + moved.sorted { $0.key < $1.key }.map { CollectionViewUpdateItem(.move, before: $0.key, after: $0.value) }
    }
}
