import Easel
import Foundation
import Testing

/// `Control`: tracking a finger, highlighting, and the events it sends, in UIKit's order.
@MainActor
@Suite struct ControlTests {
    /// A window of 400 × 400 with a 40 × 40 control at (100, 100) named "control".
    private func controlInWindow() -> (Window, Control) {
        let window = shownWindow(width: 400, height: 400)
        let control = Control(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        control.accessibilityIdentifier = "control"
        window.addSubview(control)
        return (window, control)
    }

    /// The control events sent while `body` runs, as the trace records them.
    private func controlEvents(_ body: () -> Void) -> [String] {
        Trace.capture(during: body).filter { $0.event == "controlEvent" }.compactMap(\.message)
    }

    @Test func aTapSendsTouchDownThenTouchUpInsideThenThePrimaryAction() {
        let (window, control) = controlInWindow()
        var log: [String] = []
        for event: Control.Event in [.touchDown, .touchUpInside, .primaryActionTriggered] {
            control.addAction(ControlAction { [unowned control] _ in log.append("\(event) highlighted:\(control.isHighlighted)") }, for: event)
        }
        let events = controlEvents {
            window.scheduleTap(at: CGPoint(x: 120, y: 120))
            window.eventLoop.runUntilIdle()
        }
        #expect(events == ["touchDown", "touchUpInside", "primaryActionTriggered"])
        #expect(log == ["touchDown highlighted:true", "touchUpInside highlighted:false",
                        "primaryActionTriggered highlighted:false"])
        #expect(!control.isTracking && !control.isTouchInside && control.state == .normal)
    }

    @Test func draggingPastTheSlopExitsAndUnhighlightsAndLiftingThereIsTouchUpOutside() {
        let (window, control) = controlInWindow()
        var highlights: [Bool] = []
        control.addAction(ControlAction { [unowned control] _ in highlights.append(control.isHighlighted) }, for: .allTouchEvents)
        // Moves at x = 52.5, 85, 117.5, 150 in the control; the tracking area ends at 40 + 70.
        let events = controlEvents {
            window.scheduleDrag(along: [CGPoint(x: 120, y: 120), CGPoint(x: 250, y: 120)], duration: 4.0 / 60)
            window.eventLoop.runUntilIdle()
        }
        #expect(events == ["touchDown", "touchDragInside", "touchDragInside", "touchDragOutside|touchDragExit",
                           "touchDragOutside", "touchUpOutside"])
        #expect(highlights == [true, true, true, false, false, false])
    }

    @Test func draggingBackInEntersAndLiftingWithinTheSlopIsATap() {
        let (window, _) = controlInWindow()
        // Out to x = 190 in the control, back to 100 (inside the slop, outside the bounds).
        let events = controlEvents {
            window.scheduleDrag(along: [CGPoint(x: 120, y: 120), CGPoint(x: 290, y: 120), CGPoint(x: 200, y: 120)],
                                duration: 2.0 / 60)
            window.eventLoop.runUntilIdle()
        }
        #expect(events == ["touchDown", "touchDragOutside|touchDragExit", "touchDragInside|touchDragEnter",
                           "touchUpInside", "primaryActionTriggered"])
    }

    @Test func aSecondQuickTapIsATouchDownRepeat() {
        let (window, _) = controlInWindow()
        let events = controlEvents {
            window.scheduleTap(at: CGPoint(x: 120, y: 120), time: 0)
            window.scheduleTap(at: CGPoint(x: 121, y: 120), time: 0.2)
            window.eventLoop.runUntilIdle()
        }
        #expect(events == ["touchDown", "touchUpInside", "primaryActionTriggered",
                           "touchDown|touchDownRepeat", "touchUpInside", "primaryActionTriggered"])
    }

    @Test func aDisabledControlSendsNothingAndKeepsTheTouchFromTheViewBehind() {
        let window = shownWindow(width: 400, height: 400)
        let behind = TouchRecordingView(id: "behind", frame: window.bounds, handlesTouches: true)
        window.addSubview(behind)
        let control = Control(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        behind.addSubview(control)
        control.isEnabled = false
        #expect(control.state == .disabled)
        let events = controlEvents {
            window.scheduleTap(at: CGPoint(x: 120, y: 120))
            window.eventLoop.runUntilIdle()
        }
        #expect(events.isEmpty)
        #expect(behind.log.isEmpty)
        #expect(!control.isHighlighted)
    }

    @Test func aGestureRecognizerTakingTheTouchCancelsTracking() {
        let (window, control) = controlInWindow()
        let pan = PanGestureRecognizer()
        window.addGestureRecognizer(pan)
        let events = controlEvents {
            window.scheduleDrag(along: [CGPoint(x: 120, y: 120), CGPoint(x: 120, y: 180)], duration: 4.0 / 60)
            window.eventLoop.runUntilIdle()
        }
        #expect(events == ["touchDown", "touchCancel"])
        #expect(!control.isHighlighted && !control.isTracking)
    }

    @Test func refusingToTrackHighlightsButSendsNoEvents() {
        final class Refusing: Control {
            var calls: [String] = []
            override func beginTracking(_ touch: Touch, with event: Easel.Event?) -> Bool {
                calls.append("begin highlighted:\(isHighlighted)")
                return false
            }
            override func endTracking(_ touch: Touch?, with event: Easel.Event?) { calls.append("end") }
        }
        let window = shownWindow(width: 400, height: 400)
        let control = Refusing(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        window.addSubview(control)
        var highlightedWhileDown = false
        window.scheduleTouches([TouchSample(finger: 0, phase: .began, location: CGPoint(x: 110, y: 110))], at: 0)
        window.eventLoop.scheduleTimer(at: 0.01) { highlightedWhileDown = control.isHighlighted }
        window.scheduleTouches([TouchSample(finger: 0, phase: .ended, location: CGPoint(x: 110, y: 110))], at: 0.02)
        let events = controlEvents { window.eventLoop.runUntilIdle() }
        #expect(events.isEmpty)
        #expect(control.calls == ["begin highlighted:false"])
        #expect(highlightedWhileDown && !control.isHighlighted)
    }

    @Test func trackingCallbacksFollowTheFinger() {
        final class Tracking: Control {
            var calls: [String] = []
            override func beginTracking(_ touch: Touch, with event: Easel.Event?) -> Bool {
                calls.append("begin \(Int(touch.location(in: self).x))"); return true
            }
            override func continueTracking(_ touch: Touch, with event: Easel.Event?) -> Bool {
                calls.append("continue \(Int(touch.location(in: self).x)) inside:\(isTouchInside)"); return true
            }
            override func endTracking(_ touch: Touch?, with event: Easel.Event?) {
                calls.append("end tracking:\(isTracking)")
            }
        }
        let window = shownWindow(width: 400, height: 400)
        let control = Tracking(frame: CGRect(x: 100, y: 100, width: 40, height: 40))
        window.addSubview(control)
        window.scheduleDrag(along: [CGPoint(x: 110, y: 120), CGPoint(x: 330, y: 120)], duration: 2.0 / 60)
        window.eventLoop.runUntilIdle()
        #expect(control.calls == ["begin 10", "continue 120 inside:false", "continue 230 inside:false", "end tracking:true"])
    }

    @Test func stateAndAlignmentsHaveUIKitsValues() {
        let control = Control(frame: .zero)
        control.isSelected = true
        control.isHighlighted = true
        #expect(control.state == [.selected, .highlighted])
        #expect(control.state.rawValue == 5)
        #expect(Control.Event.allTouchEvents.rawValue == 0xFFF && Control.Event.valueChanged.rawValue == 4096)
        #expect(Control.Event.primaryActionTriggered.rawValue == 8192 && Control.Event.editingChanged.rawValue == 0x20000)
        control.contentHorizontalAlignment = .leading
        #expect(control.effectiveContentHorizontalAlignment == .left)
        control.contentHorizontalAlignment = .trailing
        #expect(control.effectiveContentHorizontalAlignment == .right)
        control.contentHorizontalAlignment = .fill
        #expect(control.effectiveContentHorizontalAlignment == .fill)
    }
}
