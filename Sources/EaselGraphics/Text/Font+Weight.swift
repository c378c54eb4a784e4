import Foundation

extension Font {
    /// A font weight, like `UIFont.Weight`: a value from -1 (lightest) to 1 (heaviest)
    /// with UIKit's constants.
    ///
    /// A weight draws with the face of the nearest CSS weight (100…900): the system
    /// font's Inter has all nine, one for each of UIKit's constants; a family with fewer
    /// (JetBrains Mono has no black, DejaVu only regular and bold) takes its nearest.
    public struct Weight: RawRepresentable, Hashable, Comparable, Sendable {
        /// The weight value, -1…1 as in UIKit.
        public var rawValue: CGFloat

        /// A weight from its value, like `UIFont.Weight(rawValue:)`.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// `UIFont.Weight.ultraLight` (-0.8).
        public static let ultraLight = Weight(rawValue: -0.8)
        /// `UIFont.Weight.thin` (-0.6).
        public static let thin = Weight(rawValue: -0.6)
        /// `UIFont.Weight.light` (-0.4).
        public static let light = Weight(rawValue: -0.4)
        /// `UIFont.Weight.regular` (0).
        public static let regular = Weight(rawValue: 0)
        /// `UIFont.Weight.medium` (0.23).
        public static let medium = Weight(rawValue: 0.23)
        /// `UIFont.Weight.semibold` (0.3).
        public static let semibold = Weight(rawValue: 0.3)
        /// `UIFont.Weight.bold` (0.4).
        public static let bold = Weight(rawValue: 0.4)
        /// `UIFont.Weight.heavy` (0.56).
        public static let heavy = Weight(rawValue: 0.56)
        /// `UIFont.Weight.black` (0.62).
        public static let black = Weight(rawValue: 0.62)

        /// Lighter weights are smaller, as the raw values order them.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }

        /// UIKit's constants in order with the CSS weights (100…900) of the system font
        /// at those weights.
        private static let cssScale: [(weight: CGFloat, css: CGFloat)] = [
            (-0.8, 100), (-0.6, 200), (-0.4, 300), (0, 400), (0.23, 500),
            (0.3, 600), (0.4, 700), (0.56, 800), (0.62, 900),
        ]

        /// The CSS weight, interpolated between UIKit's constants and clamped to 100…900.
        var cssWeight: CGFloat {
            let scale = Self.cssScale
            guard rawValue > scale[0].weight else { return scale[0].css }
            for (lower, upper) in zip(scale, scale.dropFirst()) where rawValue <= upper.weight {
                let t = (rawValue - lower.weight) / (upper.weight - lower.weight)
                return lower.css + t * (upper.css - lower.css)
            }
            return scale[scale.count - 1].css
        }

        /// The CSS weight rounded to a face's, 100…900 in steps of 100 (ties go to the
        /// lighter face): the system font's weights are 100 (`.ultraLight`) to 900 (`.black`).
        package var openTypeWeight: Int { Int(((cssWeight - 50) / 100).rounded(.up)) * 100 }
    }
}
