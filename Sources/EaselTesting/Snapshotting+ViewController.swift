import Easel
import EaselGraphics
import Foundation

extension Snapshotting where Value == ViewController {
    /// The controller on an iPhone 16e (390×844 points @3x).
    public static var image: Snapshotting { image() }

    /// The controller as the root of a window on `device` in portrait (`Window(device:)`,
    /// with the device's traits), or of one `size` points large at the device's scale,
    /// with the device's safe-area insets in portrait (so a navigation bar sits under its
    /// status bar), shown as an app shows it: its view is loaded, `viewWillAppear`,
    /// layout and `viewDidAppear` run, and the run loop runs until idle before the
    /// frame is captured. Every trait `traits` specifies replaces the screen's
    /// (`.init(userInterfaceStyle: .dark)`). The controller is removed from the window
    /// afterwards, so it disappears as UIKit would make it.
    public static func image(device: Device = .snapshotDefault, size: CGSize? = nil,
                             traits: TraitCollection = TraitCollection()) -> Snapshotting {
        Snapshotting { controller, masks throws(SnapshotError) in
            if let size, size.width <= 0 || size.height <= 0 {
                throw .emptySize(width: Double(size.width), height: Double(size.height))
            }
            let window = Window(device: device)
            if let size {
                window.frame = CGRect(origin: .zero, size: size)
            }
            window.traitOverrides = TraitOverrides(traits)
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
