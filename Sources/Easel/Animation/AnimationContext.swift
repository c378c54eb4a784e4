import EaselGraphics
import Foundation

/// The animation block running now (blocks nest): it records each view's model
/// values before the block first changes them, and when the block ends turns every
/// changed property into an animation, as UIKit's animation state does.
@MainActor
final class AnimationContext {
    /// What a block animates with; `nil` for `performWithoutAnimation`.
    struct Parameters {
        var duration: TimeInterval
        var delay: TimeInterval
        /// `nil` for the options' Bézier curve.
        var spring: (dampingRatio: Double, velocity: Double)?
        var options: View.AnimationOptions
    }

    /// The blocks running, innermost last.
    static var stack: [AnimationContext] = []

    let parameters: Parameters?
    /// Each changed view with its model values from before the block changed it.
    private(set) var snapshots: [(view: View, values: AnimatableValues)] = []

    init(parameters: Parameters?) { self.parameters = parameters }

    /// Records the view's values if the block has not changed it yet.
    func recordBeforeChange(of view: View) {
        guard !snapshots.contains(where: { $0.view === view }) else { return }
        snapshots.append((view, view.modelValues))
    }

    /// A nested block changed `property` of `view` to `value` itself: this block does
    /// not animate that change again.
    private func absorb(_ property: AnimatableProperty, of view: View, value: [Double]) {
        guard let index = snapshots.firstIndex(where: { $0.view === view }) else { return }
        snapshots[index].values[property] = value
    }

    /// Ends the block: animates what changed (in windows, when animating is on) and
    /// arranges for the completion.
    func finish(completion: ((Bool) -> Void)?) {
        let timing = parameters.flatMap(Self.timing)
        let group = timing.map { timing in
            AnimationBlock(timing: timing, allowsUserInteraction: parameters!.options.contains(.allowUserInteraction),
                           completion: completion)
        }
        var loop: EventLoop?
        for (view, old) in snapshots {
            let new = view.modelValues
            let changed = AnimatableProperty.allCases.filter { old[$0] != new[$0] }
            guard !changed.isEmpty else { continue }
            for outer in Self.stack {
                for property in changed { outer.absorb(property, of: view, value: new[property]) }
            }
            guard let window = view.window else { continue }
            loop = loop ?? window.eventLoop
            guard let group, let parameters, View.areAnimationsEnabled else { continue }
            add(changed, of: view, from: old, to: new, group: group,
                begin: window.eventLoop.now + max(0, parameters.delay), window: window)
        }
        guard (group?.liveCount ?? 0) == 0 else { return }
        // Nothing animates: the completion still runs, at the next turn of the loop.
        guard let completion else { return }
        if let loop = loop ?? EventLoop.current {
            loop.scheduleTimer(at: loop.now) { completion(true) }
        } else {
            completion(true)
        }
    }

    private func add(_ properties: [AnimatableProperty], of view: View, from old: AnimatableValues,
                     to new: AnimatableValues, group: AnimationBlock, begin: TimeInterval, window: Window) {
        let fromCurrentState = parameters?.options.contains(.beginFromCurrentState) ?? false
        let shown = view.presented
        for property in properties {
            let inFlight = view.animations?.entries.contains { $0.property == property } ?? false
            var from = fromCurrentState && inFlight && !property.isAdditive ? shown[property] : old[property]
            var to = new[property]
            if property == .transform { (from, to) = Transform.interpolationEnds(from: from, to: to) }
            window.animator.add(ViewPropertyAnimation(property: property, from: from, to: to, begin: begin, group: group),
                                to: view)
        }
    }

    /// The timing of a block; `nil` when it does not animate (a duration of zero or
    /// less changes the values at once, as in UIKit).
    private static func timing(_ parameters: Parameters) -> AnimationTiming? {
        guard parameters.duration > 0, parameters.duration.isFinite else { return nil }
        let pace: AnimationTiming.Pace
        if let spring = parameters.spring {
            pace = .spring(SpringCurve(dampingRatio: spring.dampingRatio, initialVelocity: spring.velocity,
                                       duration: parameters.duration))
        } else {
            pace = .curve(parameters.options.timingFunction)
        }
        return AnimationTiming(duration: parameters.duration, pace: pace,
                               repeats: parameters.options.contains(.repeat),
                               autoreverses: parameters.options.contains(.autoreverse))
    }
}
