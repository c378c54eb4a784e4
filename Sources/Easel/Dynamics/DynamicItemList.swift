import Foundation

/// The items a behaviour acts on, in the order they were added, each once (UIKit's
/// behaviours ignore an item added twice).
@MainActor
struct DynamicItemList {
    private(set) var items: [any DynamicItem] = []

    init(_ items: [any DynamicItem]) {
        for item in items { _ = add(item) }
    }

    /// Adds `item` unless it is there; whether it was added.
    mutating func add(_ item: any DynamicItem) -> Bool {
        guard !contains(item) else { return false }
        items.append(item)
        return true
    }

    /// Removes `item`; whether it was there.
    mutating func remove(_ item: any DynamicItem) -> Bool {
        guard let index = items.firstIndex(where: { $0 === item }) else { return false }
        items.remove(at: index)
        return true
    }

    func contains(_ item: any DynamicItem) -> Bool {
        items.contains { $0 === item }
    }
}
