import Foundation

/// A behaviour that acts on a list of items it is given, added and removed one at a
/// time: what `UIGravityBehavior`, `UICollisionBehavior`, `UIPushBehavior` and
/// `UIDynamicItemBehavior` each declare (`items`, `addItem(_:)`, `removeItem(_:)`),
/// declared once. An item added twice is there once, as in UIKit.
@preconcurrency @MainActor
open class ItemListBehavior: DynamicBehavior {
    private var list: [any DynamicItem] = []

    /// A behaviour for `items`.
    public init(items: [any DynamicItem]) {
        super.init()
        for item in items where !contains(item) { list.append(item) }
    }

    /// The items the behaviour acts on, in the order they were added, like `items`.
    open var items: [any DynamicItem] { list }

    /// Adds an item, like `addItem(_:)`; one already there is ignored.
    open func addItem(_ item: any DynamicItem) {
        guard !contains(item) else { return }
        list.append(item)
        setNeedsSimulation()
    }

    /// Removes an item, like `removeItem(_:)`; one not there is ignored.
    open func removeItem(_ item: any DynamicItem) {
        guard let index = list.firstIndex(where: { $0 === item }) else { return }
        list.remove(at: index)
        setNeedsSimulation()
    }

    func contains(_ item: any DynamicItem) -> Bool {
        list.contains { $0 === item }
    }

    override var dynamicItems: [any DynamicItem] { list }
}
