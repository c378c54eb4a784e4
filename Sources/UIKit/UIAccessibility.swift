/// What an accessibility element is and its state, like `UIAccessibilityTraits`; the
/// same type as Easel's `AccessibilityTraits` (`view.accessibilityTraits = [.button, .selected]`).
public typealias UIAccessibilityTraits = AccessibilityTraits

/// An accessibility element that is not a view, like `UIAccessibilityElement`; the
/// same class as Easel's `AccessibilityElement`.
public typealias UIAccessibilityElement = AccessibilityElement
