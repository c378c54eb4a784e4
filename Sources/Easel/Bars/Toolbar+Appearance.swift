import EaselGraphics
import Foundation

/// The toolbar's appearance objects, like `UIToolbar`'s: it draws the standard one (the
/// compact one in a compact height), or while the navigation controller that shows it
/// has its content scrolled to the bottom (or no content scroll view) the scroll-edge
/// one; the toolbar keeps a copy of each and redraws when one changes.
extension Toolbar {
    /// The look in a standard height, like `UIToolbar.standardAppearance`.
    public var standardAppearance: ToolbarAppearance {
        get { appearanceSlots.standard! }
        set { appearanceSlots.standard = adopted(newValue); ownAppearanceDidChange() }
    }

    /// The look in a compact height, like `UIToolbar.compactAppearance` (`nil`: the
    /// standard look).
    public var compactAppearance: ToolbarAppearance? {
        get { appearanceSlots.compact }
        set { appearanceSlots.compact = newValue.map(adopted); ownAppearanceDidChange() }
    }

    /// The look at the scroll edge, like `UIToolbar.scrollEdgeAppearance` (`nil`: the
    /// standard look).
    public var scrollEdgeAppearance: ToolbarAppearance? {
        get { appearanceSlots.scrollEdge }
        set { appearanceSlots.scrollEdge = newValue.map(adopted); ownAppearanceDidChange() }
    }

    /// The look at the scroll edge in a compact height, like
    /// `UIToolbar.compactScrollEdgeAppearance` (`nil`: `scrollEdgeAppearance`).
    public var compactScrollEdgeAppearance: ToolbarAppearance? {
        get { appearanceSlots.compactScrollEdge }
        set { appearanceSlots.compactScrollEdge = newValue.map(adopted); ownAppearanceDidChange() }
    }

    /// The background colour, like the legacy `UIToolbar.barTintColor`: the standard
    /// appearance's `backgroundColor`.
    public var barTintColor: Color? {
        get { standardAppearance.backgroundColor }
        set { standardAppearance.backgroundColor = newValue }
    }

    /// The appearance drawn now.
    var currentAppearance: ToolbarAppearance {
        let navigationController = owningNavigationController
        return BarAppearanceSlots.chosen(
            from: [appearanceSlots], default: standardAppearance, isCompact: traitCollection.verticalSizeClass == .compact,
            isAtScrollEdge: navigationController.map { $0.barScrollView(for: .bottom)?.isAtBottomEdge ?? true } ?? false)
    }

    /// The navigation controller that shows this toolbar, if one does.
    private var owningNavigationController: NavigationController? {
        (superview?.owningViewController as? NavigationController).flatMap { $0.toolbar === self ? $0 : nil }
    }

    /// A copy of `appearance` whose changes redraw the toolbar.
    func adopted(_ appearance: ToolbarAppearance) -> ToolbarAppearance {
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
    func adoptBarAppearance(of proxy: Toolbar) {
        guard proxy.appearanceSlots.isCustomized, !appearanceSlots.isCustomized else { return }
        appearanceSlots = proxy.appearanceSlots.copies { [weak self] in self?.ownAppearanceDidChange() }
        setNeedsDisplay()
    }
}
