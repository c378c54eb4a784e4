import EaselGraphics
import Foundation

/// Segments made from actions, like `UISegmentedControl`'s `UIAction` API (iOS 14).
extension SegmentedControl {
    /// A control with a segment for each action, like
    /// `UISegmentedControl(frame:actions:)`: a segment shows its action's image, else its
    /// title. Selecting a segment performs its action (with the control as `sender`),
    /// then sends `valueChanged` and `primaryActionTriggered`.
    public convenience init(frame: CGRect, actions: [ControlAction]) {
        self.init(frame: frame)
        segments = actions.map(Segment.init(action:))
        invalidateIntrinsicContentSize()
    }

    /// Inserts a segment for `action` at `segment` (clamped to the segments there are),
    /// like `UISegmentedControl.insertSegment(action:at:animated:)`.
    public func insertSegment(action: ControlAction, at segment: Int, animated: Bool) {
        reportDuplicate(action, replacing: nil)
        segments.insert(Segment(action: action), at: min(max(0, segment), segments.count))
        segmentsDidChange()
    }

    /// Gives the segment at `segment` the action (and its image, else its title), like
    /// `UISegmentedControl.setAction(_:forSegmentAt:)`; an index out of range changes
    /// nothing.
    public func setAction(_ action: ControlAction, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else {
            Diagnostics.report("SegmentedControl.setAction: no segment \(segment) in \(segments.count)")
            return
        }
        reportDuplicate(action, replacing: segment)
        let width = segments[segment].width, isEnabled = segments[segment].isEnabled
        segments[segment] = Segment(action: action)
        segments[segment].width = width
        segments[segment].isEnabled = isEnabled
        segmentsDidChange()
    }

    /// The action of the segment at `segment`, like
    /// `UISegmentedControl.actionForSegment(at:)`: `nil` when it has none.
    public func actionForSegment(at segment: Int) -> ControlAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    /// The index of the segment whose action has `identifier`, like
    /// `UISegmentedControl.segmentIndex(identifiedBy:)`: `noSegment` when none has.
    public func segmentIndex(identifiedBy identifier: ControlAction.Identifier) -> Int {
        segments.firstIndex { $0.action?.identifier == identifier } ?? Self.noSegment
    }

    /// UIKit asserts when two segments' actions share an identifier; Easel reports it.
    private func reportDuplicate(_ action: ControlAction, replacing index: Int?) {
        let other = segmentIndex(identifiedBy: action.identifier)
        if other != Self.noSegment, other != index {
            Diagnostics.report("SegmentedControl: segment \(other) already has an action identified \(action.identifier.rawValue)")
        }
    }
}
