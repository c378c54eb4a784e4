import Easel

/// What an accessibility element is and its state, like `UIAccessibilityTraits`; the
/// same type as Easel's `AccessibilityTraits` (`view.accessibilityTraits = [.button, .selected]`).
public typealias UIAccessibilityTraits = AccessibilityTraits

/// An accessibility element that is not a view, like `UIAccessibilityElement`; the
/// same class as Easel's `AccessibilityElement`.
public typealias UIAccessibilityElement = AccessibilityElement

/// The person's accessibility settings, like `UIAccessibility`.
public enum UIAccessibility {
    /// Whether Bold Text is on, like `UIAccessibility.isBoldTextEnabled`: the key
    /// window's `legibilityWeight` is `.bold` (set it with
    /// `traitOverrides.legibilityWeight`); system fonts in labels are then drawn one
    /// weight heavier.
    @MainActor public static var isBoldTextEnabled: Bool { Window.keyWindow?.traitCollection.legibilityWeight == .bold }

    /// Tells assistive technologies that something happened, like
    /// `UIAccessibility.post(notification:argument:)`: recorded in the trace as an
    /// `accessibilityNotification` event (`announcement: Saved`), for a test to check
    /// what VoiceOver would have been told.
    @MainActor public static func post(notification: Notification, argument: Any?) {
        let detail = argument.map { ": \($0)" } ?? ""
        Trace.record(TraceEvent("accessibilityNotification", message: "\(notification.name)\(detail)"))
    }

    /// A notification to assistive technologies, like `UIAccessibility.Notification`.
    public struct Notification: Hashable, Sendable {
        /// The notification's name as the trace shows it.
        public let name: String
        public init(rawValue: String) { name = rawValue }

        /// Something should be read aloud (the argument is the text).
        public static let announcement = Notification(rawValue: "announcement")
        /// The whole screen changed (the argument is the element to focus).
        public static let screenChanged = Notification(rawValue: "screenChanged")
        /// Part of the screen changed (the argument is the element to focus).
        public static let layoutChanged = Notification(rawValue: "layoutChanged")
        /// A page scrolled (the argument describes it).
        public static let pageScrolled = Notification(rawValue: "pageScrolled")
    }
}
