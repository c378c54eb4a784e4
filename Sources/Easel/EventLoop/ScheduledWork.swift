import Foundation

/// Work scheduled at virtual times, run in time order and, at the same time, in the
/// order it was scheduled (as swift-nio's embedded loop does).
@MainActor
final class ScheduledWork {

    private var items: [(time: TimeInterval, sequence: Int, action: () -> Void)] = []

    /// The earliest scheduled time, if any.
    var nextTime: TimeInterval? { items.first?.time }

    /// Schedules `action`; `handle` is unique across the loop's queues.
    func schedule(at time: TimeInterval, handle: ScheduledWorkHandle, _ action: @escaping () -> Void) {
        let index = items.firstIndex { $0.time > time } ?? items.count
        items.insert((time, handle.sequence, action), at: index)
    }

    func cancel(_ handle: ScheduledWorkHandle) {
        items.removeAll { $0.sequence == handle.sequence }
    }

    /// Runs everything due at `time`, including work that the actions schedule for
    /// `time` or earlier.
    func runDue(at time: TimeInterval) {
        while let first = items.first, first.time <= time {
            items.removeFirst()
            first.action()
        }
    }
}

/// Identifies a timer or source scheduled on an `EventLoop`, so it can be cancelled.
public struct ScheduledWorkHandle: Hashable, Sendable {
    let sequence: Int
}
