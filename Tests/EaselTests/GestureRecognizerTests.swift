import Easel
import EaselGraphics
import Foundation
import Testing

/// UIKit's gesture recognizer state machine, arbitration and effect on the views'
/// touches, checked through the trace (touch deliveries and state changes) and the
/// actions sent.
@MainActor
@Suite struct GestureRecognizerTests {
    private func setUp() -> (Window, TouchRecordingView, GestureLog) {
        let window = shownWindow(width: 200, height: 200)
        let view = TouchRecordingView(id: "v", frame: CGRect(x: 0, y: 0, width: 200, height: 200), handlesTouches: true)
        window.addSubview(view)
        return (window, view, GestureLog())
    }

    private func attach<R: GestureRecognizer>(_ recognizer: R, _ name: String, to view: View, log: GestureLog) -> R {
        recognizer.name = name
        recognizer.addTarget(log, action: GestureLog.record)
        view.addGestureRecognizer(recognizer)
        return recognizer
    }

    @Test func aTapRecognizesOnLiftAndCancelsTheViewsTouch() {
        let (window, view, log) = setUp()
        let tap = attach(TapGestureRecognizer(), "tap", to: view, log: log)
        let trace = touchTrace {
            window.scheduleTap(at: CGPoint(x: 50, y: 50))
            window.eventLoop.runUntilIdle()
        }
        // delaysTouchesEnded holds the end back; recognizing cancels the touch instead.
        #expect(trace == ["touchesBegan v", "gesture v tap ended", "touchesCancelled v"])
        #expect(log.entries == ["tap ended"])
        #expect(tap.state == .possible, "reset once its touch lifted")
        #expect(tap.location(in: view) == CGPoint(x: 50, y: 50))
    }

    @Test func withoutCancellingTheViewGetsTheHeldBackEnd() {
        let (window, view, log) = setUp()
        let tap = attach(TapGestureRecognizer(), "tap", to: view, log: log)
        tap.cancelsTouchesInView = false
        let trace = touchTrace {
            window.scheduleTap(at: CGPoint(x: 50, y: 50))
            window.eventLoop.runUntilIdle()
        }
        #expect(trace == ["touchesBegan v", "gesture v tap ended", "touchesEnded v"])
    }

    @Test func aTapFailsWhenTheFingerMovesTooFar() {
        let (window, view, log) = setUp()
        _ = attach(TapGestureRecognizer(), "tap", to: view, log: log)
        let trace = touchTrace {
            window.scheduleDrag(along: [CGPoint(x: 10, y: 10), CGPoint(x: 70, y: 10)], duration: 2.0 / 60)
            window.eventLoop.runUntilIdle()
        }
        // 30 points is within the 45-point tolerance; 60 is not.
        #expect(trace == ["touchesBegan v", "touchesMoved v", "gesture v tap failed", "touchesMoved v", "touchesEnded v"])
        #expect(log.entries.isEmpty, "failing sends no action")
    }

    @Test func aSingleTapWaitsForTheDoubleTapToFail() {
        let (window, view, log) = setUp()
        let single = attach(TapGestureRecognizer(), "single", to: view, log: log)
        let double = attach(TapGestureRecognizer(), "double", to: view, log: log)
        double.numberOfTapsRequired = 2
        single.require(toFail: double)
        var times: [TimeInterval] = []
        @MainActor final class Clock { var times: [TimeInterval] = []; let loop: EventLoop; init(_ l: EventLoop) { loop = l }
            func record(_ r: TapGestureRecognizer) { times.append(loop.now) } }
        let clock = Clock(window.eventLoop)
        single.addTarget(clock, action: Clock.record)

        // One tap: the single tap recognizes 0.35 s after the lift, when the double tap gives up.
        window.scheduleTap(at: CGPoint(x: 50, y: 50), time: 0, duration: 0.1)
        window.eventLoop.runUntilIdle()
        #expect(log.entries == ["single ended"])
        #expect(clock.times.count == 1 && abs(clock.times[0] - 0.45) < 1e-9)
        times = clock.times

        // Two quick taps: only the double tap.
        log.entries.removeAll()
        window.scheduleTap(at: CGPoint(x: 50, y: 50), time: 1, duration: 0.05)
        window.scheduleTap(at: CGPoint(x: 52, y: 50), time: 1.2, duration: 0.05)
        window.eventLoop.runUntilIdle()
        #expect(log.entries == ["double ended"])
        #expect(clock.times == times)
        #expect(single.state == .possible && double.state == .possible)
    }

    @Test func aDoubleTapFailsWhenTheSecondTapComesTooLate() {
        let (window, view, log) = setUp()
        let double = attach(TapGestureRecognizer(), "double", to: view, log: log)
        double.numberOfTapsRequired = 2
        let trace = touchTrace {
            window.scheduleTap(at: CGPoint(x: 50, y: 50), time: 0, duration: 0.05)
            window.scheduleTap(at: CGPoint(x: 50, y: 50), time: 0.5, duration: 0.05)
            window.eventLoop.runUntilIdle()
        }
        // The first tap's end is held back until the double tap fails (at 0.05 + 0.35).
        // The late tap is the first of a new sequence, which fails in turn.
        #expect(trace == ["touchesBegan v", "gesture v double failed", "touchesEnded v",
                          "touchesBegan v", "gesture v double failed", "touchesEnded v"])
        #expect(log.entries.isEmpty)
    }

    @Test func twoFingerTapNeedsBothFingers() {
        let (window, view, log) = setUp()
        let tap = attach(TapGestureRecognizer(), "two", to: view, log: log)
        tap.numberOfTouchesRequired = 2
        view.isMultipleTouchEnabled = true
        window.scheduleTap(at: CGPoint(x: 50, y: 50), time: 0)
        window.scheduleTouches([TouchSample(finger: 1, phase: .began, location: CGPoint(x: 40, y: 40)),
                                TouchSample(finger: 2, phase: .began, location: CGPoint(x: 60, y: 60))], at: 1)
        window.scheduleTouches([TouchSample(finger: 1, phase: .ended, location: CGPoint(x: 40, y: 40)),
                                TouchSample(finger: 2, phase: .ended, location: CGPoint(x: 60, y: 60))], at: 1.1)
        window.eventLoop.runUntilIdle()
        #expect(log.entries == ["two ended"])
        #expect(tap.location(in: nil) == CGPoint(x: 50, y: 50), "the centroid of the two fingers")
    }

    @Test func aLongPressBeginsAfterItsDurationAndFollowsTheFinger() {
        let (window, view, log) = setUp()
        _ = attach(LongPressGestureRecognizer(), "press", to: view, log: log)
        var trace: [String] = []
        @MainActor final class Clock { var times: [TimeInterval] = []; let loop: EventLoop; init(_ l: EventLoop) { loop = l }
            func record(_ r: LongPressGestureRecognizer) { times.append(loop.now) } }
        let clock = Clock(window.eventLoop)
        (view.gestureRecognizers![0]).addTarget(clock, action: Clock.record)
        trace = touchTrace {
            window.scheduleTouches([TouchSample(phase: .began, location: CGPoint(x: 50, y: 50))], at: 0)
            window.scheduleTouches([TouchSample(phase: .moved, location: CGPoint(x: 55, y: 50))], at: 0.3)
            window.scheduleTouches([TouchSample(phase: .moved, location: CGPoint(x: 90, y: 50))], at: 0.8)
            window.scheduleTouches([TouchSample(phase: .ended, location: CGPoint(x: 90, y: 50))], at: 1)
            window.eventLoop.runUntilIdle()
        }
        #expect(trace == ["touchesBegan v", "touchesMoved v", "gesture v press began", "touchesCancelled v",
                          "gesture v press changed", "gesture v press ended"])
        #expect(log.entries == ["press began", "press changed", "press ended"])
        #expect(clock.times == [0.5, 0.8, 1])
    }

    @Test func aLongPressFailsWhenTheFingerMovesOrLiftsEarly() {
        let (window, view, log) = setUp()
        let press = attach(LongPressGestureRecognizer(), "press", to: view, log: log)
        press.allowableMovement = 10
        window.scheduleTouches([TouchSample(phase: .began, location: CGPoint(x: 50, y: 50))], at: 0)
        window.scheduleTouches([TouchSample(phase: .moved, location: CGPoint(x: 61, y: 50))], at: 0.2)
        window.scheduleTouches([TouchSample(phase: .ended, location: CGPoint(x: 61, y: 50))], at: 1)
        window.scheduleTap(at: CGPoint(x: 50, y: 50), time: 2, duration: 0.4)
        window.eventLoop.runUntilIdle()
        #expect(log.entries.isEmpty)
        #expect(view.log == ["began (50,50)", "moved (61,50)", "ended (61,50)", "began (50,50)", "ended (50,50)"])
    }

    @Test func aPanBeginsAfterTenPointsAndReportsTranslationAndVelocity() {
        let (window, view, log) = setUp()
        let pan = attach(PanGestureRecognizer(), "pan", to: view, log: log)
        @MainActor final class Probe {
            var samples: [String] = []
            func record(_ pan: PanGestureRecognizer) {
                let t = pan.translation(in: nil), v = pan.velocity(in: nil)
                samples.append("\(pan.state) t=(\(Int(t.x)),\(Int(t.y))) v=(\(Int(v.x.rounded())),\(Int(v.y.rounded())))")
            }
        }
        let probe = Probe()
        pan.addTarget(probe, action: Probe.record)
        let trace = touchTrace {
            // 6 points per sixtieth of a second: 360 points per second.
            window.scheduleDrag(along: [CGPoint(x: 20, y: 100), CGPoint(x: 50, y: 100)], duration: 5.0 / 60)
            window.eventLoop.runUntilIdle()
        }
        #expect(trace == ["touchesBegan v", "touchesMoved v", "gesture v pan began", "touchesCancelled v",
                          "gesture v pan changed", "gesture v pan changed", "gesture v pan changed", "gesture v pan ended"])
        #expect(probe.samples == ["began t=(12,0) v=(360,0)", "changed t=(18,0) v=(360,0)", "changed t=(24,0) v=(360,0)",
                                  "changed t=(30,0) v=(360,0)", "ended t=(30,0) v=(360,0)"])
        #expect(log.entries.count == 5)
    }

    @Test func anEdgePanBeginsOnlyFromItsEdges() {
        let (window, view, log) = setUp()
        let edge = attach(ScreenEdgePanGestureRecognizer(), "edge", to: view, log: log)
        edge.edges = .left
        // From 10 points in: within the edge region, so it pans.
        window.scheduleDrag(along: [CGPoint(x: 10, y: 100), CGPoint(x: 60, y: 100)], duration: 5.0 / 60)
        window.eventLoop.runUntilIdle()
        #expect(log.entries.first == "edge began" && log.entries.last == "edge ended")
        log.entries.removeAll()
        // From 30 points in, or along the right edge it does not watch: it fails.
        let trace = touchTrace {
            window.scheduleDrag(along: [CGPoint(x: 30, y: 100), CGPoint(x: 90, y: 100)], duration: 5.0 / 60)
            window.scheduleDrag(along: [CGPoint(x: 195, y: 100), CGPoint(x: 120, y: 100)], time: window.eventLoop.now + 1,
                                duration: 5.0 / 60)
            window.eventLoop.runUntilIdle()
        }
        #expect(log.entries.isEmpty)
        #expect(trace.filter { $0.hasPrefix("gesture") } == ["gesture v edge failed", "gesture v edge failed"])
        edge.edges = [.left, .right]
        window.scheduleDrag(along: [CGPoint(x: 195, y: 100), CGPoint(x: 120, y: 100)], duration: 5.0 / 60)
        window.eventLoop.runUntilIdle()
        #expect(log.entries.first == "edge began")
    }

    @Test func aPanTranslationInAScaledViewIsInItsCoordinates() {
        let (window, view, log) = setUp()
        let inner = plainView("inner", CGRect(x: 50, y: 50, width: 50, height: 50))
        inner.transform = Transform(scaleX: 2, y: 2)
        view.addSubview(inner)
        let pan = attach(PanGestureRecognizer(), "pan", to: inner, log: log)
        @MainActor final class Probe { var last = CGPoint.zero; func record(_ pan: PanGestureRecognizer) { last = pan.translation(in: pan.view) } }
        let probe = Probe()
        pan.addTarget(probe, action: Probe.record)
        window.scheduleDrag(along: [CGPoint(x: 60, y: 60), CGPoint(x: 100, y: 80)], duration: 4.0 / 60)
        window.eventLoop.runUntilIdle()
        #expect(probe.last == CGPoint(x: 20, y: 10))
    }

    @Test func delaysTouchesBeganKeepsTheViewOutUntilTheRecognizerFails() {
        let (window, view, log) = setUp()
        let pan = attach(PanGestureRecognizer(), "pan", to: view, log: log)
        pan.delaysTouchesBegan = true
        let panning = touchTrace {
            window.scheduleDrag(along: [CGPoint(x: 20, y: 20), CGPoint(x: 80, y: 20)], duration: 3.0 / 60)
            window.eventLoop.runUntilIdle()
        }
        #expect(panning == ["gesture v pan began", "gesture v pan changed", "gesture v pan changed", "gesture v pan ended"],
                "the view never hears of touches the pan took")
        let tapping = touchTrace {
            window.scheduleTap(at: CGPoint(x: 30, y: 30))
            window.eventLoop.runUntilIdle()
        }
        #expect(tapping == ["gesture v pan failed", "touchesBegan v", "touchesEnded v"])
    }

    @Test func shouldBeginFalseFailsTheRecognizer() {
        final class Refuser: NSObject, GestureRecognizerDelegate {
            func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { false }
        }
        let (window, view, log) = setUp()
        let pan = attach(PanGestureRecognizer(), "pan", to: view, log: log)
        let refuser = Refuser()
        pan.delegate = refuser
        let trace = touchTrace {
            window.scheduleDrag(along: [CGPoint(x: 20, y: 20), CGPoint(x: 80, y: 20)], duration: 2.0 / 60)
            window.eventLoop.runUntilIdle()
        }
        #expect(trace == ["touchesBegan v", "gesture v pan failed", "touchesMoved v", "touchesMoved v", "touchesEnded v"])
        #expect(log.entries.isEmpty)
    }

    @Test func aRecognizedGesturePreventsOthersUnlessSimultaneous() {
        final class Together: NSObject, GestureRecognizerDelegate {
            func gestureRecognizer(_ gestureRecognizer: GestureRecognizer,
                                   shouldRecognizeSimultaneouslyWith other: GestureRecognizer) -> Bool { true }
        }
        for simultaneous in [false, true] {
            let (window, view, log) = setUp()
            let press = attach(LongPressGestureRecognizer(), "press", to: view, log: log)
            let pan = attach(PanGestureRecognizer(), "pan", to: view, log: log)
            let together = Together()
            if simultaneous { pan.delegate = together }
            window.scheduleTouches([TouchSample(phase: .began, location: CGPoint(x: 50, y: 50))], at: 0)
            window.scheduleTouches([TouchSample(phase: .moved, location: CGPoint(x: 80, y: 50))], at: 0.6)
            window.scheduleTouches([TouchSample(phase: .ended, location: CGPoint(x: 80, y: 50))], at: 0.7)
            window.eventLoop.runUntilIdle()
            if simultaneous {
                // Both see the move; the press (added first) reports first.
                #expect(log.entries == ["press began", "press changed", "pan began", "press ended", "pan ended"])
            } else {
                // The press began at 0.5 and made the possible pan fail.
                #expect(log.entries == ["press began", "press changed", "press ended"])
                #expect(press.state == .possible && pan.state == .possible)
            }
        }
    }

    @Test func theDeepestViewsRecognizerWins() {
        let (window, view, log) = setUp()
        let child = plainView("child", CGRect(x: 0, y: 0, width: 100, height: 100))
        view.addSubview(child)
        _ = attach(PanGestureRecognizer(), "outer", to: view, log: log)
        _ = attach(PanGestureRecognizer(), "inner", to: child, log: log)
        let trace = touchTrace {
            window.scheduleDrag(along: [CGPoint(x: 20, y: 20), CGPoint(x: 50, y: 20)], duration: 1.0 / 60)
            window.eventLoop.runUntilIdle()
        }
        #expect(trace == ["touchesBegan child", "touchesBegan v", "gesture child inner began", "gesture v outer failed",
                          "touchesCancelled child", "touchesCancelled v", "gesture child inner ended"])
        #expect(log.entries == ["inner began", "inner ended"])
    }

    @Test func disablingARecognizerMidGestureCancelsIt() {
        let (window, view, log) = setUp()
        let pan = attach(PanGestureRecognizer(), "pan", to: view, log: log)
        window.scheduleDrag(along: [CGPoint(x: 20, y: 20), CGPoint(x: 100, y: 20)], duration: 4.0 / 60)
        window.eventLoop.scheduleTimer(at: 2.5 / 60) { pan.isEnabled = false }
        window.eventLoop.runUntilIdle()
        #expect(log.entries == ["pan began", "pan changed", "pan cancelled"])
        #expect(pan.state == .possible)
        pan.isEnabled = true
        window.scheduleDrag(along: [CGPoint(x: 20, y: 20), CGPoint(x: 40, y: 20)], duration: 1.0 / 60)
        window.eventLoop.runUntilIdle()
        #expect(log.entries.suffix(2) == ["pan began", "pan ended"])
    }

    @Test func invalidTransitionsAreIgnoredWithADiagnostic() {
        final class Confused: GestureRecognizer {
            override func touchesBegan(_ touches: Set<Touch>, with event: Event) { state = .changed }
        }
        let (window, view, log) = setUp()
        let confused = attach(Confused(), "confused", to: view, log: log)
        let events = Trace.capture {
            window.scheduleTap(at: CGPoint(x: 5, y: 5))
            window.eventLoop.runUntilIdle()
        }
        #expect(events.contains { $0.event == "diagnostic" && $0.message == "confused cannot go from possible to changed" })
        #expect(confused.state == .possible)
        #expect(log.entries.isEmpty)
    }
}
