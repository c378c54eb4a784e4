import Testing
import UIKit

/// `viewIsAppearing(_:)`: once in each appearance, after `viewWillAppear(_:)`, when the
/// view is in its window with its final size, before its `viewWillLayoutSubviews()`.
@MainActor
@Suite struct ViewIsAppearingTests {
    final class RecordingController: UIViewController {
        var log: [String] = []
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            log.append("viewWillAppear \(view.window == nil ? "outside" : "in") a window")
        }
        override func viewIsAppearing(_ animated: Bool) {
            super.viewIsAppearing(animated)
            log.append("viewIsAppearing animated:\(animated) \(view.window == nil ? "outside" : "in") a window, "
                       + "\(view.bounds.width) × \(view.bounds.height)")
        }
        override func viewWillLayoutSubviews() {
            super.viewWillLayoutSubviews()
            log.append("viewWillLayoutSubviews")
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            log.append("viewDidAppear")
        }
        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            log.append("viewWillDisappear")
        }
    }

    @Test func theRootControllerOfAWindow() {
        let controller = RecordingController()
        _ = showOnIPhone16e(controller)
        #expect(controller.log == ["viewWillAppear outside a window",
                                   "viewIsAppearing animated:false in a window, 390.0 × 844.0",
                                   "viewWillLayoutSubviews", "viewDidAppear"])
    }

    /// Pushed, then shown again when the controller above it is popped: once in each
    /// appearance, animated as the push and the pop are.
    @Test func onceInEachAppearanceInANavigationController() {
        let first = RecordingController(), second = RecordingController()
        let navigation = UINavigationController(rootViewController: first)
        let window = showOnIPhone16e(navigation)
        first.log = []
        navigation.pushViewController(second, animated: true)
        window.eventLoop.run(for: 1)
        #expect(second.log.first == "viewWillAppear outside a window")
        #expect(second.log.filter { $0.hasPrefix("viewIsAppearing") } == ["viewIsAppearing animated:true in a window, 390.0 × 844.0"])
        #expect(second.log.last == "viewDidAppear")
        #expect(second.log.firstIndex { $0.hasPrefix("viewIsAppearing") }! < second.log.firstIndex(of: "viewWillLayoutSubviews")!)

        navigation.popViewController(animated: false)
        window.eventLoop.run(for: 1)
        #expect(first.log.filter { !$0.hasPrefix("viewWillLayoutSubviews") }
                == ["viewWillDisappear", "viewWillAppear outside a window",
                    "viewIsAppearing animated:false in a window, 390.0 × 844.0", "viewDidAppear"])
    }
}
