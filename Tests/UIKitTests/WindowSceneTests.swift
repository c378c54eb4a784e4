import Testing
import UIKit

/// The key-window lookup iOS 13 and later code writes through the app's scenes.
@MainActor
@Suite struct WindowSceneTests {
    private func keyWindow() -> UIWindow? {
        UIApplication.shared.connectedScenes
            .filter { $0.activationState == .foregroundActive }
            .compactMap { $0 as? UIWindowScene }
            .flatMap(\.windows)
            .first(where: \.isKeyWindow)
    }

    @Test func theAppsOneSceneHoldsTheKeyWindowAndFollowsTheAppState() throws {
        let window = makeWindow(width: 390, height: 844)
        #expect(keyWindow() === window)
        let scene = try #require(window.windowScene)
        #expect(UIApplication.shared.connectedScenes.count == 1 && scene.keyWindow === window)
        #expect(scene.interfaceOrientation == .portrait && scene.interfaceOrientation.isPortrait)
        #expect(scene.traitCollection == window.traitCollection)
        UIApplication.shared.enterBackground()
        #expect(scene.activationState == .background && keyWindow() == nil)
        UIApplication.shared.enterForeground()
        #expect(scene.activationState == .foregroundActive)
        let landscape = makeWindow(width: 844, height: 390)
        #expect(landscape.windowScene?.interfaceOrientation == .landscapeRight)
    }

    /// GradientCircularProgress's overlay window: made in the active scene, sized to
    /// the screen, lifted above alerts.
    @Test func aWindowMadeInTheSceneAboveTheAlerts() throws {
        _ = makeWindow(width: 390, height: 844)
        let scene = try #require(UIApplication.shared.connectedScenes.first { $0.activationState == .foregroundActive } as? UIWindowScene)
        let window = UIWindow(windowScene: scene)
        #expect(window.bounds.size == UIScreen.main.bounds.size && window.windowScene === scene && window.isHidden)
        #expect(window.windowLevel == .normal)
        window.windowLevel = UIWindow.Level.alert + 1
        #expect(window.windowLevel.rawValue == 2001 && window.windowLevel > .statusBar)
        #expect(UIWindow.Level.normal - 1 < .normal)
    }

    @Test func aControllerDeclaresItsOrientationsAsUIKitsDefaultsDo() {
        final class PortraitOnly: UIViewController {
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
            override var shouldAutorotate: Bool { false }
            override var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .slide }
        }
        let plain = UIViewController()
        #expect(plain.supportedInterfaceOrientations == .allButUpsideDown && plain.shouldAutorotate)
        #expect(plain.preferredInterfaceOrientationForPresentation == .portrait)
        let portrait = PortraitOnly()
        #expect(portrait.supportedInterfaceOrientations == [.portrait] && !portrait.shouldAutorotate)
        #expect(UIInterfaceOrientationMask.landscape == [.landscapeLeft, .landscapeRight])
        #expect(portrait.preferredStatusBarUpdateAnimation == .slide)
    }
}
