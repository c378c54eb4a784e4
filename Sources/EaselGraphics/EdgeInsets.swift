import Foundation

/// Inset distances for the four edges of a rectangle, like `UIEdgeInsets`.
///
/// Positive values shrink a rectangle, negative values grow it.
public struct EdgeInsets: Hashable, Sendable {
    /// The distance the top edge moves down.
    public var top: CGFloat
    /// The distance the left edge moves right.
    public var left: CGFloat
    /// The distance the bottom edge moves up.
    public var bottom: CGFloat
    /// The distance the right edge moves left.
    public var right: CGFloat

    /// Insets for each edge, like `UIEdgeInsets(top:left:bottom:right:)`.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any edge, like `UIEdgeInsets.zero`.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}

extension CGRect {
    /// The rectangle with each edge moved inward by the insets, like UIKit's
    /// `CGRect.inset(by: UIEdgeInsets)` (`UIEdgeInsetsInsetRect`). Like UIKit, the
    /// result is not standardized: insets larger than the rectangle give a negative size.
    public func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(x: origin.x + insets.left,
               y: origin.y + insets.top,
               width: size.width - insets.left - insets.right,
               height: size.height - insets.top - insets.bottom)
    }
}
