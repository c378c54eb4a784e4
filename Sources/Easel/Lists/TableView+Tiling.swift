import EaselGraphics
import Foundation

/// Laying out the rows the bounds show: cells in, cells out, headers and separators.
extension TableView {
    /// Returns the rows that left to the reuse pool, gives every row the bounds show a
    /// cell, top to bottom (measuring self-sizing rows as they come), and places the
    /// section headers and footers, and the table's header and footer views.
    func tileRows() {
        let visible = bounds
        // Rows that left go to the reuse pool first, so the rows that came on reuse them.
        for (indexPath, cell) in displayedCells.sorted(by: { $0.key < $1.key })
        where frameOfRow(at: indexPath).maxY <= visible.minY || frameOfRow(at: indexPath).minY >= visible.maxY {
            displayedCells[indexPath] = nil
            retire(cell, at: indexPath)
        }
        var shown = Set<IndexPath>()
        for section in sections.indices where sections[section].bottom > visible.minY && sections[section].top < visible.maxY {
            var row = sections[section].rows.row(at: visible.minY - sections[section].rowsTop) ?? sections[section].rows.count
            while row < sections[section].rows.count {
                let indexPath = IndexPath(row: row, section: section)
                if frameOfRow(at: indexPath).minY >= visible.maxY { break }
                if let cell = displayedCells[indexPath] { remeasure(cell, at: indexPath) } else { display(indexPath) }
                // A row measured shorter than its estimate may have left the top.
                if frameOfRow(at: indexPath).maxY > visible.minY { shown.insert(indexPath) }
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
        // After the rows shown were measured, which moves the sections below them.
        placeTableHeaderAndFooter()
    }

    /// Asks for a row's cell (and its height first, or after, for a self-sizing row),
    /// places it (while an update animates, from where its row was or from where its
    /// animation hides it) and tells the delegate it will show. As in UIKit, whose
    /// table asks for cells while it lays out, the table's traits are the current ones
    /// while the data source configures the cell, and the cell is in the table when it
    /// is measured.
    private func display(_ indexPath: IndexPath) {
        let section = indexPath.section, row = indexPath.row
        let measured = sections[section].rows.isMeasured(row)
        let requested = measured ? nil : requestedHeight(indexPath)
        if let requested { setHeight(requested, of: indexPath) }
        let cell = traitCollection.performAsCurrent { obtainCell(at: indexPath) }
        addToTable(cell, rowWidth: rowFrameX(for: section).width)
        cell.tableStyle = style
        cell.sectionIndexInsets = sectionIndexInsets
        cell.readableSideMargin = readableCellSideMargin
        if cell.backgroundColor == nil, cell.backgroundConfiguration == nil {
            cell.backgroundColor = style == .plain ? .systemBackground : .secondarySystemGroupedBackground
        }
        if !measured, requested == nil {
            setHeight(cell.fittingHeight(width: rowFrameX(for: section).width), of: indexPath)
        }
        cell.setSelected(selectedIndexPaths.contains(indexPath), animated: false)
        // A level the data source gave the cell stands unless the delegate gives one
        // (Easel cannot tell a delegate's 0 from the default's).
        if let level = tableDelegate?.tableView(self, indentationLevelForRowAt: indexPath), level != 0 {
            cell.indentationLevel = level
        }
        applyEditingLook(to: cell, at: indexPath)
        displayedCells[indexPath] = cell
        if let start = appearingPlace(of: indexPath) {
            // The cell takes its start place and lays out its content at once (only
            // its place animates, as in UIKit), then moves.
            View.performWithoutAnimation {
                cell.alpha = start.alpha
                place(cell, at: indexPath, frame: start.frame)
                cell.layoutSubtreeIfNeeded()
            }
            cell.alpha = 1
        }
        place(cell, at: indexPath)
        tableDelegate?.tableView(self, willDisplay: cell, forRowAt: indexPath)
    }

    /// Measures a shown row again once its height was forgotten (its content size
    /// category changed, or a height property): the delegate's height, or the cell's
    /// fitting height with its fonts at the new size.
    private func remeasure(_ cell: TableViewCell, at indexPath: IndexPath) {
        guard !sections[indexPath.section].rows.isMeasured(indexPath.row) else { return }
        let height = requestedHeight(indexPath) ?? cell.fittingHeight(width: rowFrameX(for: indexPath.section).width)
        setHeight(height, of: indexPath)
    }

    /// Puts a cell into the table, behind the shown rows and `rowWidth` wide, if it is
    /// not there yet, without animation: from then on it has the table's traits.
    func addToTable(_ cell: TableViewCell, rowWidth: CGFloat) {
        guard cell.superview !== self else { return }
        View.performWithoutAnimation {
            cell.frame.size.width = rowWidth
            insertSubview(cell, at: 0)
        }
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
        cell.frame = frame ?? frameOfRow(at: indexPath)
        cell.sectionIndexInsets = sectionIndexInsets
        cell.readableSideMargin = readableCellSideMargin
        let rowCount = sections[indexPath.section].rows.count
        let isFirst = indexPath.row == 0, isLast = indexPath.row == rowCount - 1
        if style == .insetGrouped { ListRowDrawing.roundInsetGroupedCorners(of: cell.layer, isFirst: isFirst, isLast: isLast) }
        let hidesSeparator = separatorStyle == .none || (style != .plain && isLast)
        cell.separator.backgroundColor = separatorColor
        cell.separatorInsets = hidesSeparator ? nil : separatorInsets(for: cell)
        cell.setNeedsLayout()
    }

    /// The separator's insets from a cell's leading and trailing edges: the cell's
    /// `separatorInset` if set, else the table's if set (left and right mirrored in a
    /// right-to-left layout, as UIKit's are), else from the cell's text.
    private func separatorInsets(for cell: TableViewCell) -> (leading: CGFloat, trailing: CGFloat) {
        if let inset = cell.storedSeparatorInset ?? storedSeparatorInset { return (inset.left, inset.right) }
        return (cell.textLeadingEdge, 0)
    }

    /// The horizontal extent of a section's rows: the full width, or inset.
    func rowFrameX(for section: Int) -> (x: CGFloat, width: CGFloat) {
        guard style == .insetGrouped else { return (0, bounds.width) }
        let inset = TableStyleMetrics.insetGroupedSideInset(for: traitCollection)
        return (inset, max(0, bounds.width - 2 * inset))
    }
}
