import Foundation

/// A list's rows and items, touched as the user does: `selectRow: [section, row]` with
/// `in: <table id>` taps the row (scrolled into view first), `selectItem` the same for
/// a collection's item, and `swipeRow` drags a row of a table or a collection list
/// sideways to reveal its actions, `reveal: trailing` (toward the leading edge, the
/// default) or `leading`.
extension EventActionSpec {
    /// How long a row swipe's finger moves.
    static let rowSwipeDuration: TimeInterval = 0.2

    static let rows: [EventActionSpec] = [
        EventActionSpec(key: "selectRow", parameters: ["in"], isChange: false) { decoder, fields, target in
            decoder.listIndexPath(target, in: fields, of: .tableView).map { .selectRow($0.indexPath, inViewID: $0.id) }
        },
        EventActionSpec(key: "selectItem", parameters: ["in"], isChange: false) { decoder, fields, target in
            decoder.listIndexPath(target, in: fields, of: .collectionView).map { .selectItem($0.indexPath, inViewID: $0.id) }
        },
        EventActionSpec(key: "swipeRow", parameters: ["in", "reveal"], isChange: false) { decoder, fields, target in
            let row = decoder.listIndexPath(target, in: fields, of: .tableView, .collectionView)
            let revealsTrailing = fields.value("reveal").map {
                decoder.name($0.node, $0.path, category: "swipe side", [("trailing", true), ("leading", false)])
            } ?? true
            guard let row, let revealsTrailing else { return nil }
            return .swipeRow(row.indexPath, inViewID: row.id, revealsTrailing: revealsTrailing)
        },
    ]
}

extension SceneDecoder {
    /// The `[section, row]` of an event's target, in the list its `in:` names: a list of
    /// one of `listClasses` whose sections have that row.
    func listIndexPath(_ target: (node: SceneNode, path: ScenePath), in fields: Fields,
                       of listClasses: ViewClass...) -> (indexPath: IndexPath, id: String)? {
        let numbers = items(target.node, target.path, expected: "an index path [section, row]")
        guard let list = fields.value("in") else {
            report(.missingKey(["in"]), at: fields.node.location, fields.path)
            return nil
        }
        let id = viewTarget((list.node, list.path), of: listClasses)
        guard let numbers else { return nil }
        guard numbers.count == 2 else {
            mismatch(target.node, target.path, expected: "an index path [section, row]")
            return nil
        }
        let section = integer(numbers[0].node, numbers[0].path, minimum: 0)
        let row = integer(numbers[1].node, numbers[1].path, minimum: 0)
        guard let id, let section, let row else { return nil }
        let counts = rowCounts[id] ?? []
        guard section < counts.count else {
            mismatch(numbers[0].node, numbers[0].path, expected: counts.isEmpty ? "no section (\"\(id)\" has none)"
                     : "a section of \"\(id)\" (0 to \(counts.count - 1))")
            return nil
        }
        guard row < counts[section] else {
            mismatch(numbers[1].node, numbers[1].path, expected: counts[section] == 0 ? "no row (section \(section) is empty)"
                     : "a row of section \(section) of \"\(id)\" (0 to \(counts[section] - 1))")
            return nil
        }
        return (IndexPath(row: row, section: section), id)
    }
}
