import EaselGraphics
import Foundation

/// A view whose content is larger than itself and scrolls, like `UIScrollView`.
///
/// `contentOffset` is the origin of `bounds`: scrolling moves the bounds over the
/// content (the subviews), and marks the scroll view for layout, so `layoutSubviews`
/// can place only the tiles that are visible. The scroll view's own
/// `panGestureRecognizer` drags the content, with the rubber band past the edges;
/// when the finger lifts the content decelerates and bounces back (see
/// `ScrollMotion`), or snaps to a page with `isPagingEnabled`.
@preconcurrency @MainActor
open class ScrollView: View {
    /// How quickly the content slows down after a flick, like
    /// `UIScrollView.DecelerationRate`: the velocity kept per millisecond.
    public struct DecelerationRate: Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = min(0.9999, max(0.5, rawValue)) }
        /// 0.998 per millisecond, the default.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// 0.99 per millisecond.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// Hears about scrolling, like `UIScrollView.delegate`.
    open weak var delegate: ScrollViewDelegate?
    /// The control that refreshes the content when it is pulled down, like
    /// `UIScrollView.refreshControl`: it sits above the content, behind the other
    /// subviews.
    open var refreshControl: RefreshControl? {
        didSet {
            guard oldValue !== refreshControl else { return }
            oldValue?.removeFromSuperview()
            if let refreshControl { insertSubview(refreshControl, at: 0) }
            updateAdjustedContentInset()
            refreshControl?.scrollViewDidMove()
        }
    }
    /// The size of the scrollable content, like `UIScrollView.contentSize`.
    open var contentSize = CGSize.zero {
        didSet {
            guard oldValue != contentSize else { return }
            updateAdjustedContentInset()
            updateScrollIndicators()
            scrollGuidesDidMove()
            keyValueDidChange("contentSize", from: oldValue)
        }
    }
    /// Extra scrollable space around the content, like `UIScrollView.contentInset`;
    /// `adjustedContentInset` adds the safe area to it.
    open var contentInset = EdgeInsets.zero {
        didSet {
            guard oldValue != contentInset else { return }
            updateAdjustedContentInset()
            keyValueDidChange("contentInset", from: oldValue)
        }
    }
    /// Which edges of the safe area `adjustedContentInset` adds to `contentInset`, like
    /// `UIScrollView.contentInsetAdjustmentBehavior` (`.automatic`).
    open var contentInsetAdjustmentBehavior = ContentInsetAdjustmentBehavior.automatic {
        didSet { if oldValue != contentInsetAdjustmentBehavior { updateAdjustedContentInset() } }
    }
    /// The inset the content is laid out with, like `UIScrollView.adjustedContentInset`:
    /// `contentInset` plus the edges of the safe area that
    /// `contentInsetAdjustmentBehavior` adds, brought up to date when `contentInset` or
    /// the behavior changes and before each `layoutSubviews`.
    public internal(set) var adjustedContentInset = EdgeInsets.zero
    /// How far the vertical indicator's track is inset beyond `adjustedContentInset`,
    /// like `UIScrollView.verticalScrollIndicatorInsets`.
    open var verticalScrollIndicatorInsets = EdgeInsets.zero {
        didSet { if oldValue != verticalScrollIndicatorInsets { updateScrollIndicators() } }
    }
    /// How far the horizontal indicator's track is inset beyond `adjustedContentInset`,
    /// like `UIScrollView.horizontalScrollIndicatorInsets`.
    open var horizontalScrollIndicatorInsets = EdgeInsets.zero {
        didSet { if oldValue != horizontalScrollIndicatorInsets { updateScrollIndicators() } }
    }
    /// Both indicators' insets, like the older `UIScrollView.scrollIndicatorInsets`:
    /// reads the vertical one, sets both.
    open var scrollIndicatorInsets: EdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// Whether a drag dismisses the keyboard, like `UIScrollView.keyboardDismissMode`
    /// (`.none` by default).
    open var keyboardDismissMode = KeyboardDismissMode.none

    /// How dragging a scroll view dismisses the keyboard, like
    /// `UIScrollView.KeyboardDismissMode`.
    public enum KeyboardDismissMode: Int, Sendable {
        /// Dragging leaves the keyboard.
        case none
        /// The keyboard is dismissed when a drag begins.
        case onDrag
        /// On iOS the keyboard follows a drag into it; with no keyboard to touch here,
        /// it is dismissed when a drag begins, as `.onDrag`.
        case interactive
        /// As `.onDrag`, the input accessory included.
        case onDragWithAccessory
        /// As `.interactive`, the input accessory included.
        case interactiveWithAccessory
    }

    /// Whether the content scrolls with a drag, like `UIScrollView.isScrollEnabled`.
    open var isScrollEnabled = true {
        didSet { panGestureRecognizer.isEnabled = isScrollEnabled }
    }
    /// Whether the content goes past its edges and bounces back, like `bounces`.
    open var bounces = true
    /// Whether a vertical drag bounces even when the content is not taller than the
    /// view, like `alwaysBounceVertical`.
    open var alwaysBounceVertical = false
    /// The horizontal counterpart, like `alwaysBounceHorizontal`.
    open var alwaysBounceHorizontal = false
    /// Whether scrolling stops on multiples of the view's size, like `isPagingEnabled`.
    open var isPagingEnabled = false
    /// Whether a tap on the status bar (`Window.tapStatusBar()`) scrolls the content to
    /// its top, like `UIScrollView.scrollsToTop` (`true`); UIKit scrolls only when
    /// exactly one scroll view on screen has it set.
    open var scrollsToTop = true
    /// Whether the animated scroll in progress is a status-bar tap's scroll to the top.
    var isScrollingToTop = false
    /// How a flick slows down, like `UIScrollView.decelerationRate`.
    open var decelerationRate = DecelerationRate.normal
    /// Whether the vertical indicator shows while scrolling, like
    /// `showsVerticalScrollIndicator`.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows while scrolling, like
    /// `showsHorizontalScrollIndicator`.
    open var showsHorizontalScrollIndicator = true
    /// The indicators' colour, like `UIScrollView.indicatorStyle` (`.default`);
    /// changing it recolours indicators already shown.
    open var indicatorStyle = IndicatorStyle.default {
        didSet { recolorScrollIndicators() }
    }
    /// Whether touches reach the content only once it is clear (150 ms) that they do
    /// not start a scroll, like `UIScrollView.delaysContentTouches`.
    open var delaysContentTouches: Bool {
        get { contentTouchDelay.isEnabled }
        set { contentTouchDelay.isEnabled = newValue }
    }
    /// Whether a drag that starts on the content cancels the content's touches, like
    /// `UIScrollView.canCancelContentTouches`.
    open var canCancelContentTouches: Bool {
        get { panGestureRecognizer.cancelsTouchesInView }
        set { panGestureRecognizer.cancelsTouchesInView = newValue }
    }

    /// The recognizer that drags the content, like `UIScrollView.panGestureRecognizer`.
    public let panGestureRecognizer = PanGestureRecognizer()
    /// The recognizer that zooms the content, like `UIScrollView.pinchGestureRecognizer`:
    /// `nil` unless `maximumZoomScale` exceeds `minimumZoomScale`.
    public internal(set) var pinchGestureRecognizer: PinchGestureRecognizer?

    // MARK: Zooming (ScrollView+Zooming)
    /// The smallest `zoomScale`, like `UIScrollView.minimumZoomScale` (default 1).
    open var minimumZoomScale: CGFloat = 1 {
        didSet { updatePinchGestureRecognizer() }
    }
    /// The largest `zoomScale`, like `UIScrollView.maximumZoomScale` (default 1: no zooming).
    open var maximumZoomScale: CGFloat = 1 {
        didSet { updatePinchGestureRecognizer() }
    }
    /// Whether a pinch may overshoot the scale limits, like `UIScrollView.bouncesZoom`.
    open var bouncesZoom = true
    var currentZoomScale: CGFloat = 1
    /// The pinch in progress: the scale when it began and the zoomed view's point under
    /// the fingers then.
    var zoomGesture: (startScale: CGFloat, anchor: CGPoint)?
    /// Whether a finger touches the content, like `UIScrollView.isTracking`: from the
    /// touch down (before the drag begins, or without one) until the finger lifts.
    public var isTracking: Bool { isDragging || !panGestureRecognizer.activeTouches.isEmpty }
    /// Whether the finger is dragging the content, like `UIScrollView.isDragging`.
    public internal(set) var isDragging = false
    /// Whether the content moves on after the finger lifted, like `isDecelerating`.
    public internal(set) var isDecelerating = false

    // MARK: Scrolling state
    let contentTouchDelay = ContentTouchDelayRecognizer()
    /// The offset the finger would give with no translation (the offset when the
    /// drag began, plus the pan's translation then).
    var dragOrigin = CGPoint.zero
    /// The offset when the drag began (paging moves at most one page from it).
    var dragStartOffset = CGPoint.zero
    /// The motion in progress (deceleration, bounce, paging, animated scroll).
    var motion: (x: ScrollMotion, y: ScrollMotion, isAnimatedScroll: Bool)?
    var motionLink: DisplayLink?
    var indicators: (vertical: View, horizontal: View)?

    /// A scroll view with the given frame, clipping its content, like
    /// `UIScrollView(frame:)`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
        panGestureRecognizer.name = "scroll"
        panGestureRecognizer.addTarget(self, action: ScrollView.handlePan)
        addGestureRecognizer(panGestureRecognizer)
        addGestureRecognizer(contentTouchDelay)
    }

    /// Fails as `View(coder:)` does: Easel decodes no archives.
    public required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// A scroll view that goes mid-motion (dropped with its window) stops its display
    /// link, which the event loop would otherwise keep ticking. (Not an `isolated
    /// deinit`: Swift rejects the deinit it synthesizes for a subclass of a
    /// `@preconcurrency` class with one, so no class could subclass ScrollView. Views
    /// are released on the main actor.)
    deinit {
        MainActor.assumeIsolated { motionLink?.invalidate() }
    }

    /// Called when `adjustedContentInset` changed, like
    /// `UIScrollView.adjustedContentInsetDidChange()`.
    open func adjustedContentInsetDidChange() {
        updateScrollIndicators()
    }

    /// Where the content comes to rest when the finger lifts without paging, given where
    /// it would (`proposed`) and the velocity in points per millisecond: `proposed`; a
    /// collection view asks its layout.
    func restingContentOffset(proposed: CGPoint, velocity: CGPoint) -> CGPoint { proposed }

    /// Brings `adjustedContentInset` up to date with the safe area before the subviews
    /// are laid out, as UIKit does in its layout pass: call super first in an override.
    open override func layoutSubviews() {
        updateAdjustedContentInset()
        super.layoutSubviews()
    }

    /// The vertical indicator moves to the other side.
    override func effectiveLayoutDirectionDidChange() {
        super.effectiveLayoutDirectionDidChange()
        updateScrollIndicators()
    }

    /// The point of the content at the view's top-left corner, like
    /// `UIScrollView.contentOffset`: the origin of `bounds`. Setting it scrolls at once,
    /// marks the scroll view for layout and tells the delegate.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set { scroll(to: newValue) }
    }

    /// Scrolls to `offset`, at once or with a 0.3 s ease-in-ease-out animation driven
    /// frame by frame (each frame scrolls, lays out and tells the delegate), like
    /// `UIScrollView.setContentOffset(_:animated:)`.
    open func setContentOffset(_ offset: CGPoint, animated: Bool) {
        stopMotion()
        guard animated, let window, offset != contentOffset else { return scroll(to: offset) }
        let now = window.eventLoop.now
        start((ScrollMotion.eased(from: contentOffset.x, to: offset.x, duration: Self.animatedScrollDuration, at: now),
               ScrollMotion.eased(from: contentOffset.y, to: offset.y, duration: Self.animatedScrollDuration, at: now),
               true))
    }

    /// Scrolls as little as needed for `rect` (in the content's coordinates) to show
    /// within the adjusted content inset, like `UIScrollView.scrollRectToVisible(_:animated:)`:
    /// nothing moves when it already shows; a rectangle larger than the view shows its
    /// top-left part; the offset stays within the content.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        guard !rect.isNull, rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite else { return }
        let inset = adjustedContentInset, range = offsetRange
        func axis(_ offset: CGFloat, _ start: CGFloat, _ end: CGFloat, _ length: CGFloat, _ before: CGFloat,
                  _ after: CGFloat, _ limits: ClosedRange<CGFloat>) -> CGFloat {
            let visible = length - before - after
            var target = offset
            if end > offset + length - after { target = end - length + after }
            if start < target + before || end - start > visible { target = start - before }
            return min(limits.upperBound, max(limits.lowerBound, target))
        }
        let offset = contentOffset
        let target = CGPoint(x: axis(offset.x, rect.minX, rect.maxX, bounds.width, inset.left, inset.right, range.x),
                             y: axis(offset.y, rect.minY, rect.maxY, bounds.height, inset.top, inset.bottom, range.y))
        guard target != offset else { return }
        setContentOffset(target, animated: animated)
    }

    /// The duration of `setContentOffset(_:animated:)`.
    static let animatedScrollDuration: TimeInterval = 0.3

    /// The offsets the content rests within: from −inset to the content's far edge
    /// plus inset, less the view's size.
    var offsetRange: (x: ClosedRange<CGFloat>, y: ClosedRange<CGFloat>) {
        let inset = adjustedContentInset
        let minX = -inset.left, minY = -inset.top
        let maxX = max(minX, contentSize.width + inset.right - bounds.width)
        let maxY = max(minY, contentSize.height + inset.bottom - bounds.height)
        return (minX...maxX, minY...maxY)
    }

    /// Sets the offset: the bounds move, the scroll view is marked for layout (unless
    /// `marksLayout` is false: it is about to be laid out), the indicators follow and
    /// the delegate hears of it.
    func scroll(to offset: CGPoint, marksLayout: Bool = true) {
        guard offset != bounds.origin, offset.x.isFinite, offset.y.isFinite else { return }
        bounds.origin = offset
        if marksLayout { setNeedsLayout() }
        updateScrollIndicators()
        scrollGuidesDidMove()
        refreshControl?.scrollViewDidMove()
        delegate?.scrollViewDidScroll(self)
        noteScrollForNavigationBar()
    }

    // MARK: Overridable, as in UIKit: zooming and indicators (the mechanisms live in ScrollView+Zooming and +Indicators)

    /// The scale the content is shown at, like `UIScrollView.zoomScale` (1 until
    /// zoomed). Setting it zooms about the middle of the visible content, within the
    /// minimum and maximum; without a view for zooming, nothing changes.
    open var zoomScale: CGFloat {
        get { currentZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Zooms to `scale` about the middle of the visible content, like
    /// `UIScrollView.setZoomScale(_:animated:)`: animated over 0.3 s as a view
    /// animation of the zoomed view's transform and the content offset.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        let middle = CGPoint(x: bounds.width / 2, y: bounds.height / 2)
        zoom(to: scale, keeping: unzoomedPoint(at: middle), at: middle, animated: animated)
    }

    /// Zooms so that `rect` (in the zoomed view's own coordinates) fills the visible
    /// area as far as the scale limits allow, centred, like
    /// `UIScrollView.zoom(to:animated:)`.
    open func zoom(to rect: CGRect, animated: Bool) {
        guard rect.width > 0, rect.height > 0, rect.minX.isFinite, rect.minY.isFinite else { return }
        let scale = min(bounds.width / rect.width, bounds.height / rect.height)
        zoom(to: scale, keeping: CGPoint(x: rect.midX, y: rect.midY),
             at: CGPoint(x: bounds.width / 2, y: bounds.height / 2), animated: animated)
    }

    /// Shows the indicators briefly, like `UIScrollView.flashScrollIndicators()`.
    open func flashScrollIndicators() {
        showScrollIndicators()
        hideScrollIndicators()
    }
}
