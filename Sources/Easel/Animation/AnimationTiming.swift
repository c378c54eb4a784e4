import Foundation

/// When and at what pace one `View.animate` call's animations run.
struct AnimationTiming {
    /// A Bézier pace or a spring.
    enum Pace {
        case curve(TimingFunction)
        case spring(SpringCurve)
    }

    let duration: TimeInterval
    let pace: Pace
    let repeats: Bool
    let autoreverses: Bool

    /// The fraction of the change shown at `time` for an animation that begins at
    /// `begin` (its start plus delay); `nil` once it is over. Before it begins it shows
    /// its start (UIKit's animations fill backwards).
    func progress(at time: TimeInterval, begin: TimeInterval) -> Double? {
        let elapsed = time - begin
        guard elapsed > 0 else { return 0 }
        let cycle = autoreverses ? 2 * duration : duration
        if !repeats && elapsed >= cycle - 1e-9 { return nil }
        let local = repeats ? elapsed.truncatingRemainder(dividingBy: cycle) : elapsed
        let forward = local <= duration ? local : cycle - local
        switch pace {
        case .curve(let function): return function.value(at: forward / duration)
        case .spring(let spring): return spring.value(at: forward)
        }
    }
}

/// One `View.animate` call: its timing, and its completion, called once every
/// animation it made is over (with `finished` false when one was cut short).
@MainActor
final class AnimationBlock {
    let timing: AnimationTiming
    let allowsUserInteraction: Bool
    private let completion: ((Bool) -> Void)?
    /// Animations of the group still running.
    var liveCount = 0
    /// No animation of the group was removed before its end.
    var finished = true
    /// Orders the completions of groups that end at the same frame.
    let sequence: Int

    private static var nextSequence = 0

    init(timing: AnimationTiming, allowsUserInteraction: Bool, completion: ((Bool) -> Void)?) {
        self.timing = timing
        self.allowsUserInteraction = allowsUserInteraction
        self.completion = completion
        Self.nextSequence += 1
        sequence = Self.nextSequence
    }

    func complete() { completion?(finished) }
}

/// One property's animation on one view.
struct ViewPropertyAnimation {
    let property: AnimatableProperty
    /// The start and end as interpolation numbers (see `AnimatableValues`).
    let from: [Double]
    let to: [Double]
    /// The animation's start plus delay, in the view's event loop's time.
    let begin: TimeInterval
    let group: AnimationBlock

    func progress(at time: TimeInterval) -> Double? { group.timing.progress(at: time, begin: begin) }
}
