import Easel
import Foundation

/// What an accessibility element is and its state, like `UIAccessibilityTraits`; the
/// same type as Easel's `AccessibilityTraits` (`view.accessibilityTraits = [.button, .selected]`).
public typealias UIAccessibilityTraits = AccessibilityTraits

/// An accessibility element that is not a view, like `UIAccessibilityElement`; the
/// same class as Easel's `AccessibilityElement`.
public typealias UIAccessibilityElement = AccessibilityElement

/// An action VoiceOver offers besides activating an element, like
/// `UIAccessibilityCustomAction`; the same class as Easel's `AccessibilityCustomAction`
/// (the handler forms, and the target–selector forms with a `Selector` made from a method
/// reference).
public typealias UIAccessibilityCustomAction = AccessibilityCustomAction

/// The direction of VoiceOver's three-finger scroll, like `UIAccessibilityScrollDirection`;
/// the same enum as Easel's `AccessibilityScrollDirection`.
public typealias UIAccessibilityScrollDirection = AccessibilityScrollDirection

/// The person's accessibility settings, like `UIAccessibility`.
public enum UIAccessibility {
    /// Whether Bold Text is on, like `UIAccessibility.isBoldTextEnabled`: the key
    /// window's `legibilityWeight` is `.bold` (set it with
    /// `traitOverrides.legibilityWeight`); system fonts in labels are then drawn one
    /// weight heavier.
    @preconcurrency @MainActor public static var isBoldTextEnabled: Bool { Window.keyWindow?.traitCollection.legibilityWeight == .bold }

    /// Whether VoiceOver is on, like `UIAccessibility.isVoiceOverRunning`: no, as on a
    /// simulator (tests read the VoiceOver order with
    /// `accessibilityElementsInVoiceOverOrder` instead).
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Switch Control is on, like `UIAccessibility.isSwitchControlRunning`: no.
    public static var isSwitchControlRunning: Bool { false }
    /// Whether Reduce Motion is on, like `UIAccessibility.isReduceMotionEnabled`: no,
    /// the default setting, so animations run as written.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether Reduce Transparency is on, like
    /// `UIAccessibility.isReduceTransparencyEnabled`: no, the default setting.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether Smart Invert is on, like `UIAccessibility.isInvertColorsEnabled`: no.
    public static var isInvertColorsEnabled: Bool { false }
    /// Whether Grayscale is on, like `UIAccessibility.isGrayscaleEnabled`: no.
    public static var isGrayscaleEnabled: Bool { false }
    /// Whether Increase Contrast is on, like `UIAccessibility.isDarkerSystemColorsEnabled`:
    /// the key window's `accessibilityContrast` is `.high`.
    @preconcurrency @MainActor public static var isDarkerSystemColorsEnabled: Bool { Window.keyWindow?.traitCollection.accessibilityContrast == .high }

    /// Posted when VoiceOver turns on or off, like
    /// `UIAccessibility.voiceOverStatusDidChangeNotification` (never here).
    public static let voiceOverStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityVoiceOverStatusDidChangeNotification")
    /// Posted when Reduce Motion changes, like
    /// `UIAccessibility.reduceMotionStatusDidChangeNotification` (never here).
    public static let reduceMotionStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceMotionStatusDidChangeNotification")
    /// Posted when Reduce Transparency changes, like
    /// `UIAccessibility.reduceTransparencyStatusDidChangeNotification` (never here).
    public static let reduceTransparencyStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityReduceTransparencyStatusDidChangeNotification")
    /// Posted when Increase Contrast changes, like
    /// `UIAccessibility.darkerSystemColorsStatusDidChangeNotification` (never here).
    public static let darkerSystemColorsStatusDidChangeNotification = Foundation.Notification.Name("UIAccessibilityDarkerSystemColorsStatusDidChangeNotification")

    /// Tells assistive technologies that something happened, like
    /// `UIAccessibility.post(notification:argument:)`: recorded in the trace as an
    /// `accessibilityNotification` event (`announcement: Saved`), for a test to check
    /// what VoiceOver would have been told.
    @preconcurrency @MainActor public static func post(notification: Notification, argument: Any?) {
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
