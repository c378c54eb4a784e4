import Foundation

/// How far behind the frame time the layers being composited show their animations:
/// a `ReplicatorLayer`'s copy `i` shows its sublayers as they were
/// `i × instanceDelay` seconds earlier (nested replicators add their delays).
enum InstanceDelay {
    @TaskLocal static var seconds: TimeInterval = 0

    /// Runs `body` with the layers' animations shown `delay` seconds later than now.
    static func lagging<Result>(by delay: TimeInterval, _ body: () throws -> Result) rethrows -> Result {
        guard delay != 0 else { return try body() }
        return try $seconds.withValue(seconds + delay, operation: body)
    }
}

extension Layer {
    /// How many seconds the most lagging replicated copy of the layer shows its
    /// animations behind the frame time: the last copy's delay of each replicator
    /// above it, summed. An animation stays this long after its end, for those copies.
    var replicationLag: TimeInterval {
        var lag: TimeInterval = 0
        var current = parentLayer
        while let layer = current {
            if let replicator = layer as? ReplicatorLayer {
                lag += max(0, TimeInterval(replicator.instanceCount - 1) * replicator.instanceDelay)
            }
            current = layer.parentLayer
        }
        return lag
    }
}
