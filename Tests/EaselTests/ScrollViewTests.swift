import Easel
import EaselGraphics
import Foundation
import Testing

/// A scroll view that lays out only the tiles its bounds show, as the seed article
/// describes: scrolling marks it for layout and `layoutSubviews` tiles.
final class TileScrollView: ScrollView {
    final class Tile: View {}
    static let tileHeight: CGFloat = 50
    var tiles: [Int: Tile] = [:]
    var layouts = 0

    override func layoutSubviews() {
        layouts += 1
        let count = Int(contentSize.height / Self.tileHeight)
        let first = max(0, Int((bounds.minY / Self.tileHeight).rounded(.down)))
        let last = min(count - 1, Int((bounds.maxY / Self.tileHeight).rounded(.up)) - 1)
        let visible = first <= last ? Set(first...last) : []
        for (index, tile) in tiles where !visible.contains(index) {
            tile.removeFromSuperview()
            tiles[index] = nil
        }
        for index in visible.sorted() where tiles[index] == nil {
            let tile = Tile(frame: CGRect(x: 0, y: CGFloat(index) * Self.tileHeight, width: bounds.width, height: Self.tileHeight))
            tile.backgroundColor = Color(red: CGFloat(index % 4) / 3, green: 0.5, blue: 1 - CGFloat(index % 4) / 3)
            tile.accessibilityIdentifier = "tile\(index)"
            addSubview(tile)
            tiles[index] = tile
        }
    }

    var tileIndices: [Int] { tiles.keys.sorted() }
}

/// A scroll view that counts its layouts.
final class CountingScrollView: ScrollView {
    var layouts = 0
    override func layoutSubviews() { layouts += 1 }
}

/// Records what a scroll view tells its delegate.
@MainActor
final class ScrollLog: NSObject, ScrollViewDelegate {
    var entries: [String] = []
    var retarget: CGPoint?
    var clock: EventLoop?
    var restedAt: TimeInterval?

    func scrollViewWillBeginDragging(_ scrollView: ScrollView) { entries.append("willBeginDragging") }
    func scrollViewWillEndDragging(_ scrollView: ScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        entries.append("willEndDragging v=(\(Int(velocity.x * 1000)),\(Int(velocity.y * 1000)))")
        if let retarget { targetContentOffset.pointee = retarget }
    }
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {
        entries.append("didEndDragging \(decelerate)")
    }
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) { entries.append("willBeginDecelerating") }
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {
        entries.append("didEndDecelerating")
        restedAt = clock?.now
    }
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) { entries.append("didEndScrollingAnimation") }
}

/// Offsets, layout on scroll, tiling, dragging, deceleration, bounce, paging.
@MainActor
@Suite struct ScrollViewTests {
    private func setUp(contentHeight: CGFloat = 5000) -> (Window, TileScrollView, ScrollLog) {
        let window = shownWindow(width: 100, height: 200)
        let scrollView = TileScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        scrollView.accessibilityIdentifier = "scroll"
        scrollView.contentSize = CGSize(width: 100, height: contentHeight)
        let log = ScrollLog()
        scrollView.delegate = log
        window.addSubview(scrollView)
        window.eventLoop.runOnce()
        return (window, scrollView, log)
    }

    /// x(τ) = x₀ + v₀·(r^(1000τ) − 1)/(1000 ln r).
    private func decelerated(_ x0: Double, _ v0: Double, after tau: Double, rate: Double = 0.998) -> Double {
        x0 + v0 * (pow(rate, 1000 * tau) - 1) / (1000 * log(rate))
    }

    /// The critically damped bounce: rest + e^(−10τ)(s₀ + (v₀ + 10 s₀)τ).
    private func sprung(rest: Double, _ s0: Double, _ v0: Double, after tau: Double) -> Double {
        rest + exp(-10 * tau) * (s0 + (v0 + 10 * s0) * tau)
    }

    @Test func contentOffsetIsTheBoundsOriginAndScrollingMarksLayoutOncePerTurn() {
        let window = shownWindow(width: 100, height: 200)
        let scrollView = CountingScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        scrollView.accessibilityIdentifier = "scroll"
        scrollView.contentSize = CGSize(width: 100, height: 1000)
        window.addSubview(scrollView)
        window.eventLoop.runOnce()
        let before = scrollView.layouts
        let trace = trace {
            scrollView.contentOffset = CGPoint(x: 0, y: 10)
            scrollView.contentOffset = CGPoint(x: 0, y: 20)
            #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 20))
            #expect(scrollView.layouts == before, "scrolling only marks")
            window.eventLoop.runOnce()
        }
        #expect(trace == ["layoutSubviews scroll"])
        #expect(scrollView.layouts == before + 1)
        scrollView.bounds.origin = CGPoint(x: 0, y: 30)
        #expect(scrollView.contentOffset == CGPoint(x: 0, y: 30))
    }

    @Test func onlyVisibleTilesExist() {
        let (window, scrollView, _) = setUp()
        #expect(scrollView.tileIndices == [0, 1, 2, 3])
        scrollView.contentOffset = CGPoint(x: 0, y: 1025)
        window.eventLoop.runOnce()
        #expect(scrollView.tileIndices == [20, 21, 22, 23, 24])
        #expect(scrollView.subviews.compactMap { $0 as? TileScrollView.Tile }.count == 5)
        // The frame shows tile 20's bottom half, then tiles 21… from y 25.
        let image = window.lastFrame!.image
        #expect(image[50, 0] == scrollView.tiles[20]!.backgroundColor!.pixel)
        #expect(image[50, 25] == scrollView.tiles[21]!.backgroundColor!.pixel)
        #expect(image[50, 199] == scrollView.tiles[24]!.backgroundColor!.pixel)
    }

    @Test func insetsWidenTheScrollableRange() {
        let (window, scrollView, log) = setUp(contentHeight: 300)
        scrollView.contentInset = EdgeInsets(top: 20, left: 0, bottom: 30, right: 0)
        #expect(scrollView.adjustedContentInset == EdgeInsets(top: 20, left: 0, bottom: 30, right: 0))
        // A long flick up ends at contentHeight + bottom inset − height = 130.
        window.scheduleDrag(along: [CGPoint(x: 50, y: 190), CGPoint(x: 50, y: 10)], duration: 6.0 / 60)
        window.eventLoop.runUntilIdle()
        #expect(scrollView.contentOffset.y == 130)
        window.scheduleDrag(along: [CGPoint(x: 50, y: 10), CGPoint(x: 50, y: 190)], duration: 6.0 / 60)
        window.eventLoop.runUntilIdle()
        #expect(scrollView.contentOffset.y == -20)
        #expect(log.entries.filter { $0 == "didEndDecelerating" }.count == 2)
    }

    @Test func trackingStartsAtTheTouchBeforeTheDragAndEndsAtTheLift() {
        let (window, scrollView, _) = setUp()
        #expect(!scrollView.isTracking)
        // Up 100 points in 20 frames: 5 points a frame, under the pan's 10 at first.
        window.scheduleDrag(along: [CGPoint(x: 50, y: 150), CGPoint(x: 50, y: 50)], duration: 20.0 / 60)
        window.eventLoop.run(for: 1.0 / 60)
        #expect(scrollView.isTracking && !scrollView.isDragging)
        window.eventLoop.run(for: 5.0 / 60)
        #expect(scrollView.isTracking && scrollView.isDragging)
        window.eventLoop.run(for: 15.0 / 60)
        #expect(!scrollView.isTracking && !scrollView.isDragging && scrollView.isDecelerating)
    }

    @Test func aFlickFollowsTheFingerThenDecelerates() throws {
        let (window, scrollView, log) = setUp()
        log.clock = window.eventLoop
        // Up 100 points in 10 frames: 600 points per second.
        window.scheduleDrag(along: [CGPoint(x: 50, y: 150), CGPoint(x: 50, y: 50)], duration: 10.0 / 60)
        window.eventLoop.run(for: 10.0 / 60)
        // The pan began after 10 points; the content follows 1:1 from there.
        #expect(scrollView.contentOffset.y == 90)
        #expect(log.entries == ["willBeginDragging", "willEndDragging v=(0,600)", "didEndDragging true", "willBeginDecelerating"])
        #expect(scrollView.isDecelerating && !scrollView.isDragging)
        let release = 10.0 / 60
        for frame in [12, 20, 40, 80, 150] {
            window.eventLoop.run(for: Double(frame) / 60 - window.eventLoop.now)
            let expected = decelerated(90, 600, after: Double(frame) / 60 - release)
            #expect(abs(scrollView.contentOffset.y - expected) < 1e-9, "frame \(frame)")
        }
        window.eventLoop.runUntilIdle()
        // Rest at the projection x₀ − v₀/(1000 ln r), reached once under half a pixel was left.
        #expect(abs(scrollView.contentOffset.y - (90 - 600 / (1000 * Foundation.log(0.998)))) < 1e-9)
        #expect(log.entries.last == "didEndDecelerating")
        #expect(!scrollView.isDecelerating)
        // It rests at the first frame after the distance left fell below half a pixel.
        let stop = Foundation.log(0.5 * 1000 * -Foundation.log(0.998) / 600) / (1000 * Foundation.log(0.998))
        let rested = try #require(log.restedAt)
        #expect(rested >= release + stop && rested < release + stop + 1.0 / 60)
    }

    @Test func pullingPastTheTopRubberBandsAndBouncesBack() {
        let (window, scrollView, log) = setUp()
        // Down 110 points slowly, then held still: after the 10-point hysteresis the
        // finger is 100 points past the edge.
        window.scheduleTouches([TouchSample(phase: .began, location: CGPoint(x: 50, y: 20))], at: 0)
        for step in 1...11 {
            window.scheduleTouches([TouchSample(phase: .moved, location: CGPoint(x: 50, y: 20 + CGFloat(step) * 10))],
                                   at: Double(step) / 60)
        }
        window.scheduleTouches([TouchSample(phase: .ended, location: CGPoint(x: 50, y: 130))], at: 1)
        window.eventLoop.run(for: 0.5)
        let band: CGFloat = (1 - 1 / (100 * 0.55 / 200 + 1)) * 200
        #expect(abs(scrollView.contentOffset.y + band) < 1e-9, "(1 − 1/(x·c/d + 1))·d past the edge")
        // The finger rested: no velocity, the spring pulls the content back to 0.
        window.eventLoop.run(for: 0.5)
        #expect(log.entries.suffix(3) == ["willEndDragging v=(0,0)", "didEndDragging true", "willBeginDecelerating"])
        for frame in [61, 70, 90] {
            window.eventLoop.run(for: Double(frame) / 60 - window.eventLoop.now)
            #expect(abs(scrollView.contentOffset.y - sprung(rest: 0, -band, 0, after: Double(frame) / 60 - 1)) < 1e-9)
        }
        window.eventLoop.runUntilIdle()
        #expect(scrollView.contentOffset.y == 0)
    }

    @Test func aFlickPastTheEndDeceleratesIntoTheEdgeAndBounces() {
        let (window, scrollView, log) = setUp(contentHeight: 400)
        scrollView.contentOffset = CGPoint(x: 0, y: 100)
        window.eventLoop.runOnce()
        window.scheduleDrag(along: [CGPoint(x: 50, y: 150), CGPoint(x: 50, y: 100)], duration: 5.0 / 60)
        window.eventLoop.run(for: 5.0 / 60)
        // 40 points (after hysteresis) at 600 points per second; the edge is at 200.
        #expect(scrollView.contentOffset.y == 140)
        let release = 5.0 / 60
        let k = 1000 * Foundation.log(0.998)
        let crossing = Foundation.log(1 + (200 - 140) * k / 600) / k
        let edgeVelocity = 600 * pow(0.998, 1000 * crossing)
        var overshoot = 0.0, settled = false
        for frame in 6...60 {
            window.eventLoop.run(for: Double(frame) / 60 - window.eventLoop.now)
            let tau = Double(frame) / 60 - release
            let expected = tau < crossing ? decelerated(140, 600, after: tau)
                : sprung(rest: 200, 0, edgeVelocity, after: tau - crossing)
            if settled || (tau > crossing && scrollView.contentOffset.y == 200) {
                // Once less than half a pixel from the edge, the bounce stops there.
                #expect(scrollView.contentOffset.y == 200 && abs(expected - 200) < 0.5, "frame \(frame)")
                settled = true
            } else {
                #expect(abs(scrollView.contentOffset.y - expected) < 1e-9, "frame \(frame)")
            }
            overshoot = max(overshoot, scrollView.contentOffset.y - 200)
        }
        #expect(settled)
        #expect(overshoot > 10, "it goes past the edge before coming back")
        window.eventLoop.runUntilIdle()
        #expect(scrollView.contentOffset.y == 200)
        #expect(log.entries.last == "didEndDecelerating")
    }

    @Test func withoutBouncingTheEdgeStopsTheContent() {
        let (window, scrollView, _) = setUp(contentHeight: 400)
        scrollView.bounces = false
        window.scheduleDrag(along: [CGPoint(x: 50, y: 20), CGPoint(x: 50, y: 120)], duration: 10.0 / 60)
        window.eventLoop.run(for: 10.0 / 60)
        #expect(scrollView.contentOffset.y == 0)
        window.scheduleDrag(along: [CGPoint(x: 50, y: 190), CGPoint(x: 50, y: 10)], duration: 6.0 / 60)
        var maximum: CGFloat = 0
        let probe = DisplayLink { _ in maximum = max(maximum, scrollView.contentOffset.y) }
        probe.add(to: window.eventLoop)
        window.eventLoop.run(for: 2)
        probe.invalidate()
        window.eventLoop.runUntilIdle()
        #expect(maximum == 200 && scrollView.contentOffset.y == 200)
    }

    @Test func pagingSnapsToTheNearestPageAtMostOneAway() {
        let window = shownWindow(width: 100, height: 100)
        let pager = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        pager.contentSize = CGSize(width: 500, height: 100)
        pager.isPagingEnabled = true
        window.addSubview(pager)
        window.eventLoop.runOnce()
        // A slow drag of 40 points comes back to page 0.
        window.scheduleTouches([TouchSample(phase: .began, location: CGPoint(x: 80, y: 50))], at: 0)
        for step in 1...5 {
            window.scheduleTouches([TouchSample(phase: .moved, location: CGPoint(x: 80 - CGFloat(step) * 10, y: 50))],
                                   at: Double(step) / 60)
        }
        window.scheduleTouches([TouchSample(phase: .ended, location: CGPoint(x: 30, y: 50))], at: 0.5)
        window.eventLoop.runUntilIdle()
        #expect(pager.contentOffset.x == 0)
        // A quick flick of 40 points goes to page 1, and a huge one no further than page 2.
        window.scheduleDrag(along: [CGPoint(x: 80, y: 50), CGPoint(x: 30, y: 50)], duration: 5.0 / 60)
        window.eventLoop.runUntilIdle()
        #expect(pager.contentOffset.x == 100)
        window.scheduleDrag(along: [CGPoint(x: 99, y: 50), CGPoint(x: 0, y: 50)], duration: 2.0 / 60)
        window.eventLoop.runUntilIdle()
        #expect(pager.contentOffset.x == 200)
    }

    @Test func setContentOffsetAnimatedEasesFrameByFrame() {
        let window = shownWindow(width: 100, height: 200)
        let scrollView = CountingScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        scrollView.contentSize = CGSize(width: 100, height: 1000)
        let log = ScrollLog()
        scrollView.delegate = log
        window.addSubview(scrollView)
        window.eventLoop.runOnce()
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        #expect(scrollView.contentOffset.y == 0, "animated: nothing moves until the next frame")
        window.eventLoop.runOnce()
        let before = scrollView.layouts
        for frame in 1...17 {
            window.eventLoop.run(for: Double(frame) / 60 - window.eventLoop.now)
            let expected = 300 * TimingFunction.easeInEaseOut.value(at: (Double(frame) / 60) / 0.3)
            #expect(abs(scrollView.contentOffset.y - expected) < 1e-9, "frame \(frame)")
        }
        #expect(scrollView.layouts == before + 17, "each frame scrolls and lays out")
        window.eventLoop.runUntilIdle()
        #expect(scrollView.contentOffset.y == 300)
        #expect(log.entries == ["didEndScrollingAnimation"])
        scrollView.setContentOffset(CGPoint(x: 0, y: 10), animated: false)
        #expect(scrollView.contentOffset.y == 10)
    }

    @Test func aWillEndDraggingTargetIsHonoured() {
        let (window, scrollView, log) = setUp()
        log.retarget = CGPoint(x: 0, y: 500)
        window.scheduleDrag(along: [CGPoint(x: 50, y: 150), CGPoint(x: 50, y: 50)], duration: 10.0 / 60)
        window.eventLoop.runUntilIdle()
        #expect(scrollView.contentOffset.y == 500)
    }

    @Test func indicatorsShowWhileScrollingAndFadeAfterwards() {
        let (window, scrollView, _) = setUp(contentHeight: 800)
        scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
        window.eventLoop.run(for: 0.2)
        let indicator = scrollView.subviews.first { $0.accessibilityIdentifier == "verticalScrollIndicator" }!
        let horizontal = scrollView.subviews.first { $0.accessibilityIdentifier == "horizontalScrollIndicator" }!
        #expect(scrollView.subviews.suffix(2).map(\.accessibilityIdentifier) == ["verticalScrollIndicator", "horizontalScrollIndicator"])
        #expect(indicator.alpha == 1 && horizontal.alpha == 0, "only the axis that scrolls")
        window.eventLoop.run(for: 0.1)
        // At rest the indicator fades: the model is transparent at once, the screen
        // still shows it until the fade starts 0.5 s later.
        #expect(indicator.alpha == 0 && indicator.layer.presentation()!.opacity == 1)
        // Track 194 points long from y 303; 200/800 of it is 48.5; at 300 of 600 it is halfway.
        #expect(indicator.frame == CGRect(x: 94, y: 303 + (194 - 48.5) / 2, width: 3, height: 48.5))
        window.eventLoop.runUntilIdle()
        #expect(indicator.alpha == 0)
        #expect(indicator.layer.presentation()!.opacity == 0)
        #expect(window.eventLoop.now > 1.0)
    }

    @Test func contentTouchesWaitUntilTheScrollViewKnowsItIsNotScrolling() {
        let window = shownWindow(width: 100, height: 200)
        let scrollView = ScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 200))
        scrollView.accessibilityIdentifier = "scroll"
        scrollView.contentSize = CGSize(width: 100, height: 1000)
        window.addSubview(scrollView)
        let content = TouchRecordingView(id: "content", frame: CGRect(x: 0, y: 0, width: 100, height: 1000), handlesTouches: true)
        scrollView.insertSubview(content, at: 0)
        let trace = touchTrace {
            // A quick tap: the content gets it when the finger lifts.
            window.scheduleTap(at: CGPoint(x: 50, y: 50), time: 0, duration: 0.1)
            window.eventLoop.runUntilIdle()
            // A drag: the content never hears of it.
            window.scheduleDrag(along: [CGPoint(x: 50, y: 150), CGPoint(x: 50, y: 100)], time: 1, duration: 5.0 / 60)
            window.eventLoop.runUntilIdle()
        }
        #expect(trace.filter { $0.hasPrefix("touches") } == ["touchesBegan content", "touchesEnded content"])
        #expect(content.log == ["began (50,50)", "ended (50,50)"])
        // Held still, the content gets the touch after 150 ms.
        content.log.removeAll()
        let hold = window.eventLoop.now + 1
        window.scheduleTouches([TouchSample(phase: .began, location: CGPoint(x: 50, y: 50))], at: hold)
        window.eventLoop.run(for: hold + 0.14 - window.eventLoop.now)
        #expect(content.log.isEmpty)
        window.eventLoop.run(for: 0.02)
        #expect(content.log.count == 1)
        scrollView.delaysContentTouches = false
        window.scheduleTouches([TouchSample(phase: .ended, location: CGPoint(x: 50, y: 50))], at: hold + 1)
        window.scheduleTouches([TouchSample(phase: .began, location: CGPoint(x: 50, y: 50))], at: hold + 2)
        window.eventLoop.run(for: hold + 2 - window.eventLoop.now)
        #expect(content.log.count == 3, "without the delay the touch arrives at once")
    }
}
