import Foundation

/// The app's transitions between foreground and background, like the lifecycle part
/// and scene-session parts of `UIApplicationDelegate`. Every method has a default. It
/// refines `NSObjectProtocol`, as UIKit's does: a delegate is a `UIResponder` or
/// `NSObject` subclass.
@preconcurrency @MainActor
public protocol ApplicationDelegate: NSObjectProtocol {
    /// The app is about to stop being active, like `applicationWillResignActive(_:)`.
    func applicationWillResignActive(_ application: Application)
    /// The app is now in the background, like `applicationDidEnterBackground(_:)`.
    func applicationDidEnterBackground(_ application: Application)
    /// The app is about to return to the foreground, like
    /// `applicationWillEnterForeground(_:)`.
    func applicationWillEnterForeground(_ application: Application)
    /// The app is active again, like `applicationDidBecomeActive(_:)`.
    func applicationDidBecomeActive(_ application: Application)
    /// The configuration of a scene about to connect, like
    /// `application(_:configurationForConnecting:options:)`. The default is the
    /// session's own configuration (no name, no classes), where UIKit would read the
    /// app's Info.plist.
    func application(_ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
                     options: SceneConnectionOptions) -> SceneConfiguration
    /// The user closed scenes whose sessions are now gone, like
    /// `application(_:didDiscardSceneSessions:)`.
    func application(_ application: Application, didDiscardSceneSessions sceneSessions: Set<SceneSession>)
}

extension ApplicationDelegate {
    public func applicationWillResignActive(_ application: Application) {}
    public func applicationDidEnterBackground(_ application: Application) {}
    public func applicationWillEnterForeground(_ application: Application) {}
    public func applicationDidBecomeActive(_ application: Application) {}
    public func application(_ application: Application, configurationForConnecting connectingSceneSession: SceneSession,
                            options: SceneConnectionOptions) -> SceneConfiguration {
        connectingSceneSession.configuration
    }
    public func application(_ application: Application, didDiscardSceneSessions sceneSessions: Set<SceneSession>) {}
}
