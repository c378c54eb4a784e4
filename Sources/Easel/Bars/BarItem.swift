import EaselGraphics
import Foundation

/// What a bar shows for one item, like `UIBarItem`: the superclass of `BarButtonItem`
/// and `TabBarItem`, with their title, image, enabled state and tag.
///
/// An item is a description, not a view: the bar that shows it (its `host`, one bar at a
/// time, as in UIKit) makes the view, and redraws when the item changes.
@preconcurrency @MainActor
open class BarItem {
    /// The title, like `UIBarItem.title`.
    open var title: String? {
        get { assignedTitle }
        set {
            guard newValue != assignedTitle else { return }
            assignedTitle = newValue
            contentDidChange()
        }
    }
    /// The title as set, before a subclass's stand-in.
    private var assignedTitle: String?
    /// The image, like `UIBarItem.image`, drawn as a template in the item's colour.
    open var image: Image? { didSet { if image !== oldValue { contentDidChange() } } }
    /// The image in landscape on an iPhone, like `UIBarItem.landscapeImagePhone`; kept
    /// (bars here draw `image` in every orientation).
    open var landscapeImagePhone: Image?
    /// Insets of the image, like `UIBarItem.imageInsets`; kept.
    open var imageInsets = EdgeInsets.zero
    /// Whether the item responds to taps, like `UIBarItem.isEnabled`; a disabled item
    /// draws dimmed.
    open var isEnabled = true { didSet { if isEnabled != oldValue { contentDidChange() } } }
    /// A number that identifies the item, like `UIBarItem.tag`.
    open var tag = 0
    /// A name for traces and tests, like `UIBarItem.accessibilityIdentifier`.
    open var accessibilityIdentifier: String?
    /// What VoiceOver reads for the item, like `UIBarItem.accessibilityLabel`; kept and
    /// read back (the bars here read the title).
    open var accessibilityLabel: String?
    /// What acting on the item does, like `UIBarItem.accessibilityHint`; kept.
    open var accessibilityHint: String?
    /// The item's current value, like `UIBarItem.accessibilityValue`; kept.
    open var accessibilityValue: String?
    /// What the item is, like `UIBarItem.accessibilityTraits` (none unless set); kept.
    open var accessibilityTraits = AccessibilityTraits.none
    /// Whether the item is an element VoiceOver stops at, like
    /// `UIBarItem.isAccessibilityElement`; kept.
    open var isAccessibilityElement = false
    /// The bar showing the item, told when what it shows changes.
    weak var host: BarItemHost?
    /// The title's attributes by control state, set with `setTitleTextAttributes(_:for:)`
    /// or taken from an appearance proxy (see `BarItem+TitleTextAttributes`).
    var titleTextAttributesByState: [Control.State: [NSAttributedString.Key: Any]] = [:]
    /// The states whose attributes the item set itself, which a proxy leaves alone.
    var ownTitleTextAttributeStates: Set<Control.State> = []
    /// Whether an appearance proxy's values are being taken: the view showing the item
    /// redraws afterwards, so the bar is not told of each.
    var isAdoptingAppearance = false

    /// An item with nothing to show, like `UIBarItem.init()`.
    public init() {}

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    public required init?(coder: NSCoder) {
        reportArchiveNotDecoded(Self.self)
        return nil
    }

    /// Sets the attributes the title is drawn in for `state`, like
    /// `UIBarItem.setTitleTextAttributes(_:for:)`; `nil` removes them. The bar showing
    /// the item draws its title in the attributes for the item's state (font, foreground
    /// colour and the other attributes Easel draws), over its own; see
    /// `drawnTitleTextAttributes(for:)`. What is set here wins over an appearance proxy's.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: Control.State) {
        ownTitleTextAttributeStates.insert(state)
        titleTextAttributesByState[state] = attributes
        contentDidChange()
    }

    /// The attributes set for `state`, like `UIBarItem.titleTextAttributes(for:)`: `nil`
    /// when none were set for that state (by the item or, once it was shown in a window,
    /// an appearance proxy).
    open func titleTextAttributes(for state: Control.State) -> [NSAttributedString.Key: Any]? {
        titleTextAttributesByState[state]
    }

    /// The appearance proxy of this class, like `UIBarItem.appearance()`: the title text
    /// attributes set on it (and a bar button item's `tintColor`) go to every item of the
    /// class, or a subclass, that a bar shows in a window, except what the item set itself.
    open class func appearance() -> BarItem { appearance(whenContainedInInstancesOf: []) }

    /// The appearance proxy of this class inside `containerTypes` (innermost first),
    /// like `UIBarItem.appearance(whenContainedInInstancesOf:)`: an item is contained in
    /// the bar that shows it and in the bar's superviews and their controllers.
    open class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type]) -> BarItem {
        AppearanceProxies.shared.proxy(for: self, containedIn: containerTypes) { BarItem() }
    }

    /// Tells the bar showing the item that what it shows changed.
    func contentDidChange() {
        guard !isAdoptingAppearance else { return }
        host?.barItemContentDidChange()
    }
}
