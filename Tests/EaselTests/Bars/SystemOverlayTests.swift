@testable import Easel
import EaselGraphics
import Foundation
import Testing

/// The status bar and home indicator over a window that shows them: their frames per
/// device, the shown controller's style and preferences, and their pixels.
@MainActor
@Suite struct SystemOverlayTests {
    final class StyledController: ViewController {
        var style = StatusBarStyle.default
        var hidesStatusBar = false
        var hidesHomeIndicator = false
        override var preferredStatusBarStyle: StatusBarStyle { style }
        override var prefersStatusBarHidden: Bool { hidesStatusBar }
        override var prefersHomeIndicatorAutoHidden: Bool { hidesHomeIndicator }
    }

    private func shown(_ controller: ViewController, device: String = "iPhone 16 Pro",
                       orientation: InterfaceOrientation = .portrait) -> Window {
        let window = Window(device: Device.all.first { $0.name == device }!, orientation: orientation)
        window.showsSystemOverlays = true
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.eventLoop.runUntilIdle()
        return window
    }

    private func overlay(_ name: String, in window: Window) -> View? {
        window.subviews.first { $0.accessibilityIdentifier == name }
    }

    @Test func theOverlaysSitAtTheSafeAreaEdgesAboveEverything() {
        let window = shown(StyledController())
        let statusBar = overlay("StatusBar", in: window)
        let indicator = overlay("HomeIndicator", in: window)
        #expect(statusBar?.frame == CGRect(x: 0, y: 0, width: 402, height: 62))
        #expect(indicator?.frame == CGRect(x: 134, y: 861, width: 134, height: 5))
        #expect(window.subviews.suffix(2).map(\.accessibilityIdentifier) == ["StatusBar", "HomeIndicator"])
        #expect(statusBar?.isHidden == false && indicator?.isHidden == false)
        #expect(indicator?.backgroundColor == .black, "dark content over a light screen")
        #expect(window.hitTest(CGPoint(x: 30, y: 20), with: nil) !== statusBar, "the overlays take no touches")
    }

    @Test func theyAreAnOptIn() {
        let window = Window(device: Device.all.first { $0.name == "iPhone 16 Pro" }!)
        window.rootViewController = ViewController()
        window.makeKeyAndVisible()
        window.eventLoop.runUntilIdle()
        #expect(overlay("StatusBar", in: window) == nil && !window.showsSystemOverlays)
    }

    @Test func theShownControllersPreferencesApplyOnRequest() {
        let controller = StyledController()
        let window = shown(controller)
        controller.style = .lightContent
        controller.hidesHomeIndicator = true
        controller.setNeedsStatusBarAppearanceUpdate()
        #expect(overlay("HomeIndicator", in: window)?.isHidden == true)
        #expect(overlay("HomeIndicator", in: window)?.backgroundColor == .white)
        controller.hidesStatusBar = true
        controller.setNeedsStatusBarAppearanceUpdate()
        #expect(overlay("StatusBar", in: window)?.isHidden == true)
    }

    @Test func aPhoneInLandscapeHasNoStatusBarAndAHomeButtonNoIndicator() {
        let landscape = shown(StyledController(), orientation: .landscapeLeft)
        #expect(overlay("StatusBar", in: landscape)?.isHidden == true)
        let homeButton = shown(StyledController(), device: "iPhone SE (3rd generation)")
        #expect(overlay("StatusBar", in: homeButton)?.frame == CGRect(x: 0, y: 0, width: 375, height: 20))
        #expect(overlay("HomeIndicator", in: homeButton)?.isHidden == true)
    }

    @Test func theHomeIndicatorIsDrawnOverTheContent() throws {
        let controller = StyledController()
        controller.view.backgroundColor = .white
        let window = shown(controller)
        let image = try #require(window.lastFrame?.image)
        // The capsule's middle, at 3 pixels per point: (201, 863.5) points; beside it,
        // the white content.
        #expect(image[603, 2590] == Pixel(red: 0, green: 0, blue: 0))
        #expect(image[300, 2590] == Pixel(red: 255, green: 255, blue: 255))
    }

    /// Whether the overlays show light content (the home indicator is white with it).
    private func lightContent(in window: Window) -> Bool? {
        overlay("HomeIndicator", in: window).map { $0.backgroundColor == .white }
    }

    /// A navigation controller leaves the style to its bar while the bar shows (its own
    /// `preferredStatusBarStyle`) and to its top controller once the bar is hidden; the
    /// status bar's visibility and the home indicator always follow the top controller,
    /// and a push asks them again, as UIKit does.
    @Test func aNavigationControllerForwardsToItsTopControllerAsUIKitDoes() {
        let first = StyledController()
        first.style = .lightContent
        first.hidesHomeIndicator = true
        let navigation = NavigationController(rootViewController: first)
        let window = shown(navigation)
        #expect(navigation.childForStatusBarStyle == nil && navigation.childForStatusBarHidden === first)
        #expect(lightContent(in: window) == false, "the shown bar's default style")
        #expect(overlay("HomeIndicator", in: window)?.isHidden == true)
        navigation.isNavigationBarHidden = true
        #expect(navigation.childForStatusBarStyle === first)
        #expect(lightContent(in: window) == true)

        let second = StyledController()
        second.hidesStatusBar = true
        navigation.pushViewController(second, animated: true)
        window.eventLoop.runUntilIdle()
        #expect(lightContent(in: window) == false)
        #expect(overlay("StatusBar", in: window)?.isHidden == true)
        #expect(overlay("HomeIndicator", in: window)?.isHidden == false)
    }

    /// A tab bar controller forwards all three to its selected controller, through a
    /// navigation controller in a tab down to that one's top controller.
    @Test func aTabBarControllerForwardsToItsSelectedControllerAndOnDown() {
        let plain = StyledController()
        plain.style = .lightContent
        let top = StyledController()
        top.hidesStatusBar = true
        top.hidesHomeIndicator = true
        let navigation = NavigationController(rootViewController: top)
        let tabs = TabBarController()
        tabs.viewControllers = [plain, navigation]
        let window = shown(tabs)
        #expect(tabs.childForStatusBarStyle === plain)
        #expect(lightContent(in: window) == true)
        #expect(overlay("StatusBar", in: window)?.isHidden == false)
        tabs.selectedIndex = 1
        window.eventLoop.runUntilIdle()
        #expect(lightContent(in: window) == false)
        #expect(overlay("StatusBar", in: window)?.isHidden == true)
        #expect(overlay("HomeIndicator", in: window)?.isHidden == true)
    }

    /// A controller presented with the default style is a full-height sheet that scales
    /// the presenting view back: the status bar turns to light content over the black
    /// around it while the sheet is up (the home indicator, over the sheet, stays dark).
    @Test func aFullHeightSheetTurnsTheStatusBarLight() throws {
        let window = shown(StyledController())
        let statusBar = try #require(overlay("StatusBar", in: window) as? StatusBarView)
        #expect(!statusBar.showsLightContent)
        let sheet = StyledController()
        window.rootViewController?.present(sheet, animated: true)
        window.eventLoop.runUntilIdle()
        #expect(statusBar.showsLightContent && overlay("HomeIndicator", in: window)?.backgroundColor == .black)
        sheet.dismiss(animated: true)
        window.eventLoop.runUntilIdle()
        #expect(!statusBar.showsLightContent)
    }
}
