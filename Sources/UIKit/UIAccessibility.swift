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
}
