import Foundation

/// An animation of a layer, like `CAAnimation` with its `CAMediaTiming` properties.
///
/// Added to a layer with `Layer.add(_:forKey:)` (which keeps a copy), an animation
/// changes what the screen shows (the layer's `presentation()`), never the model
/// values. Its time is the layer's: the window's event loop's virtual time, sampled
/// at every VSync.
@preconcurrency @MainActor
open class Animation: Action {
    /// When the animation starts, in the layer's time (`EventLoop.now`), like
    /// `CAMediaTiming.beginTime`; 0 starts it when it is added. Inside an
    /// `AnimationGroup` it is relative to the group's start.
    public var beginTime: TimeInterval = 0
    /// An offset into the animation's local time, like `timeOffset`.
    public var timeOffset: TimeInterval = 0
    /// How many times the animation runs (fractions allowed; 0 is once;
    /// `.infinity` forever), like `repeatCount`.
    public var repeatCount: Float = 0
    /// How long the animation repeats for, like `repeatDuration`; 0 leaves it to
    /// `repeatCount`.
    public var repeatDuration: TimeInterval = 0
    /// Whether each cycle runs forward then backward, like `autoreverses`.
    public var autoreverses = false
    /// How fast local time runs against the layer's, like `speed` (1).
    public var speed: Float = 1
    /// What the animation shows outside its active time, like `fillMode`.
    public var fillMode = FillMode.removed
    /// The length of one cycle in seconds, like `duration`; 0 takes the transaction's
    /// animation duration (0.25 s) when the animation is added.
    public var duration: TimeInterval = 0
    /// The pace of each cycle, like `CAAnimation.timingFunction`; `nil` is linear.
    public var timingFunction: TimingFunction?
    /// Whether the layer drops the animation once its active time is over, like
    /// `isRemovedOnCompletion` (`true`). Kept, it still shows only what `fillMode` says.
    public var isRemovedOnCompletion = true
    /// Told when the animation starts and stops, like `CAAnimation.delegate` (held
    /// strongly, as Core Animation does).
    public var delegate: AnimationDelegate?
    /// Values set by key-value coding (see `setValue(_:forKey:)`).
    var keyedValues: [String: Any] = [:]

    /// An animation with Core Animation's defaults, like `CAAnimation()`.
    public required init() {}

    /// A copy of the animation, like `copy()`: what `Layer.add(_:forKey:)` keeps, so
    /// changing the animation afterwards changes nothing on screen.
    public func copy() -> Self {
        let copy = Self()
        copy.copyProperties(from: self)
        return copy
    }

    /// Copies what this kind adds to the base properties; each kind overrides it,
    /// calling `super`.
    func copyProperties(from other: Animation) {
        beginTime = other.beginTime
        timeOffset = other.timeOffset
        repeatCount = other.repeatCount
        repeatDuration = other.repeatDuration
        autoreverses = other.autoreverses
        speed = other.speed
        fillMode = other.fillMode
        duration = other.duration
        timingFunction = other.timingFunction
        isRemovedOnCompletion = other.isRemovedOnCompletion
        delegate = other.delegate
        keyedValues = other.keyedValues
    }

    /// Runs the animation as the action of a property change, like `CAAction`:
    /// adds a copy to the layer under `key`.
    public func run(forKey key: String, object: Layer) {
        object.add(self, forKey: key)
    }

    /// Gives a duration of 0 the one it stands for (the transaction's, or a group's
    /// for its children), when the animation is added.
    func resolveDuration(_ fallback: TimeInterval) {
        if duration <= 0 || !duration.isFinite { duration = fallback }
    }

    // MARK: What each kind shows

    /// Sets what the animation shows on `layer` (a presentation copy) at `progress`
    /// of its cycle (after the timing function; `time` is the seconds into the forward
    /// cycle, for a spring). The base animation changes nothing.
    func apply(progress: Double, time: TimeInterval, to layer: Layer) {}

    /// The key paths the animation changes, checked when it is added.
    var animatedKeyPaths: [String] { [] }

    /// The fraction of the cycle's change at `time` seconds into a forward cycle.
    func progress(atCycleTime time: TimeInterval, duration: TimeInterval) -> Double {
        let fraction = duration > 0 ? min(1, max(0, time / duration)) : 1
        return (timingFunction ?? .linear).value(at: fraction)
    }
}
