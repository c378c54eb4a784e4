import Foundation

/// Event dispatch from the application to its windows.
extension Application {
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
