import Foundation

/// An item's own tab bar appearances, like `UITabBarItem`'s: while the item is selected,
/// each one set here replaces the tab bar's of the same kind. The item keeps a copy.
extension TabBarItem {
    /// Like `UITabBarItem.standardAppearance` (`nil`: the tab bar's).
    public var standardAppearance: TabBarAppearance? {
        get { appearanceSlots.standard }
        set { appearanceSlots.standard = adopted(newValue) }
    }

    /// Like `UITabBarItem.scrollEdgeAppearance` (`nil`: the tab bar's).
    public var scrollEdgeAppearance: TabBarAppearance? {
        get { appearanceSlots.scrollEdge }
        set { appearanceSlots.scrollEdge = adopted(newValue) }
    }

    /// A copy of `appearance` whose changes redraw the tab bar showing the item, which
    /// redraws now too.
    private func adopted(_ appearance: TabBarAppearance?) -> TabBarAppearance? {
        defer { contentDidChange() }
        return appearance?.adoptedCopy { [weak self] in self?.contentDidChange() }
    }
}
