import EaselGraphics
import Foundation

/// The state of a list's data as identifiers: sections in order, each with its items
/// in order, like `NSDiffableDataSourceSnapshot`. Build one, then hand it to a
/// diffable data source's `apply(_:animatingDifferences:completion:)`.
///
/// Every section and item identifier appears once in a snapshot. Adding one that is
/// already there, or naming one that is not, is UIKit's exception: Easel reports its
/// message as a diagnostic and leaves the snapshot as it was for that identifier.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable,
                                           ItemIdentifierType: Hashable & Sendable>: Sendable {
    public typealias Section = SectionIdentifierType
    public typealias Item = ItemIdentifierType

    /// The sections in order, like `sectionIdentifiers`.
    public private(set) var sectionIdentifiers: [Section] = []
    /// Each section's items, in the order of `sectionIdentifiers`.
    private(set) var sectionItems: [[Item]] = []
    /// The section of every item, to answer membership in constant time.
    private var sectionOfItem: [Item: Section] = [:]
    /// The sections `reloadSections(_:)` marked, like `reloadedSectionIdentifiers`.
    public private(set) var reloadedSectionIdentifiers: [Section] = []
    /// The items `reloadItems(_:)` marked, like `reloadedItemIdentifiers`.
    public private(set) var reloadedItemIdentifiers: [Item] = []
    /// The items `reconfigureItems(_:)` marked, like `reconfiguredItemIdentifiers`.
    public private(set) var reconfiguredItemIdentifiers: [Item] = []

    /// An empty snapshot, like `NSDiffableDataSourceSnapshot()`.
    public init() {}

    // MARK: Reading

    /// The number of sections, like `numberOfSections`.
    public var numberOfSections: Int { sectionIdentifiers.count }
    /// The number of items in all sections, like `numberOfItems`.
    public var numberOfItems: Int { sectionOfItem.count }
    /// Every item, section after section, like `itemIdentifiers`.
    public var itemIdentifiers: [Item] { sectionItems.flatMap { $0 } }

    /// The number of items in a section, like `numberOfItems(inSection:)`.
    public func numberOfItems(inSection identifier: Section) -> Int { itemIdentifiers(inSection: identifier).count }

    /// A section's items, like `itemIdentifiers(inSection:)`.
    public func itemIdentifiers(inSection identifier: Section) -> [Item] {
        indexOfSection(identifier).map { sectionItems[$0] } ?? []
    }

    /// The section holding an item, like `sectionIdentifier(containingItem:)`.
    public func sectionIdentifier(containingItem identifier: Item) -> Section? { sectionOfItem[identifier] }

    /// A section's index, like `indexOfSection(_:)`.
    public func indexOfSection(_ identifier: Section) -> Int? { sectionIdentifiers.firstIndex(of: identifier) }

    /// An item's index among all items, like `indexOfItem(_:)`.
    public func indexOfItem(_ identifier: Item) -> Int? { itemIdentifiers.firstIndex(of: identifier) }

    /// An item's section and position in it.
    func indexPath(of identifier: Item) -> IndexPath? {
        guard let section = sectionOfItem[identifier], let sectionIndex = indexOfSection(section),
              let item = sectionItems[sectionIndex].firstIndex(of: identifier) else { return nil }
        return IndexPath(item: item, section: sectionIndex)
    }

    /// The item at an index path, if there is one: what a diffable data source's
    /// `itemIdentifier(for:)` answers.
    func item(at indexPath: IndexPath) -> Item? {
        guard indexPath.count == 2, sectionItems.indices.contains(indexPath.section),
              sectionItems[indexPath.section].indices.contains(indexPath.item) else { return nil }
        return sectionItems[indexPath.section][indexPath.item]
    }

    /// The section at an index, if there is one: what a diffable data source's
    /// `sectionIdentifier(for:)` answers.
    func sectionIdentifier(at index: Int) -> Section? {
        sectionIdentifiers.indices.contains(index) ? sectionIdentifiers[index] : nil
    }

    /// The number of items in the section at an index (none past the last section):
    /// what a diffable data source tells its list.
    func numberOfItems(inSectionAt index: Int) -> Int {
        sectionItems.indices.contains(index) ? sectionItems[index].count : 0
    }

    // MARK: Sections

    /// Adds sections at the end, like `appendSections(_:)`.
    public mutating func appendSections(_ identifiers: [Section]) {
        insert(sections: identifiers, at: sectionIdentifiers.count)
    }

    /// Adds sections before another, like `insertSections(_:beforeSection:)`.
    public mutating func insertSections(_ identifiers: [Section], beforeSection toIdentifier: Section) {
        guard let index = existingSection(toIdentifier, for: "insert") else { return }
        insert(sections: identifiers, at: index)
    }

    /// Adds sections after another, like `insertSections(_:afterSection:)`.
    public mutating func insertSections(_ identifiers: [Section], afterSection toIdentifier: Section) {
        guard let index = existingSection(toIdentifier, for: "insert") else { return }
        insert(sections: identifiers, at: index + 1)
    }

    /// Removes sections and their items, like `deleteSections(_:)`.
    public mutating func deleteSections(_ identifiers: [Section]) {
        for identifier in identifiers {
            guard let index = existingSection(identifier, for: "delete") else { continue }
            for item in sectionItems[index] { sectionOfItem[item] = nil }
            sectionIdentifiers.remove(at: index)
            sectionItems.remove(at: index)
        }
    }

    /// Moves a section before another, like `moveSection(_:beforeSection:)`.
    public mutating func moveSection(_ identifier: Section, beforeSection toIdentifier: Section) {
        moveSection(identifier, to: toIdentifier, after: false)
    }

    /// Moves a section after another, like `moveSection(_:afterSection:)`.
    public mutating func moveSection(_ identifier: Section, afterSection toIdentifier: Section) {
        moveSection(identifier, to: toIdentifier, after: true)
    }

    /// Marks sections whose items get new cells, like `reloadSections(_:)`.
    public mutating func reloadSections(_ identifiers: [Section]) {
        reloadedSectionIdentifiers += identifiers.filter { existingSection($0, for: "reload") != nil }
    }

    // MARK: Items

    /// Adds items at the end of a section (the last if `nil`), like
    /// `appendItems(_:toSection:)`.
    public mutating func appendItems(_ identifiers: [Item], toSection sectionIdentifier: Section? = nil) {
        let index: Int?
        if let sectionIdentifier {
            index = existingSection(sectionIdentifier, for: "append items to")
        } else {
            index = sectionIdentifiers.indices.last
            if index == nil { report("There are currently no sections in the data source. Please add a section first.") }
        }
        guard let index else { return }
        insert(items: identifiers, inSection: index, at: sectionItems[index].count)
    }

    /// Adds items before another, like `insertItems(_:beforeItem:)`.
    public mutating func insertItems(_ identifiers: [Item], beforeItem beforeIdentifier: Item) {
        guard let indexPath = existingItem(beforeIdentifier, for: "insert") else { return }
        insert(items: identifiers, inSection: indexPath.section, at: indexPath.item)
    }

    /// Adds items after another, like `insertItems(_:afterItem:)`.
    public mutating func insertItems(_ identifiers: [Item], afterItem afterIdentifier: Item) {
        guard let indexPath = existingItem(afterIdentifier, for: "insert") else { return }
        insert(items: identifiers, inSection: indexPath.section, at: indexPath.item + 1)
    }

    /// Removes items, like `deleteItems(_:)`.
    public mutating func deleteItems(_ identifiers: [Item]) {
        for identifier in identifiers {
            guard let indexPath = existingItem(identifier, for: "delete") else { continue }
            sectionItems[indexPath.section].remove(at: indexPath.item)
            sectionOfItem[identifier] = nil
        }
    }

    /// Removes every section and item, like `deleteAllItems()`.
    public mutating func deleteAllItems() {
        self = NSDiffableDataSourceSnapshot()
    }

    /// Moves an item before another, like `moveItem(_:beforeItem:)`.
    public mutating func moveItem(_ identifier: Item, beforeItem toIdentifier: Item) {
        moveItem(identifier, to: toIdentifier, after: false)
    }

    /// Moves an item after another, like `moveItem(_:afterItem:)`.
    public mutating func moveItem(_ identifier: Item, afterItem toIdentifier: Item) {
        moveItem(identifier, to: toIdentifier, after: true)
    }

    /// Marks items that get new cells, like `reloadItems(_:)`.
    public mutating func reloadItems(_ identifiers: [Item]) {
        reloadedItemIdentifiers += identifiers.filter { existingItem($0, for: "reload") != nil }
    }

    /// Marks items whose cells are configured again in place, like `reconfigureItems(_:)`.
    public mutating func reconfigureItems(_ identifiers: [Item]) {
        reconfiguredItemIdentifiers += identifiers.filter { existingItem($0, for: "reconfigure") != nil }
    }

    /// Forgets the reload and reconfigure marks.
    mutating func clearMarks() {
        reloadedSectionIdentifiers = []
        reloadedItemIdentifiers = []
        reconfiguredItemIdentifiers = []
    }

    // MARK: Steps

    private mutating func insert(sections identifiers: [Section], at index: Int) {
        let fresh = unique(identifiers, existing: Set(sectionIdentifiers), kind: "section")
        sectionIdentifiers.insert(contentsOf: fresh, at: index)
        sectionItems.insert(contentsOf: fresh.map { _ in [] }, at: index)
    }

    private mutating func insert(items identifiers: [Item], inSection section: Int, at index: Int) {
        let fresh = unique(identifiers, existing: Set(sectionOfItem.keys), kind: "item")
        sectionItems[section].insert(contentsOf: fresh, at: index)
        for item in fresh { sectionOfItem[item] = sectionIdentifiers[section] }
    }

    private mutating func moveSection(_ identifier: Section, to toIdentifier: Section, after: Bool) {
        guard identifier != toIdentifier, let from = existingSection(identifier, for: "move"),
              existingSection(toIdentifier, for: "move") != nil else { return }
        let items = sectionItems.remove(at: from)
        sectionIdentifiers.remove(at: from)
        let to = indexOfSection(toIdentifier)! + (after ? 1 : 0)
        sectionIdentifiers.insert(identifier, at: to)
        sectionItems.insert(items, at: to)
    }

    private mutating func moveItem(_ identifier: Item, to toIdentifier: Item, after: Bool) {
        guard identifier != toIdentifier, let from = existingItem(identifier, for: "move"),
              existingItem(toIdentifier, for: "move") != nil else { return }
        sectionItems[from.section].remove(at: from.item)
        let to = indexPath(of: toIdentifier)!
        sectionItems[to.section].insert(identifier, at: to.item + (after ? 1 : 0))
        sectionOfItem[identifier] = sectionIdentifiers[to.section]
    }

    /// The identifiers that are new and not repeated; the others are reported.
    private func unique<Identifier: Hashable>(_ identifiers: [Identifier], existing: Set<Identifier>, kind: String) -> [Identifier] {
        var seen = existing, fresh: [Identifier] = [], duplicates: [Identifier] = []
        for identifier in identifiers {
            if seen.insert(identifier).inserted { fresh.append(identifier) } else { duplicates.append(identifier) }
        }
        if !duplicates.isEmpty {
            report("Fatal: supplied \(kind) identifiers are not unique. Duplicate identifiers: {("
                   + duplicates.map { "\($0)" }.joined(separator: ", ") + ")}")
        }
        return fresh
    }

    private func existingSection(_ identifier: Section, for action: String) -> Int? {
        if let index = indexOfSection(identifier) { return index }
        report("Invalid section identifier specified to \(action): \(identifier)")
        return nil
    }

    private func existingItem(_ identifier: Item, for action: String) -> IndexPath? {
        if let indexPath = indexPath(of: identifier) { return indexPath }
        report("Invalid item identifier specified to \(action): \(identifier)")
        return nil
    }

    private func report(_ message: String) { Diagnostics.report(message) }
}
