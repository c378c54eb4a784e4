import Foundation

/// A scene's record with the system, like `UISceneSession`: what the scene is for
/// (`role`), how it was made (`configuration`), a stable identifier and the app's own
/// `userInfo`. The app's sessions are `Application.openSessions`; a session is made when
/// a scene connects (see `Application._connect(_:options:)`) and ends with
/// `requestSceneSessionDestruction(_:options:errorHandler:)`.
@preconcurrency @MainActor
public final class SceneSession: NSObject {
    /// What a session's scene is for, like `UISceneSession.Role`.
    public struct Role: Hashable, RawRepresentable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }

        /// The app's interactive windows on the device's screen, like
        /// `UISceneSession.Role.windowApplication`.
        public static let windowApplication = Role("UIWindowSceneSessionRoleApplication")
        /// Windows on an external display that shows content but takes no input, like
        /// `UISceneSession.Role.windowExternalDisplayNonInteractive`.
        public static let windowExternalDisplayNonInteractive = Role("UIWindowSceneSessionRoleExternalDisplayNonInteractive")
        /// The role of an external display before iOS 16, like
        /// `UISceneSession.Role.windowExternalDisplay`.
        public static let windowExternalDisplay = Role("UIWindowSceneSessionRoleExternalDisplay")
    }

    /// What the session's scene is for, like `UISceneSession.role`.
    public let role: Role
    /// A string that stays the session's for its lifetime, like
    /// `UISceneSession.persistentIdentifier`: `EaselSceneSession-1`, `-2` … in the
    /// order the sessions were made in this process (iOS makes a UUID; Easel counts, so
    /// runs are the same).
    public let persistentIdentifier: String
    /// How the session's scene is made, like `UISceneSession.configuration`: what the
    /// app delegate's `application(_:configurationForConnecting:options:)` returned.
    public internal(set) var configuration: SceneConfiguration
    /// The app's own information about the session, like `UISceneSession.userInfo`.
    public var userInfo: [String: Any]?
    /// The activity that restores the scene's state, like
    /// `UISceneSession.stateRestorationActivity`: Easel restores no state, so it stays
    /// what the app sets.
    public var stateRestorationActivity: NSUserActivity?
    /// The connected scene (UIKit's `UIScene`), which `UISceneSession.scene` reads.
    public internal(set) weak var _scene: AnyObject?

    nonisolated(unsafe) private static var made = 0

    /// A session of `role` that no scene has connected with yet: the one
    /// `UIScene.session` gives before a scene connects.
    public convenience init(_unopened role: Role) {
        self.init(role: role)
    }

    init(role: Role) {
        Self.made += 1
        self.role = role
        self.persistentIdentifier = "EaselSceneSession-\(Self.made)"
        self.configuration = SceneConfiguration(name: nil, sessionRole: role)
    }
}
