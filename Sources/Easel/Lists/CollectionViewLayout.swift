import Foundation

/// Decides where a collection view's cells and supplementary views go, like
/// `UICollectionViewLayout`. Subclass it, or use `CollectionViewFlowLayout`.
///
/// The collection view calls `prepare()` before it asks for anything after an
/// invalidation, then `collectionViewContentSize` and
/// `layoutAttributesForElements(in:)` for the rectangle it shows.
@preconcurrency @MainActor
open class CollectionViewLayout {
    /// The collection view the layout belongs to, like `collectionView`. Open, as on
    /// iOS, so a layout may narrow it (`override var collectionView: UICollectionView
    /// { super.collectionView! }`); a collection view attaching or detaching a layout
    /// checks the attachment, never the override.
    open var collectionView: CollectionView? { attachedCollectionView }
    /// The collection view that set this layout, which `collectionView` reports.
    weak var attachedCollectionView: CollectionView?
    /// Whether `prepare()` must run before the next question.
    var needsPrepare = true
    /// The view classes of decoration kinds.
    private(set) var decorationClasses: [String: CollectionReusableView.Type] = [:]
    /// The update the collection view is animating, while it places its elements for it.
    var transition: CollectionUpdateTransition?

    /// A layout, like `UICollectionViewLayout()`.
    public init() {}

    /// Fails as `View(coder:)` does, like `UICollectionViewLayout(coder:)`: Easel decodes
    /// no archives. It is required, as on iOS, so a layout subclass written for iOS (its
    /// `required init?(coder:)` calling `super.init(coder:)`) compiles as it is.
    public required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// Computes the layout, like `prepare()`; called after every invalidation.
    open func prepare() {}

    /// The size of all the content, like `collectionViewContentSize`.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element that intersects `rect`, like
    /// `layoutAttributesForElements(in:)`.
    open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? { nil }

    /// The attributes of one cell, like `layoutAttributesForItem(at:)`.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes of one decoration view, like `layoutAttributesForDecorationView(ofKind:at:)`.
    open func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// Registers the view class of the decoration views of `elementKind`, like
    /// `register(_:forDecorationViewOfKind:)`; `nil` forgets it. It goes through the
    /// `AnyClass` form, so an override of either is called.
    open func register(_ viewClass: CollectionReusableView.Type?, forDecorationViewOfKind elementKind: String) {
        register(viewClass as AnyClass?, forDecorationViewOfKind: elementKind)
    }

    /// Registers a decoration view class given as `AnyClass`, as UIKit declares
    /// `UICollectionViewLayout.register(_:forDecorationViewOfKind:)`; `nil` forgets it. A
    /// class that is not a `CollectionReusableView` is reported and ignored, where UIKit
    /// throws.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        if let viewClass, !(viewClass is CollectionReusableView.Type) {
            return Diagnostics.report("registering \(viewClass) for decoration views of kind \(elementKind): "
                                      + "must pass a class of kind UICollectionReusableView")
        }
        decorationClasses[elementKind] = viewClass as? CollectionReusableView.Type
        invalidateLayout()
    }

    /// Registers `nib` for the decoration views of `elementKind`, like
    /// `UICollectionViewLayout.register(_:forDecorationViewOfKind:)` given a `UINib`: the
    /// kind keeps no class, and a nib (which has no view to make here) is reported;
    /// `nil` forgets the registration.
    open func register(_ nib: Nib?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = nil
        invalidateLayout()
        if let nib {
            Diagnostics.report("registering nib \"\(nib.name ?? "from data")\" for decoration views of kind \(elementKind): "
                               + "nibs do not exist on Linux; register a class of kind UICollectionReusableView")
        }
    }

    /// The attributes of one supplementary view, like
    /// `layoutAttributesForSupplementaryView(ofKind:at:)`.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                   at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// The attributes an item that appears in an animated update starts from, like
    /// `initialLayoutAttributesForAppearingItem(at:)`; `nil` starts it at its final
    /// attributes. By default an item that was shown before moves from where it was,
    /// and an inserted one fades in where it goes (alpha 0).
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        transition?.appearingAttributes(of: CollectionElement(kind: nil, indexPath: itemIndexPath),
                                        final: layoutAttributesForItem(at: itemIndexPath))
    }

    /// The attributes an item that disappears in an animated update ends at (its index
    /// path is the one before the update), like
    /// `finalLayoutAttributesForDisappearingItem(at:)`; `nil` leaves it where it was.
    /// By default an item that stays goes where it now is, and a deleted one fades out
    /// where it was.
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        transition?.disappearingAttributes(of: CollectionElement(kind: nil, indexPath: itemIndexPath)) {
            self.layoutAttributesForItem(at: $0.indexPath)
        }
    }

    /// The attributes a supplementary view that appears in an animated update starts
    /// from, like `initialLayoutAttributesForAppearingSupplementaryElement(ofKind:at:)`;
    /// by default as for items.
    open func initialLayoutAttributesForAppearingSupplementaryElement(ofKind elementKind: String,
                                                                      at elementIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        transition?.appearingAttributes(of: CollectionElement(kind: elementKind, indexPath: elementIndexPath),
                                        final: layoutAttributesForSupplementaryView(ofKind: elementKind, at: elementIndexPath))
    }

    /// The attributes a supplementary view that disappears in an animated update ends
    /// at, like `finalLayoutAttributesForDisappearingSupplementaryElement(ofKind:at:)`;
    /// by default as for items.
    open func finalLayoutAttributesForDisappearingSupplementaryElement(ofKind elementKind: String,
                                                                       at elementIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        transition?.disappearingAttributes(of: CollectionElement(kind: elementKind, indexPath: elementIndexPath)) {
            self.layoutAttributesForSupplementaryView(ofKind: elementKind, at: $0.indexPath)
        }
    }

    /// Called once the layout is prepared for the data after an update and before its
    /// elements move, with the update's changes, like `prepare(forCollectionViewUpdates:)`.
    open func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {}

    /// Called as the last step before an update animates, inside its animation block
    /// (after the appearing and disappearing attributes were asked for), like
    /// `finalizeCollectionViewUpdates()`.
    open func finalizeCollectionViewUpdates() {}

    /// Called when the collection view's size changes inside an animation block, once
    /// the layout is prepared for the new size and before its elements move, like
    /// `prepareForAnimatedBoundsChange(_:)`.
    open func prepareForAnimatedBoundsChange(_ oldBounds: CGRect) {}

    /// Called after the elements moved for an animated size change, inside its
    /// animation block, like `finalizeAnimatedBoundsChange()`.
    open func finalizeAnimatedBoundsChange() {}

    /// Where scrolling stops once the finger lifts, like
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`: by default
    /// `proposedContentOffset`, where the content would come to rest. The collection view
    /// asks when a drag ends without paging, before its delegate's
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` (which is given
    /// the layout's answer), with the velocity that method is given (points per
    /// millisecond); the content then springs to the offset returned.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint,
                                  withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// The content offset to show once the collection view changed to this layout, like
    /// `targetContentOffset(forProposedContentOffset:)`: by default
    /// `proposedContentOffset`, the offset before the change. Asked in the layout pass
    /// after the change, once this layout is prepared.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Where an item moved interactively would go with the finger at `position` (in the
    /// collection view's content), like
    /// `targetIndexPath(forInteractivelyMovingItem:withPosition:)`: the item under the
    /// point, else where it is.
    open func targetIndexPath(forInteractivelyMovingItem previousIndexPath: IndexPath,
                              withPosition position: CGPoint) -> IndexPath {
        collectionView?.indexPathForItem(at: position) ?? previousIndexPath
    }

    /// The attributes of the item being moved interactively, like
    /// `layoutAttributesForInteractivelyMovingItem(at:withTargetPosition:)`: its own
    /// attributes centred on `position`, above the other items (a `zIndex` of 1,000,
    /// Easel's choice: Apple documents only that it is drawn on top).
    open func layoutAttributesForInteractivelyMovingItem(at indexPath: IndexPath,
                                                         withTargetPosition position: CGPoint) -> CollectionViewLayoutAttributes {
        let attributes = layoutAttributesForItem(at: indexPath)?.copiedAttributes()
            ?? CollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.center = position
        attributes.zIndex = 1000
        return attributes
    }

    /// Called on the layout being replaced when the collection view changes layouts,
    /// like `prepareForTransition(to:)`, before the new one is told
    /// `prepareForTransition(from:)`.
    open func prepareForTransition(to newLayout: CollectionViewLayout) {}

    /// Called on the new layout when the collection view changes layouts, like
    /// `prepareForTransition(from:)`, after the old one was told
    /// `prepareForTransition(to:)`.
    open func prepareForTransition(from oldLayout: CollectionViewLayout) {}

    /// Called on both layouts once a change of layouts is done (the old one first), like
    /// `finalizeLayoutTransition()`: in the layout pass after the change, after
    /// `targetContentOffset(forProposedContentOffset:)`.
    open func finalizeLayoutTransition() {}

    /// Whether a change of the bounds to `newBounds` needs a new layout, like
    /// `shouldInvalidateLayout(forBoundsChange:)`: by default when the size changes.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        newBounds.size != (collectionView?.bounds.size ?? .zero)
    }

    /// Whether a self-sizing cell's preferred attributes change the layout, like
    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)`
    /// (no by default).
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes) -> Bool {
        false
    }

    /// Whether the layout mirrors in a right-to-left language, like
    /// `flipsHorizontallyInOppositeLayoutDirection` (no by default).
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    /// Discards the layout, like `invalidateLayout()`: passes a context of
    /// `invalidationContextClass` that invalidates everything to `invalidateLayout(with:)`.
    open func invalidateLayout() {
        let context = makeInvalidationContext()
        context.invalidateEverything = true
        invalidateLayout(with: context)
    }

    /// Discards what `context` names, like `invalidateLayout(with:)`: the collection
    /// view prepares the layout again at its next layout. An override reads what its
    /// own context class adds, and calls super.
    open func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// The context a bounds change that `shouldInvalidateLayout(forBoundsChange:)`
    /// accepted invalidates the layout with, like `invalidationContext(forBoundsChange:)`:
    /// by default a new one of `invalidationContextClass`.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> CollectionViewLayoutInvalidationContext {
        makeInvalidationContext()
    }

    /// The class of the contexts the layout makes, like `invalidationContextClass`;
    /// a class that is not a `CollectionViewLayoutInvalidationContext` counts as that
    /// class.
    open class var invalidationContextClass: AnyClass { CollectionViewLayoutInvalidationContext.self }

    /// The class of the attributes the layout makes, like `layoutAttributesClass`: a
    /// layout that keeps attributes of its own in a subclass returns it, and the
    /// attributes a flow or compositional layout makes are of it. A class that is not
    /// a `CollectionViewLayoutAttributes` counts as that class.
    open class var layoutAttributesClass: AnyClass { CollectionViewLayoutAttributes.self }

    /// A new context of `invalidationContextClass`.
    private func makeInvalidationContext() -> CollectionViewLayoutInvalidationContext {
        let contextClass = type(of: self).invalidationContextClass as? CollectionViewLayoutInvalidationContext.Type
        return (contextClass ?? CollectionViewLayoutInvalidationContext.self).init()
    }

    /// `attributes` as an instance of `layoutAttributesClass` (themselves when it is
    /// the base class).
    func ofLayoutAttributesClass(_ attributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        guard let attributesClass = type(of: self).layoutAttributesClass as? CollectionViewLayoutAttributes.Type,
              attributesClass != type(of: attributes) else { return attributes }
        return attributesClass.init(copying: attributes)
    }

    /// Lets the layout change the attributes of the elements about to show, before each
    /// layout of the collection view (a compositional section's
    /// `visibleItemsInvalidationHandler`); nothing by default.
    func adjustVisibleItems(_ attributes: [CollectionViewLayoutAttributes]) {}

    /// Prepares the layout if an invalidation asks for it.
    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }
}
