import Easel
import EaselGraphics
import Foundation
import Testing

/// A window size change (a rotation): `viewWillTransition(to:with:)` before the views
/// change size, then the layout of the root view.
@MainActor
@Suite struct RotationTests {
    /// Notes the size of its view when told of the transition, and the coordinator's
    /// blocks.
    final class RotatingController: ViewController {
        var notes: [String] = []
        override func viewWillTransition(to size: CGSize, with coordinator: ViewControllerTransitionCoordinator) {
            super.viewWillTransition(to: size, with: coordinator)
            notes.append("will \(size.width)x\(size.height) from \(view.bounds.width)x\(view.bounds.height)")
            coordinator.animate(alongsideTransition: { [self] _ in notes.append("alongside \(view.bounds.width)") },
                                completion: { [self] _ in notes.append("completion \(view.bounds.width)") })
        }
        override func viewDidLayoutSubviews() { notes.append("layout \(view.bounds.width)") }
    }

    @Test func rotationTellsTheRootControllerThenLaysOutItsView() {
        let root = RotatingController()
        root.accessibilityIdentifier = "Root"
        let window = Window(size: CGSize(width: 100, height: 200))
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.eventLoop.runOnce()
        root.notes.removeAll()
        let lines = trace {
            window.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
            window.eventLoop.runOnce()
        }
        #expect(lines == [
            "viewWillTransition Root [200,100]",
            "layoutSubviews Window",
            "viewWillLayoutSubviews Root",
            "layoutSubviews View",
            "viewDidLayoutSubviews Root",
        ])
        #expect(root.notes == ["will 200.0x100.0 from 100.0x200.0", "alongside 100.0", "layout 200.0",
                               "completion 200.0"])
        #expect(window.lastFrame?.image.pixelWidth == 200)
    }

    @Test func inANavigationControllerTheTopControllerIsTold() {
        let top = RotatingController()
        top.accessibilityIdentifier = "Top"
        let (window, navigation) = shownNavigation(root: ColorController("Root"))
        navigation.pushViewController(top, animated: false)
        window.eventLoop.runUntilIdle()
        let lines = trace {
            window.frame = CGRect(x: 0, y: 0, width: 60, height: 100)
            window.eventLoop.runOnce()
        }
        #expect(lines.filter { $0.hasPrefix("viewWillTransition") } == [
            "viewWillTransition Nav [60,100]",
            "viewWillTransition Top [60,100]",
        ])
        #expect(top.view.frame == CGRect(x: 0, y: 0, width: 60, height: 100))
    }

    @Test func aPresentedControllerIsToldAndResized() {
        let root = ColorController("Root")
        let window = Window(size: CGSize(width: 100, height: 60))
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.eventLoop.runOnce()
        let presented = ColorController("Modal")
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: false)
        window.eventLoop.runUntilIdle()
        let lines = trace {
            window.frame = CGRect(x: 0, y: 0, width: 60, height: 100)
            window.eventLoop.runOnce()
        }
        #expect(lines.filter { $0.hasPrefix("viewWillTransition") } == [
            "viewWillTransition Root [60,100]",
            "viewWillTransition Modal [60,100]",
        ])
        #expect(presented.view.frame == CGRect(x: 0, y: 0, width: 60, height: 100))
    }
}
