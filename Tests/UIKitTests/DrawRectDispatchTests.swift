import Testing
import UIKit

/// A view drawn the iOS way: it fills the rectangle it is asked to draw and keeps it.
final class RectRecordingView: UIView {
    var drawnRects: [CGRect] = []

    override func draw(_ rect: CGRect) {
        drawnRects.append(rect)
        UIColor.red.setFill()
        UIRectFill(rect)
    }
}

/// The same view written against Easel's `draw(context:rect:)`.
final class ContextRecordingView: UIView {
    var drawnRects: [CGRect] = []

    override func draw(context: CGContext, rect: CGRect) {
        drawnRects.append(rect)
        context.setFillColor(UIColor.red.cgColor)
        context.fill(rect)
    }
}

/// A subclass that overrides no drawing method.
final class PlainView: UIView {}

/// A `draw(_:)` that calls super first, as much iOS code does, and draws only once it
/// has a color, as a view waiting for its data does.
final class ColorWaitingRectView: UIView {
    var color: UIColor?

    override func draw(_ rect: CGRect) {
        super.draw(rect)
        guard let color else { return }
        color.setFill()
        UIRectFill(rect)
    }
}

/// `draw(_:)` follows the display rules of `draw(context:rect:)`.
@MainActor
@Suite struct DrawRectDispatchTests {
    private func named<V: UIView>(_ view: V, _ name: String) -> V {
        view.accessibilityIdentifier = name
        return view
    }

    @Test func drawRectGetsTheSameRectsAsDrawContextRect() {
        let window = makeWindow()
        let ios = named(RectRecordingView(frame: CGRect(x: 0, y: 0, width: 40, height: 30)), "ios")
        let easel = named(ContextRecordingView(frame: CGRect(x: 50, y: 0, width: 40, height: 30)), "easel")
        window.addSubview(ios)
        window.addSubview(easel)
        let events = drawEvents {
            commit(window)
            for view in [ios, easel] as [UIView] {
                view.setNeedsDisplay(CGRect(x: 5, y: 6, width: 100, height: 2))
                view.setNeedsDisplay(CGRect(x: 1, y: 20, width: 3, height: 3))
            }
            commit(window)
        }
        let expected = [CGRect(x: 0, y: 0, width: 40, height: 30), CGRect(x: 1, y: 6, width: 39, height: 17)]
        #expect(ios.drawnRects == expected)
        #expect(easel.drawnRects == expected)
        #expect(events == ["draw ios [0,0,40,30]", "draw easel [0,0,40,30]",
                           "draw ios [1,6,39,17]", "draw easel [1,6,39,17]"])
    }

    @Test func manyMarksInOneTurnDrawOnce() {
        let window = makeWindow()
        let view = RectRecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        commit(window)
        for _ in 0..<20 { view.setNeedsDisplay() }
        commit(window)
        commit(window)
        #expect(view.drawnRects.count == 2)
    }

    @Test func hiddenOrZeroSizedViewsAreNeverDrawn() {
        let window = makeWindow()
        let hidden = RectRecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        hidden.isHidden = true
        let empty = RectRecordingView(frame: CGRect(x: 20, y: 0, width: 0, height: 10))
        window.addSubview(hidden)
        window.addSubview(empty)
        commit(window)
        #expect(hidden.drawnRects.isEmpty)
        #expect(empty.drawnRects.isEmpty)
        hidden.isHidden = false
        commit(window)
        #expect(hidden.drawnRects == [CGRect(x: 0, y: 0, width: 10, height: 10)])
    }

    @Test func aViewOutsideAWindowIsNotDrawnUntilItEntersOne() {
        let view = RectRecordingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        view.setNeedsDisplay()
        let window = makeWindow()
        commit(window)
        #expect(view.drawnRects.isEmpty)
        window.addSubview(view)
        commit(window)
        #expect(view.drawnRects == [view.bounds])
    }

    @Test func aClassThatOverridesNeitherMethodNeverDraws() throws {
        let window = makeWindow()
        let plain = named(PlainView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), "plain")
        plain.backgroundColor = .green
        window.addSubview(plain)
        let events = drawEvents { commit(window) }
        #expect(events.isEmpty)
        #expect(pixel(try frameImage(of: window), 5, 5) == rgb(0, 255, 0))
    }

    @Test func aDrawRectThatCallsSuperAndDrewNothingAtFirstDrawsOnceMarked() throws {
        let window = makeWindow()
        let view = named(ColorWaitingRectView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)), "waiting")
        window.addSubview(view)
        let first = drawEvents { commit(window) }
        #expect(first == ["draw waiting [0,0,10,10]"])
        #expect(pixel(try frameImage(of: window), 5, 5) == .white)
        view.color = .blue
        view.setNeedsDisplay()
        let second = drawEvents { commit(window) }
        #expect(second == ["draw waiting [0,0,10,10]"])
        #expect(pixel(try frameImage(of: window), 5, 5) == rgb(0, 0, 255))
    }

    @Test func whatDrawRectFillsReachesTheScreen() throws {
        let window = makeWindow()
        let view = RectRecordingView(frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        window.addSubview(view)
        commit(window)
        let image = try frameImage(of: window)
        #expect(pixel(image, 10, 10) == rgb(255, 0, 0))
        #expect(pixel(image, 29, 29) == rgb(255, 0, 0))
        #expect(pixel(image, 30, 30) == .white)
        #expect(pixel(image, 9, 9) == .white)
    }
}
