import EaselGraphics
import Foundation

/// A function from one colour to another that a configuration applies to a colour it
/// uses, like `UIConfigurationColorTransformer`: call it as `transformer(color)`.
///
/// Two transformers are equal when they are the same one (made by the same `init(_:)`
/// call, or the same static transformer), as closures cannot be compared. It is
/// `Sendable` as configurations are, its closure being UIKit's plain `(UIColor) ->
/// UIColor`: configurations are used on the main actor.
public struct ConfigurationColorTransformer: Equatable, @unchecked Sendable {
    /// The function, like `UIConfigurationColorTransformer.transform`.
    public let transform: (Color) -> Color
    private let identity = Identity()

    /// What makes copies of one transformer equal, and no other.
    private final class Identity: Sendable {}

    /// A transformer applying `transform`, like `UIConfigurationColorTransformer.init(_:)`.
    public init(_ transform: @escaping (Color) -> Color) { self.transform = transform }

    /// The transformed colour, like `UIConfigurationColorTransformer.callAsFunction(_:)`.
    public func callAsFunction(_ input: Color) -> Color { transform(input) }

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.identity === rhs.identity }

    /// A grey of the colour's luminance (Rec. 709 weights on the sRGB components) with
    /// its alpha, like `UIConfigurationColorTransformer.grayscale`; a dynamic colour
    /// stays dynamic.
    public static let grayscale = ConfigurationColorTransformer { input in
        input.mapped { color, _ in Color(white: 0.2126 * color.red + 0.7152 * color.green + 0.0722 * color.blue, alpha: color.alpha) }
    }

    /// The system accent colour, or the colour itself where the platform has none, like
    /// `UIConfigurationColorTransformer.preferredTint`: iOS has no accent colour setting,
    /// so the colour is returned unchanged.
    public static let preferredTint = ConfigurationColorTransformer { $0 }

    /// The colour with a monochrome tint, whatever the accent colour, like
    /// `UIConfigurationColorTransformer.monochromeTint`: `systemGray` at the colour's
    /// alpha, which de-emphasises a tinted item.
    public static let monochromeTint = ConfigurationColorTransformer { input in
        input.mapped { Color.systemGray.resolvedColor(with: $1).withAlphaComponent($0.alpha) }
    }
}

extension Color {
    /// The colour with `transform` applied to its value in each trait collection; a
    /// fixed colour's is applied once.
    fileprivate func mapped(_ transform: @escaping @Sendable (Color, TraitCollection) -> Color) -> Color {
        guard isDynamic else { return transform(self, TraitCollection()) }
        return Color(dynamicProvider: { traits in transform(self.resolvedColor(with: traits), traits) })
    }
}
