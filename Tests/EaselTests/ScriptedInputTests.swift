import Easel
import Foundation
import Testing

/// Scripted touches in virtual time: what reaches a view, and when.
@MainActor
@Suite struct ScriptedInputTests {
    final class TimedView: View {
        var log: [String] = []
        override func touchesBegan(_ touches: Set<Touch>, with event: Event?) { record("began", touches, event) }
        override func touchesMoved(_ touches: Set<Touch>, with event: Event?) { record("moved", touches, event) }
        override func touchesEnded(_ touches: Set<Touch>, with event: Event?) { record("ended", touches, event) }

        private func record(_ phase: String, _ touches: Set<Touch>, _ event: Event?) {
            let touch = touches.first!
            let point = touch.location(in: self), previous = touch.previousLocation(in: self)
            log.append("\(phase) \(Int((touch.timestamp * 60).rounded()))/60 (\(Int(point.x)),\(Int(point.y))) "
                       + "from (\(Int(previous.x)),\(Int(previous.y))) event \(event?.timestamp == touch.timestamp)")
        }
    }

    @Test func aDragMovesAtEachRefreshAtConstantSpeedAlongThePath() {
        let window = shownWindow(width: 100, height: 100)
        let view = TimedView(frame: window.bounds)
        window.addSubview(view)
        let end = window.scheduleDrag(along: [CGPoint(x: 0, y: 0), CGPoint(x: 30, y: 0), CGPoint(x: 30, y: 30)],
                                      time: 1, duration: 4.0 / 60)
        #expect(end == 1 + 4.0 / 60)
        window.eventLoop.runUntilIdle()
        #expect(view.log == [
            "began 60/60 (0,0) from (0,0) event true",
            "moved 61/60 (15,0) from (0,0) event true",
            "moved 62/60 (30,0) from (15,0) event true",
            "moved 63/60 (30,15) from (30,0) event true",
            "moved 64/60 (30,30) from (30,15) event true",
            "ended 64/60 (30,30) from (30,30) event true",
        ])
    }

    @Test func tapsAndLongPressesLiftAfterTheirDuration() {
        let window = shownWindow(width: 100, height: 100)
        let view = TimedView(frame: window.bounds)
        window.addSubview(view)
        window.scheduleTap(at: CGPoint(x: 5, y: 6), time: 0.5)
        window.scheduleLongPress(at: CGPoint(x: 7, y: 8), time: 1, duration: 2)
        window.eventLoop.runUntilIdle()
        #expect(view.log == ["began 30/60 (5,6) from (5,6) event true", "ended 33/60 (5,6) from (5,6) event true",
                             "began 60/60 (7,8) from (7,8) event true", "ended 180/60 (7,8) from (7,8) event true"])
        #expect(window.eventLoop.now == 3)
    }

    @Test func inconsistentReportsAreIgnoredWithADiagnostic() {
        let window = shownWindow(width: 100, height: 100)
        let view = TimedView(frame: window.bounds)
        window.addSubview(view)
        let events = Trace.capture {
            window.sendTouches([TouchSample(finger: 3, phase: .moved, location: .zero)])
            window.sendTouches([TouchSample(finger: 4, phase: .began, location: .zero)])
            window.sendTouches([TouchSample(finger: 4, phase: .began, location: .zero)])
        }
        #expect(events.filter { $0.event == "diagnostic" }.compactMap(\.message) == [
            "finger 3 reported moved without touching down", "finger 4 touched down twice without lifting",
        ])
        #expect(view.log.count == 1)
    }
}
