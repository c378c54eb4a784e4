import ArgumentParser

/// `--shard i/n`: the i-th of n shares of a sorted list of scenes (1-based), so that a
/// CI matrix of n machines renders a large gallery between them, each scene once.
struct Shard: ExpressibleByArgument {
    let index: Int
    let count: Int

    init?(argument: String) {
        let parts = argument.split(separator: "/")
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.index = index
        self.count = count
    }

    /// Whether i is from 1 to n, which `render` checks to say so (the parser can only
    /// call the value invalid).
    var isInRange: Bool { count >= 1 && (1...count).contains(index) }

    /// Every n-th item, starting at the i-th: shares of equal size within one item,
    /// whatever the order of the items' names.
    func select<Item>(_ items: [Item]) -> [Item] {
        items.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}
