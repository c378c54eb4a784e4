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

    /// The rows whose frames meet `rect` (in the content), top to bottom, like
    /// `UITableView.indexPathsForRows(in:)`; rows not yet shown are estimated.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        loadSectionsIfNeeded()
        var found: [IndexPath] = []
        for (section, geometry) in sections.enumerated() where geometry.bottom > rect.minY && geometry.top < rect.maxY {
            guard let first = geometry.rows.row(at: rect.minY - geometry.rowsTop),
                  let last = geometry.rows.row(at: rect.maxY - geometry.rowsTop) else { continue }
            for row in first...last {
                let indexPath = IndexPath(row: row, section: section)
                if frameOfRow(at: indexPath).intersects(rect) { found.append(indexPath) }
            }
        }
        return found
    }

    /// The frame of a whole section (header, rows and footer) in the content, like
    /// `UITableView.rect(forSection:)`. A section that does not exist is UIKit's
    /// exception: reported, and the rectangle is `.zero`.
    public func rect(forSection section: Int) -> CGRect {
        loadSectionsIfNeeded()
        guard sections.indices.contains(section) else {
            Trace.diagnostic("request for rect of invalid section (\(section))", view: traceName)
            return .zero
        }
        return CGRect(x: 0, y: sections[section].top, width: bounds.width,
                      height: sections[section].bottom - sections[section].top)
    }

    /// The shown rows, top to bottom, like `UITableView.indexPathsForVisibleRows`.
    public var indexPathsForVisibleRows: [IndexPath]? {
        displayedCells.keys.sorted()
    }

    /// Whether a row exists.
    func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && sections.indices.contains(indexPath.section)
            && (0..<sections[indexPath.section].rows.count).contains(indexPath.row)
    }

    func offset(showing rect: CGRect, at position: ScrollPosition) -> CGPoint {
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

    /// The side margin the cells take from the readable content guide while
    /// `cellLayoutMarginsFollowReadableWidth` is on (never less than a row's); `nil` off.
    var readableCellSideMargin: CGFloat? {
        guard cellLayoutMarginsFollowReadableWidth else { return nil }
        let readable = readableContentInsets(width: bounds.width, safeAreaInsets: safeAreaInsets)
        return max(TableStyleMetrics.sideMargin(for: traitCollection), readable.left)
    }
}
