import Easel
import Foundation
import Testing

/// A controller whose view is a scroll view with content of `contentSize`, counting
/// `adjustedContentInsetDidChange()` calls.
final class ScrollController: ViewController {
    let contentSize: CGSize
    var behavior = ScrollView.ContentInsetAdjustmentBehavior.automatic

    init(_ name: String, contentSize: CGSize) {
        self.contentSize = contentSize
        super.init(nibName: nil, bundle: nil)
        accessibilityIdentifier = name
    }

    required init?(coder: NSCoder) { return nil }

    var scrollView: InsetCountingScrollView { view as! InsetCountingScrollView }

    override func loadView() {
        let scrollView = InsetCountingScrollView(frame: .zero)
        scrollView.contentSize = contentSize
        scrollView.contentInsetAdjustmentBehavior = behavior
        scrollView.backgroundColor = Color(red: 1, green: 1, blue: 1)
        view = scrollView
    }
}

final class InsetCountingScrollView: ScrollView {
    var insetChanges: [EdgeInsets] = []
    override func adjustedContentInsetDidChange() {
        super.adjustedContentInsetDidChange()
        insetChanges.append(adjustedContentInset)
    }
}

/// `UIScrollView.contentInsetAdjustmentBehavior`: which edges of the safe area
/// `adjustedContentInset` adds to `contentInset`, and the offset that stays at the top.
@MainActor
@Suite struct ScrollViewInsetAdjustmentTests {
    static let tall = CGSize(width: 390, height: 2000)
    static let short = CGSize(width: 390, height: 100)

    @Test func aScrollViewUnderANavigationBarStartsBelowItEvenWhenItDoesNotScroll() {
        let content = ScrollController("list", contentSize: Self.short)
        let window = phoneWindow(root: NavigationController(rootViewController: content))
        #expect(content.scrollView.adjustedContentInset == EdgeInsets(top: 91, left: 0, bottom: 34, right: 0))
        #expect(content.scrollView.contentOffset == CGPoint(x: 0, y: -91))
        #expect(content.scrollView.insetChanges == [EdgeInsets(top: 91, left: 0, bottom: 34, right: 0)])
        _ = window
    }

    @Test func automaticAddsTheSafeAreaOnlyOnScrollingAxesOutsideABarController() {
        let short = ScrollController("short", contentSize: Self.short)
        _ = phoneWindow(root: short)
        #expect(short.scrollView.adjustedContentInset == .zero)
        #expect(short.scrollView.contentOffset == .zero)

        let tall = ScrollController("tall", contentSize: Self.tall)
        _ = phoneWindow(root: tall)
        #expect(tall.scrollView.adjustedContentInset == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        #expect(tall.scrollView.contentOffset == CGPoint(x: 0, y: -47))
    }

    @Test func eachBehaviorAddsItsEdges() {
        func adjusted(_ behavior: ScrollView.ContentInsetAdjustmentBehavior, contentSize: CGSize) -> EdgeInsets {
            let controller = ScrollController("scroll", contentSize: contentSize)
            controller.behavior = behavior
            let window = phoneWindow(root: controller)
            window.safeAreaInsets = EdgeInsets(top: 0, left: 47, bottom: 21, right: 47)
            window.eventLoop.runUntilIdle()
            return controller.scrollView.adjustedContentInset
        }
        let wide = CGSize(width: 2000, height: 100)
        #expect(adjusted(.never, contentSize: Self.tall) == .zero)
        #expect(adjusted(.always, contentSize: Self.short) == EdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
        #expect(adjusted(.scrollableAxes, contentSize: wide) == EdgeInsets(top: 0, left: 47, bottom: 0, right: 47))
        #expect(adjusted(.scrollableAxes, contentSize: Self.tall) == EdgeInsets(top: 0, left: 0, bottom: 21, right: 0))
        #expect(adjusted(.automatic, contentSize: Self.short) == .zero)
    }

    @Test func theContentInsetAddsToTheSafeAreaAndAScrolledOffsetStaysPut() {
        let content = ScrollController("list", contentSize: Self.tall)
        let window = phoneWindow(root: NavigationController(rootViewController: content))
        let scrollView = content.scrollView
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        scrollView.contentInset = EdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        #expect(scrollView.adjustedContentInset == EdgeInsets(top: 101, left: 0, bottom: 54, right: 0))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 300))

        scrollView.contentOffset = CGPoint(x: 0, y: -101)
        scrollView.contentInsetAdjustmentBehavior = .never
        #expect(scrollView.adjustedContentInset == EdgeInsets(top: 10, left: 0, bottom: 20, right: 0))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -10), "resting at the top, it stays at the top")
        #expect(scrollView.insetChanges.count == 3)
        _ = window
    }

    @Test func aSafeAreaChangeReachesAScrollViewInsideTheControllersView() {
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        scrollView.contentSize = Self.tall
        let controller = ViewController()
        controller.view.addSubview(scrollView)
        let window = phoneWindow(root: controller)
        #expect(scrollView.adjustedContentInset == EdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
        window.safeAreaInsets = EdgeInsets(top: 59, left: 0, bottom: 34, right: 0)
        window.eventLoop.runUntilIdle()
        #expect(scrollView.adjustedContentInset == EdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: -59))
    }
}
