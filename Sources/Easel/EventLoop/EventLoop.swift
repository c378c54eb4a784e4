import EaselGraphics
import Foundation

/// A run loop on virtual time, like the main `CFRunLoop` UIKit runs on, without
/// waiting for real time: "sleeping" jumps the clock to the next scheduled event.
///
/// Each turn notifies its observers of UIKit's run-loop activities (`beforeTimers`,
/// fires the timers that are due, `beforeSources`, delivers due sources (scheduled
/// events, VSync), then `beforeWaiting`, where the window commits, as Core Animation
/// does. Time starts at 0 and advances only when told (`run(for:)`,
/// `runUntilIdle()`); work due at the same instant runs in the order it was scheduled.
@preconcurrency @MainActor
public final class EventLoop {
    /// The activities a turn of the loop reports, like `CFRunLoopActivity`.
    public enum Activity: CaseIterable, Sendable {
        case entry, beforeTimers, beforeSources, beforeWaiting, afterWaiting, exit
    }

    /// The virtual time in seconds since the loop was made.
    public private(set) var now: TimeInterval = 0

    /// The screen's refresh rate in hertz: VSync ticks come at multiples of its period.
    /// A rate that is not a positive number is reported and the old one kept.
    public var refreshRate: Double = 60 {
        didSet {
            guard !(refreshRate > 0 && refreshRate.isFinite) else { return }
            Diagnostics.report("EventLoop: a refresh rate of \(refreshRate) is not a positive number; keeping \(oldValue)")
            refreshRate = oldValue
        }
    }

    private var observers: [(order: Int, activities: Set<Activity>, registration: Registration<(Activity) -> Void>)] = []
    private var timers = ScheduledWork()
    private var sources = ScheduledWork()
    /// In the order they were registered, so ticks reach them in a fixed order.
    private var vsyncListeners: [Registration<(TimeInterval) -> Void>] = []
    private var lastVSync: TimeInterval = -1
    private var scheduledCount = 0

    /// A loop at time 0.
    public init() {}

    /// The loop running now, or the one that ran last, like the main thread's
    /// `RunLoop.current`: work that belongs to "the next turn" with no window to go by
    /// (the completion of an animation block that animated nothing) goes there.
    public private(set) static weak var current: EventLoop?

    /// Work waiting for a loop to run: what iOS code puts on `RunLoop.main` before any
    /// window (and so any loop) exists goes to the first loop that runs.
    private static var waitingForALoop: [(EventLoop) -> Void] = []

    /// Runs `work` with the loop that stands for the main run loop: the current one, or
    /// the first to run when none has yet.
    package static func withMainLoop(_ work: @escaping (EventLoop) -> Void) {
        if let current { work(current) } else { waitingForALoop.append(work) }
    }

    // MARK: Observers

    /// Calls `callback` on each of `activities`; observers with a lower `order` run
    /// first (Core Animation's commit observer runs late, at order 2,000,000).
    public func addObserver(for activities: Set<Activity>, order: Int = 0,
                            _ callback: @escaping (Activity) -> Void) {
        addObserver(Registration(owner: nil, callback: callback), for: activities, order: order)
    }

    /// Calls `callback` on each of `activities` for as long as `owner` lives: a
    /// window's commit observer goes with the window, so a loop that outlives its
    /// windows keeps nothing of them.
    func addObserver(for activities: Set<Activity>, order: Int = 0, owner: AnyObject,
                     _ callback: @escaping (Activity) -> Void) {
        addObserver(Registration(owner: owner, callback: callback), for: activities, order: order)
    }

    private func addObserver(_ registration: Registration<(Activity) -> Void>, for activities: Set<Activity>,
                             order: Int) {
        observers.removeAll { !$0.registration.isLive }
        observers.append((order, activities, registration))
        observers.sort { $0.order < $1.order }
    }

    private func notify(_ activity: Activity) {
        if activity == .entry {
            Self.current = self
            Self.latestTime.withLock { $0 = now }
            let waiting = Self.waitingForALoop
            Self.waitingForALoop = []
            for work in waiting { work(self) }
            observers.removeAll { !$0.registration.isLive }
        }
        for observer in observers where observer.activities.contains(activity) && observer.registration.isLive {
            observer.registration.callback(activity)
        }
    }

    // MARK: Scheduling

    /// Fires `action` in the timer phase of the first turn at or after `time`,
    /// like a `Timer` on the run loop. Returns a handle that can cancel it.
    @discardableResult
    public func scheduleTimer(at time: TimeInterval, _ action: @escaping () -> Void) -> ScheduledWorkHandle {
        let handle = makeHandle()
        timers.schedule(at: max(time, now), handle: handle, action)
        return handle
    }

    /// Delivers `action` as a source event (a touch, a scripted event) in the source
    /// phase of the first turn at or after `time`.
    @discardableResult
    public func scheduleSource(at time: TimeInterval, _ action: @escaping () -> Void) -> ScheduledWorkHandle {
        let handle = makeHandle()
        sources.schedule(at: max(time, now), handle: handle, action)
        return handle
    }

    private func makeHandle() -> ScheduledWorkHandle {
        scheduledCount += 1
        return ScheduledWorkHandle(sequence: scheduledCount)
    }

    /// Cancels a timer or source that has not fired yet.
    public func cancel(_ handle: ScheduledWorkHandle) {
        timers.cancel(handle)
        sources.cancel(handle)
    }

    /// Calls `callback` with the VSync time at every refresh while registered (how
    /// display links and animations are driven); `nil` unregisters `owner`.
    ///
    /// The loop holds `owner` weakly and drops the listener once `owner` is gone, as
    /// Core Animation stops animating a layer tree nobody holds: an animator that goes
    /// with its window leaves nothing ticking. A callback that captures its owner keeps
    /// it, as a run loop keeps a `CADisplayLink` until it is invalidated.
    public func setVSyncListener(for owner: AnyObject, _ callback: ((TimeInterval) -> Void)?) {
        vsyncListeners.removeAll { !$0.isLive }
        if let index = vsyncListeners.firstIndex(where: { $0.owner === owner }) {
            if let callback { vsyncListeners[index].callback = callback } else { vsyncListeners.remove(at: index) }
        } else if let callback {
            vsyncListeners.append(Registration(owner: owner, callback: callback))
        }
    }

    /// The first VSync strictly after the last one delivered, not before `now`. Ticks
    /// are counted in whole periods (the n-th is at n / refreshRate), so repeated
    /// additions never drift and a tick is never skipped by rounding.
    private var nextVSync: TimeInterval? {
        vsyncListeners.removeAll { !$0.isLive }
        guard !vsyncListeners.isEmpty else { return nil }
        let due = Int((now * refreshRate - 1e-6).rounded(.up))
        let afterLast = Int((lastVSync * refreshRate + 0.5).rounded(.down)) + 1
        return Double(max(due, afterLast)) / refreshRate
    }

    // MARK: Running

    /// Runs one turn at the current time: due timers, due sources, then
    /// `beforeWaiting` (the commit). The clock does not move.
    public func runOnce() {
        notify(.entry)
        turn()
        notify(.exit)
    }

    /// Runs turns until `duration` seconds of virtual time have passed, jumping from
    /// each scheduled event to the next, and ends with a turn at the end time. A
    /// duration that is negative, NaN or infinite (which would never end) is reported
    /// and nothing runs.
    public func run(for duration: TimeInterval) {
        guard duration >= 0, duration.isFinite else {
            Diagnostics.report("EventLoop: run(for: \(duration)) needs a finite duration of at least 0; nothing was run")
            return
        }
        let end = now + duration
        notify(.entry)
        turn()
        while let next = nextDueTime, next <= end {
            wake(at: next)
            turn()
        }
        if now < end {
            wake(at: end)
            turn()
        }
        notify(.exit)
    }

    /// Runs turns, jumping to each scheduled event, until nothing is left to do (no
    /// timer, source or VSync listener) or `limit` seconds have passed. A limit that
    /// is negative, NaN or infinite is reported and nothing runs.
    public func runUntilIdle(limit: TimeInterval = 60) {
        guard limit >= 0, limit.isFinite else {
            Diagnostics.report("EventLoop: runUntilIdle(limit: \(limit)) needs a finite limit of at least 0; nothing was run")
            return
        }
        let end = now + limit
        notify(.entry)
        turn()
        while let next = nextDueTime, next <= end {
            wake(at: next)
            turn()
        }
        notify(.exit)
    }

    private var nextDueTime: TimeInterval? {
        [timers.nextTime, sources.nextTime, nextVSync].compactMap { $0 }.min()
    }

    private func wake(at time: TimeInterval) {
        now = max(now, time)
        Self.latestTime.withLock { $0 = now }
        notify(.afterWaiting)
    }

    private func turn() {
        notify(.beforeTimers)
        timers.runDue(at: now)
        notify(.beforeSources)
        sources.runDue(at: now)
        if let tick = nextVSync, tick <= now + 1e-9 {
            lastVSync = tick
            for listener in vsyncListeners where listener.isLive { listener.callback(tick) }
        }
        notify(.beforeWaiting)
    }
}
