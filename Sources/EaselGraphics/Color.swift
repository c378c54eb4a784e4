import Foundation

/// A color in the sRGB color space with straight alpha, like `UIColor` with its
/// red, green, blue and alpha components in 0…1; a dynamic color (see
/// `Color+Dynamic`) also has a provider, and its components are its light value.
/// Setting a component makes a fixed color.
public struct Color: Hashable, Sendable {
    public var red: CGFloat { didSet { provider = nil; pattern = nil } }
    public var green: CGFloat { didSet { provider = nil; pattern = nil } }
    public var blue: CGFloat { didSet { provider = nil; pattern = nil } }
    public var alpha: CGFloat { didSet { provider = nil; pattern = nil } }
    /// The provider of a dynamic color; `nil` for a fixed one.
    var provider: DynamicColorProvider?
    /// The image a pattern color tiles (see `Color(patternImage:)`); `nil` for others.
    var pattern: ColorPattern?

    /// A color from components in 0…1; values outside are clamped, as `UIColor` does
    /// for sRGB colors when drawing.
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.red = Color.clamp(red)
        self.green = Color.clamp(green)
        self.blue = Color.clamp(blue)
        self.alpha = Color.clamp(alpha)
    }

    /// A gray of the given brightness, like `UIColor(white:alpha:)`.
    public init(white: CGFloat, alpha: CGFloat = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// The same color with another alpha, like `UIColor.withAlphaComponent(_:)`; a
    /// dynamic color stays dynamic, with that alpha in every appearance.
    public func withAlphaComponent(_ alpha: CGFloat) -> Color {
        guard provider != nil else { return Color(red: red, green: green, blue: blue, alpha: alpha) }
        let base = self
        return Color { base.resolvedColor(with: $0).withAlphaComponent(alpha) }
    }

    /// Colors are equal when their components are and they are the same dynamic color
    /// (or both fixed) and the same pattern color (or neither).
    public static func == (lhs: Color, rhs: Color) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
            && lhs.provider === rhs.provider && lhs.pattern === rhs.pattern
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    /// This color as an 8-bit straight pixel (components rounded to the nearest step).
    public var pixel: Pixel {
        Pixel(red: Color.byte(red), green: Color.byte(green), blue: Color.byte(blue), alpha: Color.byte(alpha))
    }

    public static let clear = Color(white: 0, alpha: 0)
    public static let black = Color(white: 0)
    public static let white = Color(white: 1)

    private static func clamp(_ value: CGFloat) -> CGFloat {
        value.isNaN ? 0 : min(1, max(0, value))
    }

    private static func byte(_ value: CGFloat) -> UInt8 { UInt8((value * 255).rounded()) }
}
