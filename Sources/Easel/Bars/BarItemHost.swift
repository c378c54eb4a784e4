/// A bar that shows bar items (a toolbar's `BarButtonItem`s, a tab bar's `TabBarItem`s)
/// and redraws when one of them changes.
@MainActor
protocol BarItemHost: AnyObject {
    /// An item's title, image, style, state or custom view changed, or the bar's tint did.
    func barItemContentDidChange()
}
