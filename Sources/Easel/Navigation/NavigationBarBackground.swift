import EaselGraphics
import Foundation

/// The navigation bar's background, UIKit's `_UIBarBackground` for an opaque
/// appearance: `systemBackground` from the top of the screen to the bar's bottom,
/// then the bar's shadow line, one pixel of black at 30 % that darkens the content
/// under it (UIKit's `_UIBarBackgroundShadowView` colour).
final class NavigationBarBackground: View {
    /// The shadow line's colour.
    static let shadowColor = Color(red: 0, green: 0, blue: 0, alpha: 0.3)

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
        context.setFillColor(.systemBackground)
        context.fill(CGRect(x: 0, y: 0, width: bounds.width, height: fillHeight))
        context.setFillColor(Self.shadowColor)
        context.fill(CGRect(x: 0, y: fillHeight, width: bounds.width, height: bounds.height - fillHeight))
    }
}
