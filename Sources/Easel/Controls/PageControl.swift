import EaselGraphics
import Foundation

/// A row of dots, one a page, the current one darker, like `UIPageControl`.
///
/// The dots are 8 points across, 16 points apart center to center, centered in the
/// bounds; `size(forNumberOfPages:)` adds 12 points of padding on each side and is 28
/// points tall. A tap on the half of the control before the current page goes back a
/// page, on the other half forward, and sends `valueChanged` then
/// `primaryActionTriggered`.
///
/// `direction` lays the row out from either end or, vertically, from the top or bottom
/// (a vertical control is 28 points wide). An indicator image (`preferredIndicatorImage`,
/// `setIndicatorImage(_:forPage:)`, and the current page's) is drawn instead of a dot,
/// centered where the dot would be, as a template in the dot's colour.
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

    /// Whether a background platter is shown behind the indicators, like
    /// `UIPageControl.BackgroundStyle`.
    public enum BackgroundStyle: Int, Sendable {
        /// A background only while the control is interacted with (the default).
        case automatic
        /// A full background always.
        case prominent
        /// Never a background.
        case minimal
    }

    /// Which way the pages run, like `UIPageControl.Direction`.
    public enum Direction: Int, Sendable {
        /// Along the layout direction: left to right, or right to left in a
        /// right-to-left layout (the default).
        case natural
        /// From the left.
        case leftToRight
        /// From the right.
        case rightToLeft
        /// From the top, the control vertical.
        case topToBottom
        /// From the bottom, the control vertical.
        case bottomToTop
    }

    /// The background shown behind the indicators, like `UIPageControl.backgroundStyle`
    /// (`.automatic`): kept; Easel draws no background platter (UIKit's is a system
    /// material, which is blurred) and reports `.prominent`.
    open var backgroundStyle = BackgroundStyle.automatic {
        didSet {
            if backgroundStyle == .prominent {
                Diagnostics.report("UIPageControl.backgroundStyle .prominent: Easel draws no background platter")
            }
        }
    }

    /// Which way the pages run, like `UIPageControl.direction` (`.natural`).
    open var direction = Direction.natural {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// Whether a touch held and dragged along the control scrubs through pages, like
    /// `UIPageControl.allowsContinuousInteraction` (true): kept; Easel's control moves one
    /// page a tap.
    open var allowsContinuousInteraction = true

    /// The image every indicator shows instead of a dot, like
    /// `UIPageControl.preferredIndicatorImage`; `nil` (the default) is the dot.
    open var preferredIndicatorImage: Image? { didSet { setNeedsDisplay() } }

    /// The image the current page's indicator shows, like
    /// `UIPageControl.preferredCurrentPageIndicatorImage`; `nil` (the default) is the
    /// other indicators' image.
    open var preferredCurrentPageIndicatorImage: Image? { didSet { setNeedsDisplay() } }

    private var indicatorImages: [Int: Image] = [:]
    private var currentPageIndicatorImages: [Int: Image] = [:]

    override var primaryActionTrigger: Event { .valueChanged }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        contentMode = .redraw
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    public required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// Sets the image the indicator of `page` shows, like
    /// `UIPageControl.setIndicatorImage(_:forPage:)`; `nil` goes back to
    /// `preferredIndicatorImage`.
    open func setIndicatorImage(_ image: Image?, forPage page: Int) {
        indicatorImages[page] = image
        setNeedsDisplay()
    }

    /// The image the indicator of `page` shows, like `UIPageControl.indicatorImage(forPage:)`:
    /// the one set for the page, else `preferredIndicatorImage`.
    open func indicatorImage(forPage page: Int) -> Image? {
        indicatorImages[page] ?? preferredIndicatorImage
    }

    /// Sets the image the indicator of `page` shows while it is the current page, like
    /// `UIPageControl.setCurrentPageIndicatorImage(_:forPage:)`.
    open func setCurrentPageIndicatorImage(_ image: Image?, forPage page: Int) {
        currentPageIndicatorImages[page] = image
        setNeedsDisplay()
    }

    /// The image the indicator of `page` shows while current, like
    /// `UIPageControl.currentPageIndicatorImage(forPage:)`: the one set for the page,
    /// else `preferredCurrentPageIndicatorImage`, else its indicator image.
    open func currentPageIndicatorImage(forPage page: Int) -> Image? {
        currentPageIndicatorImages[page] ?? preferredCurrentPageIndicatorImage ?? indicatorImage(forPage: page)
    }

    private var isVertical: Bool { direction == .topToBottom || direction == .bottomToTop }

    /// Whether page 0 is at the right (or bottom) end.
    private var runsBackward: Bool {
        switch direction {
        case .natural: effectiveUserInterfaceLayoutDirection == .rightToLeft
        case .leftToRight, .topToBottom: false
        case .rightToLeft, .bottomToTop: true
        }
    }

    /// The size that shows `pageCount` dots, like `UIPageControl.size(forNumberOfPages:)`
    /// (transposed for a vertical `direction`).
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = CGFloat(max(0, pageCount))
        let size = CGSize(width: count > 0 ? 2 * Self.padding + count * Self.dotPitch : 0, height: Self.height)
        return isVertical ? CGSize(width: size.height, height: size.width) : size
    }

    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }

    /// A tap moves one page toward the half of the control it lands in.
    open override func endTracking(_ touch: Touch?, with event: Easel.Event?) {
        super.endTracking(touch, with: event)
        guard isTouchInside, let touch, numberOfPages > 1 else { return }
        let location = touch.location(in: self)
        let before = isVertical ? location.y < bounds.midY : location.x < bounds.midX
        let page = currentPage + (before != runsBackward ? -1 : 1)
        guard page >= 0, page < numberOfPages else { return }
        currentPage = page
        send(.valueChanged, with: event)
    }

    open override func draw(context: GraphicsContext, rect: CGRect) {
        guard numberOfPages > 0, !(hidesForSinglePage && numberOfPages == 1) else { return }
        let rowLength = CGFloat(numberOfPages) * Self.dotPitch
        for page in 0..<numberOfPages {
            let slot = CGFloat(runsBackward ? numberOfPages - 1 - page : page)
            let along = -rowLength / 2 + Self.dotPitch / 2 + slot * Self.dotPitch
            let center = isVertical ? CGPoint(x: bounds.midX, y: bounds.midY + along)
                                    : CGPoint(x: bounds.midX + along, y: bounds.midY)
            let isCurrent = page == currentPage
            let color = isCurrent ? currentPageIndicatorTintColor ?? .label : pageIndicatorTintColor ?? .tertiaryLabel
            if let image = isCurrent ? currentPageIndicatorImage(forPage: page) : indicatorImage(forPage: page) {
                let shown = image.withRenderingMode(.alwaysTemplate)
                    .rendered(scale: contentScaleFactor, tint: color, traits: traitCollection)
                context.draw(shown, in: CGRect(x: center.x - image.size.width / 2, y: center.y - image.size.height / 2,
                                               width: image.size.width, height: image.size.height))
                continue
            }
            context.setFillColor(color)
            context.fillEllipse(in: CGRect(x: center.x - Self.dotDiameter / 2, y: center.y - Self.dotDiameter / 2,
                                           width: Self.dotDiameter, height: Self.dotDiameter))
        }
    }
}
