import Foundation

extension Image {
    /// How a symbol image is drawn, like `UIImage.SymbolConfiguration`: a point size or
    /// a text style, a weight and a scale. What one leaves unspecified comes from the
    /// configuration it is applied on, and in the end from UIKit's defaults: the body
    /// text style (17 points at the default text size), regular, medium.
    public struct SymbolConfiguration: Hashable, Sendable {
        /// The point size, or `nil` when the text style (or the default) decides.
        public var pointSize: CGFloat?
        /// The text style whose font size the symbol follows, when no point size is set.
        public var textStyle: Font.TextStyle?
        /// The weight (`.unspecified` takes the text style's, else regular).
        public var weight: SymbolWeight
        /// The scale (`.unspecified` and `.default` draw medium).
        public var scale: SymbolScale

        /// The colours the symbol is drawn in instead of its tint: the hierarchical
        /// colour, or the palette's colours (`nil` for the tint). Easel's symbols have
        /// one layer, drawn in the first.
        public var colors: [Color]?

        /// A configuration that draws the symbol in shades of `hierarchicalColor`, like
        /// `UIImage.SymbolConfiguration(hierarchicalColor:)`: Easel's symbols have one
        /// layer, the primary, which is drawn in the colour itself, whatever the tint.
        public init(hierarchicalColor: Color) {
            self = .unspecified
            colors = [hierarchicalColor]
        }

        /// A configuration that draws the symbol's layers in `paletteColors`, like
        /// `UIImage.SymbolConfiguration(paletteColors:)`: Easel's symbols have one layer,
        /// drawn in the first colour, whatever the tint. An empty palette changes nothing.
        public init(paletteColors: [Color]) {
            self = .unspecified
            colors = paletteColors.isEmpty ? nil : paletteColors
        }

        /// A configuration that prefers a symbol's multicolour variant, like
        /// `UIImage.SymbolConfiguration.preferringMulticolor()`. Easel draws no multicolour
        /// variants, so the symbol keeps its tint.
        public static func preferringMulticolor() -> SymbolConfiguration { .unspecified }

        private init(pointSize: CGFloat?, textStyle: Font.TextStyle?, weight: SymbolWeight, scale: SymbolScale) {
            self.pointSize = pointSize.map { $0.isFinite && $0 > 0 ? $0 : Self.defaultPointSize }
            self.textStyle = textStyle
            self.weight = weight
            self.scale = scale
        }

        /// A configuration that sets nothing, like `UIImage.SymbolConfiguration.unspecified`.
        public static let unspecified = SymbolConfiguration(pointSize: nil, textStyle: nil, weight: .unspecified, scale: .unspecified)

        /// A point size, like `UIImage.SymbolConfiguration(pointSize:)`.
        public init(pointSize: CGFloat) { self.init(pointSize: pointSize, weight: .unspecified, scale: .unspecified) }

        /// A point size and weight, like `UIImage.SymbolConfiguration(pointSize:weight:)`.
        public init(pointSize: CGFloat, weight: SymbolWeight) { self.init(pointSize: pointSize, weight: weight, scale: .unspecified) }

        /// A point size, weight and scale, like
        /// `UIImage.SymbolConfiguration(pointSize:weight:scale:)`.
        public init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            self.init(pointSize: pointSize, textStyle: nil, weight: weight, scale: scale)
        }

        /// A weight, like `UIImage.SymbolConfiguration(weight:)`.
        public init(weight: SymbolWeight) { self.init(pointSize: nil, textStyle: nil, weight: weight, scale: .unspecified) }

        /// A scale, like `UIImage.SymbolConfiguration(scale:)`.
        public init(scale: SymbolScale) { self.init(pointSize: nil, textStyle: nil, weight: .unspecified, scale: scale) }

        /// The size of a text style, like `UIImage.SymbolConfiguration(textStyle:)`.
        public init(textStyle: Font.TextStyle) { self.init(textStyle: textStyle, scale: .unspecified) }

        /// The size of a text style and a scale, like
        /// `UIImage.SymbolConfiguration(textStyle:scale:)`.
        public init(textStyle: Font.TextStyle, scale: SymbolScale) {
            self.init(pointSize: nil, textStyle: textStyle, weight: .unspecified, scale: scale)
        }

        /// A font's size and weight, like `UIImage.SymbolConfiguration(font:)`.
        public init(font: Font) { self.init(font: font, scale: .unspecified) }

        /// A font's size and weight and a scale, like
        /// `UIImage.SymbolConfiguration(font:scale:)`.
        public init(font: Font, scale: SymbolScale) {
            let weight = Font.Weight(rawValue: Self.fontWeights[max(0, min(8, font.face.weight / 100 - 1))])
            self.init(pointSize: font.pointSize, textStyle: nil, weight: SymbolWeight(weight), scale: scale)
        }

        /// This configuration with what `other` specifies put over it, like
        /// `UIImage.SymbolConfiguration.applying(_:)`: a point size replaces a text style
        /// and the other way round.
        public func applying(_ other: SymbolConfiguration?) -> SymbolConfiguration {
            guard let other else { return self }
            var result = self
            if other.pointSize != nil || other.textStyle != nil {
                result.pointSize = other.pointSize
                result.textStyle = other.textStyle
            }
            if other.weight != .unspecified { result.weight = other.weight }
            if other.scale != .unspecified && other.scale != .default { result.scale = other.scale }
            if let colors = other.colors { result.colors = colors }
            return result
        }

        /// The body text style's size at the default text size.
        static let defaultPointSize: CGFloat = 17

        /// UIKit's weight constants for the CSS weights 100…900.
        private static let fontWeights: [CGFloat] = [-0.8, -0.6, -0.4, 0, 0.23, 0.3, 0.4, 0.56, 0.62]

        /// The point size drawn for `traits`: the set size, else the text style's at the
        /// traits' content size category, else the body style's.
        func resolvedPointSize(for traits: TraitCollection) -> CGFloat {
            if let pointSize { return pointSize }
            let style = textStyle ?? .body
            return style.size(for: traits.preferredContentSizeCategory).pointSize
        }

        /// The weight drawn: the set weight, else the text style's (semibold for
        /// headline), else regular.
        var resolvedWeight: SymbolWeight {
            if weight != .unspecified { return weight }
            return textStyle == .headline ? .semibold : .regular
        }
    }
}
