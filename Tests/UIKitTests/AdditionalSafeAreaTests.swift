import Testing
import UIKit

/// `additionalSafeAreaInsets`: a controller makes room in its view's safe area.
@MainActor
@Suite struct AdditionalSafeAreaTests {
    @Test func theInsetsAddToTheSafeAreaTheViewAlreadyHas() {
        let device = Device.all.first { $0.name == "iPhone 16e" }!
        let window = UIWindow(device: device)
        let controller = GuidePinnedController { $0.safeAreaLayoutGuide }
        controller.additionalSafeAreaInsets = UIEdgeInsets(top: 20, left: 0, bottom: 60, right: 0)
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.eventLoop.runOnce()
        // The device's own insets (47 at the top, 34 at the bottom) plus the controller's.
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 67, left: 0, bottom: 94, right: 0))
        #expect(controller.content.frame == CGRect(x: 0, y: 67, width: 390, height: 844 - 67 - 94))
        controller.additionalSafeAreaInsets = .zero
        window.eventLoop.runOnce()
        #expect(controller.content.frame == CGRect(x: 0, y: 47, width: 390, height: 844 - 47 - 34))
    }
}
