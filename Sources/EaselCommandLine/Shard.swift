import ArgumentParser
import Foundation

/// `--shard i/n`: the i-th of n shares (1-based) of a gallery, so that a CI matrix of n
/// machines renders and compares a large gallery between them, each scene once.
///
/// A scene belongs to one shard by its name alone: the FNV-1a hash of the name's UTF-8
/// bytes, modulo n, picks the shard. `easel render` names a scene by its file name
/// without the extension (the folder its frames go into) and `easel compare` names an
/// image by the first component of its relative path (that folder; a file at the top
/// by its name without `.png`), so shard i of a render and shard i of a compare of its
/// output hold the same scenes, whatever else either list holds (a scene only in the
/// baseline, a scene that failed to render). Shares are equal in size only on average.
public struct Shard: ExpressibleByArgument, Sendable, Equatable {
    /// i, from 1.
    public let index: Int
    /// n.
    public let count: Int

    /// `i/n`; `nil` when it is not two whole numbers.
    public init?(argument: String) {
        let parts = argument.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]) else { return nil }
        self.index = index
        self.count = count
    }

    /// Whether i is from 1 to n, which the commands check to say so (the parser can only
    /// call the value invalid).
    public var isInRange: Bool { count >= 1 && (1...count).contains(index) }

    /// Whether the scene named `name` is in this shard.
    public func contains(sceneNamed name: String) -> Bool {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in name.utf8 {
            hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
        }
        return Int(hash % UInt64(count)) == index - 1
    }

    /// The scene files of this shard, in their order.
    public func select(sceneFiles files: [URL]) -> [URL] {
        files.filter { contains(sceneNamed: $0.deletingPathExtension().lastPathComponent) }
    }

    /// The images of this shard, by relative path, in their order: each goes with the
    /// scene folder it is in.
    public func select(imageNames names: [String]) -> [String] {
        names.filter { name in
            let components = name.split(separator: "/", maxSplits: 1)
            let scene = components.count > 1 ? String(components[0]) : Self.droppingPNGExtension(name)
            return contains(sceneNamed: scene)
        }
    }

    private static func droppingPNGExtension(_ name: String) -> String {
        name.lowercased().hasSuffix(".png") ? String(name.dropLast(4)) : name
    }
}

extension Shard {
    /// The message of a shard out of range.
    public var rangeProblem: String? {
        isInRange ? nil : "--shard must be i/n with i from 1 to n, not \(index)/\(count)."
    }
}
