import Easel
import Foundation

/// An instance of the app's interface, like `UIScene`. Easel runs one: the app's only
/// scene, a `UIWindowScene` that holds its windows (`UIApplication.shared.connectedScenes`).
open class UIScene: UIResponder {
    /// Where a scene is, like `UIScene.ActivationState`.
    public enum ActivationState: Int, Sendable {
        case unattached = -1
        case foregroundActive, foregroundInactive, background
    }

    /// Where the scene is: the app's state (`UIApplication.applicationState`), which
    /// `enterBackground()` and `enterForeground()` change, like
    /// `UIScene.activationState`.
    open var activationState: ActivationState {
        switch UIApplication.shared.applicationState {
        case .active: .foregroundActive
        case .inactive: .foregroundInactive
        case .background: .background
        }
    }

    /// The scene's title, like `UIScene.title` (the app switcher shows it).
    open var title: String = ""

    /// The object told of the scene's life, like `UIScene.delegate`: kept strongly, as
    /// UIKit keeps it. `UIApplication.connectScene(delegate:options:)` sets it.
    open var delegate: (any UISceneDelegate)?

    /// The session of the connected scene (see `session`).
    var connectedSession: UISceneSession?
    private lazy var unopenedSession = UISceneSession(_unopened: .windowApplication)

    /// The scene's session, like `UIScene.session`: the one made when the scene
    /// connected, or one of role `windowApplication` that is not in
    /// `UIApplication.openSessions` before that.
    open var session: UISceneSession { connectedSession ?? unopenedSession }

    /// Posted when a scene connects, after its delegate's
    /// `scene(_:willConnectTo:options:)`, like `UIScene.willConnectNotification`.
    public nonisolated static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted when a scene disconnects, like `UIScene.didDisconnectNotification`.
    public nonisolated static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted when a scene comes to the foreground, like
    /// `UIScene.willEnterForegroundNotification`.
    public nonisolated static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// Posted when a scene becomes active, like `UIScene.didActivateNotification`.
    public nonisolated static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted when a scene is about to stop being active, like
    /// `UIScene.willDeactivateNotification`.
    public nonisolated static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted when a scene goes to the background, like
    /// `UIScene.didEnterBackgroundNotification`.
    public nonisolated static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")
}

/// A scene that shows windows, like `UIWindowScene`: the app's one scene, whose window
/// is the key window (the one window Easel keeps track of).
open class UIWindowScene: UIScene {
    /// The app's scene.
    static let main = UIWindowScene()

    /// The scene's windows, like `UIWindowScene.windows`: the key window, or none.
    open var windows: [UIWindow] { UIApplication.shared.windows }

    /// The scene's key window, like `UIWindowScene.keyWindow`.
    open var keyWindow: UIWindow? { UIApplication.shared.keyWindow }

    /// The screen the scene is on, like `UIWindowScene.screen`.
    open var screen: UIScreen { UIScreen.main }

    /// The traits of the scene, like `UIWindowScene.traitCollection`: its key window's
    /// (the default traits without one).
    open var traitCollection: UITraitCollection { keyWindow?.traitCollection ?? UITraitCollection() }

    /// How the interface is turned, like `UIWindowScene.interfaceOrientation`: from the
    /// key window's shape (portrait when there is none), as
    /// `UIApplication.statusBarOrientation` gives it.
    open var interfaceOrientation: UIInterfaceOrientation { UIApplication.shared.statusBarOrientation }
}

extension Application {
    /// The app's scenes, like `UIApplication.connectedScenes`: its one window scene.
    public var connectedScenes: Set<UIScene> { [UIWindowScene.main] }

    /// Whether the app supports more than one scene, like
    /// `UIApplication.supportsMultipleScenes`: no.
    public var supportsMultipleScenes: Bool { false }
}

/// The key under which a window taken out of the app's scene is marked: one byte of
/// one allocation, for the process's lifetime.
nonisolated(unsafe) private let sceneRemovalKey = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

extension Window {
    /// The scene the window is in, like `UIWindow.windowScene`: the app's one scene,
    /// unless it was set to `nil` (as SwiftEntryKit does to a window it is done with);
    /// setting the scene again puts the window back in it.
    public var windowScene: UIWindowScene? {
        get { objc_getAssociatedObject(self, sceneRemovalKey) == nil ? UIWindowScene.main : nil }
        set { objc_setAssociatedObject(self, sceneRemovalKey, newValue == nil ? true : nil, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
    }
}

extension UIWindowScene: _WindowScene {
    /// The size of the scene's screen, which `UIWindow(windowScene:)` takes
    /// (`UIScreen.main.bounds`).
    public var _screenSize: CGSize { screen.bounds.size }
}
