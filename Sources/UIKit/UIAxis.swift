/// Horizontal, vertical or both, like `UIAxis` (a pointer style's constrained axes, a
/// pointer region's latching axes).
public struct UIAxis: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Across.
    public static let horizontal = UIAxis(rawValue: 1 << 0)
    /// Up and down.
    public static let vertical = UIAxis(rawValue: 1 << 1)
    /// Both axes.
    public static let both: UIAxis = [.horizontal, .vertical]
}
