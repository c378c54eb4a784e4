import Foundation

extension Image {
    /// The stroke weight of a symbol image, like `UIImage.SymbolWeight` (UIKit's raw
    /// values); the nine weights match the system font's.
    public enum SymbolWeight: Int, Sendable, CaseIterable {
        case unspecified = 0, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black

        /// The font weight with the same name, like `UIImage.SymbolWeight.fontWeight()`
        /// (`.regular` for `.unspecified`).
        public func fontWeight() -> Font.Weight {
            switch self {
            case .unspecified, .regular: .regular
            case .ultraLight: .ultraLight
            case .thin: .thin
            case .light: .light
            case .medium: .medium
            case .semibold: .semibold
            case .bold: .bold
            case .heavy: .heavy
            case .black: .black
            }
        }

        /// The symbol weight of a font weight: the nearest of the nine.
        init(_ weight: Font.Weight) {
            let named = Self.allCases.dropFirst()
            self = named.min { abs($0.fontWeight().rawValue - weight.rawValue) < abs($1.fontWeight().rawValue - weight.rawValue) }!
        }

        /// The width of a symbol's strokes, in hundredths of its em: regular draws 8.2,
        /// 1.4 points at 17 points, about the stem of the system font at that size, and
        /// the other weights step as the font's stems do.
        var strokeWidth: CGFloat {
            switch self {
            case .ultraLight: 2.6
            case .thin: 4
            case .light: 6.1
            case .unspecified, .regular: 8.2
            case .medium: 9.4
            case .semibold: 10.6
            case .bold: 12
            case .heavy: 14.4
            case .black: 16.4
            }
        }
    }

    /// The size of a symbol image relative to the text it sits in, like
    /// `UIImage.SymbolScale` (UIKit's raw values).
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small = 1, medium = 2, large = 3

        /// How much larger than the point size the symbol is drawn: SF Symbols' small
        /// and large scales are about 0.78 and 1.29 times its medium (Apple's symbol
        /// design templates; the exact ratio varies by symbol).
        var factor: CGFloat {
            switch self {
            case .small: 0.78
            case .large: 1.29
            case .default, .unspecified, .medium: 1
            }
        }
    }
}
