/// The phases of a commit a view can await, itself or through a descendant: the one
/// vocabulary of marks the render pipeline walks (see `View.markAncestors(for:)` and
/// `View.visitPending(_:childrenFirst:_:)`).
struct PipelinePhases: OptionSet, Sendable {
    let rawValue: UInt8

    /// `updateConstraints()` (`setNeedsUpdateConstraints()`), run bottom-up.
    static let constraints = PipelinePhases(rawValue: 1 << 0)
    /// `layoutSubviews()` (`setNeedsLayout()`), run top-down.
    static let layout = PipelinePhases(rawValue: 1 << 1)
    /// Drawing the layer (`setNeedsDisplay()`), run top-down.
    static let display = PipelinePhases(rawValue: 1 << 2)
    /// `updateProperties()` (`setNeedsUpdateProperties()`), run top-down before the
    /// others.
    static let properties = PipelinePhases(rawValue: 1 << 3)
}
