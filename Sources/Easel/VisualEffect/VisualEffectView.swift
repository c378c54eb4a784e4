import EaselGraphics
import Foundation

/// A view that shows a visual effect behind its content, like `UIVisualEffectView`:
/// subviews go in `contentView`, which fills it.
///
/// Easel does not blur what lies behind: the effect is drawn as its flat colour
/// (`BlurEffect.flatColor`, estimates of iOS's materials without the blur), so a
/// blurred panel renders as a tinted, partly see-through one. Changing `effect` takes
/// effect at once (UIKit animates it inside an animation block; here it is not
/// animated).
@preconcurrency @MainActor
open class VisualEffectView: View {
    /// The effect shown, like `UIVisualEffectView.effect`.
    open var effect: VisualEffect? {
        didSet { if effect !== oldValue { setNeedsDisplay() } }
    }

    /// The view to add subviews to, like `UIVisualEffectView.contentView`: it fills the
    /// effect view.
    public let contentView = View(frame: .zero)

    /// A view showing `effect`, like `UIVisualEffectView(effect:)`.
    public init(effect: VisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        isOpaque = false
        contentMode = .redraw
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }

    /// A view with no effect at `frame`, like `UIVisualEffectView(frame:)`.
    public convenience override init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    public required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// Fills the bounds with the effect's flat colour.
    open override func draw(context: GraphicsContext, rect: CGRect) {
        guard let color = effect?.flatColor else { return }
        context.setFillColor(color)
        context.fill(bounds)
    }
}
