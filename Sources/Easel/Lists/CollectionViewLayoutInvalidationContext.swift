import Foundation

/// What of a layout an invalidation discards, like
/// `UICollectionViewLayoutInvalidationContext`: `invalidateLayout()` passes one that
/// invalidates everything to `invalidateLayout(with:)`, and a bounds change the layout
/// invalidates for passes the one `invalidationContext(forBoundsChange:)` makes. A
/// layout's `invalidationContextClass` says the class it makes; a subclass adds what its
/// layout reads.
@preconcurrency @MainActor
open class CollectionViewLayoutInvalidationContext {
    /// Whether the whole layout is discarded, like `invalidateEverything`: set for
    /// `invalidateLayout()`.
    public internal(set) var invalidateEverything = false
    /// Whether the layout must ask for the section and item counts again, like
    /// `invalidateDataSourceCounts`.
    public internal(set) var invalidateDataSourceCounts = false
    /// How far the content offset moves with the invalidation, like `contentOffsetAdjustment`.
    public var contentOffsetAdjustment = CGPoint.zero
    /// How much the content size changes with the invalidation, like `contentSizeAdjustment`.
    public var contentSizeAdjustment = CGSize.zero
    /// The items named invalid, like `invalidatedItemIndexPaths` (`nil` when none).
    public private(set) var invalidatedItemIndexPaths: [IndexPath]?
    /// The supplementary views named invalid, by kind, like
    /// `invalidatedSupplementaryIndexPaths` (`nil` when none).
    public private(set) var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]?
    /// The decoration views named invalid, by kind, like
    /// `invalidatedDecorationIndexPaths` (`nil` when none).
    public private(set) var invalidatedDecorationIndexPaths: [String: [IndexPath]]?

    /// An invalidation of nothing in particular, like
    /// `UICollectionViewLayoutInvalidationContext()`. Required: a layout makes its
    /// `invalidationContextClass` through it.
    public required init() {}

    /// Names items invalid, like `invalidateItems(at:)`.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItemIndexPaths = (invalidatedItemIndexPaths ?? []) + indexPaths
    }

    /// Names supplementary views of a kind invalid, like
    /// `invalidateSupplementaryElements(ofKind:at:)`.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedSupplementaryIndexPaths = (invalidatedSupplementaryIndexPaths ?? [:])
            .merging([elementKind: indexPaths], uniquingKeysWith: +)
    }

    /// Names decoration views of a kind invalid, like
    /// `invalidateDecorationElements(ofKind:at:)`.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        invalidatedDecorationIndexPaths = (invalidatedDecorationIndexPaths ?? [:])
            .merging([elementKind: indexPaths], uniquingKeysWith: +)
    }
}

/// A flow layout's invalidation, like `UICollectionViewFlowLayoutInvalidationContext`:
/// what `CollectionViewFlowLayout` makes.
open class CollectionViewFlowLayoutInvalidationContext: CollectionViewLayoutInvalidationContext {
    /// Whether the sizes and spacings the delegate gives are asked for again, like
    /// `invalidateFlowLayoutDelegateMetrics` (yes by default).
    public var invalidateFlowLayoutDelegateMetrics = true
    /// Whether the layout's own attributes are computed again, like
    /// `invalidateFlowLayoutAttributes` (yes by default).
    public var invalidateFlowLayoutAttributes = true
}
