import EaselGraphics
import Foundation

/// A row of dots, one a page, the current one darker, like `UIPageControl`.
///
/// The dots are 8 points across, 16 points apart center to center, centered in the
/// bounds; `size(forNumberOfPages:)` adds 12 points of padding on each side and is 28
/// points tall. A tap on the leading half of the control goes back a page, on the
/// trailing half forward, and sends `valueChanged` then `primaryActionTriggered`.
@preconcurrency @MainActor
open class PageControl: Control {
    static let dotDiameter: CGFloat = 8
    static let dotPitch: CGFloat = 16
    static let padding: CGFloat = 12
    static let height: CGFloat = 28

    /// How many pages there are (dots shown), like `UIPageControl.numberOfPages`;
    /// negative values are 0.
    open var numberOfPages = 0 {
        didSet {
            numberOfPages = max(0, numberOfPages)
            currentPage = min(currentPage, max(0, numberOfPages - 1))
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The page whose dot is current, like `UIPageControl.currentPage`; clamped to the
    /// pages there are.
    open var currentPage = 0 {
        didSet {
            currentPage = min(max(0, currentPage), max(0, numberOfPages - 1))
            if oldValue != currentPage { setNeedsDisplay() }
        }
    }

    /// Whether a single page shows no dot, like `UIPageControl.hidesForSinglePage`.
    open var hidesForSinglePage = false { didSet { setNeedsDisplay() } }
    /// The other dots' color, like `UIPageControl.pageIndicatorTintColor`; `nil` is
    /// `tertiaryLabel`.
    open var pageIndicatorTintColor: Color? { didSet { setNeedsDisplay() } }
    /// The current dot's color, like `UIPageControl.currentPageIndicatorTintColor`;
    /// `nil` is `label`.
    open var currentPageIndicatorTintColor: Color? { didSet { setNeedsDisplay() } }

    override var primaryActionTrigger: Event { .valueChanged }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .redraw
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    public required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// The size that shows `pageCount` dots, like `UIPageControl.size(forNumberOfPages:)`.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = CGFloat(max(0, pageCount))
        return CGSize(width: count > 0 ? 2 * Self.padding + count * Self.dotPitch : 0, height: Self.height)
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }

    /// A tap moves one page toward the half of the control it lands in.
    open override func endTracking(_ touch: Touch?, with event: Easel.Event?) {
        super.endTracking(touch, with: event)
        guard isTouchInside, let touch, numberOfPages > 1 else { return }
        let page = currentPage + (touch.location(in: self).x < bounds.midX ? -1 : 1)
        guard page >= 0, page < numberOfPages else { return }
        currentPage = page
        send(.valueChanged, with: event)
    }

    open override func draw(context: GraphicsContext, rect: CGRect) {
        guard numberOfPages > 0, !(hidesForSinglePage && numberOfPages == 1) else { return }
        let rowWidth = CGFloat(numberOfPages) * Self.dotPitch
        let firstCenter = CGPoint(x: bounds.midX - rowWidth / 2 + Self.dotPitch / 2, y: bounds.midY)
        for page in 0..<numberOfPages {
            let center = CGPoint(x: firstCenter.x + CGFloat(page) * Self.dotPitch, y: firstCenter.y)
            context.setFillColor(page == currentPage ? currentPageIndicatorTintColor ?? .label
                                                     : pageIndicatorTintColor ?? .tertiaryLabel)
            context.fillEllipse(in: CGRect(x: center.x - Self.dotDiameter / 2, y: center.y - Self.dotDiameter / 2,
                                           width: Self.dotDiameter, height: Self.dotDiameter))
        }
    }
}
