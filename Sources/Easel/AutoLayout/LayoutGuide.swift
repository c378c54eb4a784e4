import EaselGraphics
import Foundation

/// A rectangle that takes part in Auto Layout without being a view, like
/// `UILayoutGuide`: add it to a view with `addLayoutGuide(_:)` and constrain its anchors
/// (to space views apart, or to group them). Views also own two guides of their own:
/// `layoutMarginsGuide` and `safeAreaLayoutGuide`.
@preconcurrency @MainActor
open class LayoutGuide: LayoutItem, @MainActor CustomStringConvertible {
    /// What the guide stands for: a user's guide is placed by constraints only; a
    /// system guide is its view's bounds inset by margins or by the safe area.
    enum Kind {
        case user, layoutMargins, safeArea
    }

    let kind: Kind

    /// The view the guide belongs to, like `UILayoutGuide.owningView`.
    public internal(set) weak var owningView: View?

    /// A name shown in descriptions and logs, like `UILayoutGuide.identifier`.
    public var identifier = ""

    /// A guide to add to a view, like `UILayoutGuide()`.
    public init() {
        kind = .user
    }

    init(kind: Kind, owningView: View) {
        self.kind = kind
        self.owningView = owningView
        identifier = kind == .safeArea ? "UIViewSafeAreaLayoutGuide" : "UIViewLayoutMarginsGuide"
    }

    let layoutVariables = LayoutVariables()
    var layoutOwningView: View? { owningView }

    var layoutDescription: String {
        "LayoutGuide:" + (owningView?.traceName ?? "") + (identifier.isEmpty ? "" : "'\(identifier)'")
    }

    /// Like `<LayoutGuide:root'UIViewLayoutMarginsGuide'>`.
    public var description: String { "<\(layoutDescription)>" }

    /// The guide's rectangle in its owning view's coordinates, like
    /// `UILayoutGuide.layoutFrame`: a system guide's is its view's bounds inset by the
    /// margins or the safe area; a user guide's is where the last layout placed it.
    public var layoutFrame: CGRect {
        guard let owner = owningView else { return .zero }
        switch kind {
        case .layoutMargins: return owner.bounds.inset(by: owner.layoutMargins)
        case .safeArea: return owner.bounds.inset(by: owner.safeAreaInsets)
        case .user:
            guard let engine = owner.layoutStorage?.engine, let entry = engine.entries[ObjectIdentifier(self)],
                let ownerEntry = engine.entries[ObjectIdentifier(owner)]
            else { return .zero }
            let rect = engine.laidOutRect(of: entry)
            let origin = engine.laidOutRect(of: ownerEntry).origin
            return rect.offsetBy(dx: -origin.x + owner.bounds.minX, dy: -origin.y + owner.bounds.minY)
        }
    }

    // MARK: Anchors

    /// Like `UILayoutGuide.leadingAnchor`.
    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .leading) }
    /// Like `UILayoutGuide.trailingAnchor`.
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// Like `UILayoutGuide.leftAnchor`.
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .left) }
    /// Like `UILayoutGuide.rightAnchor`.
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .right) }
    /// Like `UILayoutGuide.centerXAnchor`.
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// Like `UILayoutGuide.topAnchor`.
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .top) }
    /// Like `UILayoutGuide.bottomAnchor`.
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// Like `UILayoutGuide.centerYAnchor`.
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// Like `UILayoutGuide.widthAnchor`.
    public var widthAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .width) }
    /// Like `UILayoutGuide.heightAnchor`.
    public var heightAnchor: LayoutDimension { LayoutDimension(item: self, attribute: .height) }

    // MARK: System guides

    /// The constraints that tie a system guide to its view, UIKit's
    /// `UIView-leftMargin-guide-constraint` … and `UIViewSafeAreaLayoutGuide-left` …:
    /// left, right, top, bottom insets.
    func definingConstraints() -> [LayoutConstraint] {
        guard kind != .user, let owner = owningView else { return [] }
        let constants = definingConstants(safeAreaInsets: owner.safeAreaInsets)
        let names = kind == .safeArea
            ? ["UIViewSafeAreaLayoutGuide-left", "UIViewSafeAreaLayoutGuide-right", "UIViewSafeAreaLayoutGuide-top",
               "UIViewSafeAreaLayoutGuide-bottom"]
            : ["UIView-leftMargin-guide-constraint", "UIView-rightMargin-guide-constraint",
               "UIView-topMargin-guide-constraint", "UIView-bottomMargin-guide-constraint"]
        func edge(_ first: any LayoutItem, _ attribute: LayoutConstraint.Attribute, _ second: any LayoutItem,
                  _ constant: CGFloat, _ name: String) -> LayoutConstraint
        {
            let constraint = LayoutConstraint(first: first, firstAttribute: attribute, relation: .equal, second: second,
                                              secondAttribute: attribute, multiplier: 1, constant: constant)
            constraint.identifier = name
            return constraint
        }
        return [
            edge(self, .left, owner, constants[0], names[0]),
            edge(owner, .right, self, constants[1], names[1]),
            edge(self, .top, owner, constants[2], names[2]),
            edge(owner, .bottom, self, constants[3], names[3]),
        ]
    }

    /// The constants of `definingConstraints()` for a view with these safe-area insets:
    /// the safe area's own, or the margins (added to the safe area when the view's
    /// `insetsLayoutMarginsFromSafeArea` is set).
    func definingConstants(safeAreaInsets: EdgeInsets) -> [CGFloat] {
        guard let owner = owningView else { return [0, 0, 0, 0] }
        let insets = kind == .safeArea ? safeAreaInsets : owner.layoutMargins(safeAreaInsets: safeAreaInsets)
        return [insets.left, insets.right, insets.top, insets.bottom]
    }
}
