import Foundation

/// A relation between two layout attributes, `first relation multiplier × second +
/// constant`, at a priority, like `NSLayoutConstraint`.
///
/// Activating a constraint installs it on the nearest common ancestor of its items and
/// hands it to the layout engine of their hierarchy (one per window, or one per
/// hierarchy outside a window); the next update-constraints pass solves it, and the
/// layout pass applies the frames. Changing `constant` on an active constraint is an
/// edit of the solved layout, not a rebuild.
@preconcurrency @MainActor
open class LayoutConstraint: @MainActor CustomStringConvertible {
    /// Who made the constraint, which decides how descriptions print it.
    enum Kind: Equatable {
        /// Made by the user or by a view class (`StackView`), like `NSLayoutConstraint`.
        case user
        /// Made from a view's frame and autoresizing mask (`h=--& v=--&`), like
        /// `NSAutoresizingMaskLayoutConstraint`.
        case autoresizingMask(String)
        /// A view's intrinsic size with its hugging and compression resistance, like
        /// `NSContentSizeLayoutConstraint`.
        case contentSize(hugging: LayoutPriority, compressionResistance: LayoutPriority)
        /// The rectangle of an engine's host (UIKit's `UIView-Encapsulated-Layout-…`).
        case hostRectangle
    }

    weak var firstLayoutItem: (any LayoutItem)?
    weak var secondLayoutItem: (any LayoutItem)?
    private(set) var kind = Kind.user

    /// The constraint in UIKit's log format, like `NSLayoutConstraint.description`
    /// (see `LayoutConstraint+Description`); open, so that a subclass describes itself
    /// as it does on iOS (`override var description: String`).
    open var description: String { formattedDescription }

    /// The first item (a `View` or a `LayoutGuide`), like `NSLayoutConstraint.firstItem`.
    public var firstItem: AnyObject? { firstLayoutItem }
    /// The second item, or nil for a constant-only size, like `NSLayoutConstraint.secondItem`.
    public var secondItem: AnyObject? { secondLayoutItem }
    /// The first item's attribute, like `NSLayoutConstraint.firstAttribute`.
    public private(set) var firstAttribute = Attribute.notAnAttribute
    /// The second item's attribute (`notAnAttribute` without a second item).
    public private(set) var secondAttribute = Attribute.notAnAttribute
    /// How the sides compare, like `NSLayoutConstraint.relation`.
    public private(set) var relation = Relation.equal
    /// The factor on the second attribute, like `NSLayoutConstraint.multiplier`.
    public private(set) var multiplier: CGFloat = 1

    /// The constant added to the second side, like `NSLayoutConstraint.constant`. Changing
    /// it on an active constraint moves the solved layout (a fast edit in the solver, no
    /// rebuild) and lays out the views that move in the next pass.
    public var constant: CGFloat = 0 {
        didSet { if oldValue != constant, !isChangedByEngine { engine?.constraintConstantDidChange(self) } }
    }
    /// Set while the engine moves the constant of a constraint it made itself.
    var isChangedByEngine = false

    /// The priority, 1…1000, like `NSLayoutConstraint.priority` (required by default).
    /// As in UIKit, an active constraint cannot change between required and optional:
    /// such a change is reported and ignored.
    public var priority: LayoutPriority = .required {
        didSet { if !acceptsPriorityChange(from: oldValue) { priority = oldValue } }
    }

    /// A name shown in descriptions and logs, like `NSLayoutConstraint.identifier`.
    public var identifier: String?

    /// Whether the constraint takes part in layout, like `NSLayoutConstraint.isActive`.
    /// Activating installs it on the nearest common ancestor of its items; a constraint
    /// whose items share no ancestor is reported and stays inactive.
    public var isActive: Bool {
        get { installedView != nil }
        set { if newValue { activate(installingOn: nil) } else { deactivate() } }
    }

    /// The view the active constraint is installed on (UIKit's `view.constraints`).
    weak var installedView: View?
    /// When the constraint was activated: later activations have larger numbers.
    var activationOrder = 0
    /// The engine that holds the active constraint.
    weak var engine: LayoutEngine?

    /// A constraint relating two attributes, like
    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`.
    /// Items are views or layout guides. A combination UIKit rejects (attributes of
    /// different axes, a position related to a size, an item that is neither) is
    /// reported when the constraint is activated, and it stays inactive.
    public convenience init(item: Any, attribute: Attribute, relatedBy relation: Relation, toItem: Any?,
                            attribute secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat)
    {
        self.init(first: item as? any LayoutItem, firstAttribute: attribute, relation: relation,
                  second: toItem as? any LayoutItem, secondAttribute: secondAttribute, multiplier: multiplier,
                  constant: constant)
        if (item as? any LayoutItem) == nil || (toItem != nil && (toItem as? any LayoutItem) == nil) {
            problem = "an item is neither a View nor a LayoutGuide"
        }
    }

    /// A constraint that relates nothing, like `NSLayoutConstraint()`: activating it is
    /// reported, and it stays inactive. Subclasses (SnapKit's `LayoutConstraint`)
    /// inherit `init(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)`
    /// through it.
    public init() {}

    convenience init(first: (any LayoutItem)?, firstAttribute: Attribute, relation: Relation, second: (any LayoutItem)?,
                     secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat, kind: Kind = .user)
    {
        self.init()
        firstLayoutItem = first
        secondLayoutItem = second
        self.firstAttribute = firstAttribute
        self.secondAttribute = second == nil ? .notAnAttribute : secondAttribute
        self.relation = relation
        self.multiplier = multiplier
        self.constant = constant
        self.kind = kind
        problem = Self.attributeProblem(firstAttribute, self.secondAttribute, hasSecondItem: second != nil,
                                        multiplier: multiplier, constant: constant)
    }

    /// Why the constraint cannot be activated, if it cannot.
    private(set) var problem: String? = "it relates no items"

    /// Why a constraint with these attributes cannot be activated (where UIKit raises
    /// `NSInvalidArgumentException`), or `nil`; for checking a description of a
    /// constraint before making it.
    nonisolated public static func attributeProblem(_ first: Attribute, _ second: Attribute, hasSecondItem: Bool,
                                         multiplier: CGFloat, constant: CGFloat) -> String?
    {
        guard multiplier.isFinite, constant.isFinite else { return "the multiplier and constant must be finite" }
        guard first != .notAnAttribute else { return "the first attribute cannot be notAnAttribute" }
        guard hasSecondItem else {
            return first.isDimension ? nil : "a constraint on \(first) needs a second item (only sizes can equal a constant)"
        }
        guard second != .notAnAttribute else { return "the second item has no attribute" }
        guard first.isDimension == second.isDimension else {
            return "a size (\(first.isDimension ? first : second)) cannot be related to a position"
        }
        guard first.isDimension || multiplier != 0 else { return "a position cannot have a multiplier of 0" }
        guard first.isDimension || first.axis == second.axis else {
            return "\(first) and \(second) are on different axes"
        }
        let directional: Set<Attribute> = [.leading, .trailing], absolute: Set<Attribute> = [.left, .right]
        if (directional.contains(first) && absolute.contains(second))
            || (absolute.contains(first) && directional.contains(second))
        {
            return "a leading/trailing attribute cannot be related to a left/right attribute"
        }
        return nil
    }

    /// Activates each constraint, like `NSLayoutConstraint.activate(_:)`.
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint, like `NSLayoutConstraint.deactivate(_:)`.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }

    /// Whether the constraint names `item` as its first or second item.
    func references(_ item: any LayoutItem) -> Bool {
        firstLayoutItem === item || secondLayoutItem === item
    }
}
