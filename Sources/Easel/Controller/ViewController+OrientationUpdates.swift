import Foundation

/// The requests by which UIKit code asks for the interface to turn to an orientation
/// the controllers now support. Easel turns a window only when a test or scene sets its
/// size (a `rotate` event), never on its own, so each request is a documented no-op.
extension ViewController {
    /// Asks the system to turn the interface to the device's orientation, like
    /// `UIViewController.attemptRotationToDeviceOrientation()` (deprecated in iOS 16):
    /// nothing here, since there is no device turning; the window keeps its size.
    public static func attemptRotationToDeviceOrientation() {}

    /// Tells the system `supportedInterfaceOrientations` changed, like
    /// `UIViewController.setNeedsUpdateOfSupportedInterfaceOrientations()`: nothing
    /// here, since Easel reads that property only when code does.
    public func setNeedsUpdateOfSupportedInterfaceOrientations() {}
}
