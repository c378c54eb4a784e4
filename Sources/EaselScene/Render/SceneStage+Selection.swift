import Easel

/// Choosing a segment or a slider's value as the user does (`select` and `slide`
/// events).
extension SceneStage {
    /// Selects segment `index` of `control` and sends `valueChanged`, as a tap on the
    /// segment does in UIKit: nothing for a disabled control or segment, and no event
    /// for the selected segment unless the control is momentary (which selects nothing).
    func select(segment index: Int, in control: SegmentedControl) {
        guard control.isEnabled, index < control.numberOfSegments, control.isEnabledForSegment(at: index),
              control.isMomentary || index != control.selectedSegmentIndex else { return }
        if !control.isMomentary { control.selectedSegmentIndex = index }
        control.sendActions(for: .valueChanged)
    }

    /// Drags `slider`'s thumb by its centre from where it is to where `value` puts it
    /// (a value out of range to the end of the track, where UIKit's thumb stops), as a
    /// finger does: through hit testing, so the slider tracks the touch and sends
    /// `valueChanged` while it moves (once at the end when it is not continuous), and
    /// a disabled slider, or one covered by another view, does not move.
    func slide(_ slider: Slider, to value: Float, duration: TimeInterval) {
        let track = slider.trackRect(forBounds: slider.bounds)
        let clamped = min(max(value, slider.minimumValue), slider.maximumValue)
        let thumbs = [slider.value, clamped].map { slider.thumbRect(forBounds: slider.bounds, trackRect: track, value: $0) }
        drag(along: thumbs.map { slider.convert(CGPoint(x: $0.midX, y: $0.midY), to: nil) }, duration: duration)
    }
}
