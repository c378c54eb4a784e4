import EaselGraphics
import Foundation

/// Laying out the rows the bounds show: cells in, cells out, headers and separators.
extension TableView {
    /// Returns the rows that left to the reuse pool, gives every row the bounds show a
    /// cell, top to bottom (measuring self-sizing rows as they come), and places the
    /// section headers and footers.
    func tileRows() {
        placeTableHeaderAndFooter()
        let visible = bounds
        // Rows that left go to the reuse pool first, so the rows that came on reuse them.
        for (indexPath, cell) in displayedCells.sorted(by: { $0.key < $1.key })
        where rectForRow(at: indexPath).maxY <= visible.minY || rectForRow(at: indexPath).minY >= visible.maxY {
            displayedCells[indexPath] = nil
            retire(cell, at: indexPath)
        }
        var shown = Set<IndexPath>()
        for section in sections.indices where sections[section].bottom > visible.minY && sections[section].top < visible.maxY {
            var row = sections[section].rows.row(at: visible.minY - sections[section].rowsTop) ?? sections[section].rows.count
            while row < sections[section].rows.count {
                let indexPath = IndexPath(row: row, section: section)
                if rectForRow(at: indexPath).minY >= visible.maxY { break }
                if displayedCells[indexPath] == nil { display(indexPath) }
                // A row measured shorter than its estimate may have left the top.
                if rectForRow(at: indexPath).maxY > visible.minY { shown.insert(indexPath) }
                row += 1
            }
        }
        for (indexPath, cell) in displayedCells.sorted(by: { $0.key < $1.key }) where !shown.contains(indexPath) {
            displayedCells[indexPath] = nil
            retire(cell, at: indexPath)
        }
        for (indexPath, cell) in displayedCells { place(cell, at: indexPath) }
        layoutSwipe()
        tileSectionViews()
    }

    /// Asks for a row's cell (and its height first, or after, for a self-sizing row),
    /// places it (while an update animates, from where its row was or from where its
    /// animation hides it) and tells the delegate it will show.
    private func display(_ indexPath: IndexPath) {
        let section = indexPath.section, row = indexPath.row
        let measured = sections[section].rows.isMeasured(row)
        let requested = measured ? nil : requestedHeight(indexPath)
        if let requested { setHeight(requested, of: indexPath) }
        let cell = obtainCell(at: indexPath)
        cell.tableStyle = style
        if cell.backgroundColor == nil {
            cell.backgroundColor = style == .plain ? .systemBackground : .secondarySystemGroupedBackground
        }
        if !measured, requested == nil {
            setHeight(cell.fittingHeight(width: rowFrameX(for: section).width), of: indexPath)
        }
        cell.setSelected(selectedIndexPaths.contains(indexPath), animated: false)
        applyEditingLook(to: cell, at: indexPath)
        displayedCells[indexPath] = cell
        if let start = appearingPlace(of: indexPath) {
            // Off the table the cell takes its start place and lays out its content at
            // once (only its place animates, as in UIKit); on it, it moves.
            cell.alpha = start.alpha
            place(cell, at: indexPath, frame: start.frame)
            cell.layoutIfNeeded()
            insertSubview(cell, at: 0)
            cell.alpha = 1
            place(cell, at: indexPath)
        } else {
            place(cell, at: indexPath)
            insertSubview(cell, at: 0)
        }
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    }

    /// The data source's cell for a row; a cell another table made, or one already
    /// shown in another row, is UIKit's exception: reported, and a blank cell shows
    /// instead.
    private func obtainCell(at indexPath: IndexPath) -> TableViewCell {
        let cell = dataSource?.tableView(self, cellForRowAt: indexPath) ?? TableViewCell(style: .default, reuseIdentifier: nil)
        if let owner = cell.owningTable, owner !== self {
            Trace.diagnostic("Attempted to dequeue a cell for a different table view. Cells must only be dequeued from the "
                             + "table view that is requesting them. Cell: \(cell.traceName); Table view: \(traceName)",
                             view: traceName)
            return TableViewCell(style: .default, reuseIdentifier: nil)
        }
        if displayedCells.values.contains(where: { $0 === cell }) {
            Trace.diagnostic("UITableView dataSource returned a cell that is already shown at another row "
                             + "(index path: \(indexPath.section)-\(indexPath.row))", view: traceName)
            return TableViewCell(style: .default, reuseIdentifier: nil)
        }
        cell.owningTable = self
        return cell
    }

    /// Records a row's height and moves the sections below it.
    private func setHeight(_ height: CGFloat, of indexPath: IndexPath) {
        sections[indexPath.section].rows.setHeight(height, of: indexPath.row)
        placeSections()
    }

    /// Takes a cell off the table into the reuse pool, telling the delegate.
    func endDisplaying(_ cell: TableViewCell, at indexPath: IndexPath) {
        cell.removeFromSuperview()
        cell.setHighlighted(false, animated: false)
        if let identifier = cell.reuseIdentifier { reusePool[identifier, default: []].append(cell) }
        tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
    }

    /// Sets a shown cell's frame (its row's, unless given), its inset-grouped corners
    /// and its separator.
    private func place(_ cell: TableViewCell, at indexPath: IndexPath, frame: CGRect? = nil) {
        cell.frame = frame ?? rectForRow(at: indexPath)
        let rowCount = sections[indexPath.section].rows.count
        let isFirst = indexPath.row == 0, isLast = indexPath.row == rowCount - 1
        if style == .insetGrouped { ListRowDrawing.roundInsetGroupedCorners(of: cell.layer, isFirst: isFirst, isLast: isLast) }
        let hidesSeparator = separatorStyle == .none || (style != .plain && isLast)
        cell.separator.backgroundColor = separatorColor
        cell.separatorInsets = hidesSeparator ? nil : separatorInsets(for: cell)
        cell.setNeedsLayout()
    }

    /// The separator's insets in a cell: the table's `separatorInset` if set, else
    /// from the cell's text.
    private func separatorInsets(for cell: TableViewCell) -> (left: CGFloat, right: CGFloat) {
        if let inset = storedSeparatorInset { return (inset.left, inset.right) }
        return (cell.textLeadingEdge, 0)
    }

    /// The horizontal extent of a section's rows: the full width, or inset.
    func rowFrameX(for section: Int) -> (x: CGFloat, width: CGFloat) {
        guard style == .insetGrouped else { return (0, bounds.width) }
        let inset = TableStyleMetrics.insetGroupedSideInset(for: traitCollection)
        return (inset, max(0, bounds.width - 2 * inset))
    }

    private func placeTableHeaderAndFooter() {
        if let tableHeaderView {
            tableHeaderView.frame = CGRect(x: 0, y: 0, width: bounds.width, height: tableHeaderView.frame.height)
        }
        if let tableFooterView {
            let top = sections.last?.bottom ?? (tableHeaderView?.frame.height ?? 0)
            tableFooterView.frame = CGRect(x: 0, y: top, width: bounds.width, height: tableFooterView.frame.height)
        }
    }
}
