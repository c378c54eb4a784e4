import Testing
import UIKit

/// What the app and scene delegates are told, and which notifications are posted, in order.
@MainActor private final class LifecycleLog {
    var calls: [String] = []
    private var observers: [NSObjectProtocol] = []

    init() {
        let names: [(Notification.Name, String)] = [
            (UIScene.willConnectNotification, "UIScene.willConnect"),
            (UIScene.willEnterForegroundNotification, "UIScene.willEnterForeground"),
            (UIScene.didActivateNotification, "UIScene.didActivate"),
            (UIScene.willDeactivateNotification, "UIScene.willDeactivate"),
            (UIScene.didEnterBackgroundNotification, "UIScene.didEnterBackground"),
            (UIScene.didDisconnectNotification, "UIScene.didDisconnect"),
            (UIApplication.willResignActiveNotification, "UIApplication.willResignActive"),
            (UIApplication.didEnterBackgroundNotification, "UIApplication.didEnterBackground"),
            (UIApplication.willEnterForegroundNotification, "UIApplication.willEnterForeground"),
            (UIApplication.didBecomeActiveNotification, "UIApplication.didBecomeActive"),
        ]
        for (name, label) in names {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.calls.append(label) }
            })
        }
    }

    func stop() { for observer in observers { NotificationCenter.default.removeObserver(observer) } }
}

/// Xcode's template app delegate, with the scene-session methods.
private final class TemplateSceneAppDelegate: UIResponder, UIApplicationDelegate {
    let log: LifecycleLog
    init(log: LifecycleLog) { self.log = log }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        true
    }

    func applicationWillResignActive(_ application: UIApplication) { log.calls.append("applicationWillResignActive") }
    func applicationDidEnterBackground(_ application: UIApplication) { log.calls.append("applicationDidEnterBackground") }

    // MARK: UISceneSession Lifecycle

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        log.calls.append("configurationForConnecting \(connectingSceneSession.role.rawValue)")
        let configuration = UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        configuration.delegateClass = TemplateSceneDelegate.self
        return configuration
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        log.calls.append("didDiscardSceneSessions \(sceneSessions.count)")
    }
}

/// Xcode's template scene delegate, making its window as real apps do.
private final class TemplateSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    let log: LifecycleLog
    init(log: LifecycleLog) { self.log = log }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = (scene as? UIWindowScene) else { return }
        let url = connectionOptions.urlContexts.first?.url.absoluteString ?? "none"
        let shortcut = connectionOptions.shortcutItem?.type ?? "none"
        log.calls.append("willConnectTo \(session.configuration.name ?? "nil") url \(url) shortcut \(shortcut)")
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = UIViewController()
        window?.makeKeyAndVisible()
    }

    func sceneDidDisconnect(_ scene: UIScene) { log.calls.append("sceneDidDisconnect") }
    func sceneDidBecomeActive(_ scene: UIScene) { log.calls.append("sceneDidBecomeActive") }
    func sceneWillResignActive(_ scene: UIScene) { log.calls.append("sceneWillResignActive") }
    func sceneWillEnterForeground(_ scene: UIScene) { log.calls.append("sceneWillEnterForeground") }
    func sceneDidEnterBackground(_ scene: UIScene) { log.calls.append("sceneDidEnterBackground") }
}

/// An app that uses scenes, from launch to the user closing its scene in the app switcher.
@MainActor
@Suite struct SceneLifecycleTests {
    /// Launches an app with the template's delegates (without the app delegate when
    /// `withAppDelegate` is false), runs `body`, then closes the scene if it is still open.
    private func launch(withAppDelegate: Bool = true, url: URL? = nil, shortcutType: String? = nil,
                        _ body: (LifecycleLog, TemplateSceneDelegate, UIWindowScene) throws -> Void) rethrows {
        let log = LifecycleLog()
        let appDelegate = TemplateSceneAppDelegate(log: log)
        if withAppDelegate { UIApplication.shared.delegate = appDelegate }
        let sceneDelegate = TemplateSceneDelegate(log: log)
        let scene = connectScene(sceneDelegate, url: url, shortcutType: shortcutType)
        defer {
            if scene.session.scene != nil { UIApplication.shared.requestSceneSessionDestruction(scene.session, options: nil) }
            UIApplication.shared.delegate = nil
            log.stop()
        }
        try withExtendedLifetime(appDelegate) { try body(log, sceneDelegate, scene) }
    }

    @Test func aSceneConnectsInUIKitsOrderAndItsDelegateShowsTheWindow() throws {
        try launch { log, sceneDelegate, scene in
            #expect(log.calls == [
                "configurationForConnecting UIWindowSceneSessionRoleApplication",
                "willConnectTo Default Configuration url none shortcut none",
                "UIScene.willConnect",
                "sceneWillEnterForeground", "UIScene.willEnterForeground",
                "sceneDidBecomeActive", "UIScene.didActivate",
            ])
            let window = try #require(sceneDelegate.window)
            #expect(window.isKeyWindow && window.windowScene === scene && scene.windows.contains(window))
            #expect(window.bounds.size == scene.screen.bounds.size)
            #expect(scene.delegate === sceneDelegate && scene.activationState == .foregroundActive)
            #expect(scene.session.role == .windowApplication && scene.session.scene === scene)
            #expect(scene.session.configuration.name == "Default Configuration")
            #expect(scene.session.configuration.delegateClass is TemplateSceneDelegate.Type)
            #expect(UIApplication.shared.openSessions == [scene.session])
            let connected = UIApplication.shared.connectedScenes.first { $0.activationState == .foregroundActive }
            #expect((connected?.delegate as? TemplateSceneDelegate) === sceneDelegate)
            #expect((window.windowScene?.delegate as? UIWindowSceneDelegate)?.window === window)
        }
    }

    @Test func theSceneDelegateNotTheAppDelegateHearsOfBackgroundAndForeground() {
        launch { log, _, scene in
            log.calls = []
            sendToBackground()
            #expect(scene.activationState == .background)
            returnToForeground()
            #expect(log.calls == [
                "sceneWillResignActive", "UIScene.willDeactivate", "UIApplication.willResignActive",
                "sceneDidEnterBackground", "UIScene.didEnterBackground", "UIApplication.didEnterBackground",
                "sceneWillEnterForeground", "UIScene.willEnterForeground", "UIApplication.willEnterForeground",
                "sceneDidBecomeActive", "UIScene.didActivate", "UIApplication.didBecomeActive",
            ])
            #expect(scene.activationState == .foregroundActive)
        }
    }

    @Test func aURLAndAQuickActionReachTheConnectingScene() {
        launch(withAppDelegate: false, url: URL(string: "easel://photos/42"), shortcutType: "com.example.new-photo") { log, _, scene in
            // Without an app delegate the session keeps its own configuration, which has no name.
            #expect(log.calls.first == "willConnectTo nil url easel://photos/42 shortcut com.example.new-photo")
            #expect(scene.session.configuration.name == nil && scene.session.configuration.delegateClass == nil)
        }
    }

    @Test func closingTheScenesSessionDisconnectsItThenTheAppDelegateDiscardsIt() {
        launch { log, _, scene in
            let session = scene.session
            log.calls = []
            UIApplication.shared.requestSceneSessionDestruction(session, options: nil)
            #expect(log.calls == ["sceneDidDisconnect", "UIScene.didDisconnect", "didDiscardSceneSessions 1"])
            #expect(scene.delegate == nil && session.scene == nil)
            #expect(!UIApplication.shared.openSessions.contains(session) && scene.session != session)

            // Now the app delegate hears of the app's transitions again, as without scenes.
            log.calls = []
            sendToBackground()
            returnToForeground()
            #expect(log.calls.filter { $0.hasPrefix("application") } == ["applicationWillResignActive", "applicationDidEnterBackground"])
        }
    }
}
