import Testing
import UIKit

/// `UIScrollView.indicatorStyle` and the run loop's tracking mode.
@MainActor
@Suite struct ScrollViewIndicatorStyleTests {
    @Test func theStylesHaveUIKitsRawValues() {
        #expect(UIScrollView().indicatorStyle == .default)
        #expect(UIScrollView.IndicatorStyle.default.rawValue == 0)
        #expect(UIScrollView.IndicatorStyle.black.rawValue == 1)
        #expect(UIScrollView.IndicatorStyle.white.rawValue == 2)
    }

    /// On black content the default indicator does not show; a white one does, and
    /// changing the style recolours an indicator already on screen.
    @Test func aWhiteIndicatorShowsOnDarkContent() throws {
        let window = makeWindow(width: 100, height: 100)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 1000)
        scrollView.backgroundColor = .black
        window.addSubview(scrollView)
        scrollView.flashScrollIndicators()
        commit(window)
        // The vertical bar: 3 points wide, 3 from the trailing edge, from y = 3.
        #expect(pixel(try frameImage(of: window), 95, 20) == .black)
        scrollView.indicatorStyle = .white
        commit(window)
        #expect(pixel(try frameImage(of: window), 95, 20) == rgb(89, 89, 89))
        #expect(pixel(try frameImage(of: window), 90, 20) == .black)
    }

    @Test func theTrackingModeIsUIKits() {
        #expect(RunLoop.Mode.tracking.rawValue == "UITrackingRunLoopMode")
        #expect(RunLoop.Mode.tracking != .common)
    }
}
