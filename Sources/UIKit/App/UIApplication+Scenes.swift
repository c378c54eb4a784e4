import Easel
import Foundation

extension Application {
    /// Connects the app's scene as iOS does when it launches an app that uses scenes, in
    /// UIKit's order: the app delegate's `application(_:configurationForConnecting:options:)`
    /// gives the new session's configuration; the scene's delegate is `delegate` (Swift
    /// on Linux cannot make an instance of the configuration's `delegateClass` from the
    /// class: without `delegate`, a `delegateClass` is reported and the scene has none);
    /// `scene(_:willConnectTo:options:)` and `UIScene.willConnectNotification`; then,
    /// unless the app is in the background, `sceneWillEnterForeground(_:)` and
    /// `sceneDidBecomeActive(_:)`, each with its `UIScene` notification. Each call is
    /// traced. Easel has one scene: connecting it again while it is connected does
    /// nothing, with a diagnostic. Easel's own: iOS connects scenes itself.
    @discardableResult
    public func connectScene(delegate: (any UISceneDelegate)? = nil,
                             options: UIScene.ConnectionOptions = UIScene.ConnectionOptions()) -> UIWindowScene {
        let scene = UIWindowScene.main
        if let session = scene.connectedSession {
            Diagnostics.report("connectScene: the scene is already connected (session \(session.persistentIdentifier))")
            return scene
        }
        let session = _connect(scene, options: options)
        scene.connectedSession = session
        scene.delegate = delegate ?? Self.makeDelegate(of: session.configuration)
        Trace.record(TraceEvent("scene(_:willConnectTo:options:)"))
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        if applicationState != .background {
            scene._perform(.willEnterForeground)
            scene._perform(.didBecomeActive)
        }
        return scene
    }

    private static func makeDelegate(of configuration: UISceneConfiguration) -> (any UISceneDelegate)? {
        if let delegateClass = configuration.delegateClass {
            Diagnostics.report("connectScene: cannot make a \(delegateClass) from its class on Linux; pass the scene's delegate to connectScene(delegate:options:)")
        }
        return nil
    }
}

extension UIScene: _SceneLifecycle {
    /// Tells the delegate of `transition` and posts the matching notification, the
    /// scene as its object, as UIKit does; a disconnected scene lets its delegate and
    /// session go.
    public func _perform(_ transition: Application.SceneTransition) {
        Trace.record(TraceEvent(transition.rawValue))
        let notification: Notification.Name
        switch transition {
        case .willEnterForeground:
            delegate?.sceneWillEnterForeground(self)
            notification = Self.willEnterForegroundNotification
        case .didBecomeActive:
            delegate?.sceneDidBecomeActive(self)
            notification = Self.didActivateNotification
        case .willResignActive:
            delegate?.sceneWillResignActive(self)
            notification = Self.willDeactivateNotification
        case .didEnterBackground:
            delegate?.sceneDidEnterBackground(self)
            notification = Self.didEnterBackgroundNotification
        case .didDisconnect:
            delegate?.sceneDidDisconnect(self)
            notification = Self.didDisconnectNotification
            delegate = nil
            connectedSession = nil
        }
        NotificationCenter.default.post(name: notification, object: self)
    }
}
