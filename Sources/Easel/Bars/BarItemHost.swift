import EaselGraphics
import Foundation

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

/// The set-up and look that the bars along the bottom edge share (`Toolbar`, `TabBar`):
/// UIKit's opaque bar appearance drawn flat.
extension BarItemHost where Self: View {
    /// Makes the view a bar: see-through where it does not draw, and redrawn at every
    /// size (its items are placed across its whole width).
    func becomeBar() {
        isOpaque = false
        contentMode = .redraw
    }

    /// Takes `items` into the bar, so each tells it when it changes.
    func host(_ items: [some HostedBarItem]?) {
        for item in items ?? [] { item.host = self }
    }

    /// Fills the bounds with `systemBackground` under a one-pixel shadow line along the
    /// top edge, in the colour of the navigation bar's (`NavigationBarBackground`).
    func drawBarBackground(in context: GraphicsContext) {
        context.setFillColor(.systemBackground)
        context.fill(bounds)
        context.setFillColor(NavigationBarBackground.shadowColor)
        context.fill(CGRect(x: 0, y: 0, width: bounds.width, height: 1 / contentScaleFactor))
    }
}
