import Easel
import Foundation

/// One constraint a scene gives a view, read from an equation such as
/// `top = superview.safeArea.top + 16` or `width = header.width * 0.5 @750`: the
/// view's attribute, the relation, the other item's attribute times a multiplier plus
/// a constant, at a priority (and, optionally, with an id), as `NSLayoutConstraint(item:attribute:relatedBy:toItem:
/// attribute:multiplier:constant:)` takes them.
public struct SceneConstraint: Sendable, Equatable {
    /// A view a constraint can name: the view's superview, or the view with an id.
    public enum Target: Sendable, Equatable {
        /// `superview`.
        case superview
        /// Another view, by id.
        case view(String)
    }

    /// Which of a view's rectangles a constraint relates: the view, or one of its guides.
    public enum Guide: Sendable, Equatable {
        /// The view itself.
        case none
        /// `.safeArea`, like `UIView.safeAreaLayoutGuide`.
        case safeArea
        /// `.margins`, like `UIView.layoutMarginsGuide`.
        case margins
    }

    /// The other side of an equation: an item and its attribute; `nil` for a constant
    /// (`height = 44`).
    public struct Item: Sendable, Equatable {
        /// The view named.
        public let target: Target
        /// The view or one of its guides.
        public let guide: Guide
        /// Its attribute.
        public let attribute: LayoutConstraint.Attribute
    }

    /// The attribute of the view that has the constraint.
    public let attribute: LayoutConstraint.Attribute
    /// `=`, `<=` or `>=`.
    public let relation: LayoutConstraint.Relation
    /// The item on the right side; `nil` for a constant.
    public let item: Item?
    /// `* k` (1 when not written).
    public let multiplier: CGFloat
    /// `+ c` or `- c` (0 when not written).
    public let constant: CGFloat
    /// `@n` (1000, required, when not written).
    public let priority: Float
    /// The id of `{id: gap, equation: …}`, which events name (`constant: gap`) and
    /// which becomes the constraint's `identifier`; `nil` for a plain equation.
    public var id: String? = nil
}
