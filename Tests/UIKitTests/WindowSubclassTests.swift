import Testing
import UIKit

/// A `UIWindow` subclass with an initializer of its own, as overlay libraries (toasts,
/// floating buttons, entry windows) write it: `super.init(frame:)` is designated.
@MainActor
@Suite struct WindowSubclassTests {
    private final class OverlayWindow: UIWindow {
        let purpose: String

        init(frame: CGRect, purpose: String) {
            self.purpose = purpose
            super.init(frame: frame)
            windowLevel = .alert
            backgroundColor = .white
        }

        required init?(coder: NSCoder) { nil }
    }

    @Test func anOverlayWindowCallsSuperInitFrameAndRenders() throws {
        let window = OverlayWindow(frame: CGRect(x: 0, y: 0, width: 40, height: 30), purpose: "toast")
        #expect(window.purpose == "toast" && window.isHidden && window.windowLevel == .alert)
        #expect(window.bounds == CGRect(x: 0, y: 0, width: 40, height: 30))
        let badge = UIView(frame: CGRect(x: 10, y: 10, width: 10, height: 10))
        badge.backgroundColor = .red
        window.addSubview(badge)
        window.makeKeyAndVisible()
        commit(window)
        let image = try frameImage(of: window)
        let scale = Int(window.scale)
        #expect(pixel(image, 15 * scale, 15 * scale) == rgb(255, 0, 0))
        #expect(pixel(image, 5 * scale, 5 * scale) == rgb(255, 255, 255))
    }
}
