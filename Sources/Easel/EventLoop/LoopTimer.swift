import Foundation

/// A timer on an event loop's virtual clock, like Foundation's `Timer` scheduled on
/// the main run loop: it fires in the timer phase of the turn at or after its fire
/// date; a repeating timer is rescheduled at multiples of its interval from its first
/// fire date, skipping the ones missed. The loop keeps it alive until it is
/// invalidated (or, not repeating, has fired).
@preconcurrency @MainActor
public final class LoopTimer {
    /// The interval between firings, like `Timer.timeInterval`.
    public let timeInterval: TimeInterval
    /// Whether the timer fires again after firing, like a repeating `Timer`.
    public let repeats: Bool
    /// When the timer fires next, like `Timer.fireDate`.
    public private(set) var fireDate: TimeInterval
    /// Whether the timer can still fire, like `Timer.isValid`.
    public private(set) var isValid = true

    private let block: (LoopTimer) -> Void
    private weak var loop: EventLoop?
    private var handle: ScheduledWorkHandle?

    private init(interval: TimeInterval, repeats: Bool, loop: EventLoop, block: @escaping (LoopTimer) -> Void) {
        timeInterval = max(interval, 0.0001)
        self.repeats = repeats
        self.block = block
        self.loop = loop
        fireDate = loop.now + max(0, interval)
    }

    /// A timer that fires `interval` seconds from now on `loop`, like
    /// `Timer.scheduledTimer(withTimeInterval:repeats:block:)` (a repeating interval is
    /// at least 0.1 ms, as Foundation's is).
    @discardableResult
    public static func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool, on loop: EventLoop,
                                      block: @escaping (LoopTimer) -> Void) -> LoopTimer {
        let timer = LoopTimer(interval: interval, repeats: repeats, loop: loop, block: block)
        timer.schedule()
        return timer
    }

    /// Fires now, like `Timer.fire()`: a repeating timer keeps its schedule, one that
    /// does not repeat is invalidated.
    public func fire() {
        guard isValid else { return }
        block(self)
        if !repeats { invalidate() }
    }

    /// Stops the timer, like `Timer.invalidate()`.
    public func invalidate() {
        isValid = false
        if let handle { loop?.cancel(handle) }
        handle = nil
    }

    private func schedule() {
        handle = loop?.scheduleTimer(at: fireDate) { [self] in
            handle = nil
            guard isValid, let loop else { return }
            block(self)
            guard repeats, isValid else { return invalidate() }
            let missed = ((loop.now - fireDate) / timeInterval).rounded(.down)
            fireDate += (missed + 1) * timeInterval
            schedule()
        }
    }
}
