import Foundation

extension LayoutConstraint {
    /// The part of an item's layout a constraint relates, like
    /// `NSLayoutConstraint.Attribute`. `leading` and `trailing` follow the
    /// `effectiveUserInterfaceLayoutDirection` of the view the constraint is installed
    /// on: `left` and `right` left to right, `right` and `left` right to left.
    public enum Attribute: Int, Sendable, Hashable, CustomStringConvertible {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        case firstBaseline = 12
        /// An edge or center of a view's layout margins (of its `layoutMarginsGuide`),
        /// like `NSLayoutConstraint.Attribute.leftMargin` and the others; a layout
        /// guide has no margins, so on a guide each is the plain edge or center.
        case leftMargin = 13, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins = 19, centerYWithinMargins
        /// No attribute: the second item of a constant-only size constraint.
        case notAnAttribute = 0

        /// Whether the attribute is a size rather than a position.
        var isDimension: Bool { self == .width || self == .height }

        /// The axis the attribute measures along, nil for `notAnAttribute`.
        var axis: Axis? {
            switch self {
            case .left, .right, .leading, .trailing, .width, .centerX: .horizontal
            case .top, .bottom, .height, .centerY, .firstBaseline, .lastBaseline: .vertical
            case .notAnAttribute: nil
            default: marginEdge?.axis
            }
        }

        /// The edge or center of the layout margins guide a margin attribute names
        /// (`.leading` for `.leadingMargin`), or `nil` for the other attributes.
        var marginEdge: Attribute? {
            switch self {
            case .leftMargin: .left
            case .rightMargin: .right
            case .topMargin: .top
            case .bottomMargin: .bottom
            case .leadingMargin: .leading
            case .trailingMargin: .trailing
            case .centerXWithinMargins: .centerX
            case .centerYWithinMargins: .centerY
            default: nil
            }
        }

        /// UIKit's name, as constraint descriptions print it.
        public var description: String {
            switch self {
            case .left: "left"
            case .right: "right"
            case .top: "top"
            case .bottom: "bottom"
            case .leading: "leading"
            case .trailing: "trailing"
            case .width: "width"
            case .height: "height"
            case .centerX: "centerX"
            case .centerY: "centerY"
            case .lastBaseline: "lastBaseline"
            case .firstBaseline: "firstBaseline"
            case .leftMargin: "leftMargin"
            case .rightMargin: "rightMargin"
            case .topMargin: "topMargin"
            case .bottomMargin: "bottomMargin"
            case .leadingMargin: "leadingMargin"
            case .trailingMargin: "trailingMargin"
            case .centerXWithinMargins: "centerXWithinMargins"
            case .centerYWithinMargins: "centerYWithinMargins"
            case .notAnAttribute: "notAnAttribute"
            }
        }
    }

    /// How the two sides of a constraint compare, like `NSLayoutConstraint.Relation`.
    public enum Relation: Int, Sendable, Hashable, CustomStringConvertible {
        case lessThanOrEqual = -1, equal = 0, greaterThanOrEqual = 1

        /// `<=`, `==` or `>=`.
        public var description: String {
            switch self {
            case .lessThanOrEqual: "<="
            case .equal: "=="
            case .greaterThanOrEqual: ">="
            }
        }
    }

    /// A direction of layout, like `NSLayoutConstraint.Axis`: the axis of a stack view
    /// and of content hugging and compression resistance.
    public enum Axis: Int, Sendable, Hashable {
        case horizontal = 0, vertical = 1
    }
}

extension LayoutConstraint {
    /// Whether the constraint relates a baseline of `view` (whose constant follows the
    /// view's text).
    func usesBaseline(of view: View) -> Bool {
        let baselines: Set<Attribute> = [.firstBaseline, .lastBaseline]
        return (firstLayoutItem === view && baselines.contains(firstAttribute))
            || (secondLayoutItem === view && baselines.contains(secondAttribute))
    }
}

extension LayoutConstraint {
    /// Whether the constraint relates a leading or trailing edge, so that it follows the
    /// layout direction.
    var isDirectional: Bool {
        [firstAttribute, secondAttribute].contains { [.leading, .trailing].contains($0.marginEdge ?? $0) }
    }
}
