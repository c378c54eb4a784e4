import Easel
import EaselGraphics
import Foundation
import Testing

/// The window's root controller: shown by `makeKeyAndVisible()`, replaced while shown.
@MainActor
@Suite struct RootViewControllerTests {
    @Test func replacingTheRootControllerOfAShownWindow() {
        let window = Window(size: CGSize(width: 40, height: 40))
        let first = ColorController("First")
        window.rootViewController = first
        window.makeKeyAndVisible()
        window.eventLoop.runOnce()
        let second = ColorController("Second")
        let lines = trace {
            window.rootViewController = second
            window.eventLoop.runOnce()
        }
        #expect(lines == [
            "viewWillDisappear First animated:false",
            "viewDidDisappear First animated:false",
            "loadView Second",
            "viewDidLoad Second",
            "viewWillAppear Second animated:false",
            "layoutSubviews Window",
            "viewWillLayoutSubviews Second",
            "layoutSubviews second",
            "viewDidLayoutSubviews Second",
            "viewDidAppear Second animated:false",
        ])
        #expect(window.subviews.count == 1 && window.subviews.first === second.view)
    }

    @Test func aHiddenWindowCallsNoAppearanceUntilShown() {
        let window = Window(size: CGSize(width: 40, height: 40))
        let root = ColorController("Root")
        let setting = trace { window.rootViewController = root }
        #expect(setting.isEmpty && !root.isViewLoaded)
    }
}
