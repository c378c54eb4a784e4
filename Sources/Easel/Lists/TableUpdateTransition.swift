import Foundation

/// The row animations one batch of updates names: each `insertRows`, `deleteRows`,
/// `reloadRows`, `insertSections`, `deleteSections` and `reloadSections` call gives
/// its rows or sections the animation it was called with.
struct TableRowAnimations {
    /// Deleted and reloaded rows, by index path before the update.
    var leavingRows: [IndexPath: TableView.RowAnimation] = [:]
    /// Inserted rows, by index path after the update.
    var comingRows: [IndexPath: TableView.RowAnimation] = [:]
    /// Deleted and reloaded sections, by index before the update.
    var leavingSections: [Int: TableView.RowAnimation] = [:]
    /// Inserted sections, by index after the update.
    var comingSections: [Int: TableView.RowAnimation] = [:]

    mutating func record(_ animation: TableView.RowAnimation, leaving rows: [IndexPath]) {
        for row in rows { leavingRows[row] = animation }
    }

    mutating func record(_ animation: TableView.RowAnimation, coming rows: [IndexPath]) {
        for row in rows { comingRows[row] = animation }
    }
}

/// One update of a table while its rows animate: where the rows were before it, where
/// the ones that stay go, and how each row that comes or goes is animated. The table
/// reads it as it lays out the update inside its animation block: a row that stays
/// moves from its old frame to its new one, an inserted or reloaded row comes from
/// the place its `RowAnimation` hides it at, and a deleted one goes there. It keeps
/// the cells that leave until the animation ends.
@MainActor
final class TableUpdateTransition {
    /// The sections' geometry before the update.
    private let oldSections: [TableSection]
    /// The rows that stay (not reloaded), new index path → old.
    private let oldIndexPaths: [IndexPath: IndexPath]
    /// Each reloaded row's index path after the update → its index path before it.
    private let reloadedRows: [IndexPath: IndexPath]
    /// Reloaded sections, new index → old.
    private let reloadedSections: [Int: Int]
    private let animations: TableRowAnimations
    /// How wide the table is, for the rows that slide off a side.
    private let width: CGFloat
    /// The horizontal extent of each old section's rows (values, not a closure over
    /// the table: the table keeps its running transitions).
    private let rowExtents: [(x: CGFloat, width: CGFloat)]
    /// The cells that leave as the update animates, with the rows they showed.
    private(set) var leaving: [(indexPath: IndexPath, cell: TableViewCell)] = []
    /// The headers and footers of deleted and reloaded sections, which leave with
    /// their rows, with the sections they showed (before the update).
    private(set) var leavingSectionViews: [(section: Int, view: View)] = []

    /// - Parameters:
    ///   - rows: where each row before the update is after it, reloaded rows included.
    ///   - sections: where each section before the update is after it.
    ///   - rowExtents: the horizontal extent of each old section's rows.
    init(update: ListUpdate, animations: TableRowAnimations, rows: [IndexPath: IndexPath], sections: [Int: Int],
         oldSections: [TableSection], width: CGFloat, rowExtents: [(x: CGFloat, width: CGFloat)]) {
        self.oldSections = oldSections
        self.animations = animations
        self.width = width
        self.rowExtents = rowExtents
        var old: [IndexPath: IndexPath] = [:], reloaded: [IndexPath: IndexPath] = [:]
        for (before, after) in rows {
            if update.reloaded.contains(before) { reloaded[after] = before } else { old[after] = before }
        }
        oldIndexPaths = old
        reloadedRows = reloaded
        reloadedSections = Dictionary(uniqueKeysWithValues: sections.filter { update.reloadedSections.contains($0.key) }
            .map { ($0.value, $0.key) })
    }

    /// How a row that goes (deleted, reloaded, or in a deleted or reloaded section)
    /// leaves, by its index path before the update.
    func leavingAnimation(of indexPath: IndexPath) -> TableView.RowAnimation {
        if let animation = animations.leavingRows[indexPath] {
            return animation.resolved(row: indexPath.row, isReload: !isDeleted(indexPath), isSection: false)
        }
        let animation = animations.leavingSections[indexPath.section] ?? .automatic
        return animation.resolved(row: indexPath.row, isReload: false, isSection: true)
    }

    /// The place a leaving row at `frame` ends at.
    func leavingPlace(of indexPath: IndexPath, from frame: CGRect) -> TableRowPlace {
        leavingAnimation(of: indexPath).hiding(frame, width: width)
    }

    /// The place the row shown at `indexPath` after the update starts from: its old
    /// frame if it was there before, the place its animation hides it at if it is
    /// inserted or reloaded, else its own `frame`.
    func appearingPlace(of indexPath: IndexPath, final frame: CGRect) -> TableRowPlace {
        if let old = oldIndexPaths[indexPath] { return TableRowPlace(frame: oldRect(of: old), alpha: 1) }
        let animation: TableView.RowAnimation? = if let inserted = animations.comingRows[indexPath] {
            inserted.resolved(row: indexPath.row, isReload: false, isSection: false)
        } else if let old = reloadedRows[indexPath] {
            leavingAnimation(of: old)
        } else if let inserted = animations.comingSections[indexPath.section] {
            inserted.resolved(row: indexPath.row, isReload: false, isSection: true)
        } else if let old = reloadedSections[indexPath.section] {
            (animations.leavingSections[old] ?? .automatic).resolved(row: indexPath.row, isReload: true, isSection: true)
        } else {
            nil
        }
        return animation?.hiding(frame, width: width) ?? TableRowPlace(frame: frame, alpha: 1)
    }

    /// How a deleted or reloaded section's header and footer leave (by its index
    /// before the update): as its rows do.
    func leavingAnimation(ofSection section: Int) -> TableView.RowAnimation {
        let animation = animations.leavingSections[section] ?? .automatic
        return animation.resolved(row: 0, isReload: reloadedSections.values.contains(section), isSection: true)
    }

    /// The place a leaving header or footer at `frame` ends at.
    func leavingPlace(ofSectionViewIn section: Int, from frame: CGRect) -> TableRowPlace {
        leavingAnimation(ofSection: section).hiding(frame, width: width)
    }

    /// The place an inserted or reloaded section's header or footer (by its index after
    /// the update) comes from, as its rows do; `nil` for a section that stays.
    func appearingPlace(ofSectionViewIn section: Int, final frame: CGRect) -> TableRowPlace? {
        let animation: TableView.RowAnimation? = if let inserted = animations.comingSections[section] {
            inserted.resolved(row: 0, isReload: false, isSection: true)
        } else if let old = reloadedSections[section] {
            (animations.leavingSections[old] ?? .automatic).resolved(row: 0, isReload: true, isSection: true)
        } else {
            nil
        }
        return animation?.hiding(frame, width: width)
    }

    /// Keeps a header or footer that leaves with its section until the animation ends.
    func keep(sectionView view: View, leaving section: Int) {
        leavingSectionViews.append((section, view))
    }

    /// Hands the leaving headers and footers over once.
    func takeLeavingSectionViews() -> [View] {
        defer { leavingSectionViews = [] }
        return leavingSectionViews.map(\.view)
    }

    /// Keeps a cell that leaves until the animation ends.
    func keep(_ cell: TableViewCell, leaving indexPath: IndexPath) {
        leaving.append((indexPath, cell))
    }

    /// Hands the leaving cells over once, when the animation ends or is cut short.
    func takeLeaving() -> [(indexPath: IndexPath, cell: TableViewCell)] {
        defer { leaving = [] }
        return leaving
    }

    private func isDeleted(_ indexPath: IndexPath) -> Bool {
        !reloadedRows.values.contains(indexPath)
    }

    /// A row's frame before the update.
    private func oldRect(of indexPath: IndexPath) -> CGRect {
        oldSections[indexPath.section].frame(ofRow: indexPath.row, extent: rowExtents[indexPath.section])
    }
}
