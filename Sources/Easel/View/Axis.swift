/// Horizontal, vertical or both, like `UIAxis`: which axes a list content view keeps
/// its superview's layout margins on, a pointer style's constrained axes, a pointer
/// region's latching axes.
public struct Axis: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Across, like `UIAxis.horizontal`.
    public static let horizontal = Axis(rawValue: 1 << 0)
    /// Up and down, like `UIAxis.vertical`.
    public static let vertical = Axis(rawValue: 1 << 1)
    /// Both axes, like `UIAxis.both`.
    public static let both: Axis = [.horizontal, .vertical]
}
