import Foundation

/// When a cell emits: its `CAMediaTiming` properties place its active time in the
/// emitter layer's time as they place an animation's in its layer's.
extension EmitterCell {
    /// Whether the cell emits at `time` in the emitter layer's time: from `beginTime`,
    /// for `duration` (twice that when it `autoreverses`) × `repeatCount`, or for
    /// `repeatDuration`, on its own clock (`speed`, `timeOffset`); for ever when
    /// `duration` is 0. Before and after that, `fillMode` says.
    func emits(atLayerTime time: TimeInterval) -> Bool {
        let local = (time - beginTime) * Double(speed) + timeOffset
        if local < 0 { return fillMode == .backwards || fillMode == .both }
        if let active = activeDuration, local >= active { return fillMode == .forwards || fillMode == .both }
        return true
    }

    /// How long the cell emits on its own clock; `nil` for ever.
    private var activeDuration: TimeInterval? {
        guard duration > 0 else { return nil }
        if repeatDuration > 0 { return repeatDuration }
        return (autoreverses ? duration * 2 : duration) * Double(max(1, repeatCount))
    }
}
