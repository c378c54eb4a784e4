import Foundation

/// Sections whose groups scroll across the layout: each has a scroll view of its own
/// (`CollectionOrthogonalScrollView`) that holds its cells, as UIKit embeds one.
extension CollectionView {
    /// Makes, moves and removes the embedded scroll views so that there is one for each
    /// row the layout has, each keeping how far it has scrolled.
    func updateOrthogonalScrollViews() {
        let rows = (collectionViewLayout as? CollectionViewCompositionalLayout)?.orthogonalRows ?? [:]
        for (section, scrollView) in orthogonalScrollViews.sorted(by: { $0.key < $1.key }) where rows[section] == nil {
            scrollView.removeFromSuperview()
            orthogonalScrollViews[section] = nil
        }
        for (section, row) in rows.sorted(by: { $0.key < $1.key }) {
            let existing = orthogonalScrollViews[section]
            let scrollView = existing ?? CollectionOrthogonalScrollView(row: row, in: self)
            scrollView.update(to: row, frame: mirrored(row.frame), flipped: row.axis == .horizontal && isMirrored,
                              keeping: existing?.rowOffset ?? 0)
            if existing == nil {
                orthogonalScrollViews[section] = scrollView
                insertSubview(scrollView, at: 0)
            }
        }
    }

    /// How far the row of `section` has scrolled from its leading edge (0 for a section
    /// that does not scroll across).
    func orthogonalOffset(inSection section: Int) -> CGFloat {
        orthogonalScrollViews[section]?.rowOffset ?? 0
    }

    /// The view an element's view goes in: its section's scroll view for a cell of a
    /// row, else the collection view.
    func hostView(for attributes: CollectionViewLayoutAttributes) -> View {
        guard attributes.representedElementCategory == .cell,
              let scrollView = orthogonalScrollViews[attributes.indexPath.section] else { return self }
        return scrollView
    }
}
