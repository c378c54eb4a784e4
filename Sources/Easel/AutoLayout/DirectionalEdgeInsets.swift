import EaselGraphics
import Foundation

/// Insets for the four edges of a rectangle named by reading direction, like
/// `NSDirectionalEdgeInsets`: leading is left and trailing right in a left-to-right
/// layout, the other way round in a right-to-left one.
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

    /// The insets for an item laid out in `direction`, by left and right.
    public func resolved(for direction: UserInterfaceLayoutDirection) -> EdgeInsets {
        direction == .rightToLeft
            ? EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
            : EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
    }

    /// The directional insets that resolve to `insets` in `direction`.
    public init(_ insets: EdgeInsets, in direction: UserInterfaceLayoutDirection) {
        self = direction == .rightToLeft
            ? DirectionalEdgeInsets(top: insets.top, leading: insets.right, bottom: insets.bottom, trailing: insets.left)
            : DirectionalEdgeInsets(top: insets.top, leading: insets.left, bottom: insets.bottom, trailing: insets.right)
    }
}
