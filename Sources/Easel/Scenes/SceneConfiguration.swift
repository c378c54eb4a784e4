import Foundation

/// How a scene is made, like `UISceneConfiguration`: the app delegate returns one from
/// `application(_:configurationForConnecting:options:)`, naming the class of the
/// scene's delegate, of the scene itself and the storyboard of its first controller.
///
/// On iOS UIKit makes the delegate from `delegateClass` through the Objective-C runtime.
/// Swift on Linux can make an instance from a class only through a required
/// initializer, which neither `UIResponder` nor `NSObject` has, so Easel takes the
/// delegate from the caller (see `UIApplication.connectScene(delegate:options:)`).
@preconcurrency @MainActor
open class SceneConfiguration: NSObject {
    /// The configuration's name, like `UISceneConfiguration.name` (the key of a
    /// configuration in an app's Info.plist, `"Default Configuration"` in Xcode's template).
    public let name: String?
    /// The role of the sessions it makes scenes for, like `UISceneConfiguration.role`.
    public let role: SceneSession.Role
    /// The class of the scene's delegate, like `UISceneConfiguration.delegateClass`.
    open var delegateClass: AnyClass?
    /// The class of the scene, like `UISceneConfiguration.sceneClass`.
    open var sceneClass: AnyClass?
    /// The storyboard whose initial controller the scene's window shows, like
    /// `UISceneConfiguration.storyboard`.
    open var storyboard: Storyboard?

    /// A configuration named `name` for sessions of `sessionRole`, like
    /// `UISceneConfiguration(name:sessionRole:)`; no classes and no storyboard.
    public init(name: String?, sessionRole: SceneSession.Role) {
        self.name = name
        self.role = sessionRole
    }
}
