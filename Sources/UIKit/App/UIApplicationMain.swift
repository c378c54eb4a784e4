import Foundation

/// Starts the app, like UIKit's `UIApplicationMain(_:_:_:_:)`, which `main.swift` files
/// call with `NSStringFromClass(AppDelegate.self)` and which `@main` on an app delegate
/// calls (see `ApplicationDelegate.main()`).
///
/// On iOS it makes the application object and an instance of the delegate class named
/// `delegateClassName` through the Objective-C runtime, runs the main event loop and never
/// returns. Swift on Linux cannot make an instance of a class from its name (there is no
/// Objective-C runtime, and `UIResponder.init()` is not a required initializer), and
/// Easel runs no app of its own: a test or a scene puts views in a `UIWindow` it makes
/// and drives its event loop. So nothing is launched: the call reports that, with the
/// delegate class it was given, and returns `EXIT_FAILURE`, so that a process that runs
/// it ends with a failure status rather than pretending to have run the app. Like
/// UIKit's C function, it is not isolated, so top-level code in `main.swift` calls it.
@discardableResult
public func UIApplicationMain(_ argc: Int32, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>,
                              _ principalClassName: String?, _ delegateClassName: String?) -> Int32 {
    Diagnostics.report("UIApplicationMain(\(principalClassName ?? "nil"), \(delegateClassName ?? "nil")): Easel launches no app on Linux; show the app's views in a UIWindow(size:scale:) and run its eventLoop")
    return EXIT_FAILURE
}

extension ApplicationDelegate {
    /// The app's entry point when the delegate is marked `@main`, like the `main()` UIKit
    /// gives every `UIApplicationDelegate`: it calls `UIApplicationMain(_:_:_:_:)` with
    /// the delegate's class name, and exits with its status (Easel launches no app, so a
    /// failure, reported). `@main` is also what `easel port` makes of `@UIApplicationMain`,
    /// which Swift compiles only with the Objective-C runtime.
    public static func main() {
        exit(UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(self)))
    }
}
