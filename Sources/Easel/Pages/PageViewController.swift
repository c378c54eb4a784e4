import EaselGraphics
import Foundation

/// A container that shows one page (one child controller) at a time and moves between
/// pages, like `UIPageViewController`.
///
/// The shown pages are `viewControllers`, set with
/// `setViewControllers(_:direction:animated:completion:)`; a `dataSource` gives the
/// pages around them when the user swipes (`.scroll` style). The shown page's view
/// fills the page view controller's view. With the `.scroll` style the pages sit in a
/// paging scroll view (UIKit's queuing scroll view), `interPageSpacing` apart, and a
/// data source whose `presentationCount(for:)` is more than 0 adds a page indicator
/// (`PageControl`): it takes a strip at the bottom, above the bottom safe area, and the
/// pages end above it (Easel's choice, as UIKit's queuing scroll view does not reach
/// under its page control; the strip is the page control's 28 points).
///
/// A page change on screen, programmatic or swiped, in this order: the incoming page is
/// added (`addChild`, so `willMove(toParent:)`), the outgoing one told
/// `willMove(toParent: nil)`, `viewWillDisappear` (outgoing) and `viewWillAppear`
/// (incoming), the views change (sliding, when animated), and after the commit that
/// shows the end `viewDidDisappear`, `viewDidAppear`, the outgoing page's
/// `removeFromParent()` (`didMove(toParent: nil)`) and the incoming one's
/// `didMove(toParent:)`, the order of UIKit's containment guide. The delegate hears of
/// swipes only, as UIKit documents.
@preconcurrency @MainActor
open class PageViewController: ViewController {
    /// How pages change, like `UIPageViewController.transitionStyle`; fixed at init.
    public let transitionStyle: TransitionStyle
    /// The axis the pages follow, like `UIPageViewController.navigationOrientation`.
    public let navigationOrientation: NavigationOrientation
    /// Where the spine of a page-curl book is, like `UIPageViewController.spineLocation`:
    /// `.none` for the scroll style, `.min` by default for the page curl (or the
    /// `.spineLocation` option); `.mid` shows two pages side by side.
    public internal(set) var spineLocation: SpineLocation
    /// Whether a page-curl book shows content on the back of its pages, like
    /// `UIPageViewController.isDoubleSided` (false). Easel draws no curl, so no back.
    open var isDoubleSided = false
    /// The space between pages of the scroll style, from the `.interPageSpacing` option.
    let interPageSpacing: CGFloat

    /// Gives the pages around the shown one, like `UIPageViewController.dataSource`;
    /// with none, swiping is off, as in UIKit.
    open weak var dataSource: PageViewControllerDataSource? {
        didSet {
            queuingScrollView.isScrollEnabled = transitionStyle == .scroll && dataSource != nil
            if !shown.isEmpty { updatePageIndicator() }
        }
    }
    /// Told about swipes, like `UIPageViewController.delegate`.
    open weak var delegate: PageViewControllerDelegate?

    /// The shown pages.
    var shown: [ViewController] = []
    /// The pages a swipe may bring in, asked of the data source when it begins.
    var queued: (before: ViewController?, after: ViewController?) = (nil, nil)
    /// The page a swipe has begun to bring in (its appearance has begun).
    var pending: ViewController?
    /// The programmatic change in flight.
    var change: NavigationTransition?
    /// UIKit's `_UIQueuingScrollView`: a paging scroll view holding the pages.
    let queuingScrollView = ScrollView(frame: .zero)
    /// The page indicator, in the view while the data source gives a count.
    let pageControl = PageControl(frame: .zero)
    /// Whether the data source's count puts the page indicator in the view.
    var showsPageIndicator = false
    /// Keeps the swipe handler (the scroll view's delegate is weak).
    lazy var swipeHandler = PageSwipeHandler(pageViewController: self)

    /// A page view controller with the given style and axis, like
    /// `UIPageViewController(transitionStyle:navigationOrientation:options:)`. Options:
    /// `.spineLocation` (page curl) and `.interPageSpacing` (scroll).
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        transitionStyle = style
        self.navigationOrientation = navigationOrientation
        let spine = (options?[.spineLocation] as? SpineLocation)
            ?? (options?[.spineLocation] as? Int).flatMap(SpineLocation.init(rawValue:))
        spineLocation = style == .scroll ? .none : spine ?? .min
        let spacing = options?[.interPageSpacing]
        interPageSpacing = style == .scroll ? max(0, (spacing as? CGFloat) ?? (spacing as? Double).map { CGFloat($0) }
                                                      ?? (spacing as? Int).map { CGFloat($0) } ?? 0) : 0
        super.init(nibName: nil, bundle: nil)
        queuingScrollView.isScrollEnabled = false
    }

    /// A page-curl, horizontal page view controller, as UIKit's
    /// `UIPageViewController(nibName:bundle:)` (and `UIPageViewController()`) make.
    public convenience override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
    }

    /// Fails as `ViewController(coder:)` does: Easel decodes no archives.
    public required init?(coder: NSCoder) { reportArchiveNotDecoded(Self.self); return nil }

    /// The shown pages, like `UIPageViewController.viewControllers` (`nil` before any
    /// are set).
    open var viewControllers: [ViewController]? { shown.isEmpty ? nil : shown }

    /// The gesture recognizers of a page-curl book, like
    /// `UIPageViewController.gestureRecognizers`: empty for the scroll style, as UIKit
    /// documents, and empty here for the page curl too (Easel has no curl to drag).
    open var gestureRecognizers: [GestureRecognizer] { [] }

    /// Makes the view (UIKit's `_UIPageViewControllerContentView`): the queuing scroll
    /// view with the pages, the page indicator in front of it.
    open override func loadView() {
        let container = PageViewControllerContentView(frame: .zero)
        queuingScrollView.isPagingEnabled = true
        queuingScrollView.showsHorizontalScrollIndicator = false
        queuingScrollView.showsVerticalScrollIndicator = false
        queuingScrollView.contentInsetAdjustmentBehavior = .never
        queuingScrollView.delegate = swipeHandler
        container.addSubview(queuingScrollView)
        pageControl.isUserInteractionEnabled = false
        view = container
        for page in shown { placeShownPage(page) }
        updatePageIndicator()
    }

    /// The page view controller sends its pages' appearance callbacks itself.
    open override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

    override func appearanceForwardingTargets() -> [ViewController] {
        shown.filter { $0.loadedView?.superview === queuingScrollView }
    }

    /// Asks the delegate for the page-curl spine of the new orientation, then forwards
    /// the size change as every controller does.
    open override func viewWillTransition(to size: CGSize, with coordinator: ViewControllerTransitionCoordinator) {
        if transitionStyle == .pageCurl, let delegate {
            let orientation: InterfaceOrientation = size.width > size.height ? .landscapeRight : .portrait
            spineLocation = delegate.pageViewController(self, spineLocationFor: orientation)
        }
        super.viewWillTransition(to: size, with: coordinator)
    }

    /// Shows `viewControllers`, like
    /// `setViewControllers(_:direction:animated:completion:)`: one page (two for a
    /// page curl with its spine in the middle), which must not be in another container.
    /// Animated on screen, the scroll style slides the new page in from the side
    /// `direction` says (the trailing edge for `.forward`), along UIKit's transition
    /// spring; `completion` runs with `true` once the pages have changed (after the
    /// commit that shows them, or at once when the page view controller is not on
    /// screen). The data source's presentation count and index are asked again.
    open func setViewControllers(_ viewControllers: [ViewController]?, direction: NavigationDirection,
                                 animated: Bool, completion: ((Bool) -> Void)? = nil) {
        let incoming = viewControllers ?? []
        let expected = spineLocation == .mid ? 2 : 1
        guard incoming.count == expected else {
            return Trace.diagnostic("setViewControllers on \(traceName): the number of view controllers provided "
                                    + "(\(incoming.count)) doesn't match the number required (\(expected)) "
                                    + "for the requested transition")
        }
        if animated, transitionStyle == .pageCurl {
            Trace.diagnostic("setViewControllers on \(traceName): Easel draws no page curl; the pages change "
                             + "without it")
        }
        change?.finishNow()
        cancelSwipe()
        let slides = animated && transitionStyle == .scroll
        replaceShownPages(with: incoming, sliding: slides ? direction : nil) { completion?(true) }
        updatePageIndicator()
    }

    // MARK: Layout

    /// The part of the view the pages take: all of it, less the page indicator's strip.
    var pagesFrame: CGRect {
        guard let view = viewIfLoaded else { return .zero }
        guard showsPageIndicator else { return view.bounds }
        let strip = PageControl.height + view.safeAreaInsets.bottom
        return CGRect(x: 0, y: 0, width: view.bounds.width, height: max(0, view.bounds.height - strip))
    }

    /// How far apart pages sit in the scroll view: a page's length plus the spacing.
    var pagePitch: CGFloat {
        navigationOrientation == .horizontal ? pagesFrame.width + interPageSpacing : pagesFrame.height + interPageSpacing
    }

    /// The frame of slot `slot` in the queuing scroll view (0 before, 1 the shown page,
    /// 2 after); `part` is a page's half of a two-page spread.
    func slotFrame(_ slot: Int, part: Int = 0) -> CGRect {
        let size = pagesFrame.size
        let offset = CGFloat(slot) * pagePitch
        var frame = navigationOrientation == .horizontal
            ? CGRect(x: offset, y: 0, width: size.width, height: size.height)
            : CGRect(x: 0, y: offset, width: size.width, height: size.height)
        if spineLocation == .mid {
            frame.size.width /= 2
            frame.origin.x += CGFloat(part) * frame.width
        }
        return frame
    }

    /// The scroll offset that shows slot 1.
    var restingOffset: CGPoint {
        navigationOrientation == .horizontal ? CGPoint(x: pagePitch, y: 0) : CGPoint(x: 0, y: pagePitch)
    }

    /// Lays the view out: the scroll view over the pages' part (one spacing longer, so
    /// the spacing lies past the edge), three slots of content resting on the middle
    /// one, the shown pages in it, and the page indicator in its strip.
    func layoutContainerView() {
        guard let view = viewIfLoaded else { return }
        let pages = pagesFrame
        let horizontal = navigationOrientation == .horizontal
        queuingScrollView.frame = CGRect(x: 0, y: 0, width: pages.width + (horizontal ? interPageSpacing : 0),
                                         height: pages.height + (horizontal ? 0 : interPageSpacing))
        queuingScrollView.contentSize = horizontal ? CGSize(width: 3 * pagePitch, height: pages.height)
                                                   : CGSize(width: pages.width, height: 3 * pagePitch)
        if !queuingScrollView.isDragging, !queuingScrollView.isDecelerating, pending == nil {
            queuingScrollView.contentInset = queueInsets
            queuingScrollView.contentOffset = restingOffset
        }
        if change == nil {
            for (part, page) in shown.enumerated() where page.loadedView?.superview === queuingScrollView {
                page.loadedView?.frame = slotFrame(1, part: part)
            }
        }
        if let before = queued.before?.loadedView, before.superview === queuingScrollView { before.frame = slotFrame(0) }
        if let after = queued.after?.loadedView, after.superview === queuingScrollView { after.frame = slotFrame(2) }
        pageControl.frame = CGRect(x: 0, y: pages.maxY, width: view.bounds.width, height: PageControl.height)
    }

    /// Insets that keep the scroll range to the slots with a page: a missing page
    /// before or after takes its slot out of the range.
    var queueInsets: EdgeInsets {
        let before = queued.before == nil ? -pagePitch : 0
        let after = queued.after == nil ? -pagePitch : 0
        return navigationOrientation == .horizontal ? EdgeInsets(top: 0, left: before, bottom: 0, right: after)
                                                    : EdgeInsets(top: before, left: 0, bottom: after, right: 0)
    }

    /// Asks the data source for the indicator's count and index, and shows the page
    /// control when the count is more than 0 (scroll style only, as in UIKit).
    func updatePageIndicator() {
        guard let view = viewIfLoaded else { return }
        let count = transitionStyle == .scroll ? dataSource?.presentationCount(for: self) ?? 0 : 0
        let shows = count > 0
        if shows {
            pageControl.numberOfPages = count
            pageControl.currentPage = dataSource?.presentationIndex(for: self) ?? 0
        }
        guard shows != showsPageIndicator else { return }
        showsPageIndicator = shows
        if shows { view.addSubview(pageControl) } else { pageControl.removeFromSuperview() }
        view.setNeedsLayout()
    }
}

/// The page view controller's own view, UIKit's `_UIPageViewControllerContentView`.
final class PageViewControllerContentView: View {
    override func layoutSubviews() {
        (owningViewController as? PageViewController)?.layoutContainerView()
    }
}
