import Testing
import UIKit

/// An overlay window that is made in a scene and calls UIKit's designated
/// `init(windowScene:)`, as SwiftEntryKit's and toast libraries' windows do.
private final class OverlayWindow: UIWindow {
    let madeBy: String

    init(scene: UIWindowScene, madeBy: String) {
        self.madeBy = madeBy
        super.init(windowScene: scene)
        backgroundColor = .clear
        windowLevel = .statusBar
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

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

    @Test func aWindowSubclassCallsTheDesignatedSceneInitializer() throws {
        _ = makeWindow(width: 390, height: 844)
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let overlay = OverlayWindow(scene: scene, madeBy: "banner")
        #expect(overlay.madeBy == "banner" && overlay.bounds.size == UIScreen.main.bounds.size)
        #expect(overlay.windowScene === scene && overlay.isHidden && overlay.windowLevel == .statusBar)
        overlay.windowScene = nil
        #expect(overlay.windowScene == nil)
        overlay.windowScene = scene
        #expect(overlay.windowScene === scene)
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
