import Foundation

/// The row changes of one batch of updates, as UIKit reads them: deletions, reloads
/// and move sources name rows before the update; insertions and move destinations
/// name rows after it.
struct TableUpdate {
    var deleted: Set<IndexPath> = []
    var inserted: Set<IndexPath> = []
    var reloaded: Set<IndexPath> = []
    var moved: [IndexPath: IndexPath] = [:]
    /// Sections asked for again whole (titles, heights, rows): their row counts may change.
    var reloadedSections = IndexSet()

    var isEmpty: Bool {
        deleted.isEmpty && inserted.isEmpty && reloaded.isEmpty && moved.isEmpty && reloadedSections.isEmpty
    }

    /// The first problem UIKit raises an exception for, given the sections' row counts
    /// before and after the update; `nil` when the update is consistent.
    func problem(before: [Int], after: [Int]) -> String? {
        for indexPath in deleted.sorted() where !exists(indexPath, in: before) {
            return "attempt to delete row \(indexPath.row) from section \(indexPath.section) which only contains "
                + "\(count(indexPath.section, before)) rows before the update"
        }
        for indexPath in reloaded.sorted() where !exists(indexPath, in: before) {
            return "attempt to delete row \(indexPath.row) from section \(indexPath.section) which only contains "
                + "\(count(indexPath.section, before)) rows before the update"
        }
        for (from, _) in moved.sorted(by: { $0.key < $1.key }) where !exists(from, in: before) {
            return "attempt to move index path (\(from.section)-\(from.row)) that does not exist - there are only "
                + "\(count(from.section, before)) rows in section \(from.section) before the update"
        }
        for section in reloadedSections where section >= before.count {
            return "attempt to reload section \(section), but there are only \(before.count) sections before the update"
        }
        guard before.count == after.count else {
            return "Invalid update: invalid number of sections. The number of sections contained in the table view "
                + "after the update (\(after.count)) must be equal to the number of sections contained in the table view "
                + "before the update (\(before.count)), plus or minus the number of sections inserted or deleted "
                + "(0 inserted, 0 deleted)."
        }
        for section in after.indices where !reloadedSections.contains(section) {
            let deletions = deleted.filter { $0.section == section }.count
            let insertions = inserted.filter { $0.section == section }.count
            let movedIn = moved.values.filter { $0.section == section }.count
            let movedOut = moved.keys.filter { $0.section == section }.count
            guard after[section] == before[section] - deletions + insertions - movedOut + movedIn else {
                return "Invalid update: invalid number of rows in section \(section). The number of rows contained in an "
                    + "existing section after the update (\(after[section])) must be equal to the number of rows contained "
                    + "in that section before the update (\(before[section])), plus or minus the number of rows inserted or "
                    + "deleted from that section (\(insertions) inserted, \(deletions) deleted) and plus or minus the number "
                    + "of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
            }
        }
        for indexPath in inserted.sorted() where !exists(indexPath, in: after) {
            return "attempt to insert row \(indexPath.row) into section \(indexPath.section), but there are only "
                + "\(count(indexPath.section, after)) rows in section \(indexPath.section) after the update"
        }
        return nil
    }

    /// Where each row before the update is after it (`nil`: deleted). Rows that stay
    /// keep their order and fill the places insertions and moves leave free.
    func newIndexPaths(before: [Int], after: [Int]) -> [IndexPath: IndexPath] {
        var mapping: [IndexPath: IndexPath] = moved
        for section in after.indices where !reloadedSections.contains(section) {
            let taken = Set(inserted.filter { $0.section == section }.map(\.row))
                .union(moved.values.filter { $0.section == section }.map(\.row))
            var free = (0..<after[section]).filter { !taken.contains($0) }.makeIterator()
            for row in 0..<before[section] {
                let old = IndexPath(row: row, section: section)
                guard !deleted.contains(old), moved[old] == nil, let new = free.next() else { continue }
                mapping[old] = IndexPath(row: new, section: section)
            }
        }
        return mapping
    }

    private func exists(_ indexPath: IndexPath, in counts: [Int]) -> Bool {
        indexPath.count == 2 && counts.indices.contains(indexPath.section) && (0..<counts[indexPath.section]).contains(indexPath.row)
    }

    private func count(_ section: Int, _ counts: [Int]) -> Int {
        counts.indices.contains(section) ? counts[section] : 0
    }
}
