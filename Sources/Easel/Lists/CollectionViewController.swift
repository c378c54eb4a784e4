import Foundation

/// A view controller whose view is a collection view it is the data source and
/// delegate of, like `UICollectionViewController`. Override the data source and
/// delegate methods (each is declared here, with UIKit's default, so that a subclass's
/// `override` is the one the collection view calls). Each time the view is about to
/// appear the selection is cleared, unless `clearsSelectionOnViewWillAppear` is off.
@preconcurrency @MainActor
open class CollectionViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    /// The layout the collection view is made with, like
    /// `UICollectionViewController.collectionViewLayout`.
    public let collectionViewLayout: CollectionViewLayout
    /// Whether the selection is cleared when the view is about to appear, like
    /// `clearsSelectionOnViewWillAppear` (on by default).
    open var clearsSelectionOnViewWillAppear = true

    /// Whether a long press on an item lifts it and moves it with the finger, like
    /// `installsStandardGestureForInteractiveMovement` (on by default): the press drives
    /// the collection view's `beginInteractiveMovementForItem(at:)`,
    /// `updateInteractiveMovementTargetPosition(_:)` and `endInteractiveMovement()`
    /// (`cancelInteractiveMovement()` when it is cancelled). Items move only where the
    /// data source's `collectionView(_:canMoveItemAt:)` allows.
    open var installsStandardGestureForInteractiveMovement = true {
        didSet {
            guard oldValue != installsStandardGestureForInteractiveMovement, let collection = viewIfLoaded as? CollectionView
            else { return }
            if installsStandardGestureForInteractiveMovement {
                collection.addGestureRecognizer(reorderingGesture)
            } else {
                collection.removeGestureRecognizer(reorderingGesture)
            }
        }
    }
    /// The long press `installsStandardGestureForInteractiveMovement` installs.
    private lazy var reorderingGesture = LongPressGestureRecognizer(target: self, action: CollectionViewController.moveItem(with:))

    /// A controller of a collection view laid out by `layout`, like
    /// `UICollectionViewController(collectionViewLayout:)`.
    public init(collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// Fails as `ViewController(coder:)` does: Easel decodes no archives.
    public required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// The collection view, the controller's view, like
    /// `UICollectionViewController.collectionView`.
    open var collectionView: CollectionView! {
        get {
            if let collection = view as? CollectionView { return collection }
            // The view was replaced by another kind of view: a collection view takes its place.
            let collection = makeCollectionView(frame: view.frame)
            view = collection
            return collection
        }
        set { view = newValue }
    }

    /// Makes the collection view as the controller's view, like `loadView()`.
    open override func loadView() {
        view = makeCollectionView(frame: .zero)
    }

    private func makeCollectionView(frame: CGRect) -> CollectionView {
        let collection = CollectionView(frame: frame, collectionViewLayout: collectionViewLayout)
        collection.dataSource = self
        collection.delegate = self
        if installsStandardGestureForInteractiveMovement { collection.addGestureRecognizer(reorderingGesture) }
        return collection
    }

    /// Moves the pressed item with the finger (see
    /// `installsStandardGestureForInteractiveMovement`).
    private func moveItem(with gesture: LongPressGestureRecognizer) {
        guard let collection = gesture.view as? CollectionView else { return }
        let location = gesture.location(in: collection)
        switch gesture.state {
        case .began:
            guard let indexPath = collection.indexPathForItem(at: location) else { return }
            collection.beginInteractiveMovementForItem(at: indexPath)
        case .changed:
            collection.updateInteractiveMovementTargetPosition(location)
        case .ended:
            collection.endInteractiveMovement()
        default:
            collection.cancelInteractiveMovement()
        }
    }

    /// Deselects every selected item unless `clearsSelectionOnViewWillAppear` is off,
    /// as UICollectionViewController does.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        guard clearsSelectionOnViewWillAppear else { return }
        for indexPath in collectionView.indexPathsForSelectedItems ?? [] {
            collectionView.deselectItem(at: indexPath, animated: animated)
        }
    }

    /// Sets the controller's editing state and the collection view's, like
    /// `UICollectionViewController.setEditing(_:animated:)` (iOS 14).
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        collectionView.isEditing = editing
    }

    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }

    /// A subclass gives the cells; without an override the item is reported and shows
    /// blank (UIKit's controller has no cells to give either).
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        _ = collectionView.dataSourceLacks("collectionView(_:cellForItemAt:)", "cell", at: indexPath)
        return collectionView.blankCell()
    }

    open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    open func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath,
                             to destinationIndexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> CollectionReusableView {
        collectionView.dataSourceLacks("collectionView(_:viewForSupplementaryElementOfKind:at:)",
                                       "supplementary view of kind \(kind)", at: indexPath)
    }
    open func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView,
                             forElementKind elementKind: String, at indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView,
                             forElementOfKind elementKind: String, at indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    /// Asks the one-item form for a single item, as UIKit falls back to it.
    open func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemsAt indexPaths: [IndexPath],
                             point: CGPoint) -> ContextMenuConfiguration? {
        oneItemContextMenuConfiguration(collectionView, indexPaths, point)
    }
    open func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath,
                             point: CGPoint) -> ContextMenuConfiguration? { nil }
    open func collectionView(_ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout,
                             newLayout toLayout: CollectionViewLayout) -> CollectionViewTransitionLayout {
        CollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout)
    }
    open func collectionView(_ collectionView: CollectionView,
                             targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }
    open func collectionView(_ collectionView: CollectionView, canFocusItemAt indexPath: IndexPath) -> Bool { true }
    open func collectionView(_ collectionView: CollectionView,
                             shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { false }
    open func collectionView(_ collectionView: CollectionView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    open func collectionViewDidEndMultipleSelectionInteraction(_ collectionView: CollectionView) {}
    open func collectionView(_ collectionView: CollectionView, targetIndexPathForMoveFromItemAt currentIndexPath: IndexPath,
                             toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath { proposedIndexPath }
    open func collectionView(_ collectionView: CollectionView,
                             targetIndexPathForMoveOfItemFromOriginalIndexPath originalIndexPath: IndexPath,
                             atCurrentIndexPath currentIndexPath: IndexPath,
                             toProposedIndexPath proposedIndexPath: IndexPath) -> IndexPath {
        self.collectionView(collectionView, targetIndexPathForMoveFromItemAt: originalIndexPath,
                            toProposedIndexPath: proposedIndexPath)
    }
    open func scrollViewDidScroll(_ scrollView: ScrollView) {}

    // The scroll view delegate's methods, which UIKit's controller also answers (a
    // subclass overrides them), each doing what the protocol's default does.
    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    open func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    open func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
    open func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
    open func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    open func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
    open func scrollViewDidZoom(_ scrollView: ScrollView) {}
    open func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat) {}
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}
