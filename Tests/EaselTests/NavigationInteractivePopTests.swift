import Easel
import EaselGraphics
import Foundation
import Testing

/// The swipe back: the top view follows the finger along UIKit's parallax slide, then
/// springs to the end or back, finishing or cancelling by where the finger would come
/// to rest.
@MainActor
@Suite struct NavigationInteractivePopTests {
    private let red = Pixel(red: 255, green: 0, blue: 0)
    private let green = Pixel(red: 0, green: 255, blue: 0)
    private let blue = Pixel(red: 0, green: 0, blue: 255)

    /// A red root with a green stripe at x 20…30 under a blue second controller, pushed,
    /// in a 100 × 100 window with the bar shown (44 points at the top).
    private func twoDeep() -> (Window, NavigationController, ViewController, ViewController) {
        let first = ColorController("VC1", color: Color(red: 1, green: 0, blue: 0))
        let stripe = View(frame: CGRect(x: 20, y: 0, width: 10, height: 100))
        stripe.backgroundColor = Color(red: 0, green: 1, blue: 0)
        first.view.addSubview(stripe)
        let (window, navigation) = shownNavigation(root: first, width: 100, height: 100)
        let second = ColorController("VC2", color: Color(red: 0, green: 0, blue: 1))
        navigation.pushViewController(second, animated: false)
        window.eventLoop.runUntilIdle()
        return (window, navigation, first, second)
    }

    /// Sends one finger's report at `time` (from now) at x, y 80, and runs the loop to it.
    private func finger(_ phase: Touch.Phase, x: CGFloat, after time: TimeInterval, in window: Window) {
        window.scheduleTouches([TouchSample(phase: phase, location: CGPoint(x: x, y: 80))], at: window.eventLoop.now + time)
        window.eventLoop.run(for: time)
    }

    /// The spring of UIKit's transitions, `time` seconds in.
    private func spring(_ time: Double) -> Double {
        let phase = (1000.0 / 3).squareRoot() * time
        return 1 - (1 + phase) * exp(-phase)
    }

    @Test func theTopViewFollowsTheFingerAndTheRevealedViewSlidesBeneathIt() throws {
        let (window, navigation, first, second) = twoDeep()
        finger(.began, x: 5, after: 0.01, in: window)
        #expect(first.view.superview == nil, "nothing moves before the pan begins")
        finger(.moved, x: 30, after: 1.0 / 60, in: window)
        #expect(navigation.viewControllers.map(\.traceName) == ["VC1"], "the pop happened when the pan began")
        #expect(second.view.frame == CGRect(x: 25, y: 0, width: 100, height: 100))
        #expect(first.view.frame == CGRect(x: -22.5, y: 0, width: 100, height: 100), "30 points aside at the start")
        #expect(first.view.superview === second.view.superview)

        let image = try #require(window.lastFrame).image
        #expect(image[0, 80] == green && image[6, 80] == green, "the stripe, 22.5 points left of its place")
        #expect(image[8, 80] == red && image[24, 80] == red)
        #expect(image[25, 80] == blue && image[99, 80] == blue)

        finger(.moved, x: 55, after: 1.0 / 60, in: window)
        #expect(second.view.frame == CGRect(x: 50, y: 0, width: 100, height: 100))
        #expect(first.view.frame == CGRect(x: -15, y: 0, width: 100, height: 100))
        finger(.moved, x: 130, after: 1.0 / 60, in: window)
        #expect(second.view.frame.minX == 100 && first.view.frame.minX == 0, "past the edge the slide stops at its end")
    }

    @Test func releasedPastHalfTheWidthAtRestThePopFinishes() {
        let (window, navigation, first, second) = twoDeep()
        finger(.began, x: 5, after: 0.01, in: window)
        finger(.moved, x: 30, after: 1.0 / 60, in: window)
        finger(.moved, x: 60, after: 1.0 / 60, in: window)
        // The finger rests, then lifts: no velocity, 55 points of 100.
        finger(.ended, x: 60, after: 0.2, in: window)
        let lift = window.eventLoop.now
        window.eventLoop.run(for: 0.1)
        let elapsed = (window.lastFrame?.time ?? 0) - lift
        #expect(abs(Double(second.view.frame.minX) - (55 + 45 * spring(elapsed))) < 1e-9, "springing on to the end")
        window.eventLoop.run(for: 1)
        #expect(navigation.viewControllers.map(\.traceName) == ["VC1"])
        #expect(second.view.superview == nil && second.parent == nil)
        #expect(first.view.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(window.lastFrame?.image[50, 80] == red)
    }

    @Test func releasedShortOfHalfTheWidthAtRestThePopIsCancelled() {
        let (window, navigation, first, second) = twoDeep()
        finger(.began, x: 5, after: 0.01, in: window)
        finger(.moved, x: 45, after: 1.0 / 60, in: window)
        finger(.ended, x: 45, after: 0.2, in: window)
        let lift = window.eventLoop.now
        window.eventLoop.run(for: 0.1)
        let elapsed = (window.lastFrame?.time ?? 0) - lift
        #expect(abs(Double(second.view.frame.minX) - 40 * (1 - spring(elapsed))) < 1e-9, "springing back")
        #expect(abs(Double(first.view.frame.minX) - (-18 - 12 * spring(elapsed))) < 1e-9)
        window.eventLoop.run(for: 1)
        #expect(navigation.viewControllers.map(\.traceName) == ["VC1", "VC2"])
        #expect(navigation.topViewController === second && second.parent === navigation)
        #expect(second.view.frame == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(first.view.superview == nil)
        #expect(window.lastFrame?.image[50, 80] == blue)
        #expect(navigation.navigationBar.topItem === second.navigationItem)
        #expect(navigation.navigationBar.backItem === first.navigationItem)
    }

    @Test func aFlickFinishesThePopShortOfHalfTheWidth() {
        let (window, navigation, _, second) = twoDeep()
        finger(.began, x: 5, after: 0.01, in: window)
        // 12 points a refresh: 720 points per second, released 36 points in.
        for x in [17, 29, 41] as [CGFloat] { finger(.moved, x: x, after: 1.0 / 60, in: window) }
        finger(.ended, x: 41, after: 0, in: window)
        window.eventLoop.run(for: 1)
        #expect(navigation.viewControllers.map(\.traceName) == ["VC1"])
        #expect(second.view.superview == nil)
    }

    @Test func aFlickBackCancelsThePopPastHalfTheWidth() {
        let (window, navigation, _, second) = twoDeep()
        finger(.began, x: 5, after: 0.01, in: window)
        finger(.moved, x: 80, after: 1.0 / 60, in: window)
        finger(.moved, x: 80, after: 0.2, in: window)
        // Back 18 points in three refreshes, released 57 points in.
        for x in [74, 68, 62] as [CGFloat] { finger(.moved, x: x, after: 1.0 / 60, in: window) }
        finger(.ended, x: 62, after: 0, in: window)
        window.eventLoop.run(for: 1)
        #expect(navigation.viewControllers.map(\.traceName) == ["VC1", "VC2"])
        #expect(second.view.frame.minX == 0 && second.view.superview != nil)
    }

    @Test func rightToLeftTheSwipeStartsAtTheRightEdge() {
        let (window, navigation, first, second) = twoDeep()
        window.traitOverrides.layoutDirection = .rightToLeft
        window.eventLoop.runUntilIdle()
        finger(.began, x: 5, after: 0.01, in: window)
        finger(.moved, x: 30, after: 1.0 / 60, in: window)
        finger(.ended, x: 30, after: 0.2, in: window)
        #expect(navigation.viewControllers.count == 2, "the left edge does nothing right to left")
        finger(.began, x: 95, after: 0.01, in: window)
        finger(.moved, x: 70, after: 1.0 / 60, in: window)
        #expect(second.view.frame.minX == -25 && first.view.frame.minX == 22.5)
    }
}
