import Testing
import UIKit

/// An app delegate as Xcode's template wrote it before scenes, marked `@main` on iOS.
final class TemplateAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }
}

@MainActor
@Suite struct ApplicationMainTests {
    @Test func uiApplicationMainLaunchesNothingAndSaysSo() {
        let (status, messages) = Diagnostics.collect {
            UIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, NSStringFromClass(TemplateAppDelegate.self))
        }
        #expect(status == EXIT_FAILURE)
        #expect(messages == ["UIApplicationMain(nil, UIKitTests.TemplateAppDelegate): Easel launches no app on Linux; show the app's views in a UIWindow(size:scale:) and run its eventLoop"])
    }

    @Test func anAppDelegateHasTheMainThatAtMainCalls() {
        // `@main` on the delegate compiles because it has UIKit's `main()`; calling it
        // here would end the test process, as it ends an app's.
        let main: @MainActor () -> Void = TemplateAppDelegate.main
        _ = main
    }
}
