import EaselGraphics
import Foundation

/// A scrolling collection of items in sections, placed by a layout, like
/// `UICollectionView`, built on `ScrollView`.
///
/// The data source gives the counts, the cells and the supplementary views; the layout
/// (`CollectionViewFlowLayout`, or your `CollectionViewLayout` subclass) decides where
/// they go; the delegate hears about display and selection. Only the elements the
/// bounds show have views: scrolling marks the collection view for layout, and
/// `layoutSubviews` hands the views that scrolled off to the reuse pool
/// (`didEndDisplaying`) and asks for the ones that came on (`cellForItemAt`, then
/// `willDisplay`). A layout that flips in the opposite layout direction is mirrored
/// in a right-to-left language.
@preconcurrency @MainActor
open class CollectionView: ScrollView {
    /// The direction a layout scrolls in, like `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable {
        case vertical, horizontal
    }

    /// Which changes of a cell's content make it measure itself again, like
    /// `UICollectionView.SelfSizingInvalidation` (iOS 16).
    public enum SelfSizingInvalidation: Int, Sendable {
        case disabled, enabled, enabledIncludingConstraints
    }

    /// Where `scrollToItem(at:at:animated:)` puts the item, like
    /// `UICollectionView.ScrollPosition`: one vertical and one horizontal position at most.
    public struct ScrollPosition: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The kind of a flow layout's section headers, like
    /// `UICollectionView.elementKindSectionHeader`.
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers, like
    /// `UICollectionView.elementKindSectionFooter`.
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The layout, like `UICollectionView.collectionViewLayout`; setting it lays the
    /// items out anew, telling both layouts of the change as
    /// `setCollectionViewLayout(_:animated:completion:)` does.
    open var collectionViewLayout: CollectionViewLayout {
        didSet {
            if oldValue !== collectionViewLayout {
                oldValue.attachedCollectionView = nil
                oldValue.prepareForTransition(to: collectionViewLayout)
                collectionViewLayout.prepareForTransition(from: oldValue)
                for view in shownReusableViews { view.willTransition(from: oldValue, to: collectionViewLayout) }
                layoutTransition = (layoutTransition?.from ?? oldValue, layoutTransition?.completions ?? [])
                setNeedsLayout()
            }
            adoptLayout()
        }
    }
    /// The layout replaced and the completions to call once the next layout pass has
    /// finished the change.
    var layoutTransition: (from: CollectionViewLayout, completions: [(Bool) -> Void])?
    /// The interactive change of layouts in progress (`startInteractiveTransition(to:completion:)`).
    var interactiveLayoutTransition: InteractiveLayoutTransition?
    /// The item being moved with the finger (`beginInteractiveMovementForItem(at:)`).
    var interactiveMovement: InteractiveMovement?

    /// Changes the layout, like `UICollectionView.setCollectionViewLayout(_:animated:)`:
    /// the items move to their new places at once (Easel does not animate the change).
    open func setCollectionViewLayout(_ layout: CollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Changes the layout, like
    /// `UICollectionView.setCollectionViewLayout(_:animated:completion:)`; `completion`
    /// is called with `true` once the layout pass that applies the change ends (at once
    /// for a collection view not in a window). Layout transitions are described in
    /// CollectionView+LayoutTransition.swift.
    open func setCollectionViewLayout(_ layout: CollectionViewLayout, animated: Bool,
                                      completion: ((Bool) -> Void)? = nil) {
        collectionViewLayout = layout
        if let completion { layoutTransition?.completions.append(completion) }
        layoutIfNeeded()
    }
    /// The data source, like `UICollectionView.dataSource`; setting it reloads.
    open weak var dataSource: CollectionViewDataSource? { didSet { reloadData() } }
    /// The delegate: the scroll view's `delegate`, seen as a collection view delegate.
    var collectionDelegate: CollectionViewDelegate? { delegate as? CollectionViewDelegate }

    /// A view behind the items that fills the collection view and does not scroll,
    /// like `UICollectionView.backgroundView` (an empty-state message, a gradient).
    open var backgroundView: View? {
        didSet { listBackgroundViewDidChange(from: oldValue, to: backgroundView) }
    }

    /// Whether a tap selects an item, like `UICollectionView.allowsSelection`.
    open var allowsSelection = true
    /// Whether several items can be selected, a tap toggling each, like
    /// `UICollectionView.allowsMultipleSelection`.
    open var allowsMultipleSelection = false
    /// Whether the collection view asks for cells before they show, like
    /// `UICollectionView.isPrefetchingEnabled` (true): kept and read back. Easel asks
    /// for a cell when it comes into view, in the commit that shows it, so turning
    /// prefetching off changes nothing drawn.
    open var isPrefetchingEnabled = true
    /// The object told of items about to show, like `UICollectionView.prefetchDataSource`:
    /// kept, never called (see `isPrefetchingEnabled`).
    open weak var prefetchDataSource: CollectionViewDataSourcePrefetching?
    /// Whether items can be dragged to other apps, like
    /// `UICollectionView.dragInteractionEnabled` (`false` on iPhone): kept; Easel has no
    /// drag and drop.
    open var dragInteractionEnabled = false
    /// Whether a cell's size follows its content's changes, like
    /// `UICollectionView.selfSizingInvalidation` (iOS 16, `.enabled`): kept; Easel
    /// measures a self-sizing cell again when its item reloads or the layout is
    /// invalidated.
    open var selfSizingInvalidation = SelfSizingInvalidation.enabled
    /// Whether the list is editing, like `UICollectionView.isEditing` (iOS 14): each
    /// cell's `configurationState.isEditing` follows it, and list cells show the
    /// accessories displayed `.whenEditing` instead of those `.whenNotEditing`.
    open var isEditing = false {
        didSet {
            guard oldValue != isEditing else { return }
            for cell in visibleCells { cell.isEditing = isEditing }
        }
    }

    // MARK: State
    /// The classes registered by element kind (`nil` for cells) and reuse identifier.
    var registrations: [ReuseKey: CollectionReusableView.Type] = [:]
    /// Views waiting for reuse, by element kind and reuse identifier.
    var reusePool: [ReuseKey: [CollectionReusableView]] = [:]
    /// The number of items of each section, as the data source last gave them.
    var itemCounts: [Int] = []
    /// Whether the data source must be asked again before the next layout.
    var needsReload = true
    /// The views shown, by element.
    var displayedViews: [CollectionElement: CollectionReusableView] = [:]
    /// The selected items.
    var selectedItems: Set<IndexPath> = []
    /// The item under the finger while it is highlighted.
    var trackedItem: IndexPath?
    /// The shown cell `reconfigureItems(at:)` is asking the data source about, which
    /// `dequeueReusableCell` hands back as it is.
    var cellBeingReconfigured: (indexPath: IndexPath, cell: CollectionViewCell)?
    /// The changes of the batch of updates in progress, and how deep its blocks nest.
    var pendingUpdate = ListUpdate(of: .collection)
    var updateDepth = 0
    /// The completions of the batch in progress, called once its animation ends.
    var updateCompletions: [(Bool) -> Void] = []
    /// The changes of the update the next layout shows, for the layout to hear of.
    var pendingUpdateItems: [CollectionViewUpdateItem]?
    /// The list row swiped open, or being swiped.
    var swipe: ListSwipe?
    /// The item whose outline disclosure is under the finger.
    var outlinePress: IndexPath?
    /// The size the layout was last prepared for.
    private var laidOutSize: CGSize?
    /// The scroll views of the sections whose groups scroll across the layout, by section.
    var orthogonalScrollViews: [Int: CollectionOrthogonalScrollView] = [:]

    /// A registered class's key: the element kind (`nil` for cells) and the identifier.
    struct ReuseKey: Hashable {
        var kind: String?
        var identifier: String
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    public required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// A collection view placing its items with `layout`, like
    /// `UICollectionView(frame:collectionViewLayout:)`.
    public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(frame: frame)
        backgroundColor = .systemBackground
        adoptLayout()
    }

    private func adoptLayout() {
        collectionViewLayout.attachedCollectionView = self
        collectionViewLayout.invalidateLayout()
    }

    /// The bounds, as `UIView.bounds`; a change (scrolling, resizing) first asks the
    /// layout `shouldInvalidateLayout(forBoundsChange:)` and, when it says so,
    /// invalidates it with the context of `invalidationContext(forBoundsChange:)`, as
    /// UIKit's collection view does.
    open override var bounds: CGRect {
        get { super.bounds }
        set {
            let layout = collectionViewLayout
            if newValue != super.bounds, layout.attachedCollectionView === self, layout.shouldInvalidateLayout(forBoundsChange: newValue) {
                layout.invalidateLayout(with: layout.invalidationContext(forBoundsChange: newValue))
            }
            super.bounds = newValue
        }
    }

    /// The number of sections, like `UICollectionView.numberOfSections` (asking the
    /// data source first if it must).
    open var numberOfSections: Int {
        loadCountsIfNeeded()
        return itemCounts.count
    }

    /// The number of items in `section`, like `UICollectionView.numberOfItems(inSection:)`.
    open func numberOfItems(inSection section: Int) -> Int {
        loadCountsIfNeeded()
        return itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// Asks the data source for everything again at the next layout, like
    /// `UICollectionView.reloadData()`: every view goes back to the reuse pool and the
    /// selection is cleared.
    open func reloadData() {
        closeSwipe()
        for (element, view) in displayedViews.sorted(by: { $0.key < $1.key }) { endDisplaying(view, as: element) }
        displayedViews = [:]
        selectedItems = []
        trackedItem = nil
        needsReload = true
        collectionViewLayout.invalidateLayout()
    }

    /// Asks the data source for the counts, if a reload asks for it.
    func loadCountsIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        itemCounts = countsFromDataSource()
    }

    /// The number of items of each section, as the data source gives them now; a
    /// negative count is reported and counted as none.
    func countsFromDataSource() -> [Int] {
        let sections = dataSource.map { max(0, $0.numberOfSections(in: self)) } ?? 0
        return (0..<sections).map { section in
            let count = dataSource?.collectionView(self, numberOfItemsInSection: section) ?? 0
            if count < 0 {
                Trace.diagnostic("the data source of \(traceName) gave \(count) items for section \(section); "
                                 + "counted as none", view: traceName)
            }
            return max(0, count)
        }
    }

    /// Lays the elements out for the bounds; a size change inside an animation block is
    /// an animated bounds change, which the layout prepares for and finalizes. A row
    /// swiped open stays aside (or closes if it went).
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeListBackgroundView(backgroundView)
        loadCountsIfNeeded()
        defer { layoutSwipe() }
        finishLayoutTransition()
        let oldSize = laidOutSize
        laidOutSize = bounds.size
        guard let oldSize, oldSize != bounds.size else { return tileElements() }
        collectionViewLayout.needsPrepare = true
        guard AnimationContext.stack.last?.parameters != nil else { return tileElements() }
        collectionViewLayout.prepareIfNeeded()
        collectionViewLayout.prepareForAnimatedBoundsChange(CGRect(origin: bounds.origin, size: oldSize))
        tileElements()
        collectionViewLayout.finalizeAnimatedBoundsChange()
    }

    /// The finger lifted without paging: the layout picks where the content comes to rest.
    override func restingContentOffset(proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        collectionViewLayout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        // A swipe the scroll pan began (before the content touch delay ended) already
        // has the touch.
        if swipe?.dragStart != nil || beginSwipeTouch(touches) || beginOutlineTouch(touches) { return }
        if !beginTrackingItem(touches) { super.touchesBegan(touches, with: event) }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        if swipe?.dragStart != nil, let touch = touches.first { return moveSwipe(to: touch.location(in: self).x) }
        if trackedItem == nil, outlinePress == nil { super.touchesMoved(touches, with: event) }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        if swipe?.dragStart != nil { return endSwipeDrag() }
        if swipe?.press != nil { return endSwipeTouch(touches) }
        if outlinePress != nil { return endOutlineTouch(touches) }
        if trackedItem == nil { return super.touchesEnded(touches, with: event) }
        endTracking()
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        if swipe?.dragStart != nil || swipe?.press != nil { return closeSwipe() }
        if outlinePress != nil { return outlinePress = nil }
        if trackedItem == nil { return super.touchesCancelled(touches, with: event) }
        cancelTracking()
    }

    /// Refuses the scroll pan when the drag swipes a list row.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard gestureRecognizer === panGestureRecognizer else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        return !panIsSwipe()
    }

    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        collectionViewLayout.invalidateLayout()
    }

    // MARK: Overridable, as in UIKit: updates, selection, dequeuing and geometry (the mechanisms live in the CollectionView+… files)

    /// Inserts items, like `UICollectionView.insertItems(at:)`.
    open func insertItems(at indexPaths: [IndexPath]) {
        update { $0.inserted.formUnion(indexPaths) }
    }

    /// Deletes items, like `UICollectionView.deleteItems(at:)`.
    open func deleteItems(at indexPaths: [IndexPath]) {
        update { $0.deleted.formUnion(indexPaths) }
    }

    /// Moves an item, like `UICollectionView.moveItem(at:to:)`.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        update { $0.moved[indexPath] = newIndexPath }
    }

    /// Asks the data source again for items' cells, like `UICollectionView.reloadItems(at:)`:
    /// the old cells fade out as the new ones fade in.
    open func reloadItems(at indexPaths: [IndexPath]) {
        update { $0.reloaded.formUnion(indexPaths) }
    }

    /// Inserts sections, like `UICollectionView.insertSections(_:)`.
    open func insertSections(_ sections: IndexSet) {
        update { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections and their items, like `UICollectionView.deleteSections(_:)`.
    open func deleteSections(_ sections: IndexSet) {
        update { $0.deletedSections.formUnion(sections) }
    }

    /// Asks the data source again for whole sections, like `UICollectionView.reloadSections(_:)`.
    open func reloadSections(_ sections: IndexSet) {
        update { $0.reloadedSections.formUnion(sections) }
    }

    /// Applies the insertions, deletions, moves and reloads that `updates` makes as one
    /// animated update, like `UICollectionView.performBatchUpdates(_:completion:)`.
    /// Batches nest: the outermost one applies them. `completion` is called with `true`
    /// once the animation has ended (at the next turn of the run loop when nothing
    /// animates), `false` when it was cut short.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        updateDepth += 1
        updates?()
        updateDepth -= 1
        if let completion { updateCompletions.append(completion) }
        guard updateDepth == 0 else { return }
        let update = pendingUpdate, completions = updateCompletions
        pendingUpdate = ListUpdate(of: .collection)
        updateCompletions = []
        apply(update) { finished in
            for completion in completions { completion(finished) }
        }
    }

    /// Selects an item (or, with `nil`, clears the selection), optionally scrolling it
    /// into view, like `UICollectionView.selectItem(at:animated:scrollPosition:)`; the
    /// delegate is not told. Without multiple selection the other items are deselected.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else { return deselectAll(animated: animated) }
        guard isValidItem(indexPath) else {
            return Trace.diagnostic("attempt to select an item that does not exist (section \(indexPath.section), "
                                    + "item \(indexPath.count == 2 ? indexPath.item : -1))", view: traceName)
        }
        guard selects else { return }
        select(indexPath, animated: animated)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item, like `UICollectionView.deselectItem(at:animated:)`; the
    /// delegate is not told.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        deselect(indexPath, animated: animated)
    }

    /// The cells shown, in index-path order, like `UICollectionView.visibleCells`.
    open var visibleCells: [CollectionViewCell] {
        displayedViews.filter { $0.key.kind == nil }.sorted { $0.key < $1.key }.compactMap { $0.value as? CollectionViewCell }
    }

    /// The index paths of the cells shown, in order, like
    /// `UICollectionView.indexPathsForVisibleItems`.
    open var indexPathsForVisibleItems: [IndexPath] {
        displayedViews.keys.filter { $0.kind == nil }.map(\.indexPath).sorted()
    }

    /// The cell shown for an item (`nil` if it is not shown), like
    /// `UICollectionView.cellForItem(at:)`.
    open func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        displayedViews[CollectionElement(kind: nil, indexPath: indexPath)] as? CollectionViewCell
    }

    /// The item of a shown cell, like `UICollectionView.indexPath(for:)`.
    open func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        displayedViews.first { $0.key.kind == nil && $0.value === cell }?.key.indexPath
    }

    /// Scrolls so that an item shows where `position` says, like
    /// `UICollectionView.scrollToItem(at:at:animated:)`; an item that does not exist is
    /// UIKit's exception, reported.
    open func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        guard isValidItem(indexPath), let frame = layoutAttributesForItem(at: indexPath)?.frame else {
            return Trace.diagnostic("attempt to scroll to invalid index path: {length = \(indexPath.count), path = "
                                    + indexPath.map(String.init).joined(separator: " - ") + "}", view: traceName)
        }
        var offset = contentOffset
        if position.contains(.top) { offset.y = frame.minY }
        if position.contains(.centeredVertically) { offset.y = frame.midY - bounds.height / 2 }
        if position.contains(.bottom) { offset.y = frame.maxY - bounds.height }
        if position.contains(.left) { offset.x = frame.minX }
        if position.contains(.centeredHorizontally) { offset.x = frame.midX - bounds.width / 2 }
        if position.contains(.right) { offset.x = frame.maxX - bounds.width }
        let range = offsetRange
        offset.x = min(max(offset.x, range.x.lowerBound), range.x.upperBound)
        offset.y = min(max(offset.y, range.y.lowerBound), range.y.upperBound)
        setContentOffset(offset, animated: animated)
    }

    /// Registers the class whose cells `dequeueReusableCell(withReuseIdentifier:for:)`
    /// makes for `identifier`, like `UICollectionView.register(_:forCellWithReuseIdentifier:)`;
    /// `nil` removes the registration.
    open func register(_ cellClass: CollectionViewCell.Type?, forCellWithReuseIdentifier identifier: String) {
        register(cellClass as AnyClass?, forCellWithReuseIdentifier: identifier)
    }

    /// Registers a cell class given as `AnyClass`, as UIKit declares
    /// `UICollectionView.register(_:forCellWithReuseIdentifier:)`: the cells made are of
    /// that class, and `nil` removes the registration. A class that is not a
    /// `CollectionViewCell` is reported and ignored, where UIKit throws.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        let key = ReuseKey(kind: nil, identifier: identifier)
        guard let cellClass else { registrations[key] = nil; return }
        if let cellType = registrableClass(cellClass, as: CollectionViewCell.self, for: "identifier \(identifier)",
                                           kind: "UICollectionViewCell") {
            registrations[key] = cellType
        }
    }

    /// Registers a supplementary view class given as `AnyClass`, as UIKit declares
    /// `UICollectionView.register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`;
    /// `nil` removes the registration. A class that is not a `CollectionReusableView`
    /// is reported and ignored, where UIKit throws.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                       withReuseIdentifier identifier: String) {
        let key = ReuseKey(kind: elementKind, identifier: identifier)
        guard let viewClass else { registrations[key] = nil; return }
        if let viewType = registrableClass(viewClass, as: CollectionReusableView.self,
                                           for: "a supplementary view of kind \(elementKind)", kind: "UICollectionReusableView") {
            registrations[key] = viewType
        }
    }

    /// Registers `nib` for the cells of `identifier`, like
    /// `UICollectionView.register(_:forCellWithReuseIdentifier:)` given a `UINib`. As in
    /// UIKit, it replaces a class registered for the identifier, and `nil` removes the
    /// registration; but a nib has no cell to make here: the registration is reported,
    /// and dequeuing the identifier gives UIKit's "could not dequeue" diagnostic.
    open func register(_ nib: Nib?, forCellWithReuseIdentifier identifier: String) {
        registrations[ReuseKey(kind: nil, identifier: identifier)] = nil
        if let nib { reportRegistration(of: nib, identifier: identifier, kind: "UICollectionViewCell") }
    }

    /// Registers `nib` for the supplementary views of `elementKind` and `identifier`,
    /// like `UICollectionView.register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`
    /// given a `UINib`: reported, and the identifier keeps no class, as for cells.
    open func register(_ nib: Nib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        registrations[ReuseKey(kind: kind, identifier: identifier)] = nil
        if let nib { reportRegistration(of: nib, identifier: identifier, kind: "UICollectionReusableView") }
    }

    /// A cell for `identifier`: one from the reuse pool after `prepareForReuse()`, or a
    /// new one of the registered class, like
    /// `UICollectionView.dequeueReusableCell(withReuseIdentifier:for:)`. An identifier
    /// with no registration gets UIKit's exception message as a diagnostic and an empty
    /// cell, so the collection view stays drawable. While `reconfigureItems(at:)` asks
    /// about a shown item, its own cell comes back as it is.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        if let (shown, cell) = cellBeingReconfigured, shown == indexPath, cell.reuseIdentifier == identifier { return cell }
        let key = ReuseKey(kind: nil, identifier: identifier)
        if let cell = dequeue(key) as? CollectionViewCell {
            // As in UIKit, the cell has its item's attributes before the data source configures it.
            if let attributes = collectionViewLayout.layoutAttributesForItem(at: indexPath) { cell.apply(attributes) }
            return cell
        }
        Trace.diagnostic("could not dequeue a view of kind: UICollectionElementKindCell with identifier \(identifier) - "
                         + "must register a nib or a class for the identifier or connect a prototype cell in a storyboard",
                         view: traceName)
        return adopt(CollectionViewCell(frame: .zero), key: key)
    }
}
