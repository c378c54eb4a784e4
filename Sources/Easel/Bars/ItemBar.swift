import EaselGraphics
import Foundation

/// What `Toolbar` and `TabBar` share: a bar of items drawn in UIKit's opaque bar
/// appearance, flat. (In UIKit both derive from `UIView` directly; Easel gives them this
/// common base so that their set-up, tint handling and background are written once.)
///
/// The background is `systemBackground` under a one-pixel shadow line along the top
/// edge, in the colour of the navigation bar's (`NavigationBarBackground`). The bar is
/// see-through where it does not draw and redrawn at every size, since its items are
/// placed across its whole width.
@preconcurrency @MainActor
open class ItemBar: View, BarItemHost {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    public required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// Items drawn in the tint colour follow it, like `UIToolbar.tintColor` and
    /// `UITabBar.tintColor`.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        barItemContentDidChange()
    }

    /// Shows the items' new content: redraws the bar (a bar of item views rebuilds them).
    func barItemContentDidChange() { setNeedsDisplay() }

    /// Takes `items` into the bar, so each tells it when it changes.
    func host(_ items: [some HostedBarItem]?) {
        for item in items ?? [] { item.host = self }
    }

    /// Draws the bar's background; a bar that draws its items draws them over it.
    open override func draw(context: GraphicsContext, rect: CGRect) {
        context.setFillColor(.systemBackground)
        context.fill(bounds)
        context.setFillColor(NavigationBarBackground.shadowColor)
        context.fill(CGRect(x: 0, y: 0, width: bounds.width, height: 1 / contentScaleFactor))
    }
}
