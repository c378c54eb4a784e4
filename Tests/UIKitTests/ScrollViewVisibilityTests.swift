import Testing
import UIKit

/// `scrollRectToVisible(_:animated:)`, the indicator insets and `keyboardDismissMode`.
@MainActor
@Suite struct ScrollViewVisibilityTests {
    private func tallScrollView() -> UIScrollView {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 1000)
        return scrollView
    }

    @Test func scrollRectToVisibleScrollsAsLittleAsNeeded() {
        let scrollView = tallScrollView()
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 500, width: 10, height: 50), animated: false)
        #expect(scrollView.contentOffset.y == 450)
        // Already showing: nothing moves.
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 470, width: 10, height: 20), animated: false)
        #expect(scrollView.contentOffset.y == 450)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 200, width: 10, height: 20), animated: false)
        #expect(scrollView.contentOffset.y == 200)
        // Taller than the view: its top shows.
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 600, width: 10, height: 300), animated: false)
        #expect(scrollView.contentOffset.y == 600)
        // Past the content's end: the offset stays within the content.
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 990, width: 10, height: 50), animated: false)
        #expect(scrollView.contentOffset.y == 900)
        // The content inset counts as outside the visible area.
        scrollView.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
        #expect(scrollView.contentOffset.y == -20)
    }

    @Test func indicatorInsetsShortenTheirTracks() throws {
        let window = makeWindow(width: 100, height: 100)
        let scrollView = tallScrollView()
        window.addSubview(scrollView)
        scrollView.flashScrollIndicators()
        commit(window)
        let vertical = try #require(scrollView.subviews.first { $0.accessibilityIdentifier == "verticalScrollIndicator" })
        let plain = vertical.frame
        scrollView.verticalScrollIndicatorInsets = UIEdgeInsets(top: 10, left: 0, bottom: 10, right: 5)
        #expect(vertical.frame.minX == plain.minX - 5)
        #expect(vertical.frame.minY == plain.minY + 10)
        scrollView.scrollIndicatorInsets = .zero
        #expect(vertical.frame == plain)
        #expect(scrollView.horizontalScrollIndicatorInsets == .zero)
    }

    @Test func dragDismissesTheKeyboardOnlyWhenAsked() {
        for mode in [UIScrollView.KeyboardDismissMode.none, .onDrag] {
            let window = makeWindow(width: 100, height: 200)
            let field = UITextField(frame: CGRect(x: 0, y: 150, width: 100, height: 40))
            let scrollView = tallScrollView()
            scrollView.keyboardDismissMode = mode
            window.addSubview(scrollView)
            window.addSubview(field)
            commit(window)
            #expect(field.becomeFirstResponder())
            window.scheduleDrag(along: [CGPoint(x: 50, y: 90), CGPoint(x: 50, y: 10)], duration: 0.2)
            window.eventLoop.run(for: 1)
            #expect(scrollView.contentOffset.y > 0)
            #expect(field.isFirstResponder == (mode == .none), "\(mode)")
        }
    }
}
