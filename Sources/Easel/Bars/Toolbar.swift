import EaselGraphics
import Foundation

/// A bar of item buttons, like `UIToolbar`: its items in a row 44 points tall, 16 points
/// in from the sides of its safe area, plain items grouped on shared capsules and
/// prominent ones alone (iOS 26's look drawn flat, see `BarButtonItem`), flexible spaces
/// sharing the room that is left.
///
/// The background is the opaque bar look of `NavigationBar`: `systemBackground` with a
/// one-pixel shadow line in black at 30 % along the top; below the row it reaches down
/// behind the home indicator when a navigation controller places it.
@preconcurrency @MainActor
open class Toolbar: ItemBar {
    /// The height of the row of items: 44 points, UIKit's toolbar on an iPhone.
    public static let contentHeight: CGFloat = 44
    /// The distance of the items from the sides.
    static let margin: CGFloat = 16

    /// The items, leading first, like `UIToolbar.items`.
    open var items: [BarButtonItem]? {
        didSet { reloadItems() }
    }

    /// The toolbar's delegate, like `UIToolbar.delegate`: it answers where the toolbar
    /// sits (`barPosition`). Not retained.
    open weak var delegate: ToolbarDelegate? {
        didSet { setNeedsLayout() }
    }

    private var row: BarItemRowView?

    /// The appearance proxy of toolbars, like `UIToolbar.appearance()`.
    open override class func appearance() -> Toolbar { appearance(whenContainedInInstancesOf: []) }

    /// The appearance proxy of toolbars inside `containerTypes`, like
    /// `UIToolbar.appearance(whenContainedInInstancesOf:)`.
    open override class func appearance(whenContainedInInstancesOf containerTypes: [any AppearanceContainer.Type])
        -> Toolbar {
        AppearanceProxies.shared.proxy(for: self, containedIn: containerTypes) { Toolbar(frame: .zero) }
    }
    /// The toolbar's appearances (`standardAppearance` …).
    lazy var appearanceSlots = BarAppearanceSlots(standard: adopted(ToolbarAppearance()))

    /// Sets the items, like `setItems(_:animated:)` (shown at once).
    open func setItems(_ items: [BarButtonItem]?, animated: Bool) { self.items = items }

    /// The background is the current appearance's (see `Toolbar+Appearance`).
    override var currentBarAppearance: BarAppearance { currentAppearance }

    /// Prominent items' capsules are in the view's `tintColor`: the row of item views is
    /// rebuilt when it or an item changes.
    override func barItemContentDidChange() { reloadItems() }

    private func reloadItems() {
        row?.removeFromSuperview()
        row = nil
        if let items, !items.isEmpty {
            host(items)
            let newRow = BarItemRowView(items: items, tintColor: tintColor)
            row = newRow
            addSubview(newRow)
        }
        setNeedsLayout()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        let insets = safeAreaInsets
        row?.frame = CGRect(x: insets.left + Self.margin, y: 0,
                            width: max(0, bounds.width - insets.left - insets.right - 2 * Self.margin),
                            height: min(bounds.height, Self.contentHeight))
    }

    /// The size UIKit gives a toolbar: as wide as offered, 44 points tall.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: Self.contentHeight) }
}

extension Toolbar: BarPositioning {
    /// Where the toolbar sits, like `UIToolbar.barPosition`: what the delegate's
    /// `position(for:)` answers, `.bottom` by default. (The shadow line is drawn along
    /// the top in every position here; UIKit moves it under a toolbar at the top.)
    public var barPosition: BarPosition { delegate?.position(for: self, otherwise: .bottom) ?? .bottom }
}
