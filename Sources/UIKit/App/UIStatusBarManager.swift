import Easel
import Foundation

/// The status bar of a window scene, like `UIStatusBarManager` (iOS 13), which
/// replaced `UIApplication`'s status bar queries: it answers as they do, from the key
/// window, whose status bar Easel draws (`showsSystemOverlays`).
@preconcurrency @MainActor
open class UIStatusBarManager: NSObject {
    /// The status bar's style, like `UIStatusBarManager.statusBarStyle`: the deciding
    /// controller's `preferredStatusBarStyle` (see `UIApplication.statusBarStyle`).
    open var statusBarStyle: UIStatusBarStyle { UIApplication.shared.statusBarStyle }

    /// Whether the status bar is hidden, like `UIStatusBarManager.isStatusBarHidden`
    /// (see `UIApplication.isStatusBarHidden`).
    open var isStatusBarHidden: Bool { UIApplication.shared.isStatusBarHidden }

    /// The status bar's frame, like `UIStatusBarManager.statusBarFrame`: the key
    /// window's width and top safe area, `.zero` while hidden.
    open var statusBarFrame: CGRect { UIApplication.shared.statusBarFrame }
}

extension UIWindowScene {
    /// The scene's status bar, like `UIWindowScene.statusBarManager`: never `nil` here,
    /// as a window scene on an iPhone or iPad always has one.
    public var statusBarManager: UIStatusBarManager? { UIStatusBarManager() }

    /// The scene's coordinate space, like `UIWindowScene.coordinateSpace`: its screen's,
    /// as the scene fills the screen.
    public var coordinateSpace: any UICoordinateSpace { screen.coordinateSpace }
}
