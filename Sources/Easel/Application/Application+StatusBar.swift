import Foundation

/// The app-wide status bar queries UIKit deprecated in favour of the window scene's
/// `statusBarManager`, which code written before iOS 13 still asks: each is answered
/// from the key window, as the status bar Easel draws there (`showsSystemOverlays`)
/// follows it.
extension Application {
    /// The status bar's frame in screen coordinates, like `UIApplication.statusBarFrame`:
    /// the key window's width and the top of its safe area, `.zero` while the status bar
    /// is hidden (`isStatusBarHidden`), as UIKit gives it.
    public var statusBarFrame: CGRect {
        guard let window = Window.keyWindow, !isStatusBarHidden else { return .zero }
        return CGRect(x: 0, y: 0, width: window.bounds.width, height: window.safeAreaInsets.top)
    }

    /// Whether the status bar is hidden, like `UIApplication.isStatusBarHidden`: with no
    /// key window, where the key window has no top safe area (an iPhone in landscape),
    /// or where the controller that decides (`childForStatusBarHidden`, followed down
    /// from the shown controller) prefers it hidden. Setting it changes nothing, with a
    /// diagnostic, as iOS ignores it under view-controller-based status bar appearance
    /// (the default): override `prefersStatusBarHidden` instead.
    public var isStatusBarHidden: Bool {
        get {
            guard let window = Window.keyWindow else { return true }
            return window.safeAreaInsets.top == 0
                || (Window.deciding(window.statusBarController, \.childForStatusBarHidden)?.prefersStatusBarHidden ?? false)
        }
        set { Self.reportIgnored("isStatusBarHidden", newValue, instead: "prefersStatusBarHidden") }
    }

    /// The status bar's style, like `UIApplication.statusBarStyle`: the
    /// `preferredStatusBarStyle` of the controller that decides
    /// (`childForStatusBarStyle`, followed down from the key window's shown controller),
    /// `.default` without one. Setting it changes nothing, with a diagnostic, as for
    /// `isStatusBarHidden`: override `preferredStatusBarStyle` instead.
    public var statusBarStyle: StatusBarStyle {
        get {
            let shown = Window.keyWindow?.statusBarController
            return Window.deciding(shown, \.childForStatusBarStyle)?.preferredStatusBarStyle ?? .default
        }
        set { Self.reportIgnored("statusBarStyle", newValue, instead: "preferredStatusBarStyle") }
    }

    /// Sets the status bar's style, like the deprecated
    /// `UIApplication.setStatusBarStyle(_:animated:)`: ignored with a diagnostic, as
    /// setting `statusBarStyle` is (iOS 9 and later ignore it under view-controller-based
    /// status bar appearance, the default).
    public func setStatusBarStyle(_ statusBarStyle: StatusBarStyle, animated: Bool) {
        self.statusBarStyle = statusBarStyle
    }

    /// Hides or shows the status bar, like the deprecated
    /// `UIApplication.setStatusBarHidden(_:with:)`: ignored with a diagnostic, as setting
    /// `isStatusBarHidden` is.
    public func setStatusBarHidden(_ hidden: Bool, with animation: StatusBarAnimation) {
        isStatusBarHidden = hidden
    }

    private static func reportIgnored(_ property: String, _ value: Any, instead: String) {
        Diagnostics.report("UIApplication.\(property) = \(value) is ignored, as iOS ignores it under view-controller-based status bar appearance: override \(instead) of the controller that decides")
    }

    /// How the interface is turned, like `UIApplication.statusBarOrientation`: from the
    /// key window's shape, `landscapeRight` when it is wider than tall, `portrait`
    /// otherwise (and without a key window).
    public var statusBarOrientation: InterfaceOrientation {
        guard let bounds = Window.keyWindow?.bounds, bounds.width > bounds.height else { return .portrait }
        return .landscapeRight
    }

    /// The orientations the app supports in `window`, like
    /// `UIApplication.supportedInterfaceOrientations(for:)`: what Xcode's app template
    /// lists in the Info.plist (there is none here), every orientation on an iPad and
    /// all but upside down elsewhere, by the window's idiom (the key window's when
    /// `window` is `nil`).
    public func supportedInterfaceOrientations(for window: Window?) -> InterfaceOrientationMask {
        let traits = (window ?? Window.keyWindow)?.traitCollection
        return traits?.userInterfaceIdiom == .pad ? .all : .allButUpsideDown
    }

    /// The name of the notification UIKit posts before the status bar turns, like
    /// `UIApplication.willChangeStatusBarOrientationNotification`. Easel does not post
    /// it: a rotation reaches the controllers through `viewWillTransition(to:with:)`,
    /// UIKit's replacement since iOS 8.
    public static let willChangeStatusBarOrientationNotification =
        Notification.Name("UIApplicationWillChangeStatusBarOrientationNotification")

    /// The name of the notification UIKit posts after the status bar turned, like
    /// `UIApplication.didChangeStatusBarOrientationNotification`; not posted, as
    /// `willChangeStatusBarOrientationNotification` is not.
    public static let didChangeStatusBarOrientationNotification =
        Notification.Name("UIApplicationDidChangeStatusBarOrientationNotification")
}
