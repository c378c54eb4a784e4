import Foundation

/// A view a collection view shows and reuses, like `UICollectionReusableView`: the base
/// of cells and of supplementary views (section headers and footers).
///
/// A collection view makes views of a registered class with `init(frame: .zero)`,
/// through the subclass's override of it, as on iOS (see `RegisteredViews`).
@preconcurrency @MainActor
open class CollectionReusableView: View {
    /// The identifier the collection view reuses the view by, like `reuseIdentifier`.
    public internal(set) var reuseIdentifier: String?
    /// The element kind it was registered for (`nil` for a cell).
    var reuseKind: String?
    /// The collection view that made the view (a view from another one is refused).
    weak var owningCollectionView: CollectionView?

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    public required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// A view of `frame`, like `UICollectionReusableView(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Prepares a view taken from the reuse pool, like `prepareForReuse()`. Override it
    /// to reset your content (call super).
    open func prepareForReuse() {}

    /// The collection view is about to change its layout from `oldLayout` to
    /// `newLayout`, like `willTransition(from:to:)`: told to each view shown when the
    /// layout is set. The base version does nothing.
    open func willTransition(from oldLayout: CollectionViewLayout, to newLayout: CollectionViewLayout) {}

    /// The collection view changed its layout, like `didTransition(from:to:)`: told to
    /// each view shown once the layout pass that applies the new layout ends. The base
    /// version does nothing.
    open func didTransition(from oldLayout: CollectionViewLayout, to newLayout: CollectionViewLayout) {}

    /// Takes the attributes the layout gave the view, like `apply(_:)`; the
    /// collection view has already set the frame, alpha and visibility.
    open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}

    /// The attributes the view would like, for a layout with self-sizing items, like
    /// `preferredLayoutAttributesFitting(_:)`: the proposed attributes with the size
    /// Auto Layout fits the view's content to.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        let preferred = layoutAttributes.copiedAttributes()
        preferred.size = fittingSize(proposed: layoutAttributes.size,
                                     horizontal: layoutAttributes.fitsWidth ? .fittingSizeLevel : .required,
                                     vertical: layoutAttributes.fitsHeight ? .fittingSizeLevel : .required)
        return preferred
    }

    /// The size the view's content fits in, starting from `proposed`, each side as
    /// firmly as its priority says.
    func fittingSize(proposed: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority) -> CGSize {
        systemLayoutSizeFitting(proposed, withHorizontalFittingPriority: horizontal, verticalFittingPriority: vertical)
    }
}
