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
    @preconcurrency @MainActor
    public class func scheduledTimer<Target: AnyObject>(timeInterval: TimeInterval, target: Target,
                                                        selector: @escaping (Target) -> (Timer) -> Void,
                                                        userInfo: Any?, repeats: Bool) -> Timer {
        scheduled(timeInterval, userInfo, repeats) { timer in selector(target)(timer) }
    }

    /// Calls `selector`, an action method that takes nothing, on `target` every
    /// `timeInterval` seconds (once, unless `repeats`).
    @preconcurrency @MainActor
    public class func scheduledTimer<Target: AnyObject>(timeInterval: TimeInterval, target: Target,
                                                        selector: @escaping (Target) -> () -> Void,
                                                        userInfo: Any?, repeats: Bool) -> Timer {
        scheduled(timeInterval, userInfo, repeats) { _ in selector(target)() }
    }

    /// Sends `selector` to `target` with the timer every `timeInterval` seconds (once,
    /// unless `repeats`), for a `Selector` value (see `Selector`).
    @preconcurrency @MainActor
    public class func scheduledTimer(timeInterval: TimeInterval, target: Any, selector: Selector,
                                     userInfo: Any?, repeats: Bool) -> Timer {
        scheduled(timeInterval, userInfo, repeats) { timer in selector.send(to: target, from: timer, caller: "Timer") }
    }

    /// A timer that calls `selector` on `target`, like
    /// `Timer(timeInterval:target:selector:userInfo:repeats:)`, which iOS code then adds
    /// with `RunLoop.main.add(timer, forMode: .common)`. Foundation's run loop does not
    /// run in Easel's virtual time, so the timer starts on Easel's event loop when it is
    /// made (as the `add` that follows would start it); `invalidate()` stops it. Its
    /// `userInfo` is nil.
    @preconcurrency @MainActor
    public convenience init<Target: AnyObject>(timeInterval: TimeInterval, target: Target,
                                               selector: @escaping (Target) -> (Timer) -> Void,
                                               userInfo: Any?, repeats: Bool) {
        self.init(timeInterval, repeats) { timer in selector(target)(timer) }
    }

    /// A timer that calls `selector`, an action method that takes nothing, on `target`
    /// (see the form whose method takes the timer).
    @preconcurrency @MainActor
    public convenience init<Target: AnyObject>(timeInterval: TimeInterval, target: Target,
                                               selector: @escaping (Target) -> () -> Void,
                                               userInfo: Any?, repeats: Bool) {
        self.init(timeInterval, repeats) { _ in selector(target)() }
    }

    /// A timer that sends `selector` to `target` with the timer, for a `Selector` value
    /// (see the form whose method takes the timer).
    @preconcurrency @MainActor
    public convenience init(timeInterval: TimeInterval, target: Any, selector: Selector,
                            userInfo: Any?, repeats: Bool) {
        self.init(timeInterval, repeats) { timer in selector.send(to: target, from: timer, caller: "Timer") }
    }

    @MainActor
    private convenience init(_ interval: TimeInterval, _ repeats: Bool, _ fire: @escaping (Timer) -> Void) {
        let call = UncheckedSendable(fire)
        self.init(timeInterval: interval, repeats: repeats) { timer in call.value(timer) }
        let weakTimer = WeakTimer(self)
        EventLoop.withMainLoop { loop in
            guard let timer = weakTimer.timer else { return }
            EventLoopTimer.drive(timer, every: interval, repeats: repeats, on: loop)
        }
    }

    /// A timer on Easel's event loop; with no loop yet (no window), Foundation's, on
    /// the current run loop.
    @MainActor
    private class func scheduled(_ interval: TimeInterval, _ userInfo: Any?, _ repeats: Bool,
                                 _ fire: @escaping (Timer) -> Void) -> Timer {
        guard let loop = EventLoop.current else {
            let call = UncheckedSendable(fire)
            return Timer.scheduledTimer(withTimeInterval: interval, repeats: repeats) { timer in call.value(timer) }
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

    /// Fires `timer` (a Foundation timer made with a block) every `interval` seconds of
    /// `loop`'s time while it is valid (once, unless `repeats`).
    @MainActor
    static func drive(_ timer: Timer, every interval: TimeInterval, repeats: Bool, on loop: EventLoop) {
        let weakTimer = WeakTimer(timer)
        loop.scheduleTimer(at: loop.now + max(interval, 0.0001)) { [weak loop] in
            guard let timer = weakTimer.timer, timer.isValid else { return }
            timer.fire()
            if repeats, timer.isValid, let loop { drive(timer, every: interval, repeats: repeats, on: loop) }
        }
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

/// A timer held without retaining it.
private final class WeakTimer: @unchecked Sendable {
    weak var timer: Timer?
    init(_ timer: Timer) { self.timer = timer }
}
