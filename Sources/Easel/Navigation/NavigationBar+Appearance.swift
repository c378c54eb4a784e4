import EaselGraphics
import Foundation

/// The bar's appearance objects, like `UINavigationBar`'s: the bar draws the one UIKit
/// would choose (the top item's before its own, compact in a compact height, scroll
/// edge while its navigation controller's content is scrolled to the top or has no
/// scroll view), and redraws when it changes or the choice does.
extension NavigationBar {
    /// The look in a standard height, like `UINavigationBar.standardAppearance`
    /// (UIKit's default background and shadow unless set). The bar keeps a copy.
    public var standardAppearance: NavigationBarAppearance {
        get { appearanceSlots.standard! }
        set {
            appearanceSlots.standard = adopted(newValue)
            ownAppearanceDidChange()
        }
    }

    /// The look in a compact height, like `UINavigationBar.compactAppearance`
    /// (`nil`: the standard look).
    public var compactAppearance: NavigationBarAppearance? {
        get { appearanceSlots.compact }
        set {
            appearanceSlots.compact = newValue.map(adopted)
            ownAppearanceDidChange()
        }
    }

    /// The look while the content is scrolled to its top edge, like
    /// `UINavigationBar.scrollEdgeAppearance` (`nil`: the standard look).
    public var scrollEdgeAppearance: NavigationBarAppearance? {
        get { appearanceSlots.scrollEdge }
        set {
            appearanceSlots.scrollEdge = newValue.map(adopted)
            ownAppearanceDidChange()
        }
    }

    /// The look at the scroll edge in a compact height, like
    /// `UINavigationBar.compactScrollEdgeAppearance` (`nil`: `scrollEdgeAppearance`).
    public var compactScrollEdgeAppearance: NavigationBarAppearance? {
        get { appearanceSlots.compactScrollEdge }
        set {
            appearanceSlots.compactScrollEdge = newValue.map(adopted)
            ownAppearanceDidChange()
        }
    }

    /// The background colour, like the legacy `UINavigationBar.barTintColor`: it sets
    /// the standard appearance's `backgroundColor`, as UIKit folds the legacy
    /// properties into the bar's appearance.
    public var barTintColor: Color? {
        get { standardAppearance.backgroundColor }
        set { standardAppearance.backgroundColor = newValue }
    }

    /// The title's attributes, like the legacy `UINavigationBar.titleTextAttributes`:
    /// the standard appearance's `titleTextAttributes`.
    public var titleTextAttributes: [NSAttributedString.Key: Any]? {
        get { standardAppearance.titleTextAttributes.isEmpty ? nil : standardAppearance.titleTextAttributes }
        set { standardAppearance.titleTextAttributes = newValue ?? [:] }
    }

    /// The large title's attributes, like the legacy
    /// `UINavigationBar.largeTitleTextAttributes`: the standard appearance's.
    public var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        get { standardAppearance.largeTitleTextAttributes.isEmpty ? nil : standardAppearance.largeTitleTextAttributes }
        set { standardAppearance.largeTitleTextAttributes = newValue ?? [:] }
    }

    /// The appearance drawn now.
    var currentAppearance: NavigationBarAppearance {
        BarAppearanceSlots.chosen(from: [topItem?.appearanceSlots, appearanceSlots], default: standardAppearance,
                                  isCompact: traitCollection.verticalSizeClass == .compact,
                                  isAtScrollEdge: navigationController?.contentIsAtTopEdge ?? false)
    }

    /// A copy of `appearance` whose changes redraw the bar.
    func adopted(_ appearance: NavigationBarAppearance) -> NavigationBarAppearance {
        appearance.adoptedCopy { [weak self] in self?.ownAppearanceDidChange() }
    }

    /// One of the bar's own appearances changed or was replaced: redraw, and keep them
    /// from an appearance proxy's.
    func ownAppearanceDidChange() {
        appearanceSlots.isCustomized = true
        appearanceDidChange()
    }

    /// An appearance the bar or its top item holds changed (or was replaced): redraw.
    func appearanceDidChange() {
        background.shownAppearance = currentAppearance
        background.setNeedsDisplay()
        itemContentDidChange()
    }

    /// Takes the appearances of `proxy` (an appearance proxy) unless this bar has
    /// customized its own.
    func adoptBarAppearance(of proxy: NavigationBar) {
        guard proxy.appearanceSlots.isCustomized, !appearanceSlots.isCustomized else { return }
        appearanceSlots = proxy.appearanceSlots.copies { [weak self] in self?.ownAppearanceDidChange() }
        appearanceDidChange()
    }

    /// The choice of appearance may have changed (the top item, the scroll position or
    /// the height class did): redraw if it has.
    func updateAppearance() {
        let appearance = currentAppearance
        guard appearance !== background.shownAppearance else { return }
        background.shownAppearance = appearance
        background.setNeedsDisplay()
        itemContentDidChange()
    }
}
