import Foundation

extension LayoutConstraint {
    /// The part of an item's layout a constraint relates, like
    /// `NSLayoutConstraint.Attribute`. `leading` and `trailing` follow the
    /// `effectiveUserInterfaceLayoutDirection` of the view the constraint is installed
    /// on: `left` and `right` left to right, `right` and `left` right to left.
    public enum Attribute: Int, Sendable, Hashable, CustomStringConvertible {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline
        case firstBaseline = 12
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
        [firstAttribute, secondAttribute].contains { $0 == .leading || $0 == .trailing }
    }
}
