import Easel
import EaselGraphics
import Foundation
import Testing

/// Lazy loading of a controller's view, including a `loadView` override that never
/// sets it.
@MainActor
@Suite struct ViewLoadingTests {
    /// A `loadView` that forgets to set `view` and a `viewDidLoad` that reads it.
    final class ForgetfulController: ViewController {
        var viewSeenInViewDidLoad: [Bool] = []
        override func loadView() {}
        override func viewDidLoad() { viewSeenInViewDidLoad.append(view != nil) }
    }

    @Test func aLoadViewThatNeverSetsViewIsCalledAgainOnTheNextAccess() {
        let controller = ForgetfulController()
        controller.accessibilityIdentifier = "Forgetful"
        var views: [View?] = []
        let (lines, messages) = Diagnostics.collect {
            trace {
                views.append(controller.view)
                views.append(controller.view)
            }
        }
        let diagnostic = "diagnostic loadView() of Forgetful did not set view; "
            + "it is called again on the next access of view"
        #expect(lines == [
            "loadView Forgetful", diagnostic, "viewDidLoad Forgetful",
            "loadView Forgetful", diagnostic, "viewDidLoad Forgetful",
        ])
        #expect(messages.count == 2)
        #expect(views.allSatisfy { $0 == nil } && !controller.isViewLoaded)
        #expect(controller.viewSeenInViewDidLoad == [false, false], "a nested access does not load again")
    }

    @Test func aWindowWhoseRootControllerHasNoViewShowsNothingAndGoesOn() {
        let window = Window(size: CGSize(width: 20, height: 20))
        let controller = ForgetfulController()
        window.rootViewController = controller
        let (lines, _) = Diagnostics.collect {
            trace {
                window.makeKeyAndVisible()
                window.eventLoop.runOnce()
            }
        }
        #expect(lines.filter { !$0.hasPrefix("diagnostic") } == ["loadView ForgetfulController",
                                                                   "viewDidLoad ForgetfulController"])
        #expect(window.subviews.isEmpty && window.lastFrame != nil)
    }

    @Test func aLoadViewThatSetsViewIsRespectedAndViewIfLoadedNeverLoads() {
        final class CustomController: ViewController {
            let custom = View(frame: CGRect(x: 0, y: 0, width: 5, height: 5))
            override func loadView() { view = custom }
        }
        let controller = CustomController()
        let peeking = trace { #expect(controller.viewIfLoaded == nil) }
        #expect(peeking.isEmpty && !controller.isViewLoaded)
        #expect(controller.view === controller.custom)
        #expect(controller.viewIfLoaded === controller.custom && controller.isViewLoaded)
        controller.title = "Settings"
        #expect(controller.title == "Settings")
    }
}
