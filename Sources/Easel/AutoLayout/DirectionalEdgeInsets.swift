import Foundation

/// Insets for the four edges of a rectangle named by reading direction, like
/// `NSDirectionalEdgeInsets`. Easel lays out left to right: leading is left, trailing
/// is right.
public struct DirectionalEdgeInsets: Hashable, Sendable {
    /// The distance the top edge moves down.
    public var top: CGFloat
    /// The distance the leading edge moves inward.
    public var leading: CGFloat
    /// The distance the bottom edge moves up.
    public var bottom: CGFloat
    /// The distance the trailing edge moves inward.
    public var trailing: CGFloat

    /// Like `NSDirectionalEdgeInsets(top:leading:bottom:trailing:)`.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset, like `NSDirectionalEdgeInsets.zero`.
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}
