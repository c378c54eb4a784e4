import Easel
import Foundation

/// A scene's record with the system, like `UISceneSession`; the same class as Easel's
/// `SceneSession`.
public typealias UISceneSession = SceneSession

/// How a scene is made, like `UISceneConfiguration`; the same class as Easel's
/// `SceneConfiguration`.
public typealias UISceneConfiguration = SceneConfiguration

/// A URL a scene is asked to open, like `UIOpenURLContext`; Easel's `OpenURLContext`.
public typealias UIOpenURLContext = OpenURLContext

/// A Home screen quick action, like `UIApplicationShortcutItem`; Easel's
/// `ApplicationShortcutItem`.
public typealias UIApplicationShortcutItem = ApplicationShortcutItem

/// How a session is to be ended, like `UISceneDestructionRequestOptions`.
public typealias UISceneDestructionRequestOptions = SceneDestructionRequestOptions

extension UIScene {
    /// Why a scene is connecting, like `UIScene.ConnectionOptions`; Easel's
    /// `SceneConnectionOptions`.
    public typealias ConnectionOptions = SceneConnectionOptions
    /// Where a URL to open comes from, like `UIScene.OpenURLOptions`; Easel's
    /// `SceneOpenURLOptions`.
    public typealias OpenURLOptions = SceneOpenURLOptions
}

extension SceneSession {
    /// The session's connected scene, like `UISceneSession.scene`: `nil` before it
    /// connects and after it disconnects.
    public var scene: UIScene? { _scene as? UIScene }
}
