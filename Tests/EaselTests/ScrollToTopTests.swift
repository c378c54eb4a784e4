import Easel
import Foundation
import Testing

/// A tap on the status bar scrolls the one scroll view that `scrollsToTop` to its top,
/// asking and then telling its delegate, as on iOS.
@MainActor
@Suite struct ScrollToTopTests {
    final class Listener: NSObject, ScrollViewDelegate {
        var calls: [String] = []
        var allows = true
        func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool {
            calls.append("shouldScrollToTop y:\(Int(scrollView.contentOffset.y))")
            return allows
        }
        func scrollViewDidScrollToTop(_ scrollView: ScrollView) {
            calls.append("didScrollToTop y:\(Int(scrollView.contentOffset.y))")
        }
        func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { calls.append("didEndScrollingAnimation") }
    }

    /// An iPhone SE window (20 points of status bar, the top of the safe area) showing `scrollViews`, each 2000
    /// points tall inside and scrolled 500 points down.
    private func shown(_ scrollViews: [ScrollView]) -> Window {
        let controller = ViewController()
        let window = Window(device: Device.all.first { $0.name == "iPhone SE (3rd generation)" }!)
        window.rootViewController = controller
        for scrollView in scrollViews {
            scrollView.contentSize = CGSize(width: 375, height: 2000)
            controller.view.addSubview(scrollView)
        }
        window.makeKeyAndVisible()
        window.eventLoop.runUntilIdle()
        for scrollView in scrollViews { scrollView.contentOffset.y = 500 }
        window.eventLoop.runUntilIdle()
        return window
    }

    @Test func aStatusBarTapScrollsTheScrollViewToTheTopOfItsInset() {
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let listener = Listener()
        scrollView.delegate = listener
        let window = shown([scrollView])
        #expect(scrollView.scrollsToTop)
        #expect(scrollView.adjustedContentInset.top == 20)
        window.tapStatusBar()
        window.eventLoop.runUntilIdle()
        #expect(listener.calls == ["shouldScrollToTop y:500", "didScrollToTop y:-20"])
        #expect(scrollView.contentOffset.y == -20)
    }

    @Test func theDelegateCanRefuse() {
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let listener = Listener()
        listener.allows = false
        scrollView.delegate = listener
        let window = shown([scrollView])
        window.tapStatusBar()
        window.eventLoop.runUntilIdle()
        #expect(listener.calls == ["shouldScrollToTop y:500"])
        #expect(scrollView.contentOffset.y == 500)
    }

    @Test func onlyTheOneScrollViewThatScrollsToTopScrolls() {
        let first = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 300))
        let second = ScrollView(frame: CGRect(x: 0, y: 300, width: 375, height: 300))
        let window = shown([first, second])
        let both = Trace.capture {
            window.tapStatusBar()
            window.eventLoop.runUntilIdle()
        }
        #expect(first.contentOffset.y == 500 && second.contentOffset.y == 500, "two candidates: neither scrolls")
        #expect(both.contains { $0.message?.contains("2 scroll views have scrollsToTop set") == true })

        first.scrollsToTop = false
        window.tapStatusBar()
        window.eventLoop.runUntilIdle()
        #expect(first.contentOffset.y == 500)
        #expect(second.contentOffset.y == -second.adjustedContentInset.top)
    }
}
