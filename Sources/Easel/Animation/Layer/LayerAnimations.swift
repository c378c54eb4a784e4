import Foundation

/// One animation running on a layer: the layer's copy of it, its key and when it began.
@MainActor
final class LayerAnimationEntry {
    let key: String?
    let animation: Animation
    /// Its start in the layer's time (the window's event loop's).
    let begin: TimeInterval
    var hasStarted = false
    /// Its active time is over (a kept animation stays, showing what `fillMode` says).
    var hasEnded = false
    /// The transaction completions waiting for it.
    var completions: [TransactionCompletion] = []

    init(key: String?, animation: Animation, begin: TimeInterval) {
        self.key = key
        self.animation = animation
        self.begin = begin
    }

    /// Whether it is inside its active time at `time`: what it shows changes then.
    func isActive(at time: TimeInterval) -> Bool {
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
