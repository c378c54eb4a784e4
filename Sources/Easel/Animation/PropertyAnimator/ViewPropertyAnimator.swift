import Foundation

/// Animates changes to views and lets them be paused, scrubbed, reversed and stopped
/// before they end, like `UIViewPropertyAnimator`.
///
/// Its animation blocks run as `View.animate`'s do: each change of an animatable
/// property of a view in a window adds an animation to the view's layer (listed by
/// `layer.animationKeys()`, shown by `layer.presentation()`). The animator then drives
/// those animations with Core Animation's own timing: paused, its animations have a
/// `speed` of 0 and a `timeOffset` at `fractionComplete`; running backward, they
/// autoreverse from where they are. Its clock is the window's event loop's virtual time.
@preconcurrency @MainActor
open class ViewPropertyAnimator: ViewImplicitlyAnimating {
    /// The timing curve of the animations.
    public private(set) var timingParameters: TimingCurveProvider?
    /// The duration of the animations, in seconds.
    public let duration: TimeInterval
    /// The delay `startAnimation(afterDelay:)` was given.
    public private(set) var delay: TimeInterval = 0
    /// Whether the animating views take touches (`true`); without, hit testing skips
    /// them while they animate, as for a `View.animate` block without
    /// `.allowUserInteraction`.
    public var isUserInteractionEnabled = true
    /// Whether hit testing is left to the app (`false`); accepted for source
    /// compatibility, as Easel hit-tests the model views either way.
    public var isManualHitTestingEnabled = false
    /// Whether the animations can be paused and reversed (`true`).
    public var isInterruptible = true
    /// Whether a paused animator shows `fractionComplete` at an even pace (`true`),
    /// rather than along its timing curve.
    public var scrubsLinearly = true {
        didSet { if state == .active, !isRunning { refreshAnimations() } }
    }
    /// Whether the animator stays active, paused at its end, when its animations end
    /// (`false`).
    public var pausesOnCompletion = false

    public private(set) var state = ViewAnimatingState.inactive
    public private(set) var isRunning = false

    public var isReversed = false {
        didSet {
            guard isReversed != oldValue, state == .active, isRunning else { return }
            anchor(at: now)
            refreshAnimations()
        }
    }

    public var fractionComplete: CGFloat {
        get { CGFloat(fraction(at: now)) }
        set {
            guard newValue.isFinite else {
                return Trace.diagnostic("ViewPropertyAnimator: fractionComplete \(newValue) is not a number; ignored")
            }
            if state == .inactive { pauseAnimation() }
            guard state == .active, !isRunning else {
                return Trace.diagnostic("ViewPropertyAnimator: fractionComplete is set only while paused; ignored")
            }
            anchorFraction = min(1, max(0, Double(newValue)))
            refreshAnimations()
        }
    }

    /// The animation blocks not run yet, with the fraction of the duration they wait.
    private var pendingAnimations: [(block: () -> Void, delayFactor: Double)] = []
    private var completions: [(ViewAnimatingPosition) -> Void] = []
    /// The layer animations the blocks added.
    private var tracks: [PropertyAnimatorTrack] = []
    /// The duration the animations take now (`continueAnimation` may scale it).
    private var currentDuration: TimeInterval
    /// The fraction complete at `anchorTime`; from there it moves at one duration per
    /// second while running.
    private var anchorFraction = 0.0
    private var anchorTime: TimeInterval = 0
    /// The run loop of the animating views.
    private var eventLoop: EventLoop?
    private var endTimer: ScheduledWorkHandle?

    /// An animator with a custom timing curve, like `init(duration:timingParameters:)`.
    /// A physical spring (mass, stiffness, damping) takes the time it settles in.
    public required init(duration: TimeInterval, timingParameters parameters: TimingCurveProvider) {
        let settling = parameters.springTimingParameters?.settlingDuration
        let given = duration.isFinite ? max(0, duration) : 0
        if !duration.isFinite || duration < 0 {
            Trace.diagnostic("ViewPropertyAnimator: duration \(duration) is not a time; 0 used")
        }
        self.duration = settling ?? given
        currentDuration = self.duration
        timingParameters = parameters
    }

    /// An animator along one of UIKit's standard curves, like
    /// `init(duration:curve:animations:)`.
    public convenience init(duration: TimeInterval, curve: View.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: CubicTimingParameters(animationCurve: curve))
        if let animations { addAnimations(animations) }
    }

    /// An animator along a cubic Bézier curve, like
    /// `init(duration:controlPoint1:controlPoint2:animations:)`.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration,
                  timingParameters: CubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { addAnimations(animations) }
    }

    /// An animator along a spring that settles in `duration`, like
    /// `init(duration:dampingRatio:animations:)`.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: SpringTimingParameters(dampingRatio: ratio))
        if let animations { addAnimations(animations) }
    }

    /// An animator started at once (after `delay`), with the curve `options` name, like
    /// `UIViewPropertyAnimator.runningPropertyAnimator(withDuration:delay:options:animations:completion:)`.
    public class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                              options: View.AnimationOptions = [],
                                              animations: @escaping () -> Void,
                                              completion: ((ViewAnimatingPosition) -> Void)? = nil) -> Self {
        let animator = Self(duration: duration,
                            timingParameters: CubicTimingParameters(animationCurve: options.animationCurve))
        animator.isUserInteractionEnabled = options.contains(.allowUserInteraction)
        animator.addAnimations(animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    // MARK: Adding animations and completions

    public func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds animations that wait `delayFactor` (0…1) of the time left; added to an
    /// active animator, they run at once over the time left, as UIKit documents.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        let factor = delayFactor.isFinite ? min(1, max(0, Double(delayFactor))) : 0
        switch state {
        case .inactive: pendingAnimations.append((animation, factor))
        case .active:
            let now = now
            let current = fraction(at: now)
            run(animation, startingAt: current + (1 - current) * factor)
            anchor(at: now)
            refreshAnimations()
        case .stopped:
            Trace.diagnostic("ViewPropertyAnimator: animations added to a stopped animator are ignored")
        }
    }

    public func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    // MARK: Running

    public func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    public func startAnimation(afterDelay delay: TimeInterval) {
        guard state != .stopped else {
            return Trace.diagnostic("ViewPropertyAnimator: a stopped animator cannot start; call finishAnimation(at:)")
        }
        guard !isRunning else { return }
        var wait: TimeInterval = 0
        if state == .inactive {
            wait = delay.isFinite ? max(0, delay) : 0
            self.delay = wait
            activate()
        }
        isRunning = true
        anchorTime = now + wait
        refreshAnimations()
    }

    public func pauseAnimation() {
        guard state != .stopped else {
            return Trace.diagnostic("ViewPropertyAnimator: a stopped animator cannot pause")
        }
        if state == .inactive { activate() }
        guard isRunning else { return refreshAnimations() }
        anchor(at: now)
        isRunning = false
        refreshAnimations()
    }

    /// Resumes a paused animator; `parameters` replaces the timing curve, and a
    /// `durationFactor` above 0 makes the whole animation take that many times its
    /// `duration` (0 keeps the time left as it was).
    public func continueAnimation(withTimingParameters parameters: TimingCurveProvider?, durationFactor: CGFloat) {
        guard state == .active, !isRunning else {
            return Trace.diagnostic("ViewPropertyAnimator: continueAnimation needs a paused animator; ignored")
        }
        if let parameters { timingParameters = parameters }
        if durationFactor > 0, durationFactor.isFinite { currentDuration = duration * Double(durationFactor) }
        isRunning = true
        anchorTime = now
        refreshAnimations()
    }

    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        anchor(at: now)
        isRunning = false
        cancelEndTimer()
        for track in tracks { track.commitPresentation() }
        tracks.removeAll()
        state = .stopped
        if withoutFinishing { state = .inactive }
    }

    public func finishAnimation(at finalPosition: ViewAnimatingPosition) {
        guard state == .stopped else {
            return Trace.diagnostic("ViewPropertyAnimator: finishAnimation(at:) needs a stopped animator; ignored")
        }
        finish(at: finalPosition)
    }

    // MARK: The clock

    private var now: TimeInterval { eventLoop?.now ?? EventLoop.current?.now ?? 0 }

    /// The fraction complete at `time`.
    private func fraction(at time: TimeInterval) -> Double {
        guard isRunning else { return anchorFraction }
        guard currentDuration > 0 else { return isReversed ? 0 : 1 }
        let moved = max(0, time - anchorTime) / currentDuration
        return min(1, max(0, anchorFraction + (isReversed ? -moved : moved)))
    }

    /// Makes `time` the new starting point of the clock.
    private func anchor(at time: TimeInterval) {
        anchorFraction = fraction(at: time)
        anchorTime = time
    }

    // MARK: Animations on the layers

    /// Runs the blocks added so far: the animator becomes active.
    private func activate() {
        state = .active
        anchorFraction = 0
        anchorTime = now
        let blocks = pendingAnimations
        pendingAnimations.removeAll()
        for (block, factor) in blocks { run(block, startingAt: factor) }
    }

    /// Runs an animation block as `View.animate` does and takes over the layer
    /// animations it adds, which start at `start` of the duration.
    private func run(_ block: () -> Void, startingAt start: Double) {
        let context = View.runAnimationBlock(duration: max(currentDuration, 1e-3), block)
        if eventLoop == nil { eventLoop = context.eventLoop }
        for change in context.animatedChanges {
            guard let animation = change.layer.animation(forKey: change.key) as? BasicAnimation else { continue }
            tracks.removeAll { $0.layer === change.layer && $0.key == change.key }
            tracks.append(PropertyAnimatorTrack(layer: change.layer, key: change.key, animation: animation,
                                                startFraction: min(start, 1), startValue: change.startValue))
        }
    }

    /// Puts on the layers the animations that show the animator's state from now, and
    /// sets the end timer.
    private func refreshAnimations() {
        let time = now
        let timing = PropertyAnimatorTrack.Timing(
            time: time, fraction: fraction(at: time), duration: currentDuration,
            running: isRunning, reversed: isReversed, anchorTime: max(time, anchorTime),
            curve: isRunning || !scrubsLinearly ? timingParameters : nil,
            touchBlocker: isUserInteractionEnabled ? nil : AnimationBlock(allowsUserInteraction: false, completion: nil))
        for track in tracks { track.show(timing) }
        cancelEndTimer()
        guard isRunning else { return }
        let left = (isReversed ? timing.fraction : 1 - timing.fraction) * currentDuration
        let end = timing.anchorTime + left
        if let loop = eventLoop ?? EventLoop.current {
            endTimer = loop.scheduleTimer(at: end) { [weak self] in self?.animationsDidEnd() }
        } else {
            animationsDidEnd()
        }
    }

    private func cancelEndTimer() {
        if let endTimer { (eventLoop ?? EventLoop.current)?.cancel(endTimer) }
        endTimer = nil
    }

    /// The clock reached the end (or the start, reversed).
    private func animationsDidEnd() {
        endTimer = nil
        anchor(at: now)
        if pausesOnCompletion {
            isRunning = false
            return refreshAnimations()
        }
        finish(at: isReversed ? .start : .end)
    }

    /// Removes the animations, leaves the views at `position` and runs the completions.
    private func finish(at position: ViewAnimatingPosition) {
        cancelEndTimer()
        for track in tracks {
            switch position {
            case .end: track.remove()
            case .start: track.restoreStart()
            case .current: track.commitPresentation()
            }
        }
        tracks.removeAll()
        isRunning = false
        state = .inactive
        let completions = completions
        self.completions.removeAll()
        for completion in completions { completion(position) }
    }
}

extension View.AnimationOptions {
    /// The standard curve the curve bits select.
    var animationCurve: View.AnimationCurve {
        View.AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
    }
}
