import Foundation

/// A press of a physical button (a remote's, a game controller's or a keyboard's), like
/// `UIPress`.
///
/// An iPhone driven by touch alone sends no presses, and Easel has no keyboard or remote:
/// the presses that arrive are the hardware key presses `Window.pressKey(_:modifierFlags:)`
/// makes (a press with a `key`), and code that makes another press delivers it itself.
@preconcurrency @MainActor
public final class Press: Hashable {
    /// The phase of a press, like `UIPress.Phase`.
    public enum Phase: Int, Sendable {
        case began, changed, stationary, ended, cancelled
    }

    /// The button pressed, like `UIPress.PressType`.
    public enum PressType: Int, Sendable {
        case upArrow, downArrow, leftArrow, rightArrow, select, menu, playPause
        case pageUp = 30, pageDown = 31, tvRemoteOneTwoThree = 32, tvRemoteFourColors = 33
    }

    /// When the press began or last changed, like `UIPress.timestamp`.
    public internal(set) var timestamp: TimeInterval
    /// The press's phase, like `UIPress.phase`.
    public internal(set) var phase: Phase
    /// The button, like `UIPress.type`.
    public let type: PressType
    /// How hard the button is pressed, 0 to 1, like `UIPress.force` (1 for a digital button).
    public let force: CGFloat
    /// The keyboard key pressed, like `UIPress.key`; `nil` for a remote's or a game
    /// controller's button.
    public let key: Key?

    /// A press of `type` in `phase`, of a keyboard's `key` when there is one.
    public init(type: PressType, phase: Phase, timestamp: TimeInterval = 0, force: CGFloat = 1, key: Key? = nil) {
        self.type = type
        self.phase = phase
        self.timestamp = timestamp
        self.force = force
        self.key = key
    }

    nonisolated public static func == (lhs: Press, rhs: Press) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// The presses of one moment, like `UIPressesEvent` (see `Press`).
@preconcurrency @MainActor
public final class PressesEvent {
    /// The event's presses, like `UIPressesEvent.allPresses`.
    public let allPresses: Set<Press>
    /// When the event happened, like `UIEvent.timestamp`.
    public let timestamp: TimeInterval

    /// An event of `presses`.
    public init(presses: Set<Press>, timestamp: TimeInterval = 0) {
        allPresses = presses
        self.timestamp = timestamp
    }

    /// The presses `gestureRecognizer` receives, like `UIPressesEvent.presses(for:)`:
    /// none, as no recognizer here takes presses.
    public func presses(for gestureRecognizer: GestureRecognizer) -> Set<Press> { [] }
}

extension Event {
    /// What a motion or remote-control event is, like `UIEvent.EventSubtype`.
    public enum EventSubtype: Int, Sendable {
        case none = 0
        case motionShake = 1
        case remoteControlPlay = 100, remoteControlPause = 101, remoteControlStop = 102
        case remoteControlTogglePlayPause = 103, remoteControlNextTrack = 104, remoteControlPreviousTrack = 105
        case remoteControlBeginSeekingBackward = 106, remoteControlEndSeekingBackward = 107
        case remoteControlBeginSeekingForward = 108, remoteControlEndSeekingForward = 109
    }

    /// The event's subtype, like `UIEvent.subtype`: `.none` for touches.
    public var subtype: EventSubtype { .none }
}
