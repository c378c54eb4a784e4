/// A bar that shows bar button items and redraws when one of them changes.
@MainActor
protocol BarItemHost: AnyObject {
    /// An item's title, image, style, state or custom view changed.
    func barItemContentDidChange()
}
