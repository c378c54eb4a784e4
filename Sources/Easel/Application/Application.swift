import Foundation

/// The running app and its place in the foreground or background, like
/// `UIApplication.shared`.
///
/// Easel has no system to send the app away, so a test or scene plays that part with
/// `enterBackground()` and `enterForeground()`, which run UIKit's sequences: the
/// delegate's callbacks, then the matching notification, each traced. Leaving and
/// returning do not touch the view controllers: returning to the foreground calls no
/// `viewWillAppear` on the visible controller, as UIKit documents. Once a scene is
/// connected (see `_connect(_:options:)`), the scene's delegate is told instead of the
/// app delegate, as UIKit does for an app that uses scenes, and the scene's notification
/// comes before the app's, which UIKit posts either way. It is also the end
/// of the responder chain: touches no view, controller or window handles stop here.
@preconcurrency @MainActor
public final class Application: Responder {
    /// Where the app is, like `UIApplication.State`.
    public enum State: Sendable {
        case active, inactive, background
    }

    /// The app, like `UIApplication.shared`.
    public static let shared = Application()

    /// Where the app is now, like `UIApplication.applicationState`; it starts active.
    public private(set) var applicationState = State.active

    /// The object told of the app's transitions, like `UIApplication.delegate`.
    public weak var delegate: ApplicationDelegate?

    /// The sessions opened by `_connect(_:options:)`, in order (see `openSessions`).
    var sessions: [SceneSession] = []
    /// The scene told of the app's transitions once connected.
    var connectedScene: (any _SceneLifecycle)?

    private override init() {}

    /// Posted after `applicationWillResignActive(_:)`.
    public static let willResignActiveNotification = Notification.Name("EaselApplicationWillResignActiveNotification")
    /// Posted after `applicationDidEnterBackground(_:)`.
    public static let didEnterBackgroundNotification = Notification.Name("EaselApplicationDidEnterBackgroundNotification")
    /// Posted after `applicationWillEnterForeground(_:)`.
    public static let willEnterForegroundNotification = Notification.Name("EaselApplicationWillEnterForegroundNotification")
    /// Posted after `applicationDidBecomeActive(_:)`.
    public static let didBecomeActiveNotification = Notification.Name("EaselApplicationDidBecomeActiveNotification")

    /// Sends the app to the background as the home gesture does: it resigns active
    /// (`applicationWillResignActive`), then enters the background
    /// (`applicationDidEnterBackground`). Does nothing when it is already there.
    public func enterBackground() {
        guard applicationState != .background else { return }
        if applicationState == .active {
            applicationState = .inactive
            report("applicationWillResignActive", .willResignActive, Self.willResignActiveNotification) {
                $0.applicationWillResignActive(self)
            }
        }
        applicationState = .background
        report("applicationDidEnterBackground", .didEnterBackground, Self.didEnterBackgroundNotification) {
            $0.applicationDidEnterBackground(self)
        }
    }

    /// Brings the app back as the app switcher does: it enters the foreground
    /// (`applicationWillEnterForeground`), then becomes active
    /// (`applicationDidBecomeActive`). Does nothing when it is not in the background.
    public func enterForeground() {
        guard applicationState == .background else { return }
        applicationState = .inactive
        report("applicationWillEnterForeground", .willEnterForeground, Self.willEnterForegroundNotification) {
            $0.applicationWillEnterForeground(self)
        }
        applicationState = .active
        report("applicationDidBecomeActive", .didBecomeActive, Self.didBecomeActiveNotification) {
            $0.applicationDidBecomeActive(self)
        }
    }

    private func report(_ event: String, _ transition: SceneTransition, _ notification: Notification.Name,
                        _ callDelegate: (ApplicationDelegate) -> Void) {
        if let connectedScene {
            connectedScene._perform(transition)
        } else {
            Trace.record(TraceEvent(event))
            if let delegate { callDelegate(delegate) }
        }
        NotificationCenter.default.post(name: notification, object: nil)
    }
}
