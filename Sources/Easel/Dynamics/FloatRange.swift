import Foundation

/// A range of floating-point values, like `UIFloatRange`: what an attachment's
/// `attachmentRange` is.
public struct FloatRange: Hashable, Sendable {
    /// The lowest value, like `minimum`.
    public var minimum: CGFloat
    /// The highest value, like `maximum`.
    public var maximum: CGFloat

    /// A range from `minimum` to `maximum`, like `UIFloatRange(minimum:maximum:)`.
    public init(minimum: CGFloat, maximum: CGFloat) {
        self.minimum = minimum
        self.maximum = maximum
    }

    /// The empty range at 0, like `UIFloatRange.zero`.
    public static let zero = FloatRange(minimum: 0, maximum: 0)
    /// The range of every value, like `UIFloatRange.infinite`.
    public static let infinite = FloatRange(minimum: -.infinity, maximum: .infinity)

    /// Whether the range is `infinite`, like `isInfinite`.
    public var isInfinite: Bool { minimum == -.infinity && maximum == .infinity }
}
