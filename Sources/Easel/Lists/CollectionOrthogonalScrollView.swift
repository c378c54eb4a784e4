import Foundation

/// The scroll view a collection view embeds for a compositional section whose groups
/// scroll across the layout (`orthogonalScrollingBehavior`), as UIKit embeds one: the
/// section's cells are its subviews, a drag along the row scrolls it with the scroll
/// view's deceleration and comes to rest where the section's behaviour says, and a
/// drag across the row is left to the collection view. It shows no scroll indicators
/// and keeps clear of no safe area, as in UIKit.
@preconcurrency @MainActor
final class CollectionOrthogonalScrollView: ScrollView, ScrollViewDelegate {
    /// The collection view whose section this is; it lays out again as the row scrolls.
    private weak var collectionView: CollectionView?
    private(set) var row: CompositionalOrthogonalRow
    /// Whether the row runs right to left: a horizontal row in a mirrored layout.
    private var isFlipped = false
    /// Set while the collection view moves the row itself, in its own layout.
    private var isBeingUpdated = false

    init(row: CompositionalOrthogonalRow, in collectionView: CollectionView) {
        self.row = row
        self.collectionView = collectionView
        super.init(frame: .zero)
        delegate = self
        clipsToBounds = false
        contentInsetAdjustmentBehavior = .never
        showsHorizontalScrollIndicator = false
        showsVerticalScrollIndicator = false
    }

    required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// How far the row has scrolled from its leading edge (see `CompositionalOrthogonalRow`).
    var rowOffset: CGFloat { logical(contentOffset) }

    /// Takes the row's new geometry at `frame` (mirrored as the collection view shows
    /// it), keeping `offset` within the new content unless a finger or a motion moves it.
    func update(to row: CompositionalOrthogonalRow, frame: CGRect, flipped: Bool, keeping offset: CGFloat) {
        isBeingUpdated = true
        defer { isBeingUpdated = false }
        self.row = row
        isFlipped = flipped
        if self.frame != frame { self.frame = frame }
        if contentSize != row.contentSize { contentSize = row.contentSize }
        guard !isDragging, motion == nil else { return }
        scroll(to: physical(min(max(offset, 0), maximumOffset)), marksLayout: false)
    }

    private var visibleLength: CGFloat { row.axis.main(bounds.size) }
    private var maximumOffset: CGFloat { row.maximumOffset(visible: visibleLength) }

    private func logical(_ offset: CGPoint) -> CGFloat {
        isFlipped ? maximumOffset - row.axis.main(offset) : row.axis.main(offset)
    }

    private func physical(_ offset: CGFloat) -> CGPoint {
        row.axis.point(main: isFlipped ? maximumOffset - offset : offset, cross: 0)
    }

    /// Only a drag along the row scrolls it: one across it fails, for the collection
    /// view's own pan to take.
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool {
        guard gestureRecognizer === panGestureRecognizer else { return super.gestureRecognizerShouldBegin(gestureRecognizer) }
        let translation = panGestureRecognizer.translation(in: self)
        return abs(row.axis.main(translation)) > abs(row.axis.cross(translation))
    }

    func scrollViewDidScroll(_ scrollView: ScrollView) {
        if !isBeingUpdated { collectionView?.setNeedsLayout() }
    }

    /// The row comes to rest where its behaviour says.
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        let along = row.axis.main(velocity) * 1000 * (isFlipped ? -1 : 1)
        let rest = row.restingOffset(natural: logical(targetContentOffset.pointee), start: logical(dragStartOffset),
                                     offset: rowOffset, velocity: along, visible: visibleLength)
        targetContentOffset.pointee = physical(rest)
    }
}
