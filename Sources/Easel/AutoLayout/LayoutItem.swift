import EaselSolver
import Foundation

/// Something Auto Layout places: a view or a layout guide. Each has four unknowns, its
/// rectangle in the coordinates of its layout engine's host (the window, or the root of
/// a hierarchy outside a window).
@MainActor
protocol LayoutItem: AnyObject {
    /// The item's unknowns, made on first use.
    var layoutVariables: LayoutVariables { get }
    /// The view whose hierarchy the item is in: the view itself, or a guide's owning view.
    var layoutOwningView: View? { get }
    /// The item as UIKit's constraint descriptions print it (`View:badge`,
    /// `Label:title'Hello'`, `LayoutGuide:root'UIViewSafeAreaLayoutGuide'`).
    var layoutDescription: String { get }
}

/// The four unknowns of a layout item: its rectangle in its engine's coordinates.
struct LayoutVariables {
    let minX = Variable()
    let minY = Variable()
    let width = Variable()
    let height = Variable()

    /// The expression for an attribute of the item. Baselines sit at a fixed offset from
    /// the item's vertical center (`baselines`), or on its bottom when it has none.
    ///
    /// When `isRightToLeft`, horizontal positions are measured leftwards (negated), as
    /// UIKit mirrors a constraint: leading is the right edge, trailing the left, and a
    /// positive constant moves an item towards the trailing side, the left.
    func expression(for attribute: LayoutConstraint.Attribute, baselines: BaselineOffsets?,
                    isRightToLeft: Bool = false) -> Expression {
        switch attribute {
        case .leading where isRightToLeft: -(minX + width)
        case .trailing where isRightToLeft: -minX
        case .centerX where isRightToLeft: -(minX + 0.5 * width)
        case .left, .leading: Expression(minX)
        case .right, .trailing: minX + width
        case .centerX: minX + 0.5 * width
        case .width: Expression(width)
        case .top: Expression(minY)
        case .bottom: minY + height
        case .centerY: minY + 0.5 * height
        case .height: Expression(height)
        case .firstBaseline:
            baselines.map { minY + 0.5 * height + Double($0.first) } ?? minY + height
        case .lastBaseline:
            baselines.map { minY + 0.5 * height + Double($0.last) } ?? minY + height
        case .notAnAttribute: Expression()
        case .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
             .centerXWithinMargins, .centerYWithinMargins:
            // The engine relates a view's margins through its layout margins guide; an
            // item without margins has its plain edges.
            expression(for: attribute.marginEdge!, baselines: baselines, isRightToLeft: isRightToLeft)
        }
    }
}

/// Where a view's first and last baselines are, as distances below its vertical center.
/// A label draws its text centered, so this follows the drawn text at any height.
struct BaselineOffsets: Equatable {
    var first: CGFloat
    var last: CGFloat
}
