import Foundation

/// The touches of one moment, delivered together, like a touch-type `UIEvent`.
@preconcurrency @MainActor
public final class Event {
    /// The kinds of event, like `UIEvent.EventType`.
    public enum EventType: Sendable {
        /// Fingers on the screen.
        case touches
    }

    /// The event's kind, like `UIEvent.type`.
    public let type = EventType.touches
    /// The virtual time of the event, like `UIEvent.timestamp`.
    public let timestamp: TimeInterval
    /// The touches in the order their fingers first touched down.
    let orderedTouches: [Touch]

    init(timestamp: TimeInterval, touches: [Touch]) {
        self.timestamp = timestamp
        orderedTouches = touches
    }

    /// Every touch of the event, like `UIEvent.allTouches`.
    public var allTouches: Set<Touch>? { Set(orderedTouches) }

    /// The touches that began in `view`, like `UIEvent.touches(for:)`.
    public func touches(for view: View) -> Set<Touch>? {
        let touches = orderedTouches.filter { $0.view === view }
        return touches.isEmpty ? nil : Set(touches)
    }

    /// The touches in `window`, like `UIEvent.touches(for:)`.
    public func touches(for window: Window) -> Set<Touch>? {
        let touches = orderedTouches.filter { $0.window === window }
        return touches.isEmpty ? nil : Set(touches)
    }

    /// The touches `gestureRecognizer` receives, like `UIEvent.touches(for:)`.
    public func touches(for gestureRecognizer: GestureRecognizer) -> Set<Touch>? {
        let touches = orderedTouches.filter { touch in touch.gestureRecognizers.contains { $0 === gestureRecognizer } }
        return touches.isEmpty ? nil : Set(touches)
    }
}
