import EaselGraphics
import Foundation

/// A bar that shows how far a task has come, like `UIProgressView`: a 4-point track
/// across the bounds, centered down them, filled from the leading end to `progress`.
/// The default style has round ends and a `systemFill` track; the bar style (for
/// toolbars) has square ends and a clear track.
@preconcurrency @MainActor
open class ProgressView: View {
    /// The looks of a progress view, like `UIProgressView.Style`.
    public enum Style: Int, Sendable {
        /// Round ends on a gray track.
        case `default`
        /// Square ends on a clear track, for a toolbar.
        case bar
    }

    /// The height of the track.
    static let trackHeight: CGFloat = 4
    /// How long an animated change of `progress` takes.
    static let animationDuration: TimeInterval = 0.25

    /// The style, like `UIProgressView.progressViewStyle`.
    open var progressViewStyle: Style { didSet { setNeedsDisplay() } }

    /// How far the task has come, 0…1, like `UIProgressView.progress`: values outside
    /// are clamped (and NaN is 0). Setting it does not animate. While `observedProgress`
    /// is set, it reads that task's fraction completed.
    open var progress: Float {
        get { observedFraction.map(Float.init) ?? storedProgress }
        set { setProgress(newValue, animated: false) }
    }
    private var storedProgress: Float = 0

    /// The task the bar follows, like `UIProgressView.observedProgress`: while set, the
    /// bar shows its `fractionCompleted`. Easel has no key-value observation: the
    /// fraction is read whenever the bar draws, so call `setNeedsDisplay()` after the
    /// task moves (or let the next redraw pick it up).
    open var observedProgress: Progress? { didSet { setNeedsDisplay() } }

    /// The observed task's fraction completed, 0…1 (NaN is 0), or `nil` without one.
    private var observedFraction: CGFloat? {
        observedProgress.map { let fraction = $0.fractionCompleted; return fraction.isNaN ? 0 : min(1, max(0, fraction)) }
    }

    /// The fill's color, like `UIProgressView.progressTintColor`; `nil` is `systemBlue`
    /// (the tint color).
    open var progressTintColor: Color? { didSet { setNeedsDisplay() } }
    /// The track's color, like `UIProgressView.trackTintColor`; `nil` is the style's.
    open var trackTintColor: Color? { didSet { setNeedsDisplay() } }

    private lazy var drawnProgress = DrawnAnimation(0) { [unowned self] in setNeedsDisplay() }

    /// A progress view of `style`, like `UIProgressView(progressViewStyle:)`, with the
    /// track's height.
    public init(progressViewStyle style: Style) {
        progressViewStyle = style
        super.init(frame: CGRect(x: 0, y: 0, width: 0, height: Self.trackHeight))
        configure()
    }

    public override init(frame: CGRect) {
        progressViewStyle = .default
        super.init(frame: frame)
        configure()
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    public required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    private func configure() {
        isOpaque = false
        contentMode = .redraw
    }

    /// Sets `progress`, moving the fill over 0.25 seconds when `animated` and in a
    /// window, like `UIProgressView.setProgress(_:animated:)`.
    open func setProgress(_ progress: Float, animated: Bool) {
        storedProgress = progress.isNaN ? 0 : min(1, max(0, progress))
        drawnProgress.move(to: CGFloat(storedProgress), duration: animated ? Self.animationDuration : 0,
                           on: window?.eventLoop)
    }

    /// No intrinsic width, the track's height, like UIProgressView.
    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: Self.trackHeight) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: bounds.width, height: Self.trackHeight) }

    open override func draw(context: GraphicsContext, rect: CGRect) {
        let track = CGRect(x: 0, y: (bounds.height - Self.trackHeight) / 2, width: bounds.width, height: Self.trackHeight)
        let radius = progressViewStyle == .default ? Self.trackHeight / 2 : 0
        context.setFillColor(trackTintColor ?? (progressViewStyle == .default ? .systemFill : .clear))
        context.addPath(BezierPath(roundedRect: track, cornerRadius: radius))
        context.fillPath()
        var fill = track
        fill.size.width = track.width * (observedFraction ?? drawnProgress.value)
        guard fill.width > 0 else { return }
        context.setFillColor(progressTintColor ?? .systemBlue)
        context.addPath(BezierPath(roundedRect: fill, cornerRadius: min(radius, fill.width / 2)))
        context.fillPath()
    }
}
