import Easel
import EaselGraphics
import Foundation
import Testing

/// The frames of an animated push and pop: both views on screen at the positions of
/// UIKit's slide (the incoming view from the right edge, the covered one moving left
/// by 30 % of the width) along UIKit's transition spring, refresh by refresh.
@MainActor
@Suite struct NavigationSlideTests {
    private let red = Pixel(red: 255, green: 0, blue: 0)
    private let green = Pixel(red: 0, green: 255, blue: 0)
    private let blue = Pixel(red: 0, green: 0, blue: 255)

    /// The fraction of the slide done `time` seconds in: the critically damped spring
    /// of mass 3 and stiffness 1000 (UIKit's animation curve 7).
    private func progress(_ time: Double) -> Double {
        let phase = (1000.0 / 3).squareRoot() * time
        return 1 - (1 + phase) * exp(-phase)
    }

    /// A red first controller with a green stripe at x 20…30, in a 100 × 60 window,
    /// the navigation bar hidden: these frames pin the views' slide (the bar's own
    /// frames are NavigationBarTests').
    private func striped() -> (Window, NavigationController) {
        let first = ColorController("VC1", color: Color(red: 1, green: 0, blue: 0))
        let stripe = View(frame: CGRect(x: 20, y: 0, width: 10, height: 60))
        stripe.backgroundColor = Color(red: 0, green: 1, blue: 0)
        first.view.addSubview(stripe)
        let (window, navigation) = shownNavigation(root: first)
        navigation.isNavigationBarHidden = true
        window.eventLoop.runOnce()
        return (window, navigation)
    }

    /// The colour of a pixel that a boundary at `edge` splits between `left` and
    /// `right` by coverage, as antialiasing paints it.
    private func mix(_ left: Pixel, _ right: Pixel, edge: Double, pixel: Int) -> Pixel {
        let rightCoverage = min(1, max(0, Double(pixel + 1) - edge))
        func channel(_ a: UInt8, _ b: UInt8) -> UInt8 {
            UInt8((Double(a) * (1 - rightCoverage) + Double(b) * rightCoverage).rounded())
        }
        return Pixel(red: channel(left.red, right.red), green: channel(left.green, right.green),
                     blue: channel(left.blue, right.blue))
    }

    @Test func aFrameInTheMiddleOfAPushShowsBothViewsWhereUIKitsSlidePutsThem() throws {
        let (window, navigation) = striped()
        navigation.pushViewController(ColorController("VC2", color: Color(red: 0, green: 0, blue: 1)),
                                      animated: true)
        window.eventLoop.runOnce()
        let start = window.eventLoop.now
        window.eventLoop.run(for: 0.1)
        let frame = try #require(window.lastFrame)
        let elapsed = frame.time - start
        #expect(abs(elapsed - 6.0 / 60) < 1e-9, "six refreshes in")
        let done = progress(elapsed)
        let incomingEdge = 100 * (1 - done)         // the pushed view's left edge
        let stripeLeft = 20 - 30 * done             // the covered view moved by 30 pt
        #expect(abs(incomingEdge - 45.52) < 0.01 && abs(stripeLeft - 3.66) < 0.01)

        let image = frame.image
        let stripeStart = Int(stripeLeft), incomingStart = Int(incomingEdge)
        // Antialiased edges: within 1 of the coverage mix.
        #expect(image[stripeStart, 30].distance(to: mix(red, green, edge: stripeLeft, pixel: stripeStart)) <= 1)
        #expect(image[stripeStart + 1, 30] == green)
        #expect(image[stripeStart + 9, 30] == green)
        #expect(image[stripeStart + 10, 30].distance(to: mix(green, red, edge: stripeLeft + 10,
                                                             pixel: stripeStart + 10)) <= 1)
        #expect(image[stripeStart + 11, 30] == red)
        #expect(image[incomingStart - 1, 30] == red)
        #expect(image[incomingStart, 30].distance(to: mix(red, blue, edge: incomingEdge, pixel: incomingStart)) <= 1)
        #expect(image[incomingStart + 1, 30] == blue)
        #expect(image[99, 59] == blue)
    }

    @Test func everyRefreshOfThePushMakesAFrameUntilTheSpringSettles() {
        let (window, navigation) = striped()
        let second = ColorController("VC2", color: Color(red: 0, green: 0, blue: 1))
        navigation.pushViewController(second, animated: true)
        window.eventLoop.runOnce()
        #expect(window.lastFrame?.image[99, 30] == red, "the first frame shows the pushed view still off screen")
        var edges: [Double] = []
        let frames = Trace.capture {
            for _ in 0..<40 {
                window.eventLoop.run(for: 1.0 / 60)
                edges.append(Double(second.view.frame.minX))
            }
        }.filter { $0.event == "frame" }.compactMap(\.time)
        // 31 refreshes: the spring settles within 0.001 at 0.5057 s.
        #expect(frames.count == 31)
        for (index, time) in frames.enumerated() {
            #expect(abs(time - Double(index + 1) / 60) < 1e-9)
        }
        for (index, edge) in edges.prefix(30).enumerated() {
            #expect(abs(edge - 100 * (1 - progress(Double(index + 1) / 60))) < 1e-9)
        }
        #expect(abs(100 * (1 - progress(0.35)) - 1.24) < 0.01, "98.8 % of the way at UIKit's 0.35 s")
        #expect(edges[30] == 0 && edges.last == 0)
    }

    @Test func aFrameInTheMiddleOfAPopShowsTheRevealedViewComingBackFromTheLeft() throws {
        let (window, navigation) = striped()
        navigation.pushViewController(ColorController("VC2", color: Color(red: 0, green: 0, blue: 1)),
                                      animated: false)
        window.eventLoop.runUntilIdle()
        navigation.popViewController(animated: true)
        window.eventLoop.runOnce()
        let start = window.eventLoop.now
        window.eventLoop.run(for: 0.1)
        let frame = try #require(window.lastFrame)
        let done = progress(frame.time - start)
        let poppedEdge = 100 * done                 // the popped view leaves to the right
        let stripeLeft = 20 - 30 * (1 - done)       // the revealed view returns from -30
        let image = frame.image
        #expect(image[Int(stripeLeft) + 1, 10] == green)
        #expect(image[Int(stripeLeft) + 11, 10] == red)
        #expect(image[Int(poppedEdge) - 1, 10] == red)
        #expect(image[Int(poppedEdge) + 1, 10] == blue)
    }
}
