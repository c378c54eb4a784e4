import Foundation

/// One attribute of a view or layout guide, from which constraints are made, like
/// `NSLayoutAnchor`. The type parameter keeps constraints between anchors of one kind:
/// x-axis anchors relate to x-axis anchors, y-axis to y-axis, dimensions to dimensions.
///
/// Making a constraint does not activate it: set `isActive` or call
/// `LayoutConstraint.activate(_:)`.
@preconcurrency @MainActor
public class LayoutAnchor<AnchorType: AnyObject>: @MainActor CustomStringConvertible {
    let item: any LayoutItem
    let attribute: LayoutConstraint.Attribute

    init(item: any LayoutItem, attribute: LayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    /// `self == anchor + constant`, like `constraint(equalTo:constant:)`.
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0) -> LayoutConstraint {
        constraint(.equal, anchor, multiplier: 1, constant: constant)
    }

    /// `self >= anchor + constant`, like `constraint(greaterThanOrEqualTo:constant:)`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0)
        -> LayoutConstraint
    {
        constraint(.greaterThanOrEqual, anchor, multiplier: 1, constant: constant)
    }

    /// `self <= anchor + constant`, like `constraint(lessThanOrEqualTo:constant:)`.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat = 0)
        -> LayoutConstraint
    {
        constraint(.lessThanOrEqual, anchor, multiplier: 1, constant: constant)
    }

    func constraint(_ relation: LayoutConstraint.Relation, _ anchor: LayoutAnchor<AnchorType>, multiplier: CGFloat,
                    constant: CGFloat) -> LayoutConstraint
    {
        LayoutConstraint(first: item, firstAttribute: attribute, relation: relation, second: anchor.item,
                         secondAttribute: anchor.attribute, multiplier: multiplier, constant: constant)
    }

    /// Like `"View:badge.leading"`, as UIKit describes an anchor.
    public var description: String { "\(item.layoutDescription).\(attribute)" }
}

/// A horizontal position: leading, trailing, left, right or center x, like
/// `NSLayoutXAxisAnchor`.
@preconcurrency @MainActor
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {}

/// A vertical position: top, bottom, center y or a baseline, like `NSLayoutYAxisAnchor`.
@preconcurrency @MainActor
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {}

/// A width or a height, like `NSLayoutDimension`: it can also be related to a constant,
/// and to another dimension with a multiplier.
@preconcurrency @MainActor
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    /// `self == constant`, like `constraint(equalToConstant:)`.
    public func constraint(equalToConstant constant: CGFloat) -> LayoutConstraint {
        constantConstraint(.equal, constant)
    }

    /// `self >= constant`, like `constraint(greaterThanOrEqualToConstant:)`.
    public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        constantConstraint(.greaterThanOrEqual, constant)
    }

    /// `self <= constant`, like `constraint(lessThanOrEqualToConstant:)`.
    public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        constantConstraint(.lessThanOrEqual, constant)
    }

    /// `self == multiplier × anchor + constant`, like `constraint(equalTo:multiplier:constant:)`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0)
        -> LayoutConstraint
    {
        constraint(.equal, anchor, multiplier: multiplier, constant: constant)
    }

    /// `self >= multiplier × anchor + constant`, like
    /// `constraint(greaterThanOrEqualTo:multiplier:constant:)`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0)
        -> LayoutConstraint
    {
        constraint(.greaterThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    /// `self <= multiplier × anchor + constant`, like
    /// `constraint(lessThanOrEqualTo:multiplier:constant:)`.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat = 0)
        -> LayoutConstraint
    {
        constraint(.lessThanOrEqual, anchor, multiplier: multiplier, constant: constant)
    }

    private func constantConstraint(_ relation: LayoutConstraint.Relation, _ constant: CGFloat) -> LayoutConstraint {
        LayoutConstraint(first: item, firstAttribute: attribute, relation: relation, second: nil,
                         secondAttribute: .notAnAttribute, multiplier: 1, constant: constant)
    }
}
