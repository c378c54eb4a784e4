/// The running app, like `UIApplication`: the same class as Easel's `Application`, so
/// `UIApplication.shared`, `applicationState` and the lifecycle notifications
/// (`UIApplication.didEnterBackgroundNotification` …) are Easel's.
public typealias UIApplication = Application

/// The object told of the app's transitions, like `UIApplicationDelegate`; the same
/// protocol as Easel's `ApplicationDelegate`.
public typealias UIApplicationDelegate = ApplicationDelegate

extension Application {
    /// The key window, like `UIApplication.keyWindow`: the window last made key with
    /// `makeKeyAndVisible()`, while it exists.
    public var keyWindow: Window? { Window.keyWindow }

    /// The app's windows, like `UIApplication.windows` (deprecated in UIKit): the key
    /// window, the one window Easel keeps track of, or none. Code that looks for the
    /// key window among them (`windows.first { $0.isKeyWindow }`) finds it.
    public var windows: [Window] { keyWindow.map { [$0] } ?? [] }
}

extension Application {
    /// The class's value for `key`, as key-value coding answers it on iOS: the shared
    /// app for `"sharedApplication"` (or `"shared"`), which libraries that must also
    /// build for app extensions read instead of `UIApplication.shared`. Any other key
    /// gives nil, with a diagnostic (iOS raises an exception).
    public static func value(forKey key: String) -> Any? {
        if key == "sharedApplication" || key == "shared" { return shared }
        Diagnostics.report("UIApplication.value(forKey: \"\(key)\"): the class has no value for this key")
        return nil
    }

    /// The class's value for `keyPath`, as `value(forKey:)` answers it for a single key.
    public static func value(forKeyPath keyPath: String) -> Any? { value(forKey: keyPath) }
}
