import Foundation

/// A callback at the screen's refresh, like `CADisplayLink`: once added to an event
/// loop, it is called at each VSync (or at every n-th, for a lower
/// `preferredFramesPerSecond`) until it is invalidated. The loop keeps the link
/// alive until then, as a run loop does.
@preconcurrency @MainActor
public final class DisplayLink {
    /// What the link calls; let go when it is invalidated (a target with it).
    private var handler: ((DisplayLink) -> Void)?
    private weak var loop: EventLoop?
    private var vsyncsSinceStart = 0

    /// A display link that calls `handler` with itself, like
    /// `CADisplayLink(target:selector:)`.
    public init(handler: @escaping (DisplayLink) -> Void) {
        self.handler = handler
    }

    /// A display link that calls a method of `target` with itself, like
    /// `CADisplayLink(target:selector:)` with the method reference Linux takes for a
    /// selector (`CADisplayLink(target: self, selector: Player.step)`). The link holds
    /// its target strongly until it is invalidated, as UIKit's does.
    public convenience init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> (DisplayLink) -> Void) {
        self.init { link in selector(target)(link) }
    }

    /// A display link that calls a method of `target` that takes no argument, like
    /// `CADisplayLink(target:selector:)` with a selector of a method without one.
    public convenience init<Target: AnyObject>(target: Target, selector: @escaping (Target) -> () -> Void) {
        self.init { _ in selector(target)() }
    }

    /// A display link that sends `selector` to `target` with itself, like
    /// `CADisplayLink(target:selector:)` with a `Selector` value (see `Selector`). The
    /// link holds its target strongly until it is invalidated.
    public convenience init(target: Any, selector: Selector) {
        self.init { link in selector.send(to: target, from: link, caller: "CADisplayLink") }
    }

    /// The VSync time of the frame being prepared, like `CADisplayLink.timestamp`;
    /// 0 before the first callback.
    public private(set) var timestamp: TimeInterval = 0
    /// When the next callback's frame will be shown, like
    /// `CADisplayLink.targetTimestamp`.
    public private(set) var targetTimestamp: TimeInterval = 0
    /// The time between refreshes of the screen, like `CADisplayLink.duration`.
    public private(set) var duration: TimeInterval = 0

    /// The callback rate the link asks for, like
    /// `CADisplayLink.preferredFramesPerSecond`: 0 (the default) is the screen's rate;
    /// otherwise the rate used is the factor of the screen's rate (60, 30, 20, 15, …
    /// at 60 Hz) nearest to it.
    public var preferredFramesPerSecond = 0

    /// How many frames pass between callbacks, like the deprecated
    /// `CADisplayLink.frameInterval`: 1 (the default) calls back at every VSync, 2 at
    /// every other one, and so on. A value above 1 takes the place of
    /// `preferredFramesPerSecond`; values below 1 count as 1, as UIKit clamps them.
    @available(*, deprecated, message: "Use preferredFramesPerSecond")
    public var frameInterval: Int {
        get { framesPerCallback }
        set { framesPerCallback = max(1, newValue) }
    }

    /// What `frameInterval` holds, read without its deprecation.
    private var framesPerCallback = 1

    /// Whether callbacks are suspended, like `CADisplayLink.isPaused`. A paused link
    /// does not keep the loop busy.
    public var isPaused = false {
        didSet { if oldValue != isPaused { updateRegistration() } }
    }

    /// Starts the callbacks on `loop`, like `CADisplayLink.add(to:forMode:)`.
    public func add(to loop: EventLoop) {
        self.loop?.setVSyncListener(for: self, nil)
        self.loop = loop
        vsyncsSinceStart = 0
        updateRegistration()
    }

    /// Starts the callbacks on the loop that stands for the main run loop, like
    /// `CADisplayLink.add(to: .main, forMode: .common)`: the loop running now or last
    /// (a window's), or the first to run when none has yet.
    public func addToMainLoop() {
        EventLoop.withMainLoop { [weak self] loop in self?.add(to: loop) }
    }

    /// Stops the callbacks until the link is added again, keeping its target, like
    /// `CADisplayLink.remove(from:forMode:)`.
    public func removeFromLoop() {
        loop?.setVSyncListener(for: self, nil)
        loop = nil
    }

    /// Stops the callbacks for good and lets go of the target, like
    /// `CADisplayLink.invalidate()`.
    public func invalidate() {
        loop?.setVSyncListener(for: self, nil)
        loop = nil
        handler = nil
    }

    private func updateRegistration() {
        guard let loop else { return }
        loop.setVSyncListener(for: self, isPaused ? nil : { [self, weak loop] time in
            vsync(at: time, refreshRate: loop?.refreshRate ?? 60)
        })
    }

    private func vsync(at time: TimeInterval, refreshRate: Double) {
        let interval = framesPerCallback > 1
            ? framesPerCallback
            : Self.vsyncsPerCallback(preferred: preferredFramesPerSecond, refreshRate: refreshRate)
        defer { vsyncsSinceStart += 1 }
        guard vsyncsSinceStart % interval == 0 else { return }
        duration = 1 / refreshRate
        timestamp = time
        targetTimestamp = time + Double(interval) * duration
        handler?(self)
    }

    /// How many VSyncs pass per callback: the divisor of the refresh rate whose rate is
    /// nearest to the preferred one (the faster on a tie).
    static func vsyncsPerCallback(preferred: Int, refreshRate: Double) -> Int {
        guard preferred > 0, Double(preferred) < refreshRate else { return 1 }
        let maximum = max(1, Int(refreshRate.rounded()))
        var best = 1
        for divisor in 1...maximum {
            if abs(refreshRate / Double(divisor) - Double(preferred)) < abs(refreshRate / Double(best) - Double(preferred)) {
                best = divisor
            }
        }
        return best
    }
}
