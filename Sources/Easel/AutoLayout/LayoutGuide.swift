import EaselGraphics
import Foundation

/// A rectangle that takes part in Auto Layout without being a view, like
/// `UILayoutGuide`: add it to a view with `addLayoutGuide(_:)` and constrain its anchors
/// (to space views apart, or to group them). Views also own two guides of their own:
/// `layoutMarginsGuide` and `safeAreaLayoutGuide`.
@preconcurrency @MainActor
open class LayoutGuide: LayoutItem, @MainActor CustomStringConvertible {
    /// What the guide stands for: a user's guide is placed by constraints only; a
    /// system guide is its view's bounds inset by margins or by the safe area, or a
    /// scroll view's content area or visible frame.
    enum Kind {
        case user, layoutMargins, readableContent, safeArea, scrollContent, scrollFrame, keyboard
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
        identifier = switch kind {
        case .user: ""
        case .layoutMargins: "UIViewLayoutMarginsGuide"
        case .readableContent: "UIViewReadableContentGuide"
        case .safeArea: "UIViewSafeAreaLayoutGuide"
        case .scrollContent: "UIScrollViewContentLayoutGuide"
        case .scrollFrame: "UIScrollViewFrameLayoutGuide"
        case .keyboard: "UIKeyboardLayoutGuide"
        }
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
        case .layoutMargins: return owner.bounds.inset(by: owner.layoutMargins(safeAreaInsets: owner.safeAreaInsets))
        case .readableContent:
            return owner.bounds.inset(by: owner.readableContentInsets(width: owner.bounds.width,
                                                                      safeAreaInsets: owner.safeAreaInsets))
        case .safeArea: return owner.bounds.inset(by: owner.safeAreaInsets)
        case .scrollContent: return CGRect(origin: .zero, size: (owner as? ScrollView)?.contentSize ?? .zero)
        case .scrollFrame: return owner.bounds
        case .keyboard:
            let height = (self as? KeyboardLayoutGuide)?.height(safeAreaInsets: owner.safeAreaInsets) ?? 0
            return CGRect(x: owner.bounds.minX, y: owner.bounds.maxY - height, width: owner.bounds.width, height: height)
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
    /// left, right, top and bottom insets; for a scroll view's content guide, its
    /// left and top at the content's origin and its size pulled (at the fitting-size
    /// priority, below any constraint of the content) to `contentSize`.
    func definingConstraints() -> [LayoutConstraint] {
        guard kind != .user, let owner = owningView else { return [] }
        let constants = definingConstants(safeAreaInsets: owner.safeAreaInsets, width: owner.bounds.width)
        func make(_ first: any LayoutItem, _ attribute: LayoutConstraint.Attribute, _ second: (any LayoutItem)?,
                  _ constant: CGFloat, _ name: String, _ priority: LayoutPriority = .required) -> LayoutConstraint
        {
            let constraint = LayoutConstraint(first: first, firstAttribute: attribute, relation: .equal, second: second,
                                              secondAttribute: second == nil ? .notAnAttribute : attribute,
                                              multiplier: 1, constant: constant)
            constraint.identifier = name
            constraint.priority = priority
            return constraint
        }
        let prefix = identifier + "-"
        if kind == .scrollContent {
            return [
                make(self, .left, owner, constants[0], prefix + "left"),
                make(self, .top, owner, constants[1], prefix + "top"),
                make(self, .width, nil, constants[2], prefix + "width", .fittingSizeLevel),
                make(self, .height, nil, constants[3], prefix + "height", .fittingSizeLevel),
            ]
        }
        if kind == .keyboard {
            return [
                make(self, .left, owner, constants[0], prefix + "left"),
                make(owner, .right, self, constants[1], prefix + "right"),
                make(self, .height, nil, constants[2], prefix + "height"),
                make(owner, .bottom, self, constants[3], prefix + "bottom"),
            ]
        }
        let names = kind == .layoutMargins
            ? ["UIView-leftMargin-guide-constraint", "UIView-rightMargin-guide-constraint",
               "UIView-topMargin-guide-constraint", "UIView-bottomMargin-guide-constraint"]
            : [prefix + "left", prefix + "right", prefix + "top", prefix + "bottom"]
        return [
            make(self, .left, owner, constants[0], names[0]),
            make(owner, .right, self, constants[1], names[1]),
            make(self, .top, owner, constants[2], names[2]),
            make(owner, .bottom, self, constants[3], names[3]),
        ]
    }

    /// The constants of `definingConstraints()` for a view with these safe-area insets:
    /// the safe area's own, or the margins (added to the safe area when the view's
    /// `insetsLayoutMarginsFromSafeArea` is set); a scroll view's frame guide follows
    /// `contentOffset` (the content, not the guide, is what the view's edges place),
    /// and its content guide starts at the origin with the size of `contentSize`. The
    /// readable content guide is the margins guide narrowed, about its centre, to the
    /// readable width, for a view `width` points wide.
    func definingConstants(safeAreaInsets: EdgeInsets, width: CGFloat) -> [CGFloat] {
        guard let owner = owningView else { return [0, 0, 0, 0] }
        switch kind {
        case .scrollContent:
            let size = (owner as? ScrollView)?.contentSize ?? .zero
            return [0, 0, size.width, size.height]
        case .scrollFrame:
            let offset = owner.bounds.origin
            return [offset.x, -offset.x, offset.y, -offset.y]
        case .keyboard:
            let offset = owner.bounds.origin
            let height = (self as? KeyboardLayoutGuide)?.height(safeAreaInsets: safeAreaInsets) ?? 0
            return [offset.x, -offset.x, height, -offset.y]
        case .readableContent:
            let insets = owner.readableContentInsets(width: width, safeAreaInsets: safeAreaInsets)
            return [insets.left, insets.right, insets.top, insets.bottom]
        default:
            let insets = kind == .safeArea ? safeAreaInsets : owner.layoutMargins(safeAreaInsets: safeAreaInsets)
            return [insets.left, insets.right, insets.top, insets.bottom]
        }
    }
}
