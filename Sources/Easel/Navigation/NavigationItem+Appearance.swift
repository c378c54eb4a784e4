import Foundation

/// An item's own bar appearances, like `UINavigationItem`'s: while the item is on top,
/// each one set here replaces the bar's of the same kind. The item keeps a copy.
extension NavigationItem {
    /// Like `UINavigationItem.standardAppearance` (`nil`: the bar's).
    public var standardAppearance: NavigationBarAppearance? {
        get { appearanceSlots.standard }
        set { appearanceSlots.standard = adopted(newValue) }
    }

    /// Like `UINavigationItem.compactAppearance` (`nil`: the bar's).
    public var compactAppearance: NavigationBarAppearance? {
        get { appearanceSlots.compact }
        set { appearanceSlots.compact = adopted(newValue) }
    }

    /// Like `UINavigationItem.scrollEdgeAppearance` (`nil`: the bar's).
    public var scrollEdgeAppearance: NavigationBarAppearance? {
        get { appearanceSlots.scrollEdge }
        set { appearanceSlots.scrollEdge = adopted(newValue) }
    }

    /// Like `UINavigationItem.compactScrollEdgeAppearance` (`nil`: the bar's).
    public var compactScrollEdgeAppearance: NavigationBarAppearance? {
        get { appearanceSlots.compactScrollEdge }
        set { appearanceSlots.compactScrollEdge = adopted(newValue) }
    }

    /// A copy of `appearance` whose changes redraw the bar showing the item, which
    /// redraws now too.
    private func adopted(_ appearance: NavigationBarAppearance?) -> NavigationBarAppearance? {
        defer { bar?.appearanceDidChange() }
        return appearance?.adoptedCopy { [weak self] in self?.bar?.appearanceDidChange() }
    }
}
