/// A bar that shows bar items (a toolbar's `BarButtonItem`s, a tab bar's `TabBarItem`s)
/// and redraws when one of them changes.
@MainActor
protocol BarItemHost: AnyObject {
    /// An item's title, image, style, state or custom view changed, or the bar's tint did.
    func barItemContentDidChange()
}

/// An item a bar shows: it tells its bar when what it shows changes.
@MainActor
protocol HostedBarItem: AnyObject {
    /// The bar showing the item (an item is in one bar at a time, as in UIKit).
    var host: BarItemHost? { get set }
}

extension BarButtonItem: HostedBarItem {}
extension TabBarItem: HostedBarItem {}
