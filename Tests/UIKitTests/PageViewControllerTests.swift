import Testing
import UIKit

/// A page that logs its containment and appearance calls, as an iOS engineer would
/// check a page view controller's.
final class LoggingPage: UIViewController {
    let name: String
    let color: UIColor
    private let log: (String) -> Void

    init(_ name: String, color: UIColor, log: @escaping (String) -> Void) {
        self.name = name
        self.color = color
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = color
    }

    override func willMove(toParent parent: UIViewController?) {
        super.willMove(toParent: parent)
        log("\(name) willMove(\(parent == nil ? "nil" : "parent"))")
    }

    override func didMove(toParent parent: UIViewController?) {
        super.didMove(toParent: parent)
        log("\(name) didMove(\(parent == nil ? "nil" : "parent"))")
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log("\(name) viewWillAppear")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log("\(name) viewDidAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log("\(name) viewWillDisappear")
    }

    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log("\(name) viewDidDisappear")
    }
}

/// An onboarding pager, as apps write them: three pages, a data source with the
/// presentation count and index (so UIKit shows the page dots), a delegate.
final class OnboardingPager: UIPageViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
    var log: [String] = []
    private(set) lazy var pages: [LoggingPage] = [
        LoggingPage("red", color: .red) { [weak self] in self?.log.append($0) },
        LoggingPage("green", color: .green) { [weak self] in self?.log.append($0) },
        LoggingPage("blue", color: .blue) { [weak self] in self?.log.append($0) },
    ]
    var showsDots = true

    init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        dataSource = self
        delegate = self
        setViewControllers([pages[0]], direction: .forward, animated: false)
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController? {
        log.append("before \((viewController as? LoggingPage)?.name ?? "?")")
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController? {
        log.append("after \((viewController as? LoggingPage)?.name ?? "?")")
        guard let index = pages.firstIndex(where: { $0 === viewController }), index < pages.count - 1 else { return nil }
        return pages[index + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { showsDots ? pages.count : 0 }

    func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        pages.firstIndex { $0 === viewControllers?.first } ?? 0
    }

    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController]) {
        log.append("willTransitionTo \(pendingViewControllers.compactMap { ($0 as? LoggingPage)?.name })")
    }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        log.append("didFinishAnimating \(finished) \(previousViewControllers.compactMap { ($0 as? LoggingPage)?.name }) "
                   + "completed \(completed)")
    }
}

@MainActor
@Suite struct PageViewControllerTests {
    /// An iPhone-sized window (390 × 844 at 1×, 34 points unsafe at the bottom) showing `pager`.
    private func show(_ pager: UIViewController) -> UIWindow {
        let window = UIWindow(size: CGSize(width: 390, height: 844), scale: 1)
        window.backgroundColor = .white
        window.safeAreaInsets = UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
        window.rootViewController = pager
        window.makeKeyAndVisible()
        window.eventLoop.runUntilIdle()
        return window
    }

    @Test func theShownPageFillsThePageViewControllerAndIsItsOnlyChild() throws {
        let pager = OnboardingPager()
        pager.showsDots = false
        let window = show(pager)
        let red = pager.pages[0]
        #expect(pager.transitionStyle == .scroll)
        #expect(pager.navigationOrientation == .horizontal)
        #expect(pager.spineLocation == .none)
        #expect(pager.viewControllers == [red])
        #expect(pager.children == [red])
        #expect(red.parent === pager)
        #expect(red.view.convert(red.view.bounds, to: pager.view) == pager.view.bounds)
        #expect(pager.log == ["red willMove(parent)", "red didMove(parent)", "red viewWillAppear", "red viewDidAppear"])
        let image = try frameImage(of: window)
        #expect(pixel(image, 195, 830) == rgb(255, 0, 0), "the page reaches the bottom: no page indicator")
    }

    @Test func setViewControllersSwapsThePagesInTheContainmentGuidesOrder() throws {
        let pager = OnboardingPager()
        let window = show(pager)
        pager.log = []
        var completions: [Bool] = []
        pager.setViewControllers([pager.pages[2]], direction: .forward, animated: false) { completions.append($0) }
        #expect(pager.log == ["blue willMove(parent)", "red willMove(nil)", "red viewWillDisappear", "blue viewWillAppear"])
        #expect(completions.isEmpty, "the change completes after the commit that shows it")
        commit(window)
        #expect(pager.log == ["blue willMove(parent)", "red willMove(nil)", "red viewWillDisappear", "blue viewWillAppear",
                              "red viewDidDisappear", "blue viewDidAppear", "red didMove(nil)", "blue didMove(parent)"])
        #expect(completions == [true])
        #expect(pager.viewControllers == [pager.pages[2]])
        #expect(pager.children == [pager.pages[2]])
        #expect(pager.pages[0].parent == nil)
        #expect(pager.pages[0].viewIfLoaded?.superview == nil)
        #expect(pixel(try frameImage(of: window), 195, 400) == rgb(0, 0, 255))
    }

    @Test func aDataSourceWithAPresentationCountAddsPageDotsUnderThePages() throws {
        let pager = OnboardingPager()
        let window = show(pager)
        pager.setViewControllers([pager.pages[1]], direction: .forward, animated: false)
        window.eventLoop.runUntilIdle()
        let green = pager.pages[1]
        // The dots take a 28-point strip above the 34-point bottom safe area; the page ends above it.
        #expect(green.view.convert(green.view.bounds, to: pager.view) == CGRect(x: 0, y: 0, width: 390, height: 782))
        let dots = try #require(pager.view.subviews.compactMap { $0 as? UIPageControl }.first)
        #expect(dots.frame == CGRect(x: 0, y: 782, width: 390, height: 28))
        #expect(dots.numberOfPages == 3)
        #expect(dots.currentPage == 1)
        let image = try frameImage(of: window)
        #expect(pixel(image, 195, 781) == rgb(0, 255, 0))
        #expect(pixel(image, 195, 796) == .black, "the current dot, in the label color")
        #expect(pixel(image, 179, 796) == rgb(197, 197, 199), "another dot, in the tertiary label color")
        #expect(pixel(image, 195, 786) == .white, "the strip shows what is behind the page view controller")
    }

    @Test func aSwipeShowsTheNextPageAndTellsTheDelegate() throws {
        let pager = OnboardingPager()
        let window = show(pager)
        pager.log = []
        let dots = try #require(pager.view.subviews.compactMap { $0 as? UIPageControl }.first)
        window.scheduleDrag(along: [CGPoint(x: 300, y: 400), CGPoint(x: 100, y: 400)], duration: 0.2)
        window.eventLoop.run(for: 2)
        #expect(pager.viewControllers == [pager.pages[1]])
        #expect(pager.children == [pager.pages[1]])
        #expect(pager.log == ["before red", "after red", "willTransitionTo [\"green\"]", "green willMove(parent)",
                              "red viewWillDisappear", "green viewWillAppear", "red viewDidDisappear",
                              "green viewDidAppear", "red willMove(nil)", "red didMove(nil)", "green didMove(parent)",
                              "didFinishAnimating true [\"red\"] completed true"])
        #expect(dots.currentPage == 1)
        let green = pager.pages[1]
        #expect(green.view.convert(green.view.bounds, to: pager.view) == CGRect(x: 0, y: 0, width: 390, height: 782))
        #expect(pixel(try frameImage(of: window), 20, 400) == rgb(0, 255, 0))
    }

    @Test func theFirstPageBouncesBackFromASwipeToThePreviousPage() throws {
        let pager = OnboardingPager()
        let window = show(pager)
        pager.log = []
        window.scheduleDrag(along: [CGPoint(x: 100, y: 400), CGPoint(x: 300, y: 400)], duration: 0.2)
        window.eventLoop.run(for: 2)
        #expect(pager.viewControllers == [pager.pages[0]])
        #expect(pager.log == ["before red", "after red"], "no page before the first: no transition begins")
        #expect(pixel(try frameImage(of: window), 20, 400) == rgb(255, 0, 0))
    }

    @Test func anAnimatedChangeSlidesTheNewPageInFromTheTrailingEdge() throws {
        let pager = OnboardingPager()
        let window = show(pager)
        var completions: [Bool] = []
        pager.setViewControllers([pager.pages[1]], direction: .forward, animated: true) { completions.append($0) }
        window.eventLoop.run(for: 0.1)
        let green = try #require(pager.pages[1].viewIfLoaded)
        let midway = green.convert(green.bounds, to: pager.view)
        #expect(midway.minX > 0 && midway.minX < 390, "sliding in from the right")
        let image = try frameImage(of: window)
        #expect(pixel(image, 389, 400) == rgb(0, 255, 0))
        #expect(pixel(image, 0, 400) == rgb(255, 0, 0))
        window.eventLoop.runUntilIdle()
        #expect(completions == [true])
        #expect(green.convert(green.bounds, to: pager.view) == CGRect(x: 0, y: 0, width: 390, height: 782))
        #expect(pager.pages[0].viewIfLoaded?.superview == nil)
    }

    @Test func theWrongNumberOfPagesIsRefusedAndAPageCurlBookIsMadeByDefault() {
        let pager = OnboardingPager()
        _ = show(pager)
        let (_, messages) = Diagnostics.collect {
            pager.setViewControllers([pager.pages[1], pager.pages[2]], direction: .forward, animated: false)
        }
        #expect(messages.count == 1)
        #expect(pager.viewControllers == [pager.pages[0]])
        let book = UIPageViewController()
        #expect(book.transitionStyle == .pageCurl)
        #expect(book.spineLocation == .min)
        let spread = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                          options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
        #expect(spread.spineLocation == .mid)
        let spaced = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .vertical,
                                          options: [.interPageSpacing: 10])
        #expect(spaced.spineLocation == .none)
        #expect(spaced.gestureRecognizers.isEmpty)
    }
}
