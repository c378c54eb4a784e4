import EaselGraphics
import Foundation

/// What `Toolbar` and `TabBar` share: a bar of items drawn in UIKit's opaque bar
/// appearance, flat. (In UIKit both derive from `UIView` directly; Easel gives them this
/// common base so that their set-up, tint handling and background are written once.)
///
/// The background is the bar's current appearance (`systemBackground` under a
/// one-pixel shadow line along the top edge in black at 30 % unless set, the
/// navigation bar's look). The bar is see-through where it does not draw and redrawn
/// at every size, since its items are placed across its whole width.
@preconcurrency @MainActor
open class ItemBar: View, BarItemHost {
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    public required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// Whether the bar is see-through, like `UITabBar.isTranslucent` and
    /// `UIToolbar.isTranslucent` (true by default). A controller's view reaches under a
    /// translucent bar; under an opaque one only if its `extendedLayoutIncludesOpaqueBars`
    /// is set. (The bar's fill is its appearance's either way.)
    open var isTranslucent = true {
        didSet { if oldValue != isTranslucent { superview?.setNeedsLayout() } }
    }

    /// The bar's style, like `UIToolbar.barStyle` and `UITabBar.barStyle` (`.default`):
    /// a black bar is drawn dark, its default background black (see `BarStyle`).
    open var barStyle = BarStyle.default {
        didSet { barStyleDidChange(from: oldValue, to: barStyle) }
    }

    /// Items drawn in the tint colour follow it, like `UIToolbar.tintColor` and
    /// `UITabBar.tintColor`.
    open override func tintColorDidChange() {
        super.tintColorDidChange()
        barItemContentDidChange()
    }

    /// Shows the items' new content: redraws the bar (a bar of item views rebuilds them).
    func barItemContentDidChange() { setNeedsDisplay() }

    /// Takes `items` into the bar, so each tells it when it changes.
    func host(_ items: [some BarItem]?) {
        for item in items ?? [] { item.host = self }
    }

    /// The appearance last drawn.
    private var drawnAppearance: BarAppearance?

    /// The look of a bar that has no appearance objects of its own: UIKit's default.
    private lazy var defaultAppearance = BarAppearance()

    /// The appearance to draw now (`Toolbar` and `TabBar` choose among theirs).
    var currentBarAppearance: BarAppearance { defaultAppearance }

    /// The choice of appearance may have changed (the content scrolled): redraw if it has.
    func updateAppearance() {
        if currentBarAppearance !== drawnAppearance { setNeedsDisplay() }
    }

    /// Draws the bar's background; a bar that draws its items draws them over it.
    open override func draw(context: GraphicsContext, rect: CGRect) {
        let appearance = currentBarAppearance
        drawnAppearance = appearance
        appearance.drawBackground(in: bounds, shadow: CGRect(x: 0, y: 0, width: bounds.width, height: 1 / contentScaleFactor),
                                  context: context, view: self)
    }
}
