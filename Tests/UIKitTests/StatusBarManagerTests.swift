import Testing
import UIKit

/// The status bar API of code written before scenes (`setStatusBarStyle(_:animated:)`,
/// `setStatusBarHidden(_:with:)`) and the window scene's `statusBarManager` and
/// `coordinateSpace` that replaced it.
@MainActor
@Suite struct StatusBarManagerTests {
    private final class LightContentController: UIViewController {
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    }

    @Test func theDeprecatedSettersAreIgnoredAsUnderControllerBasedAppearance() {
        let window = showOnIPhone16e(UIViewController())
        let (_, messages) = Diagnostics.collect {
            UIApplication.shared.setStatusBarStyle(.lightContent, animated: true)
            UIApplication.shared.setStatusBarHidden(true, with: .fade)
        }
        #expect(UIApplication.shared.statusBarStyle == .default)
        #expect(!UIApplication.shared.isStatusBarHidden)
        #expect(messages.count == 2)
        _ = window
    }

    @Test func theScenesStatusBarManagerAnswersFromTheKeyWindow() throws {
        let window = showOnIPhone16e(LightContentController())
        let scene = try #require(window.windowScene)
        let manager = try #require(scene.statusBarManager)
        #expect(manager.statusBarFrame == CGRect(x: 0, y: 0, width: 390, height: 47))
        #expect(manager.statusBarStyle == .lightContent)
        #expect(!manager.isStatusBarHidden)
        #expect(scene.coordinateSpace.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
    }
}
