import Foundation

/// Where a bar sits, like `UIBarPosition`, which picks its legacy background image.
public enum BarPosition: Int, Sendable {
    /// Anywhere: the image used when none is set for the bar's own position, like
    /// `UIBarPosition.any`.
    case any = 0
    /// At the bottom of its view, like `UIBarPosition.bottom`.
    case bottom = 1
    /// At the top of its view, like `UIBarPosition.top`.
    case top = 2
    /// At the top of the screen, its background reaching up behind the status bar, like
    /// `UIBarPosition.topAttached` (a navigation controller's bar).
    case topAttached = 3
}
