import Foundation

/// A color in the sRGB color space with straight alpha, like `UIColor` with its
/// red, green, blue and alpha components in 0…1.
public struct Color: Hashable, Sendable {
    public var red: CGFloat
    public var green: CGFloat
    public var blue: CGFloat
    public var alpha: CGFloat

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

    /// The same color with another alpha, like `UIColor.withAlphaComponent(_:)`.
    public func withAlphaComponent(_ alpha: CGFloat) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
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
