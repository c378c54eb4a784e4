import Testing
import UIKit

/// The app-wide status bar queries and the delegate's window, as toast, banner and HUD
/// libraries written before scenes read them.
@MainActor
@Suite struct ApplicationStatusBarTests {
    private final class StatusBarController: UIViewController {
        var style = UIStatusBarStyle.default
        var hidden = false
        override var preferredStatusBarStyle: UIStatusBarStyle { style }
        override var prefersStatusBarHidden: Bool { hidden }
    }

    private final class WindowedAppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
    }

    private final class SceneAppDelegate: UIResponder, UIApplicationDelegate {}

    @Test func theStatusBarIsTheKeyWindowsTopInsetAndFollowsTheShownController() {
        let controller = StatusBarController()
        controller.style = .lightContent
        let window = showOnIPhone16e(controller)
        #expect(UIApplication.shared.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: 47))
        #expect(!UIApplication.shared.isStatusBarHidden)
        #expect(UIApplication.shared.statusBarStyle == .lightContent)
        #expect(UIApplication.shared.statusBarOrientation == .portrait)

        controller.hidden = true
        #expect(UIApplication.shared.isStatusBarHidden)
        #expect(UIApplication.shared.statusBarFrame == .zero)
        _ = window
    }

    @Test func settingTheAppsStatusBarIsIgnoredAsUnderControllerBasedAppearance() {
        let controller = StatusBarController()
        let window = showOnIPhone16e(controller)
        let (_, messages) = Diagnostics.collect {
            UIApplication.shared.isStatusBarHidden = true
            UIApplication.shared.statusBarStyle = .lightContent
        }
        #expect(!UIApplication.shared.isStatusBarHidden && UIApplication.shared.statusBarStyle == .default)
        #expect(messages.count == 2)
        _ = window
    }

    @Test func aWideKeyWindowIsLandscapeWithoutAStatusBar() {
        let window = makeWindow(width: 844, height: 390)
        #expect(UIApplication.shared.statusBarOrientation == .landscapeRight)
        #expect(UIApplication.shared.isStatusBarHidden && UIApplication.shared.statusBarFrame == .zero)
        _ = window
    }

    @Test func theAppSupportsEveryOrientationOnAnIPadAndAllButUpsideDownOnAPhone() {
        let pad = UIWindow(device: Device.all.first { $0.name == "iPad (10th generation)" }!)
        let phone = UIWindow(device: Device.all.first { $0.name == "iPhone 16e" }!)
        #expect(UIApplication.shared.supportedInterfaceOrientations(for: pad) == .all)
        #expect(UIApplication.shared.supportedInterfaceOrientations(for: phone) == .allButUpsideDown)
    }

    @Test func theDelegatesWindowReadsAsAnOptionalRequirement() {
        let previous = UIApplication.shared.delegate
        defer { UIApplication.shared.delegate = previous }
        let controller = UIViewController()
        let windowed = WindowedAppDelegate()
        windowed.window = showOnIPhone16e(controller)
        UIApplication.shared.delegate = windowed
        #expect(UIApplication.shared.delegate?.window??.rootViewController === controller)

        windowed.window = nil
        let declaredButEmpty = UIApplication.shared.delegate?.window
        #expect(declaredButEmpty != nil && declaredButEmpty! == nil)

        let scenes = SceneAppDelegate()
        UIApplication.shared.delegate = scenes
        #expect(UIApplication.shared.delegate?.window == nil)
    }
}
