import Easel
import EaselGraphics
import Foundation
import Testing

/// Pinch, rotation and swipe recognizers: when they begin, what they report as the
/// fingers move (scale, rotation, velocity, location) and when they fail, driven by
/// scripted touches in virtual time.
@MainActor
@Suite struct MultiTouchGestureTests {
    /// Records a recognizer's state and value at every action it sends.
    @MainActor final class Readings {
        var states: [String] = []
        var values: [CGFloat] = []
        func pinch(_ recognizer: PinchGestureRecognizer) { record(recognizer, recognizer.scale) }
        func rotation(_ recognizer: RotationGestureRecognizer) { record(recognizer, recognizer.rotation) }
        func swipe(_ recognizer: SwipeGestureRecognizer) { record(recognizer, 0) }
        private func record(_ recognizer: GestureRecognizer, _ value: CGFloat) {
            states.append("\(recognizer.state)")
            values.append(value)
        }
    }

    private func window(with recognizer: GestureRecognizer) -> (Window, View) {
        let window = shownWindow(width: 300, height: 300)
        let view = TouchRecordingView(id: "v", frame: CGRect(x: 0, y: 0, width: 300, height: 300), handlesTouches: true)
        window.addSubview(view)
        view.addGestureRecognizer(recognizer)
        return (window, view)
    }

    @Test func aPinchBeginsAfterTenPointsAndReportsTheScaleFromTouchDown() {
        let pinch = PinchGestureRecognizer()
        let readings = Readings()
        pinch.addTarget(readings, action: Readings.pinch)
        let (window, _) = window(with: pinch)
        // 100 → 200 points apart over 30 frames: 3⅓ points a frame, 10 points at frame 3.
        window.schedulePinch(around: CGPoint(x: 150, y: 150), from: 100, to: 200, duration: 0.5)
        window.eventLoop.runUntilIdle()
        #expect(readings.states == ["began"] + Array(repeating: "changed", count: 27) + ["ended"])
        #expect(readings.values.first == 1.1)
        #expect(readings.values.suffix(2) == [2, 2])
        #expect(pinch.state == .possible && pinch.scale == 1, "reset once the fingers lifted")
    }

    @Test func thePinchVelocityIsTheScaleChangePerSecondOverTheLastTenthOfASecond() {
        let pinch = PinchGestureRecognizer()
        @MainActor final class Velocities { var last: CGFloat = 0; func read(_ r: PinchGestureRecognizer) { if r.state == .changed { last = r.velocity } } }
        let velocities = Velocities()
        pinch.addTarget(velocities, action: Velocities.read)
        let (window, _) = window(with: pinch)
        window.schedulePinch(around: CGPoint(x: 150, y: 150), from: 100, to: 200, duration: 0.5)
        window.eventLoop.runUntilIdle()
        // The scale grows by 1 over 0.5 s: 2 a second.
        #expect(abs(velocities.last - 2) < 1e-9)
    }

    @Test func settingTheScaleToOneMeasuresOnFromThere() {
        // The usual handler: apply the scale to the view, then set it back to 1.
        @MainActor final class Zoomer {
            let target: View
            init(_ target: View) { self.target = target }
            func pinched(_ recognizer: PinchGestureRecognizer) {
                target.transform = target.transform.scaledBy(x: recognizer.scale, y: recognizer.scale)
                recognizer.scale = 1
            }
        }
        let pinch = PinchGestureRecognizer()
        let (window, view) = window(with: pinch)
        let zoomer = Zoomer(view)
        pinch.addTarget(zoomer, action: Zoomer.pinched)
        window.schedulePinch(around: CGPoint(x: 150, y: 150), from: 150, to: 50, duration: 0.25)
        window.eventLoop.runUntilIdle()
        #expect(abs(view.transform.a - 1.0 / 3) < 1e-9 && abs(view.transform.d - 1.0 / 3) < 1e-9)
    }

    @Test func aRotationBeginsOnceTheFingersMovedTenPointsAroundTheirMiddleAndIsClockwisePositive() {
        let rotation = RotationGestureRecognizer()
        let readings = Readings()
        rotation.addTarget(readings, action: Readings.rotation)
        let (window, _) = window(with: rotation)
        // 100 points apart, a quarter turn clockwise over 30 frames: each finger moves
        // 50 × π/60 ≈ 2.6 points a frame, past 10 points at frame 4.
        window.schedulePinch(around: CGPoint(x: 150, y: 150), from: 100, to: 100, rotation: .pi / 2, duration: 0.5)
        window.eventLoop.runUntilIdle()
        #expect(readings.states == ["began"] + Array(repeating: "changed", count: 26) + ["ended"])
        #expect(abs(readings.values[0] - 4 * .pi / 60) < 1e-9)
        #expect(abs(readings.values.last! - .pi / 2) < 1e-9)
    }

    @Test func aRotationKeepsCountingPastAHalfTurn() {
        let rotation = RotationGestureRecognizer()
        let readings = Readings()
        rotation.addTarget(readings, action: Readings.rotation)
        let (window, _) = window(with: rotation)
        // From pointing left (where the angle wraps) a turn and a half anticlockwise.
        window.schedulePinch(around: CGPoint(x: 150, y: 150), from: 120, to: 120, startAngle: .pi, rotation: -3 * .pi, duration: 1)
        window.eventLoop.runUntilIdle()
        #expect(abs(readings.values.last! + 3 * .pi) < 1e-9)
        #expect(readings.states.last == "ended")
    }

    @Test func oneFingerNeverBeginsAPinch() {
        let pinch = PinchGestureRecognizer()
        pinch.name = "pinch"
        let (window, _) = window(with: pinch)
        let trace = touchTrace {
            window.scheduleDrag(along: [CGPoint(x: 50, y: 50), CGPoint(x: 250, y: 250)], duration: 0.2)
            window.eventLoop.runUntilIdle()
        }
        #expect(trace.filter { $0.hasPrefix("gesture") } == ["gesture v pinch failed"], "fails when its finger lifts")
    }

    @Test func aQuickSwipeRecognizesAsItMovesAndReportsWhereItBegan() {
        let swipe = SwipeGestureRecognizer()
        let readings = Readings()
        swipe.addTarget(readings, action: Readings.swipe)
        let (window, view) = window(with: swipe)
        @MainActor final class Sighting {
            var time: TimeInterval?
            var location: CGPoint?
            let view: View
            init(_ view: View) { self.view = view }
            func mark(_ recognizer: SwipeGestureRecognizer) {
                time = view.window?.eventLoop.now
                location = recognizer.location(in: view)
            }
        }
        let sighting = Sighting(view)
        swipe.addTarget(sighting, action: Sighting.mark)
        window.scheduleDrag(along: [CGPoint(x: 40, y: 100), CGPoint(x: 240, y: 100)], time: 0, duration: 0.2)
        window.eventLoop.runUntilIdle()
        #expect(readings.states == ["ended"])
        // 200 points in 12 frames: 50 points at the third frame, 0.05 s in.
        #expect(sighting.time.map { abs($0 - 0.05) < 1e-9 } == true)
        #expect(sighting.location == CGPoint(x: 40, y: 100))
    }

    @Test func swipesFailTheWrongWayTooSlowOrTooFarOffTheDirection() {
        func outcome(direction: SwipeGestureRecognizer.Direction, to end: CGPoint, duration: TimeInterval) -> [String] {
            let swipe = SwipeGestureRecognizer()
            swipe.direction = direction
            swipe.name = "swipe"
            let (window, _) = window(with: swipe)
            return touchTrace {
                window.scheduleDrag(along: [CGPoint(x: 150, y: 150), end], time: 0, duration: duration)
                window.eventLoop.runUntilIdle()
            }.filter { $0.hasPrefix("gesture") }
        }
        #expect(outcome(direction: .right, to: CGPoint(x: 50, y: 150), duration: 0.2) == ["gesture v swipe failed"], "the wrong way")
        #expect(outcome(direction: [.left, .up], to: CGPoint(x: 150, y: 50), duration: 0.2) == ["gesture v swipe ended"])
        #expect(outcome(direction: .right, to: CGPoint(x: 250, y: 250), duration: 0.2) == ["gesture v swipe failed"], "45° off")
        #expect(outcome(direction: .right, to: CGPoint(x: 250, y: 150), duration: 2) == ["gesture v swipe failed"], "too slow")
    }
}
