import EaselGraphics
import Foundation

/// The tab bar's appearance objects, like `UITabBar`'s: it draws the standard one, or
/// while its tab bar controller's selected content is scrolled to the bottom (or has
/// no content scroll view) the scroll-edge one, the selected item's before its own; it
/// keeps a copy of each and redraws when one changes.
extension TabBar {
    /// The look, like `UITabBar.standardAppearance`.
    public var standardAppearance: TabBarAppearance {
        get { appearanceSlots.standard! }
        set { appearanceSlots.standard = adopted(newValue); ownAppearanceDidChange() }
    }

    /// The look at the scroll edge, like `UITabBar.scrollEdgeAppearance` (`nil`: the
    /// standard look).
    public var scrollEdgeAppearance: TabBarAppearance? {
        get { appearanceSlots.scrollEdge }
        set { appearanceSlots.scrollEdge = newValue.map(adopted); ownAppearanceDidChange() }
    }

    /// The background colour, like the legacy `UITabBar.barTintColor`: the standard
    /// appearance's `backgroundColor`.
    public var barTintColor: Color? {
        get { standardAppearance.backgroundColor }
        set { standardAppearance.backgroundColor = newValue }
    }

    /// How the tabs share the width, like the legacy `UITabBar.itemPositioning`: the
    /// standard appearance's `stackedItemPositioning`, as `barTintColor` is its background
    /// colour (Apple documents no link between the two; Easel keeps one source of truth).
    /// `.automatic` fills the width, as on an iPhone.
    public var itemPositioning: ItemPositioning {
        get { standardAppearance.stackedItemPositioning }
        set { standardAppearance.stackedItemPositioning = newValue }
    }

    /// The width of each tab when they are centred, like the legacy `UITabBar.itemWidth`:
    /// the standard appearance's `stackedItemWidth`; 0 (the default) shares the width
    /// equally, and a negative width is taken as 0, as UIKit documents.
    public var itemWidth: CGFloat {
        get { standardAppearance.stackedItemWidth }
        set { standardAppearance.stackedItemWidth = max(0, newValue) }
    }

    /// The space between centred tabs, like the legacy `UITabBar.itemSpacing`: the
    /// standard appearance's `stackedItemSpacing`; a negative spacing is taken as 0, as
    /// UIKit documents.
    public var itemSpacing: CGFloat {
        get { standardAppearance.stackedItemSpacing }
        set { standardAppearance.stackedItemSpacing = max(0, newValue) }
    }

    /// The appearance drawn now.
    var currentAppearance: TabBarAppearance {
        BarAppearanceSlots.chosen(
            from: [selectedItem?.appearanceSlots, appearanceSlots], default: standardAppearance, isCompact: false,
            isAtScrollEdge: tabBarController.map { $0.selectedViewController?.barScrollView(for: .bottom)?.isAtBottomEdge ?? true }
                ?? false)
    }

    /// The look of a tab, disabled, selected or normal, in the current appearance's
    /// stacked layout.
    func itemAppearance(selected: Bool, enabled: Bool) -> TabBarItemStateAppearance {
        let layout = currentAppearance.stackedLayoutAppearance
        return !enabled ? layout.disabled : selected ? layout.selected : layout.normal
    }

    /// A copy of `appearance` whose changes redraw the tab bar.
    func adopted(_ appearance: TabBarAppearance) -> TabBarAppearance {
        appearance.adoptedCopy { [weak self] in self?.ownAppearanceDidChange() }
    }

    /// One of the appearances changed or was replaced: redraw, and keep them from an
    /// appearance proxy's.
    func ownAppearanceDidChange() {
        appearanceSlots.isCustomized = true
        setNeedsDisplay()
    }

    /// Takes the appearances of `proxy` (an appearance proxy) unless this bar has
    /// customized its own.
    func adoptBarAppearance(of proxy: TabBar) {
        guard proxy.appearanceSlots.isCustomized, !appearanceSlots.isCustomized else { return }
        appearanceSlots = proxy.appearanceSlots.copies { [weak self] in self?.ownAppearanceDidChange() }
        setNeedsDisplay()
    }
}
