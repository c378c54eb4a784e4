import Foundation

/// The table's own header and footer views, above the first section and below the
/// last, scrolling with the rows (never sticky).
extension TableView {
    /// Takes `old` off the table and puts `new` on it, keeping `new`'s frame height as
    /// it is now in `height` (0 without a view). The sections move to make room at
    /// once, so `rectForRow(at:)` and `contentSize` say where they go.
    func replaceTableAccessory(_ old: View?, with new: View?, keepingHeightIn height: ReferenceWritableKeyPath<TableView, CGFloat>) {
        if old !== new { old?.removeFromSuperview() }
        if let new { addSubview(new) }
        self[keyPath: height] = max(0, new?.frame.height ?? 0)
        placeSections()
        setNeedsLayout()
    }

    /// Spans the header above the first section and the footer below the last across
    /// the table, at their kept heights.
    func placeTableHeaderAndFooter() {
        tableHeaderView?.frame = CGRect(x: 0, y: 0, width: bounds.width, height: tableHeaderHeight)
        let footerTop = sections.last?.bottom ?? tableHeaderHeight
        tableFooterView?.frame = CGRect(x: 0, y: footerTop, width: bounds.width, height: tableFooterHeight)
    }
}
