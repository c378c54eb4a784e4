import Easel
import EaselScene
import Foundation

extension Snapshotting where Value == ViewController {
    /// The controller on an iPhone 16e (390×844 points @3x).
    public static var image: Snapshotting { image() }

    /// The controller as the root of a window the size of `device` (or `size`, in
    /// points, at the device's scale) with the device's safe-area insets in portrait (so
    /// a navigation bar sits under its status bar), shown as an app shows it: its view is loaded,
    /// `viewWillAppear`, layout and `viewDidAppear` run, and the run loop runs until
    /// idle before the frame is captured. The controller is removed from the window
    /// afterwards, so it disappears as UIKit would make it.
    public static func image(device: Device = .snapshotDefault, size: CGSize? = nil) -> Snapshotting {
        Snapshotting { controller, masks throws(SnapshotError) in
            let size = size ?? device.size
            guard size.width > 0, size.height > 0 else {
                throw .emptySize(width: Double(size.width), height: Double(size.height))
            }
            let window = Window(size: size, scale: device.scale)
            window.eventLoop.refreshRate = device.refreshRate
            window.safeAreaInsets = device.safeAreaInsets
            window.rootViewController = controller
            defer { window.rootViewController = nil }
            return try SnapshotCapture.showing(window, masks: masks)
        }
    }
}

extension Device {
    /// The device snapshots of controllers use unless told otherwise: the iPhone 16e,
    /// 390×844 points at 3×.
    public static let snapshotDefault = Device.all.first { $0.name == "iPhone 16e" } ?? Device.all[0]
}
