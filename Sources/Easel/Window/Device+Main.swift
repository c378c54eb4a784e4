import Foundation
import Synchronization

/// The main screen, like `UIScreen.main`: on iOS a process runs on one device, and a
/// view measures and draws at that device's scale before it is in a window (a label's
/// `sizeToFit()` rounds to the 3× pixel grid on an iPhone). Easel has no device of its
/// own: `Device.main` names the one the process stands for, as the simulator a test
/// runs on does.
extension Device {
    /// The device the process runs on, like the device of `UIScreen.main` (the
    /// simulator a test runs on): a view outside a window has its scale as
    /// `contentScaleFactor`, so `sizeToFit()`, `intrinsicContentSize` and
    /// `systemLayoutSizeFitting(_:)` round to its pixel grid, and `UIScreen.main` is its
    /// screen. `nil` (the default) stands for no device: a view outside a window is at
    /// scale 1. Set it before making views, as a test target picks its simulator; it is
    /// read from any thread.
    ///
    /// A view outside a window never takes the key window's scale: windows come and go
    /// with each test here, where an app's screen stays, and a measurement must not
    /// depend on what another test left on screen.
    public static var main: Device? {
        get { mainDevice.withLock { $0 } }
        set { mainDevice.withLock { $0 = newValue } }
    }

    /// The scale of a view outside a window: the main device's, else 1.
    public static var mainScale: CGFloat { main?.scale ?? 1 }

    /// The main screen's scale, like `UIScreen.main.scale`, which `Window(frame:)` and
    /// `UIImage(named:)` use: the main device's, else the key window's (a window is its
    /// own screen here), else 1.
    public static var mainScreenScale: CGFloat { main?.scale ?? Window.keyWindowScale ?? 1 }

    private static let mainDevice = Mutex<Device?>(nil)
}
