import Foundation

/// One animation running on a layer: the layer's copy of it, its key and when it began.
@MainActor
final class LayerAnimationEntry {
    let key: String?
    let animation: Animation
    /// Its start in the layer's time (the window's event loop's).
    let begin: TimeInterval
    /// It starts when added (a `beginTime` of 0): until the next VSync catches up with
    /// the time it was added at, it shows its start, as Core Animation's first frame does.
    let startsWhenAdded: Bool
    var hasStarted = false
    /// Its active time is over (a kept animation stays, showing what `fillMode` says).
    var hasEnded = false
    /// The transaction completions waiting for it.
    var completions: [TransactionCompletion] = []

    init(key: String?, animation: Animation, begin: TimeInterval, startsWhenAdded: Bool) {
        self.key = key
        self.animation = animation
        self.begin = begin
        self.startsWhenAdded = startsWhenAdded
    }

    /// The time the animation is shown at when the frame shows `time`: one added
    /// since the last frame shows its start, and a replicated copy lagging by
    /// `InstanceDelay.seconds` shows what the undelayed one showed that long before.
    func shownTime(at time: TimeInterval) -> TimeInterval {
        startsWhenAdded ? max(time, begin - InstanceDelay.seconds) : time
    }

    /// Whether it is inside its active time at `time`: what it shows changes then.
    func isActive(at time: TimeInterval) -> Bool {
        let time = shownTime(at: time)
        let elapsed = animation.elapsed(atParentTime: time, begin: begin)
        return elapsed >= 0 && !animation.isOver(atParentTime: time, begin: begin)
    }
}

/// The animations of one layer, in the order they were added (the order they apply
/// in), and the presentation copy made for the current frame.
@MainActor
final class LayerAnimations {
    var entries: [LayerAnimationEntry] = []
    /// The presentation of a standalone layer at a time, until its model changes.
    var cachedPresentation: (time: TimeInterval, layer: Layer)?

    /// Whether what the animations show changes between two times.
    func changes(from old: TimeInterval, to new: TimeInterval) -> Bool {
        entries.contains { $0.isActive(at: old) || $0.isActive(at: new) }
    }
}
