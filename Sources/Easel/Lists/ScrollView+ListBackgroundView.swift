import Foundation

/// The background view of a table or collection view: behind the rows or items, filling
/// the view and not scrolling (`UITableView.backgroundView`,
/// `UICollectionView.backgroundView`).
extension ScrollView {
    /// Puts `new` in place of `old` at the back, for the next layout to size.
    func listBackgroundViewDidChange(from old: View?, to new: View?) {
        guard old !== new else { return }
        old?.removeFromSuperview()
        if let new { insertSubview(new, at: 0) }
        setNeedsLayout()
    }

    /// Sizes `view` to the visible bounds (so it stays put as the content scrolls) and
    /// keeps it behind every other subview.
    func placeListBackgroundView(_ view: View?) {
        guard let view else { return }
        view.frame = bounds
        if subviews.first !== view { sendSubviewToBack(view) }
    }
}
