import Testing
import UIKit

/// Core Graphics' `equalTo(_:)` methods, Core Foundation's clock and retain count, as
/// iOS code calls them after `import UIKit`.
@MainActor
@Suite struct CoreGraphicsEqualityAndClockTests {
    @Test func rectanglesAreEqualWhenTheyCoverTheSameArea() {
        let rect = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(rect.equalTo(CGRect(x: 10, y: 20, width: 30, height: 40)))
        #expect(!rect.equalTo(rect.offsetBy(dx: 1, dy: 0)))
        #expect(CGRect(x: 40, y: 60, width: -30, height: -40).equalTo(rect), "compared standardized")
        #expect(CGRect.null.equalTo(.null) && !CGRect.null.equalTo(.zero) && !CGRect.zero.equalTo(.null))
    }

    @Test func pointsAndSizesCompareTheirValues() {
        #expect(CGPoint(x: 1, y: 2).equalTo(CGPoint(x: 1, y: 2)) && !CGPoint(x: 1, y: 2).equalTo(.zero))
        #expect(CGSize(width: 3, height: 4).equalTo(CGSize(width: 3, height: 4)) && !CGSize(width: 3, height: 4).equalTo(.zero))
    }

    @Test func absoluteTimeIsTheSystemClockSince2001() {
        let before = Date().timeIntervalSinceReferenceDate
        let now: CFAbsoluteTime = CFAbsoluteTimeGetCurrent()
        let after = Date().timeIntervalSinceReferenceDate
        #expect(before <= now && now <= after)
    }

    @Test func numbersBecomeFloats() {
        let width: NSNumber? = 120.5
        #expect(width.flatMap(CGFloat.init) == 120.5)
        #expect(CGFloat(truncating: NSNumber(value: 3)) == 3)
        #expect(CGFloat(exactly: NSNumber(value: 0.25)) == 0.25)
    }

    @Test func theRetainCountFollowsStrongReferences() {
        let view = UIView()
        let before = CFGetRetainCount(view)
        var holders = [view]
        #expect(CFGetRetainCount(view) == before + 1, "one more strong reference")
        holders.removeAll()
        #expect(CFGetRetainCount(view) == before && holders.isEmpty, "back once it is released")
        #expect(CFGetRetainCount(nil) == 0)
    }

    /// A feed's delegate that keeps its header from scrolling to the top, as apps do.
    final class FeedDelegate: NSObject, UIScrollViewDelegate {
        func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { false }
        func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    }

    @Test func scrollViewsScrollToTopByDefault() {
        let scrollView = UIScrollView()
        let delegate = FeedDelegate()
        scrollView.delegate = delegate
        #expect(scrollView.scrollsToTop)
        scrollView.scrollsToTop = false
        #expect(!scrollView.scrollsToTop)
    }
}
