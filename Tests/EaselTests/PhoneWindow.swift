import Easel
import Foundation

/// A shown 390 × 844 window at 1× with an iPhone's safe area (47 points of status bar,
/// 34 of home indicator) whose root is `root`, settled; or, given a device's name, that
/// device's window (`Window(device:)`, with its size classes) in portrait.
@MainActor
func phoneWindow(root: ViewController, device name: String? = nil) -> Window {
    let window: Window
    if let device = Device.all.first(where: { $0.name == name }) {
        window = Window(device: device)
    } else {
        window = Window(size: CGSize(width: 390, height: 844), scale: 1)
        window.safeAreaInsets = EdgeInsets(top: 47, left: 0, bottom: 34, right: 0)
    }
    window.rootViewController = root
    window.makeKeyAndVisible()
    window.eventLoop.runUntilIdle()
    return window
}
