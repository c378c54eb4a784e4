import Foundation

/// Smart Invert, like `UIView.accessibilityIgnoresInvertColors` (iOS 11): a view that
/// ignores it (photos, videos, a list row's image) keeps its colours when a person turns
/// Smart Invert on. Easel renders with Smart Invert off, as a device does by default, so
/// the flag is kept for code that sets and reads it and changes no pixel.
extension View {
    /// Whether Smart Invert leaves the view's colours as they are, like
    /// `UIView.accessibilityIgnoresInvertColors`; `false` by default.
    public var accessibilityIgnoresInvertColors: Bool {
        get { occasionalProperties?.accessibilityIgnoresInvertColors ?? false }
        set { occasional.accessibilityIgnoresInvertColors = newValue }
    }
}
