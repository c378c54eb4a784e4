import Testing
import UIKit

/// `UIViewController.automaticallyAdjustsScrollViewInsets`: false keeps a scroll view
/// that does not scroll from reaching under a navigation bar.
@MainActor
@Suite struct AutomaticallyAdjustsScrollViewInsetsTests {
    private final class ShortListController: UIViewController {
        override func loadView() {
            let scrollView = UIScrollView()
            scrollView.contentSize = CGSize(width: 390, height: 100)
            view = scrollView
        }
        var scrollView: UIScrollView { view as! UIScrollView }
    }

    @Test func aShortScrollViewUnderANavigationBarStaysUnadjustedWhenTheControllerSaysSo() {
        let adjusting = ShortListController()
        let adjustingWindow = showOnIPhone16e(UINavigationController(rootViewController: adjusting))
        #expect(adjusting.automaticallyAdjustsScrollViewInsets)
        #expect(adjusting.scrollView.adjustedContentInset == UIEdgeInsets(top: 91, left: 0, bottom: 34, right: 0))

        let fixed = ShortListController()
        fixed.automaticallyAdjustsScrollViewInsets = false
        let fixedWindow = showOnIPhone16e(UINavigationController(rootViewController: fixed))
        #expect(fixed.scrollView.adjustedContentInset == .zero)

        adjusting.automaticallyAdjustsScrollViewInsets = false
        commit(adjustingWindow)
        #expect(adjusting.scrollView.adjustedContentInset == .zero)
        _ = fixedWindow
    }
}
