import Testing
import UIKit

/// ScrollObserver.swift is what `easel port` made of an iOS `NSObject` subclass that
/// observes a scroll view's offset: it compiles here and is told of each scroll.
@MainActor @Suite struct PortedScrollObserverTests {
    @Test func anObjectThatIsNotAViewObservesAScrollView() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 400)
        let observer = ScrollObserver(scrollView: scrollView)
        scrollView.contentOffset = CGPoint(x: 0, y: 30)
        scrollView.setContentOffset(CGPoint(x: 0, y: 80), animated: false)
        #expect(observer.offsets == [30, 80])
        observer.stop()
        scrollView.contentOffset = .zero
        #expect(observer.offsets == [30, 80])
    }
}
