import EaselGraphics
import Foundation

/// Asking the data source and delegate for counts, titles and heights.
extension TableView {
    /// The number of sections, like `UITableView.numberOfSections`.
    public var numberOfSections: Int {
        loadSectionsIfNeeded()
        return sections.count
    }

    func loadSectionsIfNeeded() {
        if needsReload { loadSections() }
    }

    /// Asks for the counts, titles and heights: the number of sections, then for each
    /// section its header and footer and number of rows, then, only when
    /// `estimatedRowHeight` is 0, every row's height; then the section index titles.
    func loadSections() {
        needsReload = false
        let sectionCount = checkedCount(dataSource.map { $0.numberOfSections(in: self) } ?? 0, of: "sections")
        sections = (0..<sectionCount).map(loadSection)
        placeSections()
        loadSectionIndex()
    }

    /// A section's titles, heights and rows, as the data source and delegate give them.
    func loadSection(_ section: Int) -> TableSection {
        let headerTitle = dataSource?.tableView(self, titleForHeaderInSection: section)
        let headerHeight = tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
        let footerTitle = dataSource?.tableView(self, titleForFooterInSection: section)
        let footerHeight = tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        let rowCount = checkedCount(dataSource?.tableView(self, numberOfRowsInSection: section) ?? 0,
                                    of: "rows in section \(section)")
        var rows = RowHeights(count: rowCount, estimate: rowEstimate)
        if estimatedRowHeight == 0 {
            for row in 0..<rowCount { rows.setHeight(requestedHeight(IndexPath(row: row, section: section)) ?? rowEstimate, of: row) }
        }
        let resolvedHeaderHeight = resolved(headerHeight, title: headerTitle, placement: .header, section: section)
        return TableSection(
            headerTitle: headerTitle, footerTitle: footerTitle,
            headerHeight: resolvedHeaderHeight,
            headerTopPadding: resolvedHeaderHeight > 0 ? resolvedHeaderTopPadding : 0,
            footerHeight: resolved(footerHeight, title: footerTitle, placement: .footer, section: section),
            rows: rows)
    }

    /// The space above a section's header: `sectionHeaderTopPadding`, or for
    /// `automaticDimension` the style's (22 points in a plain table, none in the others).
    private var resolvedHeaderTopPadding: CGFloat {
        if sectionHeaderTopPadding >= 0 { return sectionHeaderTopPadding }
        return style == .plain ? TableStyleMetrics.plainHeaderTopPadding : 0
    }

    /// A count from the data source; a negative one is UIKit's exception, reported,
    /// and read as 0.
    private func checkedCount(_ count: Int, of what: String) -> Int {
        guard count < 0 else { return count }
        Trace.diagnostic("Invalid number of \(what): \(count) (a count must not be negative)", view: traceName)
        return 0
    }

    /// The height rows have until they are measured: `estimatedRowHeight`, or (when
    /// automatic or 0) a fixed `rowHeight`, or 44.
    var rowEstimate: CGFloat {
        if estimatedRowHeight > 0 { return estimatedRowHeight }
        return rowHeight >= 0 ? rowHeight : TableStyleMetrics.defaultRowHeight
    }

    /// The height the delegate (or `rowHeight`) gives a row; `nil` for
    /// `automaticDimension`, a row that sizes itself.
    func requestedHeight(_ indexPath: IndexPath) -> CGFloat? {
        let height = tableDelegate?.tableView(self, heightForRowAt: indexPath) ?? rowHeight
        return height >= 0 ? height : nil
    }

    /// A header's or footer's height: as given, or, for `automaticDimension`, the
    /// height that fits its title, or the style's space without one.
    private func resolved(_ height: CGFloat, title: String?, placement: TableViewHeaderFooterView.Placement,
                          section: Int) -> CGFloat {
        if height >= 0 { return height }
        if let title, !title.isEmpty {
            return TableViewHeaderFooterView.height(title: title, placement: placement, style: style,
                                                    isFirstSection: section == 0, width: bounds.width, traits: traitCollection)
        }
        guard style != .plain else { return 0 }
        switch placement {
        case .header: return TableStyleMetrics.groupedEmptyHeaderHeight * (section == 0 ? 2 : 1)
        case .footer: return TableStyleMetrics.groupedEmptyFooterHeight
        }
    }

    /// Sets each section's top, one after another below the table header view, and
    /// the content size to the end of the table footer view.
    func placeSections() {
        var top = tableHeaderHeight
        for index in sections.indices {
            sections[index].top = top
            top = sections[index].bottom
        }
        let height = top + tableFooterHeight
        let size = CGSize(width: bounds.width, height: height)
        if contentSize != size { contentSize = size }
    }
}
