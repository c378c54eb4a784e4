import Foundation

/// One section's geometry as the table knows it: titles, header and footer heights,
/// the rows' heights, and where the section starts in the content.
struct TableSection {
    var headerTitle: String?
    var footerTitle: String?
    var headerHeight: CGFloat
    /// The space above the header (`TableView.sectionHeaderTopPadding`).
    var headerTopPadding: CGFloat = 0
    var footerHeight: CGFloat
    var rows: RowHeights
    /// The section's top in the content (set by `TableView.placeSections()`).
    var top: CGFloat = 0

    /// The top of the header, below its padding.
    var headerTop: CGFloat { top + headerTopPadding }
    /// The top of the first row.
    var rowsTop: CGFloat { headerTop + headerHeight }
    /// The bottom of the footer.
    var bottom: CGFloat { rowsTop + rows.total + footerHeight }

    /// The frame of `row` in the content, its rows spanning `extent` across.
    func frame(ofRow row: Int, extent: (x: CGFloat, width: CGFloat)) -> CGRect {
        CGRect(x: extent.x, y: rowsTop + rows.offset(of: row), width: extent.width, height: rows.height(of: row))
    }
}
