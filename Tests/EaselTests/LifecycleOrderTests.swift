import Easel
import EaselGraphics
import Foundation
import Testing

/// The first display of a controller's view, in the order the seed article logged on
/// a device: the view's layoutSubviews before its drawRect, viewDidAppear last.
@MainActor
@Suite struct LifecycleOrderTests {
    final class RootController: ViewController {
        override func viewDidLoad() {
            view.accessibilityIdentifier = "root"
            let badge = SolidView(frame: .zero)
            badge.accessibilityIdentifier = "badge"
            badge.frame = CGRect(x: 0, y: 0, width: 20, height: 20)
            view.addSubview(badge)
        }
    }

    @Test func firstDisplayOfARootController() {
        let window = Window(size: CGSize(width: 100, height: 100))
        let controller = RootController()
        controller.accessibilityIdentifier = "Root"
        let events = trace(including: ["commit", "frame"]) {
            window.rootViewController = controller
            window.makeKeyAndVisible()
            window.eventLoop.runOnce()
        }
        #expect(events == [
            "loadView Root",
            "viewDidLoad Root",
            "viewWillAppear Root animated:false",
            "commit",
            "layoutSubviews Window",
            "viewWillLayoutSubviews Root",
            "layoutSubviews root",
            "viewDidLayoutSubviews Root",
            "layoutSubviews badge",
            "draw badge [0,0,20,20]",
            "frame #1 [0,0,100,100]",
            "viewDidAppear Root animated:false",
        ])
    }

    @Test func traceLinesAreThePlannedJSON() {
        let window = Window(size: CGSize(width: 40, height: 40))
        let controller = RootController()
        controller.accessibilityIdentifier = "Root"
        let lines = Trace.capture {
            window.rootViewController = controller
            window.makeKeyAndVisible()
            window.eventLoop.runOnce()
        }.map(\.jsonLine)
        #expect(lines.contains(#"{"event":"layoutSubviews","view":"badge"}"#))
        #expect(lines.contains(#"{"event":"draw","view":"badge","rect":[0,0,20,20]}"#))
        #expect(lines.contains(#"{"event":"viewDidLoad","controller":"Root"}"#))
        #expect(lines.contains(#"{"event":"frame","index":1,"time":0,"damage":[[0,0,40,40]]}"#))
    }

    @Test func viewDidLoadRunsOnceAndBeforeAnyDraw() {
        let controller = RootController()
        let events = trace {
            _ = controller.view
            _ = controller.view
        }
        #expect(events == ["loadView RootController", "viewDidLoad RootController"])
    }
}
