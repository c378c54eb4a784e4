import ArgumentParser

/// `--shard i/n`: the i-th of n shares of a sorted list of scenes or images (1-based),
/// so that a CI matrix of n machines renders or compares a large gallery between them,
/// each item once.
public struct Shard: ExpressibleByArgument, Sendable {
    /// i, from 1.
    public let index: Int
    /// n.
    public let count: Int

    /// `i/n`; `nil` when it is not two whole numbers.
    public init?(argument: String) {
        let parts = argument.split(separator: "/")
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.index = index
        self.count = count
    }

    /// Whether i is from 1 to n, which the commands check to say so (the parser can only
    /// call the value invalid).
    public var isInRange: Bool { count >= 1 && (1...count).contains(index) }

    /// Every n-th item, starting at the i-th: shares of equal size within one item,
    /// whatever the order of the items' names.
    public func select<Item>(_ items: [Item]) -> [Item] {
        items.enumerated().filter { $0.offset % count == index - 1 }.map(\.element)
    }
}

extension Shard {
    /// The message of a shard out of range.
    public var rangeProblem: String? {
        isInRange ? nil : "--shard must be i/n with i from 1 to n, not \(index)/\(count)."
    }
}
