import EaselGraphics
import Foundation

/// A spinning indicator of work in progress, like `UIActivityIndicatorView`: eight
/// spokes around the center, one of them dark and the ones behind it fading, the dark
/// spoke moving one place clockwise every eighth of a second while it animates.
///
/// The animation runs on a display link of the window's event loop, in virtual time:
/// the same run gives the same frames. Medium is 20 × 20 points, large 37 × 37.
@preconcurrency @MainActor
open class ActivityIndicatorView: View {
    /// The sizes of the indicator, like `UIActivityIndicatorView.Style`.
    public enum Style: Int, Sendable {
        /// 20 × 20 points.
        case medium = 100
        /// 37 × 37 points.
        case large = 101
        /// 37 × 37 points in white, like the deprecated `.whiteLarge`.
        case whiteLarge = 0
        /// 20 × 20 points in white, like the deprecated `.white`.
        case white = 1
        /// 20 × 20 points in gray, like the deprecated `.gray`.
        case gray = 2

        /// The indicator's size in this style.
        var size: CGSize { self == .large || self == .whiteLarge ? CGSize(width: 37, height: 37) : CGSize(width: 20, height: 20) }

        /// The color a deprecated style sets; `nil` for the current styles, which keep
        /// the indicator's color.
        var impliedColor: Color? {
            switch self {
            case .white, .whiteLarge: .white
            case .gray: .systemGray
            case .medium, .large: nil
            }
        }
    }

    static let spokeCount = 8
    /// How long the dark spoke stays in one place: a turn takes a second.
    static let stepDuration: TimeInterval = 1.0 / 8

    /// The style, like `UIActivityIndicatorView.style`.
    open var style: Style {
        didSet {
            guard oldValue != style else { return }
            if let color = style.impliedColor { self.color = color }
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }
    /// The spokes' color, like `UIActivityIndicatorView.color` (`systemGray` by default).
    open var color = Color.systemGray { didSet { setNeedsDisplay() } }
    /// Whether the indicator hides when it stops, like
    /// `UIActivityIndicatorView.hidesWhenStopped` (`true` by default); setting it shows
    /// or hides a stopped indicator at once.
    open var hidesWhenStopped = true {
        didSet { isHidden = hidesWhenStopped && !isAnimating }
    }
    /// Whether the indicator spins, like `UIActivityIndicatorView.isAnimating`.
    public private(set) var isAnimating = false

    /// Which spoke is dark.
    private(set) var step = 0
    private var link: DisplayLink?
    private var startTime: TimeInterval = 0

    /// An indicator of `style`, stopped (so hidden), like
    /// `UIActivityIndicatorView(style:)`.
    public init(style: Style = .medium) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: style.size))
        if let color = style.impliedColor { self.color = color }
        configure()
    }

    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        configure()
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    public required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    private func configure() {
        isOpaque = false
        isUserInteractionEnabled = false
        contentMode = .redraw
        isHidden = hidesWhenStopped
        hugsItsIntrinsicSize()
    }

    /// Starts spinning (and shows the indicator), like
    /// `UIActivityIndicatorView.startAnimating()`.
    open func startAnimating() {
        guard !isAnimating else { return }
        isAnimating = true
        isHidden = false
        startLink()
    }

    /// Stops spinning (and hides the indicator when `hidesWhenStopped`), like
    /// `UIActivityIndicatorView.stopAnimating()`.
    open func stopAnimating() {
        guard isAnimating else { return }
        isAnimating = false
        link?.invalidate()
        link = nil
        if hidesWhenStopped { isHidden = true }
    }

    /// The indicator keeps spinning in its new window (from the first spoke).
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        link?.invalidate()
        link = nil
        if isAnimating { startLink() }
    }

    private func startLink() {
        guard let loop = window?.eventLoop else { return }
        startTime = loop.now
        step = 0
        let link = DisplayLink { [weak self] link in
            guard let self else { return link.invalidate() }
            let step = Int(((link.timestamp - startTime) / Self.stepDuration).rounded(.down)) % Self.spokeCount
            if step != self.step { self.step = step; setNeedsDisplay() }
        }
        self.link = link
        link.add(to: loop)
        setNeedsDisplay()
    }

    open override var intrinsicContentSize: CGSize { style.size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { style.size }

    /// Spokes from 45 % to 85 % of the radius, 10 % of the size wide with round ends; the
    /// dark one at full opacity, each one behind it 0.1 lighter.
    open override func draw(context: GraphicsContext, rect: CGRect) {
        let side = min(bounds.width, bounds.height)
        let radius = side / 2
        let center = CGPoint(x: bounds.midX, y: bounds.midY)
        context.setLineWidth(side * 0.1)
        context.setLineCap(.round)
        for offset in 0..<Self.spokeCount {
            let spoke = (step - offset + Self.spokeCount) % Self.spokeCount
            let angle = CGFloat(spoke) * 2 * .pi / CGFloat(Self.spokeCount) - .pi / 2
            let direction = CGPoint(x: cos(angle), y: sin(angle))
            context.setStrokeColor(color.withAlphaComponent(color.alpha * (1 - 0.1 * CGFloat(offset))))
            context.move(to: CGPoint(x: center.x + direction.x * radius * 0.45, y: center.y + direction.y * radius * 0.45))
            context.addLine(to: CGPoint(x: center.x + direction.x * radius * 0.85, y: center.y + direction.y * radius * 0.85))
            context.strokePath()
        }
    }
}
