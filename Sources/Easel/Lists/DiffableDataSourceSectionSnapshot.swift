import Foundation

/// The items of one section as a tree, like `NSDiffableDataSourceSectionSnapshot`:
/// root items in order, each with its children in order, and which parents are
/// expanded. A collection view's diffable data source shows its `visibleItems`
/// (`apply(_:to:animatingDifferences:completion:)`), each in a list cell indented by
/// its `level(of:)`.
///
/// Every item appears once. Parents start collapsed, as in UIKit. Adding an item that
/// is already there, or naming one that is not, is UIKit's exception: Easel reports
/// its message as a diagnostic and leaves the snapshot as it was for that item.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    public typealias Item = ItemIdentifierType

    /// The items at the top level, in order, like `rootItems`.
    public private(set) var rootItems: [Item] = []
    /// Each parent's children, in order.
    private var childrenOf: [Item: [Item]] = [:]
    /// Each child's parent.
    private var parentOf: [Item: Item] = [:]
    /// Every item, to answer membership in constant time.
    private var members: Set<Item> = []
    /// The expanded parents.
    private var expandedItems: Set<Item> = []

    /// An empty section snapshot, like `NSDiffableDataSourceSectionSnapshot()`.
    public init() {}

    // MARK: Reading

    /// Every item, each parent before its children, like `items`.
    public var items: [Item] { flattened(rootItems) { _ in true } }

    /// The items a list shows: the roots, and the children of expanded parents whose
    /// own parents show, like `visibleItems`.
    public var visibleItems: [Item] { flattened(rootItems) { expandedItems.contains($0) } }

    /// Whether the snapshot has an item, like `contains(_:)`.
    public func contains(_ item: Item) -> Bool { members.contains(item) }

    /// An item's position in `items`, like `index(of:)`.
    public func index(of item: Item) -> Int? { items.firstIndex(of: item) }

    /// How deep an item sits: 0 for a root item, like `level(of:)` (0 for an item the
    /// snapshot does not have).
    public func level(of item: Item) -> Int {
        var level = 0, item = item
        while let parent = parentOf[item] {
            level += 1
            item = parent
        }
        return level
    }

    /// An item's parent (`nil` for a root item), like `parent(of:)`.
    public func parent(of child: Item) -> Item? { parentOf[child] }

    /// Whether a parent is expanded, like `isExpanded(_:)`.
    public func isExpanded(_ item: Item) -> Bool { expandedItems.contains(item) }

    /// Whether an item shows: a root, or a child whose ancestors are all expanded,
    /// like `isVisible(_:)`.
    public func isVisible(_ item: Item) -> Bool {
        guard members.contains(item) else { return false }
        var item = item
        while let parent = parentOf[item] {
            guard expandedItems.contains(parent) else { return false }
            item = parent
        }
        return true
    }

    /// The items under `parent` as a snapshot of their own, their expansion kept, like
    /// `snapshot(of:includingParent:)`: with `includingParent` the parent is its one
    /// root item, otherwise its children are the roots.
    public func snapshot(of parent: Item, includingParent: Bool = false) -> Self {
        var subtree = Self()
        guard existing(parent, for: "snapshot") else { return subtree }
        subtree.rootItems = includingParent ? [parent] : childrenOf[parent] ?? []
        let roots = Set(subtree.rootItems)
        for item in flattened(subtree.rootItems, descendingInto: { _ in true }) {
            subtree.members.insert(item)
            if let children = childrenOf[item] { subtree.childrenOf[item] = children }
            if !roots.contains(item) { subtree.parentOf[item] = parentOf[item] }
            if expandedItems.contains(item) { subtree.expandedItems.insert(item) }
        }
        return subtree
    }

    // MARK: Changing

    /// Adds items at the end of `parent`'s children (of the roots without one), like
    /// `append(_:to:)`.
    public mutating func append(_ items: [Item], to parent: Item? = nil) {
        if let parent, !existing(parent, for: "append") { return }
        let fresh = unique(items)
        insert(fresh, under: parent, at: parent.map { childrenOf[$0]?.count ?? 0 } ?? rootItems.count)
    }

    /// Adds items just before a sibling, under the same parent, like `insert(_:before:)`.
    public mutating func insert(_ items: [Item], before item: Item) {
        guard existing(item, for: "insert") else { return }
        let parent = parentOf[item], fresh = unique(items)
        insert(fresh, under: parent, at: siblings(under: parent).firstIndex(of: item)!)
    }

    /// Adds items just after a sibling, under the same parent, like `insert(_:after:)`.
    public mutating func insert(_ items: [Item], after item: Item) {
        guard existing(item, for: "insert") else { return }
        let parent = parentOf[item], fresh = unique(items)
        insert(fresh, under: parent, at: siblings(under: parent).firstIndex(of: item)! + 1)
    }

    /// Removes items with all their children, like `delete(_:)`.
    public mutating func delete(_ items: [Item]) {
        for item in items where existing(item, for: "delete") {
            if let parent = parentOf[item] {
                childrenOf[parent]?.removeAll { $0 == item }
                if childrenOf[parent]?.isEmpty == true { childrenOf[parent] = nil }
            } else {
                rootItems.removeAll { $0 == item }
            }
            for gone in flattened([item], descendingInto: { _ in true }) {
                members.remove(gone)
                parentOf[gone] = nil
                childrenOf[gone] = nil
                expandedItems.remove(gone)
            }
        }
    }

    /// Removes every item, like `deleteAll()`.
    public mutating func deleteAll() { self = Self() }

    /// Expands parents, showing their children, like `expand(_:)`.
    public mutating func expand(_ items: [Item]) {
        for item in items where existing(item, for: "expand") { expandedItems.insert(item) }
    }

    /// Collapses parents, hiding their children, like `collapse(_:)`.
    public mutating func collapse(_ items: [Item]) {
        for item in items where existing(item, for: "collapse") { expandedItems.remove(item) }
    }

    // MARK: Steps

    /// The items of the subtrees of `roots` in order, each parent before its children,
    /// descending into the parents `descendingInto` accepts.
    private func flattened(_ roots: [Item], descendingInto: (Item) -> Bool) -> [Item] {
        var result: [Item] = []
        func visit(_ item: Item) {
            result.append(item)
            guard descendingInto(item), let children = childrenOf[item] else { return }
            children.forEach(visit)
        }
        roots.forEach(visit)
        return result
    }

    private func siblings(under parent: Item?) -> [Item] { parent.map { childrenOf[$0] ?? [] } ?? rootItems }

    private mutating func insert(_ items: [Item], under parent: Item?, at index: Int) {
        guard !items.isEmpty else { return }
        if let parent {
            childrenOf[parent, default: []].insert(contentsOf: items, at: index)
            for item in items { parentOf[item] = parent }
        } else {
            rootItems.insert(contentsOf: items, at: index)
        }
        members.formUnion(items)
    }

    /// The items that are new and not repeated; the others are reported.
    private func unique(_ items: [Item]) -> [Item] {
        var seen = members, fresh: [Item] = [], duplicates: [Item] = []
        for item in items {
            if seen.insert(item).inserted { fresh.append(item) } else { duplicates.append(item) }
        }
        if !duplicates.isEmpty {
            Diagnostics.report("Fatal: supplied item identifiers are not unique. Duplicate identifiers: {("
                               + duplicates.map { "\($0)" }.joined(separator: ", ") + ")}")
        }
        return fresh
    }

    private func existing(_ item: Item, for action: String) -> Bool {
        if members.contains(item) { return true }
        Diagnostics.report("Invalid item identifier specified to \(action): \(item)")
        return false
    }
}

extension NSDiffableDataSourceSectionSnapshot {
    /// A section snapshot of `items` as roots, none expanded: what a section of a
    /// whole snapshot is as a tree.
    init(roots items: [Item]) {
        rootItems = items
        members = Set(items)
    }
}
