import EaselGraphics
import Foundation

/// A bar's images set through UIKit's legacy customization (before `UIBarAppearance`):
/// background images by position and metrics (`setBackgroundImage(_:for:barMetrics:)`)
/// the shadow image and a navigation bar's back indicator. UIKit folds them over the bar's appearance when it draws.
struct LegacyBarImages {
    /// Where a background image is for.
    private struct Placement: Hashable {
        let position: BarPosition
        let metrics: BarMetrics
    }

    /// What a bar draws in place of its appearance's background: a background image,
    /// and the shadow image, which UIKit shows only with a custom background image.
    struct Drawn {
        let background: Image
        let shadow: Image?
    }

    /// The background images set.
    private var backgrounds: [Placement: Image] = [:]
    /// The shadow image set, like the legacy `shadowImage` (`nil`: UIKit's line).
    var shadowImage: Image?
    /// The legacy back indicator image and its transition mask (navigation bars).
    var backIndicator: Image?, backIndicatorMask: Image?

    /// The image set for exactly `position` and `metrics`, like `backgroundImage(for:barMetrics:)`.
    func backgroundImage(for position: BarPosition, metrics: BarMetrics) -> Image? {
        backgrounds[Placement(position: position, metrics: metrics)]
    }

    /// Sets (or with `nil` removes) the image for `position` and `metrics`.
    mutating func setBackgroundImage(_ image: Image?, for position: BarPosition, metrics: BarMetrics) {
        backgrounds[Placement(position: position, metrics: metrics)] = image
    }

    /// What a bar at `position` in `traits` draws: the image for its position, else for
    /// `.any`, trying its metrics (compact in a compact height) and then those it falls
    /// back to; `nil` when no background image applies (the bar draws its appearance,
    /// shadow included).
    func drawn(at position: BarPosition, traits: TraitCollection) -> Drawn? {
        let metrics: BarMetrics = traits.verticalSizeClass == .compact ? .compact : .default
        for candidate in metrics.fallbacks {
            for place in [position, .any] {
                if let image = backgroundImage(for: place, metrics: candidate) {
                    return Drawn(background: image, shadow: shadowImage)
                }
            }
        }
        return nil
    }
}
