import Foundation

/// `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)` with the method
/// reference Linux takes for a selector (`easel port` writes it). The timer runs on
/// Easel's event loop, in the virtual time frames are rendered in: a one-second timer
/// fires one second of that time later, as the window's animations and display links
/// do. It holds its target, as Foundation's does, until it is invalidated (a timer that
/// does not repeat is once it has fired). With no event loop running (no window yet),
/// the timer is scheduled on the current run loop instead, as Foundation's is, and its
/// `userInfo` is nil there.
extension Timer {
    /// Calls `selector` on `target` with the timer every `timeInterval` seconds (once,
    /// unless `repeats`).
    @MainActor
    public class func scheduledTimer<Target: AnyObject>(timeInterval: TimeInterval, target: Target,
                                                        selector: @escaping (Target) -> (Timer) -> Void,
                                                        userInfo: Any?, repeats: Bool) -> Timer {
        scheduled(timeInterval, userInfo, repeats) { timer in selector(target)(timer) }
    }

    /// Calls `selector`, an action method that takes nothing, on `target` every
    /// `timeInterval` seconds (once, unless `repeats`).
    @MainActor
    public class func scheduledTimer<Target: AnyObject>(timeInterval: TimeInterval, target: Target,
                                                        selector: @escaping (Target) -> () -> Void,
                                                        userInfo: Any?, repeats: Bool) -> Timer {
        scheduled(timeInterval, userInfo, repeats) { _ in selector(target)() }
    }

    @MainActor
    private class func scheduled(_ interval: TimeInterval, _ userInfo: Any?, _ repeats: Bool,
                                 _ fire: @escaping (Timer) -> Void) -> Timer {
        guard let loop = EventLoop.current else {
            let call = UncheckedSendableTimerAction(fire)
            return Timer.scheduledTimer(withTimeInterval: interval, repeats: repeats) { timer in call.fire(timer) }
        }
        let timer = EventLoopTimer(interval: interval, repeats: repeats, userInfo: userInfo, loop: loop, fire)
        timer.schedule()
        return timer
    }
}

/// A timer on Easel's event loop (see `Timer.scheduledTimer(timeInterval:target:selector:userInfo:repeats:)`).
private final class EventLoopTimer: Timer, @unchecked Sendable {
    private let interval: TimeInterval
    private let repeats: Bool
    private let info: Any?
    private weak var loop: EventLoop?
    /// The call into the target; nil once invalidated, which releases the target.
    private var action: ((Timer) -> Void)?
    private var pending: ScheduledWorkHandle?

    @MainActor
    init(interval: TimeInterval, repeats: Bool, userInfo: Any?, loop: EventLoop, _ action: @escaping (Timer) -> Void) {
        // Foundation's smallest interval, as its own scheduled timers use.
        self.interval = max(interval, 0.0001)
        self.repeats = repeats
        self.info = userInfo
        self.loop = loop
        self.action = action
        super.init(fire: Date(), interval: interval, repeats: repeats) { _ in }
    }

    override var userInfo: Any? { info }
    override var isValid: Bool { action != nil }
    override var timeInterval: TimeInterval { repeats ? interval : 0 }

    override func invalidate() {
        let (loop, pending) = (self.loop, self.pending)
        self.pending = nil
        action = nil
        if let loop, let pending { MainActor.assumeIsolated { loop.cancel(pending) } }
    }

    /// Fires now, like `Timer.fire()`: a timer that does not repeat is then invalidated.
    override func fire() {
        guard let action else { return }
        action(self)
        if !repeats { invalidate() }
    }

    @MainActor
    func schedule() {
        guard let loop else { return }
        pending = loop.scheduleTimer(at: loop.now + interval) { [self] in
            pending = nil
            guard let action else { return }
            action(self)
            if repeats, isValid { schedule() } else { self.action = nil }
        }
    }
}

/// The target's call, carried into Foundation's `@Sendable` block on the run loop that
/// schedules it (the main one, where UIKit code runs).
private struct UncheckedSendableTimerAction: @unchecked Sendable {
    let fire: (Timer) -> Void
    init(_ fire: @escaping (Timer) -> Void) { self.fire = fire }
}
