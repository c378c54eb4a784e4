import Foundation
import Synchronization

/// The key window: the one last made key with `makeKey()` or `makeKeyAndVisible()`, like
/// `UIApplication.keyWindow` and `UIWindow.isKeyWindow`. Its scale is also kept where
/// any thread may read it, since UIKit's image and color lookups run off the main actor
/// and pick resources for the main screen's scale.
extension Window {
    /// The window most recently made key with `makeKey()` or `makeKeyAndVisible()`, like
    /// `UIApplication.keyWindow`; `nil` once it is gone. It is not retained.
    public private(set) static weak var keyWindow: Window?

    /// Whether the window is the key window, like `UIWindow.isKeyWindow`.
    public var isKeyWindow: Bool { Window.keyWindow === self }

    /// The key window's scale, readable from any thread; `nil` when there is no key
    /// window.
    public nonisolated static var keyWindowScale: CGFloat? {
        keyWindowIdentity.withLock { $0?.scale }
    }

    /// The key window's identity and scale, for `keyWindowScale`.
    private nonisolated static let keyWindowIdentity = Mutex<(window: ObjectIdentifier, scale: CGFloat)?>(nil)

    /// Posted after a window becomes the key window, like
    /// `UIWindow.didBecomeKeyNotification`; the object is the window.
    public nonisolated static let didBecomeKeyNotification = Notification.Name("EaselWindowDidBecomeKeyNotification")

    /// Posted after a window stops being the key window, like
    /// `UIWindow.didResignKeyNotification`; the object is the window.
    public nonisolated static let didResignKeyNotification = Notification.Name("EaselWindowDidResignKeyNotification")

    /// Makes this window the key window. As in UIKit, when the key window changes the
    /// old one is told `resignKey()` and `didResignKeyNotification` is posted, then the
    /// new one is told `becomeKey()` and `didBecomeKeyNotification` is posted; a window
    /// that is already key is told nothing.
    func becomeKeyWindow() {
        let previous = Window.keyWindow
        guard previous !== self else { return }
        Window.keyWindow = self
        let identity = (window: ObjectIdentifier(self), scale: scale)
        Window.keyWindowIdentity.withLock { $0 = identity }
        if let previous {
            previous.resignKey()
            NotificationCenter.default.post(name: Window.didResignKeyNotification, object: previous)
        }
        becomeKey()
        NotificationCenter.default.post(name: Window.didBecomeKeyNotification, object: self)
    }

    /// Forgets the key window's scale when the key window goes away.
    nonisolated static func keyWindowDidDeinit(_ window: ObjectIdentifier) {
        keyWindowIdentity.withLock { if $0?.window == window { $0 = nil } }
    }
}
