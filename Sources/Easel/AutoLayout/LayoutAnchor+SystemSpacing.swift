import Foundation

/// Constraints at the system's standard spacing, like `NSLayoutXAxisAnchor`'s
/// `constraint(equalToSystemSpacingAfter:multiplier:)` and `NSLayoutYAxisAnchor`'s
/// `constraint(equalToSystemSpacingBelow:multiplier:)`.
///
/// The system spacing between two views is 8 points, UIKit's standard space between
/// siblings (UIKit spaces text baselines by their fonts instead; Easel uses 8 points for
/// every anchor).
extension LayoutConstraint {
    /// UIKit's standard spacing between sibling views, in points.
    static let systemSpacing: CGFloat = 8
}

extension LayoutAnchor {
    /// `self relation anchor + multiplier × systemSpacing`.
    func constraint(_ relation: LayoutConstraint.Relation, systemSpacingFrom anchor: LayoutAnchor<AnchorType>,
                    multiplier: CGFloat) -> LayoutConstraint
    {
        constraint(relation, anchor, multiplier: 1, constant: multiplier * LayoutConstraint.systemSpacing)
    }
}

extension LayoutXAxisAnchor {
    /// `self == anchor + multiplier × 8`: this anchor the system spacing after `anchor`.
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat)
        -> LayoutConstraint
    {
        constraint(.equal, systemSpacingFrom: anchor, multiplier: multiplier)
    }

    /// `self >= anchor + multiplier × 8`.
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat)
        -> LayoutConstraint
    {
        constraint(.greaterThanOrEqual, systemSpacingFrom: anchor, multiplier: multiplier)
    }

    /// `self <= anchor + multiplier × 8`.
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat)
        -> LayoutConstraint
    {
        constraint(.lessThanOrEqual, systemSpacingFrom: anchor, multiplier: multiplier)
    }
}

extension LayoutYAxisAnchor {
    /// `self == anchor + multiplier × 8`: this anchor the system spacing below `anchor`.
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat)
        -> LayoutConstraint
    {
        constraint(.equal, systemSpacingFrom: anchor, multiplier: multiplier)
    }

    /// `self >= anchor + multiplier × 8`.
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat)
        -> LayoutConstraint
    {
        constraint(.greaterThanOrEqual, systemSpacingFrom: anchor, multiplier: multiplier)
    }

    /// `self <= anchor + multiplier × 8`.
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat)
        -> LayoutConstraint
    {
        constraint(.lessThanOrEqual, systemSpacingFrom: anchor, multiplier: multiplier)
    }
}
