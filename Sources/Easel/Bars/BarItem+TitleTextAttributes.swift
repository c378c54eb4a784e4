import EaselGraphics
import Foundation

/// What a bar item's title is drawn in: the attributes set for each control state with
/// `setTitleTextAttributes(_:for:)` or taken from an appearance proxy, as UIKit's bars
/// draw a `UIBarItem`'s title.
extension BarItem {
    /// The attributes the bar draws the title in for `state` (`.normal`, `.selected` for
    /// a tab bar's selected item, `.disabled` for a disabled item), to lay over the bar's
    /// own: the normal state's attributes under those set for `state`. A state that
    /// sets no foreground colour of its own keeps the bar's colour for that state (the
    /// tint of a selected tab, the dimmed colour of a disabled item), not the normal one.
    func drawnTitleTextAttributes(for state: Control.State) -> [NSAttributedString.Key: Any] {
        var attributes = titleTextAttributesByState[.normal] ?? [:]
        guard state != .normal else { return attributes }
        attributes[.foregroundColor] = nil
        return attributes.merging(titleTextAttributesByState[state] ?? [:]) { $1 }
    }

    /// Takes what `proxy` (an appearance proxy for this item's class) customized,
    /// keeping what the item set itself: the title attributes of the states it did not
    /// set, and a bar button item's `tintColor` while it has none. The view showing the
    /// item redraws afterwards, so the bar is not told.
    func adoptAppearance(of proxy: BarItem) {
        isAdoptingAppearance = true
        defer { isAdoptingAppearance = false }
        for (state, attributes) in proxy.titleTextAttributesByState where !ownTitleTextAttributeStates.contains(state) {
            titleTextAttributesByState[state] = attributes
        }
        if let item = self as? BarButtonItem, let proxy = proxy as? BarButtonItem, let tint = proxy.tintColor,
           item.tintColor == nil {
            item.tintColor = tint
        }
    }
}
