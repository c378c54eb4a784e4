/// The direction of VoiceOver's three-finger scroll, like `UIAccessibilityScrollDirection`,
/// with UIKit's raw values; see `View.accessibilityScroll(_:)`.
public enum AccessibilityScrollDirection: Int, Sendable {
    /// The content moves right (the user swiped right).
    case right = 1
    /// The content moves left.
    case left = 2
    /// The content moves up.
    case up = 3
    /// The content moves down.
    case down = 4
    /// The next page (a container's pages, a picker's items).
    case next = 5
    /// The previous page.
    case previous = 6
}
