import EaselGraphics
import Foundation

/// Where rows are, and which are shown.
extension TableView {
    /// The frame of a row in the table's content, like `UITableView.rectForRow(at:)`.
    /// Rows not yet shown are estimated. A row that does not exist is UIKit's
    /// exception: reported, and the rectangle is `.zero`.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        loadSectionsIfNeeded()
        guard isValid(indexPath) else {
            Trace.diagnostic("request for rect at invalid index path ({length = \(indexPath.count), path = "
                             + indexPath.map(String.init).joined(separator: " - ") + "})", view: traceName)
            return .zero
        }
        return frameOfRow(at: indexPath)
    }

    /// A row's frame in the content; `.zero`, unreported, for a row that does not
    /// exist (one an update took away, whose cell still leaves).
    func frameOfRow(at indexPath: IndexPath) -> CGRect {
        loadSectionsIfNeeded()
        guard isValid(indexPath) else { return .zero }
        return sections[indexPath.section].frame(ofRow: indexPath.row, extent: rowFrameX(for: indexPath.section))
    }

    /// The row at a point of the content, like `UITableView.indexPathForRow(at:)`;
    /// `nil` over a header, a footer or no row.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadSectionsIfNeeded()
        guard let section = sections.lastIndex(where: { $0.top <= point.y }), point.y < sections[section].bottom,
              let row = sections[section].rows.row(at: point.y - sections[section].rowsTop) else { return nil }
        let indexPath = IndexPath(row: row, section: section)
        return frameOfRow(at: indexPath).contains(point) ? indexPath : nil
    }

    /// The shown cells, top to bottom, like `UITableView.visibleCells`.
    public var visibleCells: [TableViewCell] {
        displayedCells.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The shown rows, top to bottom, like `UITableView.indexPathsForVisibleRows`.
    public var indexPathsForVisibleRows: [IndexPath]? {
        displayedCells.keys.sorted()
    }

    /// The cell of a shown row (`nil` for a row not shown), like
    /// `UITableView.cellForRow(at:)`.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        displayedCells[indexPath]
    }

    /// The row a shown cell is in, like `UITableView.indexPath(for:)`.
    public func indexPath(for cell: TableViewCell) -> IndexPath? {
        displayedCells.first { $0.value === cell }?.key
    }

    /// Whether a row exists.
    func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && sections.indices.contains(indexPath.section)
            && (0..<sections[indexPath.section].rows.count).contains(indexPath.row)
    }

    /// Scrolls so that a row shows where `position` says, like
    /// `UITableView.scrollToRow(at:at:animated:)`. A row that does not exist is UIKit's
    /// exception: reported, and nothing scrolls.
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        loadSectionsIfNeeded()
        guard isValid(indexPath) else {
            let rows = sections.indices.contains(indexPath.section) ? sections[indexPath.section].rows.count : 0
            return Trace.diagnostic("Attempted to scroll the table view to an out-of-bounds row (\(indexPath.count == 2 ? indexPath.row : -1)) "
                                    + "when there are only \(rows) rows in section \(indexPath.count == 2 ? indexPath.section : -1).",
                                    view: traceName)
        }
        guard !animated else {
            return setContentOffset(offset(showing: frameOfRow(at: indexPath), at: position), animated: true)
        }
        // Showing the rows there measures them; a second pass lands on the row's
        // measured frame.
        for _ in 0..<2 {
            setContentOffset(offset(showing: frameOfRow(at: indexPath), at: position), animated: false)
            layoutIfNeeded()
        }
    }

    private func offset(showing rect: CGRect, at position: ScrollPosition) -> CGPoint {
        let range = offsetRange.y
        let visibleHeight = bounds.height
        let y: CGFloat = switch position {
        case .top: rect.minY
        case .middle: rect.midY - visibleHeight / 2
        case .bottom: rect.maxY - visibleHeight
        case .none:
            rect.minY < bounds.minY ? rect.minY : rect.maxY > bounds.maxY ? rect.maxY - visibleHeight : bounds.minY
        }
        return CGPoint(x: contentOffset.x, y: min(range.upperBound, max(range.lowerBound, y)))
    }
}
