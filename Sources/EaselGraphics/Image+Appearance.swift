import Foundation

/// Variants for the dark appearance and for increased contrast, like the images an
/// asset catalog's image set registers in the `UIImageAsset` of the image
/// `UIImage(named:)` returns: a view showing the image draws the variant for its
/// traits, and shows the other one when its style or contrast changes.
extension Image {
    /// An appearance an image may have a variant for.
    package struct Appearance: Hashable, Sendable {
        package var isDark: Bool
        package var isHighContrast: Bool

        package init(isDark: Bool, isHighContrast: Bool) {
            self.isDark = isDark
            self.isHighContrast = isHighContrast
        }

        /// The appearance of `traits`: dark in the dark style, high contrast in
        /// increased contrast (unspecified traits are light and normal, as in UIKit).
        package init(_ traits: TraitCollection) {
            self.init(isDark: traits.userInterfaceStyle == .dark, isHighContrast: traits.accessibilityContrast == .high)
        }

        /// Light in normal contrast, the appearance of unspecified traits.
        package static let standard = Appearance(isDark: false, isHighContrast: false)

        /// Every appearance: light and dark, in normal and high contrast.
        package static let all = [false, true].flatMap { isDark in
            [false, true].map { Appearance(isDark: isDark, isHighContrast: $0) }
        }
    }

    /// This image with the images to show in appearances; an appearance without one
    /// shows this image.
    package func withAppearanceVariants(_ variants: [Appearance: Image]) -> Image {
        with { $0.appearanceVariants = variants }
    }

    /// Whether the image shows differently in another style or contrast.
    public var hasAppearanceVariants: Bool { !attributes.appearanceVariants.isEmpty }

    /// The image as it shows in `traits`, like `UIImage.imageAsset?.image(with:)`: the
    /// pixels of its variant for their style and contrast (itself when it has none),
    /// drawn as this image says (rendering mode, tint, caps, flipping).
    public func resolved(with traits: TraitCollection) -> Image {
        guard let variant = attributes.appearanceVariants[Appearance(traits)] else { return self }
        return with(bitmap: variant.bitmap, scale: variant.scale) { $0.appearanceVariants = [:] }
    }
}
