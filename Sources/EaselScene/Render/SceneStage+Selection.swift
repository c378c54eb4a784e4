import Easel

/// Choosing a segment as the user does (`select` events).
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
}
