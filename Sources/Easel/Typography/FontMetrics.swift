import EaselGraphics
import Foundation

/// Scales custom fonts and values with the person's text size, like `UIFontMetrics`:
/// by how much a text style grows from the default category (`large`) to the one of
/// the traits. A font it scales keeps following the category in a label with
/// `adjustsFontForContentSizeCategory`.
///
/// (EaselGraphics' own `FontMetrics`, internal there, is a face's vertical metrics:
/// the two never meet, as only this one is public.)
public struct FontMetrics: Hashable, Sendable {
    /// The style whose growth this scales by.
    public let textStyle: Font.TextStyle

    /// Metrics for a text style, like `UIFontMetrics(forTextStyle:)`.
    public init(forTextStyle textStyle: Font.TextStyle) { self.textStyle = textStyle }

    /// Metrics for the body style, like `UIFontMetrics.default`.
    public static let `default` = FontMetrics(forTextStyle: .body)

    /// `font`, whose size is its size at the default category, resized for the
    /// category of `traits` (`TraitCollection.current` when `nil`), like
    /// `UIFontMetrics.scaledFont(for:compatibleWith:)`.
    public func scaledFont(for font: Font, compatibleWith traits: TraitCollection? = nil) -> Font {
        scaled(font, maximumPointSize: nil, traits: traits)
    }

    /// Like `scaledFont(for:compatibleWith:)`, never larger than `maximumPointSize`,
    /// like `UIFontMetrics.scaledFont(for:maximumPointSize:compatibleWith:)`; a maximum
    /// that is not positive sets none, as in UIKit.
    public func scaledFont(for font: Font, maximumPointSize: CGFloat,
                           compatibleWith traits: TraitCollection? = nil) -> Font {
        scaled(font, maximumPointSize: maximumPointSize > 0 ? maximumPointSize : nil, traits: traits)
    }

    /// `value`, a length at the default category, scaled for the category of `traits`,
    /// like `UIFontMetrics.scaledValue(for:compatibleWith:)`.
    public func scaledValue(for value: CGFloat, compatibleWith traits: TraitCollection? = nil) -> CGFloat {
        let category = (traits ?? .current).preferredContentSizeCategory
        return value * textStyle.size(for: category).pointSize / textStyle.size(for: .large).pointSize
    }

    private func scaled(_ font: Font, maximumPointSize: CGFloat?, traits: TraitCollection?) -> Font {
        let base = font.withScaling(FontScaling(style: textStyle, basePointSize: font.pointSize,
                                                maximumPointSize: maximumPointSize))
        return base.adjusted(for: traits ?? .current)
    }
}
