import Foundation

/// The app's transitions between foreground and background, like the lifecycle part
/// of `UIApplicationDelegate`. Every method has an empty default.
@preconcurrency @MainActor
public protocol ApplicationDelegate: AnyObject {
    /// The app is about to stop being active, like `applicationWillResignActive(_:)`.
    func applicationWillResignActive(_ application: Application)
    /// The app is now in the background, like `applicationDidEnterBackground(_:)`.
    func applicationDidEnterBackground(_ application: Application)
    /// The app is about to return to the foreground, like
    /// `applicationWillEnterForeground(_:)`.
    func applicationWillEnterForeground(_ application: Application)
    /// The app is active again, like `applicationDidBecomeActive(_:)`.
    func applicationDidBecomeActive(_ application: Application)
}

extension ApplicationDelegate {
    public func applicationWillResignActive(_ application: Application) {}
    public func applicationDidEnterBackground(_ application: Application) {}
    public func applicationWillEnterForeground(_ application: Application) {}
    public func applicationDidBecomeActive(_ application: Application) {}
}
