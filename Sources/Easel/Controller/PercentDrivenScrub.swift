import Foundation

/// How UIKit's `UIPercentDrivenInteractiveTransition` drives an animator's animations:
/// the container view's layer time stops (`speed` 0) before the animator adds them,
/// and each `update(_:)` sets the layer's `timeOffset` to where `percentComplete` of
/// the transition's duration puts them, so everything the animator animates in the
/// container (`View.animate`, layer animations) shows that moment.
///
/// When the gesture lets go, the percentage runs on, stepped at each frame as UIKit's
/// display link steps it, to 1 (`finish()`) or back to 0 (`cancel()`), at
/// `completionSpeed` along `completionCurve`, read when the gesture lets go. Apple
/// documents no more: at 1 the animations have reached their end and their
/// completions run; at 0 (a cancelled transition) Easel moves their time to their
/// end too, so their completions run (with `finished` true) and the animator calls
/// `completeTransition(false)`. Until it undoes its changes there, the views show
/// the values the animations were animating to, as in UIKit.
@MainActor
final class PercentDrivenScrub {
    private let layer: Layer
    private weak var window: Window?
    private let duration: TimeInterval
    /// The container's layer time when it stopped: the animations' start.
    private let start: TimeInterval
    /// The container's own timing before it stopped, restored at the end.
    private let saved: (speed: Float, timeOffset: TimeInterval, beginTime: TimeInterval)
    private let completionSpeed: () -> CGFloat
    private let curve: () -> View.AnimationCurve
    private var percent: CGFloat = 0

    /// Stops `container`'s layer time for a transition of `duration` seconds.
    init(container: View, window: Window, duration: TimeInterval, completionSpeed: @escaping () -> CGFloat,
         curve: @escaping () -> View.AnimationCurve) {
        layer = container.layer
        self.window = window
        self.duration = max(0, duration)
        self.completionSpeed = completionSpeed
        self.curve = curve
        saved = (layer.speed, layer.timeOffset, layer.beginTime)
        start = layer.convertTime(window.eventLoop.now, from: nil)
        layer.speed = 0
        layer.timeOffset = start
    }

    /// Shows the animations `percent` (0…1) of the way through.
    func move(to percent: CGFloat) {
        self.percent = min(1, max(0, percent.isFinite ? percent : 0))
        layer.timeOffset = start + duration * Double(self.percent)
    }

    /// Runs the percentage to 1 (`toEnd`) or back to 0, frame by frame, then lets the
    /// animations end.
    func play(toEnd: Bool) {
        guard let window else { return }
        let from = percent, target: CGFloat = toEnd ? 1 : 0
        let speed = completionSpeed()
        let length = abs(target - from) * duration / Double(speed > 0 && speed.isFinite ? speed : 1)
        let timing = curve().timingFunction
        let begin = window.eventLoop.now
        window.eventLoop.setVSyncListener(for: self) { [weak self] time in
            guard let self else { return }
            let done = length > 0 ? min(1, (time - begin) / length) : 1
            move(to: from + (target - from) * CGFloat(timing.value(at: done)))
            guard done >= 1 else { return }
            self.window?.eventLoop.setVSyncListener(for: self, nil)
            // The animations end at the end of their time, and a cancelled one's too.
            layer.timeOffset = start + duration
        }
    }

    /// The transition completed: the container's time runs as before.
    func end() {
        window?.eventLoop.setVSyncListener(for: self, nil)
        layer.speed = saved.speed
        layer.timeOffset = saved.timeOffset
        layer.beginTime = saved.beginTime
    }
}
