import Foundation

/// The changes of one batch of updates to a table or a collection view, as UIKit reads
/// them: deletions, reloads and move sources name sections and rows (items) before the
/// update; insertions and move destinations name them after it. Both lists check a
/// batch and renumber their rows and items with it, and word UIKit's exceptions in
/// their own terms.
struct ListUpdate {
    /// The list the update is for, which names its elements in UIKit's messages.
    enum List {
        case table, collection

        /// What the list's elements are called: "row" or "item".
        var element: String { self == .table ? "row" : "item" }
        /// What the list is called: "table view" or "collection view".
        var name: String { self == .table ? "table view" : "collection view" }
    }

    /// The list the update is for.
    let list: List
    var deleted: Set<IndexPath> = []
    var inserted: Set<IndexPath> = []
    var reloaded: Set<IndexPath> = []
    var moved: [IndexPath: IndexPath] = [:]
    /// Sections asked for again whole (titles, heights, rows): their row counts may change.
    var reloadedSections = IndexSet()
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var movedSections: [Int: Int] = [:]

    /// An empty update of `list`.
    init(of list: List) { self.list = list }

    var isEmpty: Bool {
        deleted.isEmpty && inserted.isEmpty && reloaded.isEmpty && moved.isEmpty && reloadedSections.isEmpty
            && deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty
    }

    /// The first problem UIKit raises an exception for, given the sections' row counts
    /// before and after the update; `nil` when the update is consistent.
    func problem(before: [Int], after: [Int]) -> String? {
        if let problem = sectionProblem(before: before, after: after) { return problem }
        for indexPath in deleted.sorted() where !exists(indexPath, in: before) {
            return "attempt to delete \(list.element) \(indexPath.row) from section \(indexPath.section) which only contains "
                + "\(count(indexPath.section, before)) \(list.element)s before the update"
        }
        for indexPath in reloaded.sorted() where !exists(indexPath, in: before) {
            return "attempt to delete \(list.element) \(indexPath.row) from section \(indexPath.section) which only contains "
                + "\(count(indexPath.section, before)) \(list.element)s before the update"
        }
        for (from, _) in moved.sorted(by: { $0.key < $1.key }) where !exists(from, in: before) {
            return "attempt to move index path (\(from.section)-\(from.row)) that does not exist - there are only "
                + "\(count(from.section, before)) \(list.element)s in section \(from.section) before the update"
        }
        let sectionMapping = newSections(before: before.count, after: after.count)
        for (old, new) in sectionMapping.sorted(by: { $0.key < $1.key }) where !reloadedSections.contains(old) {
            let deletions = deleted.filter { $0.section == old }.count
            let insertions = inserted.filter { $0.section == new }.count
            let movedIn = moved.values.filter { $0.section == new }.count
            let movedOut = moved.keys.filter { $0.section == old }.count
            guard after[new] == before[old] - deletions + insertions - movedOut + movedIn else {
                return "Invalid update: invalid number of \(list.element)s in section \(new). The number of "
                    + "\(list.element)s contained in an existing section after the update (\(after[new])) must be equal to "
                    + "the number of \(list.element)s contained in that section before the update (\(before[old])), plus "
                    + "or minus the number of \(list.element)s inserted or deleted from that section (\(insertions) "
                    + "inserted, \(deletions) deleted) and plus or minus the number of \(list.element)s moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
            }
        }
        for indexPath in inserted.sorted() where !exists(indexPath, in: after) {
            return "attempt to insert \(list.element) \(indexPath.row) into section \(indexPath.section), but there "
                + "are only \(count(indexPath.section, after)) \(list.element)s in section \(indexPath.section) after the update"
        }
        return nil
    }

    /// UIKit's exceptions about whole sections: one that does not exist, and a count
    /// that does not add up.
    private func sectionProblem(before: [Int], after: [Int]) -> String? {
        for section in reloadedSections where section >= before.count {
            return "attempt to reload section \(section), but there are only \(before.count) sections before the update"
        }
        for section in deletedSections where section >= before.count {
            return "attempt to delete section \(section), but there are only \(before.count) sections before the update"
        }
        for (from, to) in movedSections.sorted(by: { $0.key < $1.key }) {
            if from >= before.count {
                return "attempt to move section \(from), but there are only \(before.count) sections before the update"
            }
            if to >= after.count {
                return "attempt to move section \(from) to section \(to), but there are only \(after.count) sections "
                    + "after the update"
            }
        }
        for section in insertedSections where section >= after.count {
            return "attempt to insert section \(section) but there are only \(after.count) sections after the update"
        }
        guard after.count == before.count - deletedSections.count + insertedSections.count else {
            return "Invalid update: invalid number of sections. The number of sections contained in the \(list.name) "
                + "after the update (\(after.count)) must be equal to the number of sections contained in the \(list.name) "
                + "before the update (\(before.count)), plus or minus the number of sections inserted or deleted "
                + "(\(insertedSections.count) inserted, \(deletedSections.count) deleted)."
        }
        return nil
    }

    /// Where each section before the update is after it (absent: deleted). Sections
    /// that stay keep their order and fill the places insertions and moves leave free.
    func newSections(before: Int, after: Int) -> [Int: Int] {
        var mapping = movedSections
        let taken = insertedSections.union(IndexSet(movedSections.values))
        var free = (0..<after).filter { !taken.contains($0) }.makeIterator()
        for old in 0..<before where !deletedSections.contains(old) && movedSections[old] == nil {
            guard let new = free.next() else { break }
            mapping[old] = new
        }
        return mapping
    }

    /// Where each row before the update is after it (`nil`: deleted, or in a deleted
    /// section). Rows that stay keep their order and fill the places insertions and
    /// moves leave free in their section.
    func newIndexPaths(before: [Int], after: [Int]) -> [IndexPath: IndexPath] {
        var mapping: [IndexPath: IndexPath] = moved
        for (old, new) in newSections(before: before.count, after: after.count) where !reloadedSections.contains(old) {
            let taken = Set(inserted.filter { $0.section == new }.map(\.row))
                .union(moved.values.filter { $0.section == new }.map(\.row))
            var free = (0..<after[new]).filter { !taken.contains($0) }.makeIterator()
            for row in 0..<before[old] {
                let indexPath = IndexPath(row: row, section: old)
                guard !deleted.contains(indexPath), moved[indexPath] == nil, let next = free.next() else { continue }
                mapping[indexPath] = IndexPath(row: next, section: new)
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
