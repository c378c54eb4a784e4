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

    /// Whether some time from `start` to `end` is inside its active time: what it
    /// shows changes then.
    func isActive(from start: TimeInterval, to end: TimeInterval) -> Bool {
        animation.elapsed(atParentTime: shownTime(at: end), begin: begin) >= 0
            && !animation.isOver(atParentTime: shownTime(at: start), begin: begin)
    }
}

/// The animations of one layer, in the order they were added (the order they apply
/// in), and the presentation copies made of it.
@MainActor
final class LayerAnimations {
    var entries: [LayerAnimationEntry] = []
    /// The presentations of the layer by the time they show (in nanoseconds, so that
    /// a replicated copy lagging by a sum of delays finds the copy an earlier frame
    /// made for the same time), until its model or its animations change.
    private var presentations: [Int64: Layer] = [:]

    /// Whether what the animations show changes between two frame times, in any of the
    /// replicated copies that lag them by up to `lag` seconds.
    func changes(from old: TimeInterval, to new: TimeInterval, lag: TimeInterval) -> Bool {
        entries.contains { $0.isActive(from: old - lag, to: new) }
    }

    /// The presentation at `time`, made by `make` unless made before.
    func presentation(at time: TimeInterval, _ make: () -> Layer) -> Layer {
        let key = Int64((time * 1e9).rounded())
        if let made = presentations[key] { return made }
        let made = make()
        presentations[key] = made
        return made
    }

    /// The model or the animations changed: every presentation made is stale.
    func modelDidChange() { presentations.removeAll() }

    /// The frame time moved on to `time`: the presentations of times no copy shows any
    /// more (earlier than `time − lag`) go.
    func frameDidMove(to time: TimeInterval, lag: TimeInterval) {
        let oldest = Int64(((time - lag) * 1e9).rounded())
        presentations = presentations.filter { $0.key >= oldest }
    }
}
