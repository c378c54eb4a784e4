import Easel
import EaselGraphics
import Foundation
import Testing

/// Delivery to the hit-tested view and forwarding up the responder chain.
@MainActor
@Suite struct ResponderChainTests {
    private final class RootController: ViewController {
        override func loadView() {
            view = View(frame: .zero)
            view.accessibilityIdentifier = "root"
        }
    }

    @Test func unhandledTouchesTravelViewControllerSuperviewWindowApplication() {
        let window = Window(size: CGSize(width: 100, height: 100))
        let controller = RootController()
        controller.accessibilityIdentifier = "Root"
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let container = plainView("container", CGRect(x: 10, y: 10, width: 80, height: 80))
        let leaf = TouchRecordingView(id: "leaf", frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        container.addSubview(leaf)
        controller.view.addSubview(container)
        window.eventLoop.runOnce()

        #expect(leaf.next === container)
        #expect(controller.view.next === controller)
        #expect(controller.next === window)
        #expect(window.next === Application.shared)
        #expect(Application.shared.next == nil)

        let trace = touchTrace {
            window.scheduleTap(at: CGPoint(x: 25, y: 25))
            window.eventLoop.runUntilIdle()
        }
        #expect(trace == [
            "touchesBegan leaf", "touchesBegan container", "touchesBegan root", "touchesBegan Root",
            "touchesBegan Window", "touchesBegan Application",
            "touchesEnded leaf", "touchesEnded container", "touchesEnded root", "touchesEnded Root",
            "touchesEnded Window", "touchesEnded Application",
        ])
        #expect(leaf.log == ["began (5,5)", "ended (5,5)"])
    }

    @Test func aViewThatHandlesTouchesStopsTheChain() {
        let window = shownWindow(width: 100, height: 100)
        let handler = TouchRecordingView(id: "handler", frame: CGRect(x: 0, y: 0, width: 60, height: 60), handlesTouches: true)
        let leaf = TouchRecordingView(id: "leaf", frame: CGRect(x: 10, y: 10, width: 20, height: 20))
        handler.addSubview(leaf)
        window.addSubview(handler)
        let trace = touchTrace {
            window.scheduleDrag(along: [CGPoint(x: 15, y: 15), CGPoint(x: 45, y: 15)], duration: 1.0 / 60)
            window.eventLoop.runUntilIdle()
        }
        #expect(trace == ["touchesBegan leaf", "touchesBegan handler", "touchesMoved leaf", "touchesMoved handler",
                          "touchesEnded leaf", "touchesEnded handler"])
        #expect(leaf.log == ["began (5,5)", "moved (35,5)", "ended (35,5)"])
        #expect(handler.log == ["began (15,15)", "moved (45,15)", "ended (45,15)"])
    }

    @Test func touchesOutsideEveryTakingViewGoToTheWindow() {
        let window = shownWindow(width: 100, height: 100)
        let off = TouchRecordingView(id: "off", frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        off.isUserInteractionEnabled = false
        window.addSubview(off)
        let trace = touchTrace {
            window.scheduleTap(at: CGPoint(x: 10, y: 10))
            window.eventLoop.runUntilIdle()
        }
        #expect(trace == ["touchesBegan Window", "touchesBegan Application", "touchesEnded Window", "touchesEnded Application"])
        #expect(off.log.isEmpty)
    }

    @Test func withoutMultipleTouchAViewGetsOnlyItsFirstFinger() {
        let window = shownWindow(width: 100, height: 100)
        let single = TouchRecordingView(id: "single", frame: CGRect(x: 0, y: 0, width: 100, height: 100), handlesTouches: true)
        window.addSubview(single)
        window.scheduleTouches([TouchSample(finger: 1, phase: .began, location: CGPoint(x: 10, y: 10))], at: 0)
        window.scheduleTouches([TouchSample(finger: 2, phase: .began, location: CGPoint(x: 50, y: 50))], at: 0.1)
        window.scheduleTouches([TouchSample(finger: 1, phase: .moved, location: CGPoint(x: 12, y: 10)),
                                TouchSample(finger: 2, phase: .moved, location: CGPoint(x: 52, y: 50))], at: 0.2)
        window.scheduleTouches([TouchSample(finger: 1, phase: .ended, location: CGPoint(x: 12, y: 10)),
                                TouchSample(finger: 2, phase: .ended, location: CGPoint(x: 52, y: 50))], at: 0.3)
        window.eventLoop.runUntilIdle()
        #expect(single.log == ["began (10,10)", "moved (12,10)", "ended (12,10)"])

        single.log.removeAll()
        single.isMultipleTouchEnabled = true
        window.scheduleTouches([TouchSample(finger: 1, phase: .began, location: CGPoint(x: 10, y: 10)),
                                TouchSample(finger: 2, phase: .began, location: CGPoint(x: 50, y: 50))], at: 1)
        window.scheduleTouches([TouchSample(finger: 1, phase: .ended, location: CGPoint(x: 10, y: 10)),
                                TouchSample(finger: 2, phase: .ended, location: CGPoint(x: 50, y: 50))], at: 1.1)
        window.eventLoop.runUntilIdle()
        #expect(single.log == ["began (10,10) (50,50)", "ended (10,10) (50,50)"])
    }

    @Test func exclusiveTouchBlocksOtherViewsBothWays() {
        let window = shownWindow(width: 100, height: 100)
        let exclusive = TouchRecordingView(id: "exclusive", frame: CGRect(x: 0, y: 0, width: 50, height: 100), handlesTouches: true)
        exclusive.isExclusiveTouch = true
        let other = TouchRecordingView(id: "other", frame: CGRect(x: 50, y: 0, width: 50, height: 100), handlesTouches: true)
        window.addSubview(exclusive)
        window.addSubview(other)
        // The exclusive view tracks a finger: a finger on the other view is not delivered.
        window.scheduleTouches([TouchSample(finger: 1, phase: .began, location: CGPoint(x: 10, y: 10))], at: 0)
        window.scheduleTap(at: CGPoint(x: 70, y: 10), time: 0.1, finger: 2)
        window.scheduleTouches([TouchSample(finger: 1, phase: .ended, location: CGPoint(x: 10, y: 10))], at: 0.3)
        // The other view tracks a finger: a finger on the exclusive view is not delivered.
        window.scheduleTouches([TouchSample(finger: 3, phase: .began, location: CGPoint(x: 70, y: 10))], at: 1)
        window.scheduleTap(at: CGPoint(x: 10, y: 10), time: 1.1, finger: 4)
        window.scheduleTouches([TouchSample(finger: 3, phase: .ended, location: CGPoint(x: 70, y: 10))], at: 1.3)
        // Alone, each gets its touches.
        window.scheduleTap(at: CGPoint(x: 70, y: 10), time: 2)
        window.eventLoop.runUntilIdle()
        #expect(exclusive.log == ["began (10,10)", "ended (10,10)"])
        #expect(other.log == ["began (20,10)", "ended (20,10)", "began (20,10)", "ended (20,10)"])
    }

    @Test func aWindowSubclassSeesEveryEventInSendEvent() {
        final class ObservingWindow: Window {
            var seen: [String] = []
            var passesOn = true
            override func sendEvent(_ event: Event) {
                seen.append(event.allTouches!.map { "\($0.phase)" }.joined())
                if passesOn { super.sendEvent(event) }
            }
        }
        let window = ObservingWindow(size: CGSize(width: 50, height: 50))
        window.makeKeyAndVisible()
        let view = TouchRecordingView(id: "v", frame: window.bounds, handlesTouches: true)
        window.addSubview(view)
        window.scheduleTap(at: CGPoint(x: 5, y: 5))
        window.eventLoop.runUntilIdle()
        window.passesOn = false
        window.scheduleTap(at: CGPoint(x: 5, y: 5))
        window.eventLoop.runUntilIdle()
        #expect(window.seen == ["began", "ended", "began", "ended"])
        #expect(view.log == ["began (5,5)", "ended (5,5)"], "without super nothing is delivered")
    }

    @Test func theEventListsTouchesByViewAndWindow() {
        final class Inspector: View {
            var seen: [String] = []
            override func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
                guard let event, let touch = touches.first else { return }
                seen.append("all \(event.allTouches?.count ?? 0) mine \(event.touches(for: self)?.count ?? 0) "
                            + "window \(event.touches(for: window!)?.count ?? 0) tapCount \(touch.tapCount) "
                            + "phase \(touch.phase) view \(touch.view === self) window \(touch.window === window)")
            }
        }
        let window = shownWindow(width: 100, height: 100)
        let inspector = Inspector(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
        window.addSubview(inspector)
        window.scheduleTouches([TouchSample(finger: 1, phase: .began, location: CGPoint(x: 80, y: 80))], at: 0)
        window.scheduleTouches([TouchSample(finger: 2, phase: .began, location: CGPoint(x: 10, y: 10))], at: 0.1)
        window.scheduleTouches([TouchSample(finger: 1, phase: .ended, location: CGPoint(x: 80, y: 80)),
                                TouchSample(finger: 2, phase: .ended, location: CGPoint(x: 10, y: 10))], at: 0.2)
        // Quick taps in the same place count up.
        window.scheduleTap(at: CGPoint(x: 12, y: 10), time: 0.3)
        window.scheduleTap(at: CGPoint(x: 10, y: 12), time: 0.45)
        window.scheduleTap(at: CGPoint(x: 10, y: 12), time: 1.5)
        window.eventLoop.runUntilIdle()
        #expect(inspector.seen == [
            "all 2 mine 1 window 2 tapCount 1 phase began view true window true",
            "all 1 mine 1 window 1 tapCount 2 phase began view true window true",
            "all 1 mine 1 window 1 tapCount 3 phase began view true window true",
            "all 1 mine 1 window 1 tapCount 1 phase began view true window true",
        ])
    }
}
