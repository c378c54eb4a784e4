import Foundation

extension Font {
    /// A semantic style of text, like `UIFont.TextStyle`: fonts made for one with
    /// `preferredFont(forTextStyle:compatibleWith:)` follow the person's text size.
    public enum TextStyle: String, Hashable, Sendable, CaseIterable {
        case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2

        /// The size, leading and weight of the style at a content size category, from
        /// Apple's Dynamic Type sizes for iOS (Human Interface Guidelines, Typography);
        /// `unspecified` is the default size, `large`.
        public func size(for category: ContentSizeCategory) -> DynamicTypeSize {
            let column = category.index ?? Self.defaultColumn
            let (pointSize, leading) = DynamicTypeSize.table[self]![column]
            return DynamicTypeSize(pointSize: pointSize, leading: leading, weight: self == .headline ? .semibold : .regular)
        }

        /// The column of `large` in the table.
        static let defaultColumn = 3
    }

    /// The system font for a text style at the content size category of `traits`
    /// (`TraitCollection.current` when `nil`; the default size when unspecified), one
    /// weight heavier when their `legibilityWeight` is `.bold`, like
    /// `UIFont.preferredFont(forTextStyle:compatibleWith:)`. A label with
    /// `adjustsFontForContentSizeCategory` resizes it when the category changes.
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traits: TraitCollection? = nil) -> Font {
        let traits = traits ?? .current
        let size = style.size(for: traits.preferredContentSizeCategory)
        let font = systemFont(ofSize: size.pointSize, weight: size.weight)
            .withScaling(FontScaling(style: style, basePointSize: nil, maximumPointSize: nil))
        return font.withLegibilityWeight(traits.legibilityWeight)
    }

    /// The font resized for the content size category of `traits`, if it scales with
    /// one (a preferred font, or one scaled by `FontMetrics`); else the font itself.
    public func adjusted(for traits: TraitCollection) -> Font {
        guard let scaling else { return self }
        let font = withSize(scaling.pointSize(for: traits.preferredContentSizeCategory)).withScaling(scaling)
        return font.withLegibilityWeight(traits.legibilityWeight)
    }
}

/// How a font follows the content size category: a preferred font takes its style's
/// size from the table; a scaled font its size at `large` times the style's growth,
/// up to a maximum.
package struct FontScaling: Hashable, Sendable {
    package var style: Font.TextStyle
    /// The size at the default category of a scaled font; `nil` for a preferred font.
    package var basePointSize: CGFloat?
    package var maximumPointSize: CGFloat?

    package init(style: Font.TextStyle, basePointSize: CGFloat?, maximumPointSize: CGFloat?) {
        self.style = style
        self.basePointSize = basePointSize
        self.maximumPointSize = maximumPointSize
    }

    /// The point size at `category`.
    package func pointSize(for category: ContentSizeCategory) -> CGFloat {
        let target = style.size(for: category).pointSize
        let size = basePointSize.map { $0 * target / style.size(for: .large).pointSize } ?? target
        return maximumPointSize.map { min($0, size) } ?? size
    }
}
