import EaselGraphics
import Foundation

/// The navigation bar's background, UIKit's `_UIBarBackground`: the bar's current
/// appearance's background from the top of the screen to the bar's bottom, then its
/// shadow line, one pixel tall (by default black at 30 %, UIKit's
/// `_UIBarBackgroundShadowView` colour, over an opaque `systemBackground`).
final class NavigationBarBackground: View {
    /// The appearance drawn, the bar's `currentAppearance` (set by the bar).
    var shownAppearance: NavigationBarAppearance?

    /// The shadow line's height: one pixel.
    var hairlineHeight: CGFloat = 1 {
        didSet { if hairlineHeight != oldValue { setNeedsDisplay() } }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        contentMode = .redraw
        isUserInteractionEnabled = false
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    override func draw(context: GraphicsContext, rect: CGRect) {
        let fillHeight = max(0, bounds.height - hairlineHeight)
        shownAppearance?.drawBackground(in: CGRect(x: 0, y: 0, width: bounds.width, height: fillHeight),
                                   shadow: CGRect(x: 0, y: fillHeight, width: bounds.width, height: bounds.height - fillHeight),
                                   context: context, view: self, legacy: (superview as? NavigationBar)?.legacyImagesDrawn)
    }
}
