import EaselGraphics
import Foundation

/// The vivid look a blur's content takes, like `UIVibrancyEffect`: shown by a
/// `VisualEffectView` inside the `contentView` of a blurred one, it makes what is in its
/// own `contentView` stand out against the blur.
///
/// Easel's blur is a flat fill (`BlurEffect.flatColor`), so there is nothing behind to
/// make vivid: a vibrancy effect draws nothing itself, and its content draws in its own
/// colors, over the blur's fill.
@preconcurrency @MainActor
open class VibrancyEffect: VisualEffect {
    /// The parts of the content a vibrancy effect is for, like `UIVibrancyEffectStyle`,
    /// with UIKit's raw values.
    public enum Style: Int, Sendable, CaseIterable {
        case label, secondaryLabel, tertiaryLabel, quaternaryLabel
        case fill, secondaryFill, tertiaryFill
        case separator
    }

    /// The blur the effect is made for, as given.
    public let blurEffect: BlurEffect
    /// The style, as given (`.label` for `init(blurEffect:)`, which iOS 13 made the
    /// default).
    public let style: Style

    /// A vibrancy effect for content over `blurEffect`, like
    /// `UIVibrancyEffect(blurEffect:)`.
    public convenience init(blurEffect: BlurEffect) {
        self.init(blurEffect: blurEffect, style: .label)
    }

    /// A vibrancy effect of `style` for content over `blurEffect`, like
    /// `UIVibrancyEffect(blurEffect:style:)`.
    public init(blurEffect: BlurEffect, style: Style) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }
}
