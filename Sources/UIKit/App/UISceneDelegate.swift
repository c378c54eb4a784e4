import Easel
import Foundation

/// The object told of a scene's life, like `UISceneDelegate`. Every method is optional,
/// as in UIKit; it refines `NSObjectProtocol`, as UIKit's does, so a delegate is a
/// `UIResponder` (Xcode's template) or `NSObject` subclass.
///
/// `UIApplication.connectScene(delegate:options:)` connects Easel's scene in UIKit's
/// order: `scene(_:willConnectTo:options:)`, then, unless the app is in the background,
/// `sceneWillEnterForeground(_:)` and `sceneDidBecomeActive(_:)`. From then on
/// `enterBackground()` calls `sceneWillResignActive(_:)` and `sceneDidEnterBackground(_:)`,
/// `enterForeground()` the other two, and
/// `requestSceneSessionDestruction(_:options:errorHandler:)` `sceneDidDisconnect(_:)`.
@preconcurrency @MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    /// The scene is connecting, like `scene(_:willConnectTo:options:)`: where the
    /// window is made and shown.
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// The scene was released, like `sceneDidDisconnect(_:)`.
    func sceneDidDisconnect(_ scene: UIScene)
    /// The scene is active, like `sceneDidBecomeActive(_:)`.
    func sceneDidBecomeActive(_ scene: UIScene)
    /// The scene is about to stop being active, like `sceneWillResignActive(_:)`.
    func sceneWillResignActive(_ scene: UIScene)
    /// The scene is about to come to the foreground, like `sceneWillEnterForeground(_:)`.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// The scene is in the background, like `sceneDidEnterBackground(_:)`.
    func sceneDidEnterBackground(_ scene: UIScene)
    /// The scene is asked to open URLs, like `scene(_:openURLContexts:)`.
    func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>)
    /// The activity that restores the scene, like `stateRestorationActivity(for:)`.
    func stateRestorationActivity(for scene: UIScene) -> NSUserActivity?
    /// An activity is about to be continued, like
    /// `scene(_:willContinueUserActivityWithType:)`.
    func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String)
    /// The scene is to continue an activity, like `scene(_:continue:)`.
    func scene(_ scene: UIScene, continue userActivity: NSUserActivity)
    /// An activity could not be continued, like
    /// `scene(_:didFailToContinueUserActivityWithType:error:)`.
    func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error)
    /// The scene's activity changed, like `scene(_:didUpdate:)`.
    func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity)
}

extension UISceneDelegate {
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {}
    public func sceneDidDisconnect(_ scene: UIScene) {}
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    public func sceneWillResignActive(_ scene: UIScene) {}
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    public func sceneDidEnterBackground(_ scene: UIScene) {}
    public func scene(_ scene: UIScene, openURLContexts URLContexts: Set<UIOpenURLContext>) {}
    public func stateRestorationActivity(for scene: UIScene) -> NSUserActivity? { nil }
    public func scene(_ scene: UIScene, willContinueUserActivityWithType userActivityType: String) {}
    public func scene(_ scene: UIScene, continue userActivity: NSUserActivity) {}
    public func scene(_ scene: UIScene, didFailToContinueUserActivityWithType userActivityType: String, error: any Error) {}
    public func scene(_ scene: UIScene, didUpdate userActivity: NSUserActivity) {}
}

/// The delegate of a scene that shows windows, like `UIWindowSceneDelegate`: its
/// `window` is the one Xcode's template makes in `scene(_:willConnectTo:options:)`.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window, like `UIWindowSceneDelegate.window` (optional in UIKit:
    /// the default reads `nil` and ignores what is set).
    var window: UIWindow? { get set }
    /// The scene's size, orientation or traits changed, like
    /// `windowScene(_:didUpdate:interfaceOrientation:traitCollection:)`.
    func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace,
                     interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
                     traitCollection previousTraitCollection: UITraitCollection)
    /// A Home screen quick action was chosen, like
    /// `windowScene(_:performActionFor:completionHandler:)`.
    func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                     completionHandler: @escaping (Bool) -> Void)
}

extension UIWindowSceneDelegate {
    public var window: UIWindow? {
        get { nil }
        set {}
    }
    public func windowScene(_ windowScene: UIWindowScene, didUpdate previousCoordinateSpace: any UICoordinateSpace,
                            interfaceOrientation previousInterfaceOrientation: UIInterfaceOrientation,
                            traitCollection previousTraitCollection: UITraitCollection) {}
    public func windowScene(_ windowScene: UIWindowScene, performActionFor shortcutItem: UIApplicationShortcutItem,
                            completionHandler: @escaping (Bool) -> Void) {
        completionHandler(false)
    }
}
