import Foundation

/// The application object at the end of the responder chain, like `UIApplication`.
///
/// Touches that no view, controller or window handles reach it and stop there.
@MainActor
public final class Application: Responder {
    /// The one application object, like `UIApplication.shared`.
    public static let shared = Application()

    private override init() {}

    /// Dispatches an event to the windows of its touches, like
    /// `UIApplication.sendEvent(_:)`.
    public func sendEvent(_ event: Event) {
        var windows: [Window] = []
        for touch in event.orderedTouches {
            guard let window = touch.window, !windows.contains(where: { $0 === window }) else { continue }
            windows.append(window)
        }
        for window in windows { window.sendEvent(event) }
    }
}
