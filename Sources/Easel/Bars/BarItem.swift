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
    /// The bar showing the item, told when what it shows changes.
    weak var host: BarItemHost?

    /// An item with nothing to show, like `UIBarItem.init()`.
    public init() {}

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    public required init?(coder: NSCoder) {
        reportArchiveNotDecoded(Self.self)
        return nil
    }

    /// Tells the bar showing the item that what it shows changed.
    func contentDidChange() {
        host?.barItemContentDidChange()
    }
}
