import Foundation

/// Core Animation's media timing: how an animation's local time follows its parent's
/// (the layer's, or its group's) through `beginTime`, `speed`, `timeOffset`, repeats,
/// autoreversing and `fillMode`.
extension Animation {
    /// The time the animation is active for: `repeatDuration`, else the cycle
    /// (doubled when it autoreverses) times `repeatCount` (at least once).
    public var activeDuration: TimeInterval {
        if repeatDuration > 0 { return repeatDuration }
        let cycle = duration * (autoreverses ? 2 : 1)
        return repeatCount > 0 ? cycle * Double(repeatCount) : cycle
    }

    /// The seconds the animation has run at parent time `time` when it began at `begin`.
    func elapsed(atParentTime time: TimeInterval, begin: TimeInterval) -> TimeInterval {
        (time - begin) * Double(speed)
    }

    /// Whether the active time is over at parent time `time`.
    func isOver(atParentTime time: TimeInterval, begin: TimeInterval) -> Bool {
        elapsed(atParentTime: time, begin: begin) >= activeDuration - 1e-9
    }

    /// Shows the animation on `layer` as it is at parent time `time`: nothing outside
    /// its active time unless `fillMode` holds its first or last value there.
    func apply(atParentTime time: TimeInterval, begin: TimeInterval, to layer: Layer) {
        guard let cycleTime = cycleTime(atParentTime: time, begin: begin) else { return }
        apply(progress: progress(atCycleTime: cycleTime, duration: duration), time: cycleTime, to: layer)
    }

    /// The seconds into a forward cycle shown at parent time `time`; `nil` when the
    /// animation shows nothing then.
    func cycleTime(atParentTime time: TimeInterval, begin: TimeInterval) -> TimeInterval? {
        let elapsed = elapsed(atParentTime: time, begin: begin)
        let active = activeDuration
        let shown: TimeInterval
        if elapsed < 0 {
            guard fillMode.fillsBackwards else { return nil }
            shown = 0
        } else if elapsed >= active - 1e-9 {
            guard fillMode.fillsForwards else { return nil }
            shown = active
        } else {
            shown = elapsed
        }
        // `timeOffset` starts the animation part way through, wrapping round its active time.
        var local = shown + timeOffset
        if timeOffset != 0, active.isFinite, active > 0, local > active { local -= active }
        return forwardCycleTime(atLocalTime: local)
    }

    /// The seconds into a forward cycle at a local time: cycles repeat, and the second
    /// half of an autoreversing one runs backward. The end of a cycle shows its end.
    private func forwardCycleTime(atLocalTime local: TimeInterval) -> TimeInterval {
        guard duration > 0 else { return 0 }
        let cycle = autoreverses ? 2 * duration : duration
        var within = local.truncatingRemainder(dividingBy: cycle)
        if within < 1e-9, local > 1e-9 { within = cycle }
        return within <= duration ? within : cycle - within
    }
}
