import EaselGraphics
import Foundation

/// What a view's content means for mirroring, like `UISemanticContentAttribute`: most
/// content follows the layout direction; playback and spatial controls keep left to
/// right; a view can force either direction for itself and the views inside it.
public enum SemanticContentAttribute: Int, Hashable, Sendable, CaseIterable {
    /// Ordinary content, mirrored in a right-to-left environment (the default).
    case unspecified = 0
    /// Playback controls (play, rewind, a scrubber): never mirrored.
    case playback = 1
    /// Controls that stand for physical directions (a D-pad, a text-alignment segmented
    /// control): never mirrored.
    case spatial = 2
    /// Always laid out left to right, and so are the views inside it.
    case forceLeftToRight = 3
    /// Always laid out right to left, and so are the views inside it.
    case forceRightToLeft = 4

    /// The direction content with this attribute takes in an environment laid out in
    /// `direction`, like `UIView.userInterfaceLayoutDirection(for:relativeTo:)`.
    public func layoutDirection(relativeTo direction: UserInterfaceLayoutDirection) -> UserInterfaceLayoutDirection {
        switch self {
        case .unspecified: direction
        case .playback, .spatial, .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        }
    }

    /// The `layoutDirection` trait a view with this attribute gives the views inside it:
    /// a forced direction, or `nil` to pass on the one it inherits.
    var forcedTrait: TraitEnvironmentLayoutDirection? {
        switch self {
        case .forceLeftToRight: .leftToRight
        case .forceRightToLeft: .rightToLeft
        case .unspecified, .playback, .spatial: nil
        }
    }
}
