import CoreGraphics
import Easel

/// A region of a view in which the pointer takes a style, like `UIPointerRegion`.
@preconcurrency @MainActor
open class UIPointerRegion {
    /// The region's rectangle in the interaction's view.
    public let rect: CGRect
    /// What tells this region from others in the same view.
    public let identifier: AnyHashable?
    /// The axes along which the pointer stays in the region once in it.
    open var latchingAxes: UIAxis = []

    /// A region of `rect`, like `UIPointerRegion(rect:identifier:)`.
    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        self.rect = rect
        self.identifier = identifier
    }
}

/// Where the pointer is, asked for a region, like `UIPointerRegionRequest`.
@preconcurrency @MainActor
open class UIPointerRegionRequest {
    /// The pointer's location in the interaction's view.
    public let location: CGPoint
    /// The modifier keys held.
    public let modifiers: UIKeyModifierFlags

    init(location: CGPoint, modifiers: UIKeyModifierFlags) {
        self.location = location
        self.modifiers = modifiers
    }
}

/// The pointer's outline, like `UIPointerShape`.
public enum UIPointerShape {
    /// The outline of a path.
    case path(UIBezierPath)
    /// A rounded rectangle.
    case roundedRect(CGRect, radius: CGFloat = UIPointerShape.defaultCornerRadius)
    /// A vertical beam (a text cursor) of a length.
    case verticalBeam(length: CGFloat)
    /// A horizontal beam of a length.
    case horizontalBeam(length: CGFloat)

    /// The corner radius of a rounded rectangle shape by default, like
    /// `UIPointerShape.defaultCornerRadius`.
    public static let defaultCornerRadius: CGFloat = 8
}

/// How the pointer changes a view it is over, like `UIPointerEffect`: the system's
/// choice, a highlight, a lift or a hover.
@preconcurrency @MainActor
open class UIPointerEffect {
    /// How a hover effect tints the view, like `UIPointerEffect.TintMode`.
    public enum TintMode: Int, Sendable {
        case none, overlay, underlay
    }

    /// What the effect does.
    enum Kind: Equatable {
        case automatic, highlight, lift
        case hover(tintMode: TintMode, prefersShadow: Bool, prefersScaledContent: Bool)
    }

    /// The preview the effect is applied to.
    public let preview: UITargetedPreview
    let kind: Kind

    init(preview: UITargetedPreview, kind: Kind) {
        self.preview = preview
        self.kind = kind
    }

    /// The effect the system picks for the view, like `UIPointerEffect.automatic(_:)`.
    public static func automatic(_ preview: UITargetedPreview) -> UIPointerEffect {
        UIPointerEffect(preview: preview, kind: .automatic)
    }

    /// The pointer becomes a highlight behind the view, like `UIPointerEffect.highlight(_:)`.
    public static func highlight(_ preview: UITargetedPreview) -> UIPointerEffect {
        UIPointerEffect(preview: preview, kind: .highlight)
    }

    /// The view lifts under the pointer, like `UIPointerEffect.lift(_:)`.
    public static func lift(_ preview: UITargetedPreview) -> UIPointerEffect {
        UIPointerEffect(preview: preview, kind: .lift)
    }

    /// The view is tinted, shadowed or scaled under the pointer, like
    /// `UIPointerEffect.hover(_:preferredTintMode:prefersShadow:prefersScaledContent:)`.
    public static func hover(_ preview: UITargetedPreview, preferredTintMode: TintMode = .overlay,
                             prefersShadow: Bool = false, prefersScaledContent: Bool = true) -> UIPointerEffect {
        UIPointerEffect(preview: preview, kind: .hover(tintMode: preferredTintMode, prefersShadow: prefersShadow,
                                                       prefersScaledContent: prefersScaledContent))
    }
}

/// The pointer's effect and shape over a region, like `UIPointerStyle`.
@preconcurrency @MainActor
open class UIPointerStyle {
    /// The effect on the view, if the style has one.
    let effect: UIPointerEffect?
    /// The pointer's outline, if the style sets one.
    let shape: UIPointerShape?
    /// The axes the pointer keeps to.
    let constrainedAxes: UIAxis
    /// Whether the pointer is hidden.
    let hidesPointer: Bool

    private init(effect: UIPointerEffect?, shape: UIPointerShape?, constrainedAxes: UIAxis, hidesPointer: Bool) {
        self.effect = effect
        self.shape = shape
        self.constrainedAxes = constrainedAxes
        self.hidesPointer = hidesPointer
    }

    /// A style that applies `effect`, in `shape` if given, like
    /// `UIPointerStyle(effect:shape:)`.
    public convenience init(effect: UIPointerEffect, shape: UIPointerShape? = nil) {
        self.init(effect: effect, shape: shape, constrainedAxes: [], hidesPointer: false)
    }

    /// A style that changes only the pointer's outline, like
    /// `UIPointerStyle(shape:constrainedAxes:)`.
    public convenience init(shape: UIPointerShape, constrainedAxes: UIAxis = []) {
        self.init(effect: nil, shape: shape, constrainedAxes: constrainedAxes, hidesPointer: false)
    }

    /// A style that hides the pointer, like `UIPointerStyle.hidden()`.
    public static func hidden() -> UIPointerStyle {
        UIPointerStyle(effect: nil, shape: nil, constrainedAxes: [], hidesPointer: true)
    }

    /// The system's pointer, like `UIPointerStyle.system()`.
    public static func system() -> UIPointerStyle {
        UIPointerStyle(effect: nil, shape: nil, constrainedAxes: [], hidesPointer: false)
    }
}

/// The animations that run as the pointer enters or leaves a region, like
/// `UIPointerInteractionAnimating`.
@preconcurrency @MainActor
public protocol UIPointerInteractionAnimating: AnyObject {
    /// Adds animations to run alongside the pointer's.
    func addAnimations(_ animations: @escaping () -> Void)
    /// Adds a block to run when the pointer's animations end.
    func addCompletion(_ completion: @escaping (Bool) -> Void)
}

/// What a pointer interaction asks of its delegate, like
/// `UIPointerInteractionDelegate`. Every method is optional: by default the region is
/// the view's bounds (`defaultRegion`) and the style is the system's (`nil`).
@preconcurrency @MainActor
public protocol UIPointerInteractionDelegate: NSObjectProtocol {
    /// The region for the pointer at `request.location`, like
    /// `pointerInteraction(_:regionFor:defaultRegion:)`; `nil` for none.
    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                            defaultRegion: UIPointerRegion) -> UIPointerRegion?
    /// The style in `region`, like `pointerInteraction(_:styleFor:)`; `nil` for the system's.
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle?
    /// The pointer enters `region`, like `pointerInteraction(_:willEnter:animator:)`.
    func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
                            animator: any UIPointerInteractionAnimating)
    /// The pointer leaves `region`, like `pointerInteraction(_:willExit:animator:)`.
    func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
                            animator: any UIPointerInteractionAnimating)
}

extension UIPointerInteractionDelegate {
    public func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest,
                                   defaultRegion: UIPointerRegion) -> UIPointerRegion? { defaultRegion }
    public func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? { nil }
    public func pointerInteraction(_ interaction: UIPointerInteraction, willEnter region: UIPointerRegion,
                                   animator: any UIPointerInteractionAnimating) {}
    public func pointerInteraction(_ interaction: UIPointerInteraction, willExit region: UIPointerRegion,
                                   animator: any UIPointerInteractionAnimating) {}
}

/// The pointer's effects over a view, like `UIPointerInteraction` (iPadOS with a
/// trackpad or mouse). Easel stands for a touch screen with no pointer, as an iPhone
/// is: the interaction is added, enabled and invalidated as on iOS, and its delegate is
/// never asked, because no pointer ever hovers.
@preconcurrency @MainActor
open class UIPointerInteraction: UIInteraction {
    /// The delegate that gives regions and styles, like `UIPointerInteraction.delegate`.
    open private(set) weak var delegate: (any UIPointerInteractionDelegate)?
    /// Whether the interaction applies its effects, like `isEnabled`.
    open var isEnabled = true
    /// The view the interaction is added to.
    open private(set) weak var view: UIView?

    /// An interaction whose regions and styles `delegate` gives, like
    /// `UIPointerInteraction(delegate:)`.
    public init(delegate: (any UIPointerInteractionDelegate)?) {
        self.delegate = delegate
    }

    /// Asks the delegate for the current region again, like `invalidate()`; with no
    /// pointer there is no current region, so nothing is asked.
    open func invalidate() {}

    open func willMove(to view: UIView?) {}

    open func didMove(to view: UIView?) {
        self.view = view
    }
}
