import Foundation

/// What the app asks of its scene (UIKit's `UIScene`, in the `UIKit` module) as it
/// connects, moves between foreground and background, and disconnects: tell the
/// scene's delegate, then post the scene's notification.
@preconcurrency @MainActor
public protocol _SceneLifecycle: AnyObject {
    /// Tells the scene's delegate of `transition` and posts the matching `UIScene`
    /// notification.
    func _perform(_ transition: Application.SceneTransition)
}

extension Application {
    /// A step of a scene's life, as `UISceneDelegate` is told of it.
    public enum SceneTransition: String, Sendable {
        case willEnterForeground = "sceneWillEnterForeground"
        case didBecomeActive = "sceneDidBecomeActive"
        case willResignActive = "sceneWillResignActive"
        case didEnterBackground = "sceneDidEnterBackground"
        case didDisconnect = "sceneDidDisconnect"
    }

    /// The sessions of the app's scenes, like `UIApplication.openSessions`: the session
    /// of the connected scene, if one was connected.
    public var openSessions: Set<SceneSession> {
        Set(sessions)
    }

    /// Starts a session for `scene` as UIKit does when a scene connects: a new session
    /// of role `windowApplication`, whose configuration the delegate's
    /// `application(_:configurationForConnecting:options:)` gives (traced). From now
    /// on the app's transitions are the scene's: `enterBackground()` and
    /// `enterForeground()` tell the scene's delegate instead of the app delegate, as
    /// UIKit does for an app that uses scenes. UIKit's `connectScene(delegate:options:)`
    /// calls it, then tells the scene's delegate.
    public func _connect(_ scene: any _SceneLifecycle, options: SceneConnectionOptions) -> SceneSession {
        let session = SceneSession(role: .windowApplication)
        sessions.append(session)
        Trace.record(TraceEvent("application(_:configurationForConnecting:options:)"))
        session.configuration = delegate?.application(self, configurationForConnecting: session, options: options)
            ?? session.configuration
        session._scene = scene
        connectedScene = scene
        return session
    }

    /// Ends `sceneSession` as the app switcher does when the user closes the scene,
    /// like `UIApplication.requestSceneSessionDestruction(_:options:errorHandler:)`: its
    /// scene disconnects (`sceneDidDisconnect(_:)`, `UIScene.didDisconnectNotification`),
    /// then the app delegate's `application(_:didDiscardSceneSessions:)` is told. A
    /// session that is not open is left alone, and `errorHandler` is called.
    public func requestSceneSessionDestruction(_ sceneSession: SceneSession, options: SceneDestructionRequestOptions?,
                                               errorHandler: ((any Error) -> Void)? = nil) {
        guard let index = sessions.firstIndex(of: sceneSession) else {
            Diagnostics.report("requestSceneSessionDestruction: session \(sceneSession.persistentIdentifier) is not open")
            errorHandler?(CocoaError(.featureUnsupported))
            return
        }
        if let scene = sceneSession._scene as? any _SceneLifecycle, scene === connectedScene {
            connectedScene = nil
            scene._perform(.didDisconnect)
        }
        sceneSession._scene = nil
        sessions.remove(at: index)
        Trace.record(TraceEvent("application(_:didDiscardSceneSessions:)"))
        delegate?.application(self, didDiscardSceneSessions: [sceneSession])
    }
}
