import Easel
import EaselGraphics
import Foundation
import Testing

/// Modal presentation and dismissal: UIKit's callbacks in order, the completions after
/// the commit that shows the end, and the cover-vertical slide.
@MainActor
@Suite struct PresentationTests {
    private func shownRoot(_ root: ViewController) -> Window {
        let window = Window(size: CGSize(width: 100, height: 60))
        window.rootViewController = root
        window.makeKeyAndVisible()
        window.eventLoop.runOnce()
        return window
    }

    /// Notes whether it is being presented or dismissed inside its callbacks.
    final class FlagController: ViewController {
        var notes: [String] = []
        override func viewWillAppear(_ animated: Bool) { notes.append("willAppear presented:\(isBeingPresented)") }
        override func viewDidAppear(_ animated: Bool) { notes.append("didAppear presented:\(isBeingPresented)") }
        override func viewWillDisappear(_ animated: Bool) { notes.append("willDisappear dismissed:\(isBeingDismissed)") }
        override func viewDidDisappear(_ animated: Bool) { notes.append("didDisappear dismissed:\(isBeingDismissed)") }
    }

    @Test(arguments: [false, true])
    func presentAndDismissFullScreen(animated: Bool) {
        let root = ColorController("A")
        let window = shownRoot(root)
        let presented = ColorController("B")
        presented.modalPresentationStyle = .fullScreen
        let presenting = trace {
            root.present(presented, animated: animated) { Trace.record(TraceEvent("presentCompletion")) }
            window.eventLoop.runUntilIdle()
        }
        #expect(presenting == [
            "loadView B",
            "viewDidLoad B",
            "viewWillDisappear A animated:\(animated)",
            "viewWillAppear B animated:\(animated)",
            "viewWillLayoutSubviews B",
            "layoutSubviews b",
            "viewDidLayoutSubviews B",
            "layoutSubviews Window",
            "viewDidDisappear A animated:\(animated)",
            "viewDidAppear B animated:\(animated)",
            "presentCompletion",
        ])
        #expect(root.presentedViewController === presented && presented.presentingViewController === root)
        #expect(root.view.window == nil, "a full-screen presentation removes the presenting view")

        let dismissing = trace {
            presented.dismiss(animated: animated) { Trace.record(TraceEvent("dismissCompletion")) }
            window.eventLoop.runUntilIdle()
        }
        #expect(dismissing == [
            "viewWillDisappear B animated:\(animated)",
            "viewWillAppear A animated:\(animated)",
            "viewWillLayoutSubviews A",
            "layoutSubviews a",
            "viewDidLayoutSubviews A",
            "layoutSubviews Window",
            "viewDidDisappear B animated:\(animated)",
            "viewDidAppear A animated:\(animated)",
            "dismissCompletion",
        ])
        #expect(root.presentedViewController == nil && presented.presentingViewController == nil)
        #expect(root.view.window === window && presented.view.window == nil)
    }

    /// UIKit's default style since iOS 13, `.automatic`, shows a sheet (a form sheet
    /// since iOS 18, a page sheet on an iPhone): the presenting controller stays in the
    /// window, scaled back behind the full-height sheet, and gets no appearance calls.
    @Test(arguments: [false, true])
    func theDefaultStyleIsASheetThatLeavesThePresenterOnScreen(animated: Bool) throws {
        let root = ColorController("A")
        let window = shownRoot(root)
        let presented = ColorController("B")
        #expect(presented.modalPresentationStyle == .automatic)
        #expect(presented.sheetPresentationController != nil)
        let presenting = trace {
            root.present(presented, animated: animated) { Trace.record(TraceEvent("presentCompletion")) }
            window.eventLoop.runUntilIdle()
        }
        // The appearance callbacks (the rising sheet widens, so B lays out as it moves).
        #expect(presenting.filter { !$0.contains("ayoutSubviews") } == [
            "loadView B",
            "viewDidLoad B",
            "viewWillAppear B animated:\(animated)",
            "viewDidAppear B animated:\(animated)",
            "presentCompletion",
        ])
        #expect(root.view.window === window, "a sheet leaves the presenting view in the window")
        #expect(root.view.transform != .identity, "scaled back behind the full-height sheet")

        let dismissing = trace {
            presented.dismiss(animated: animated) { Trace.record(TraceEvent("dismissCompletion")) }
            window.eventLoop.runUntilIdle()
        }
        #expect(dismissing.filter { !$0.contains("ayoutSubviews") } == [
            "viewWillDisappear B animated:\(animated)",
            "viewDidDisappear B animated:\(animated)",
            "dismissCompletion",
        ])
        #expect(root.view.transform == .identity && presented.view.window == nil)
    }

    @Test func theFlagsHoldInsideTheCallbacks() {
        let root = ColorController("A")
        let window = shownRoot(root)
        let presented = FlagController()
        root.present(presented, animated: true)
        window.eventLoop.runUntilIdle()
        root.dismiss(animated: true)
        window.eventLoop.runUntilIdle()
        #expect(presented.notes == ["willAppear presented:true", "didAppear presented:true",
                                    "willDisappear dismissed:true", "didDisappear dismissed:true"])
        #expect(!presented.isBeingPresented && !presented.isBeingDismissed)
    }

    @Test func thePresentedViewSlidesUpFromTheBottomEdge() throws {
        let root = ColorController("A", color: Color(red: 1, green: 0, blue: 0))
        let window = shownRoot(root)
        let presented = ColorController("B", color: Color(red: 0, green: 0, blue: 1))
        presented.modalPresentationStyle = .fullScreen
        root.present(presented, animated: true)
        window.eventLoop.runOnce()
        let start = window.eventLoop.now
        window.eventLoop.run(for: 0.1)
        let frame = try #require(window.lastFrame)
        let phase = (1000.0 / 3).squareRoot() * (frame.time - start)
        let top = 60 * (1 + phase) * exp(-phase)     // the presented view's top edge
        #expect(abs(top - 27.31) < 0.01)
        let image = frame.image
        #expect(image[50, Int(top) - 1] == Pixel(red: 255, green: 0, blue: 0))
        #expect(image[50, Int(top) + 1] == Pixel(red: 0, green: 0, blue: 255))
    }

    @Test func overFullScreenKeepsThePresentingControllerOnScreen() {
        let root = ColorController("A")
        let window = shownRoot(root)
        let presented = ColorController("B")
        presented.modalPresentationStyle = .overFullScreen
        let lines = trace {
            root.present(presented, animated: false)
            window.eventLoop.runUntilIdle()
            root.dismiss(animated: false)
            window.eventLoop.runUntilIdle()
        }
        #expect(lines.filter { $0.hasPrefix("view") && $0.contains("ppear") } == [
            "viewWillAppear B animated:false",
            "viewDidAppear B animated:false",
            "viewWillDisappear B animated:false",
            "viewDidDisappear B animated:false",
        ])
        #expect(root.view.window === window)
    }

    /// A dismissal without animation changes no pixel before its completion removes the
    /// view: it must still get the commit that completes it, as UIKit completes it.
    @Test func anUnanimatedDismissalOverFullScreenCompletesInItsOwnTurn() {
        let root = ColorController("A")
        let window = shownRoot(root)
        let presented = ColorController("B")
        presented.modalPresentationStyle = .overFullScreen
        root.present(presented, animated: false)
        window.eventLoop.runUntilIdle()
        var completed = false
        window.eventLoop.scheduleSource(at: window.eventLoop.now + 0.1) {
            presented.dismiss(animated: false) { completed = true }
        }
        window.eventLoop.run(for: 0.2)
        #expect(completed)
        #expect(presented.view.window == nil)
        #expect(root.presentedViewController == nil)
    }

    @Test func aChildPresentsThroughItsRootAncestorAndDismissingTheRootDismissesTheChain() {
        let navigation = NavigationController()
        navigation.accessibilityIdentifier = "Nav"
        let top = ColorController("A")
        navigation.pushViewController(top, animated: false)
        let window = shownRoot(navigation)
        let first = ColorController("B")
        let second = ColorController("C")
        first.modalPresentationStyle = .fullScreen
        second.modalPresentationStyle = .fullScreen
        top.present(first, animated: false)
        window.eventLoop.runUntilIdle()
        #expect(first.presentingViewController === navigation)
        #expect(top.presentedViewController === first && navigation.visibleViewController === first)
        first.present(second, animated: false)
        window.eventLoop.runUntilIdle()
        let lines = trace {
            navigation.dismiss(animated: false)
            window.eventLoop.runUntilIdle()
        }
        #expect(lines.filter { $0.hasPrefix("view") && $0.contains("ppear") } == [
            "viewWillDisappear C animated:false",
            "viewWillAppear Nav animated:false",
            "viewWillAppear A animated:false",
            "viewDidDisappear C animated:false",
            "viewDidAppear Nav animated:false",
            "viewDidAppear A animated:false",
        ])
        #expect(navigation.presentedViewController == nil && first.presentedViewController == nil)
        #expect(window.subviews.count == 1)
    }

    @Test func whatUIKitRefusesIsReportedAndIgnored() {
        let root = ColorController("A")
        let window = shownRoot(root)
        let presented = ColorController("B")
        root.present(presented, animated: false)
        window.eventLoop.runUntilIdle()
        var completed = false
        let (_, messages) = Diagnostics.collect {
            root.present(ColorController("C"), animated: false) { completed = true }
            ColorController("D").present(ColorController("E"), animated: false)
        }
        #expect(messages.count == 2 && !completed)
        #expect(messages[0].contains("already presenting B"))
        #expect(messages[1].contains("not in the window hierarchy"))
    }

    @Test func dismissingWhileThePresentationIsStillSlidingIsRefused() {
        let root = ColorController("A")
        let window = shownRoot(root)
        let presented = ColorController("B")
        root.present(presented, animated: true)
        window.eventLoop.run(for: 0.1)
        let (_, messages) = Diagnostics.collect { root.dismiss(animated: true) }
        #expect(messages == ["attempt to dismiss B while a presentation or dismissal is in progress"])
        window.eventLoop.runUntilIdle()
        #expect(root.presentedViewController === presented && presented.view.frame.minY == 0)
    }
}
