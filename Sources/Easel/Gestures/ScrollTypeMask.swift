/// Kinds of pointer scrolling, like `UIScrollTypeMask` (iOS 13.4): a mouse wheel's
/// steps (`.discrete`) and a trackpad's smooth scrolls (`.continuous`).
public struct ScrollTypeMask: OptionSet, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// A mouse wheel's steps, like `UIScrollTypeMask.discrete`.
    public static let discrete = ScrollTypeMask(rawValue: 1 << 0)
    /// A trackpad's smooth scrolls, like `UIScrollTypeMask.continuous`.
    public static let continuous = ScrollTypeMask(rawValue: 1 << 1)
    /// Both kinds, like `UIScrollTypeMask.all`.
    public static let all: ScrollTypeMask = [.discrete, .continuous]
}
