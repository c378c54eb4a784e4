import Foundation

/// A color in the sRGB color space with straight alpha, like `UIColor` with its
/// red, green, blue and alpha components in 0…1; a dynamic color (see
/// `Color+Dynamic`) also has a provider, and its components are its light value.
///
/// Like `UIColor`, it is an immutable class, so that iOS code can extend it with
/// `class var` colors and `convenience init`s; a `ValueObject` (what `NSObject` is to
/// `UIColor`), so that a dictionary of text attributes written without a type is
/// inferred as on iOS. Colors are equal (`==`, `isEqual(_:)`) when their components are.
open class Color: ValueObject, @unchecked Sendable {
    public let red: CGFloat
    public let green: CGFloat
    public let blue: CGFloat
    public let alpha: CGFloat
    /// The provider of a dynamic color; `nil` for a fixed one.
    let provider: DynamicColorProvider?
    /// The image a pattern color tiles (see `Color(patternImage:)`); `nil` for others.
    let pattern: ColorPattern?

    /// A color from components (clamped to 0…1), a provider and a pattern.
    init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat,
         provider: DynamicColorProvider?, pattern: ColorPattern?) {
        self.red = Color.clamp(red)
        self.green = Color.clamp(green)
        self.blue = Color.clamp(blue)
        self.alpha = Color.clamp(alpha)
        self.provider = provider
        self.pattern = pattern
        super.init()
    }

    /// A color from components in 0…1; values outside are clamped, as `UIColor` does
    /// for sRGB colors when drawing.
    public convenience init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat = 1) {
        self.init(red: red, green: green, blue: blue, alpha: alpha, provider: nil, pattern: nil)
    }

    /// The color `#colorLiteral(red:green:blue:alpha:)` makes, as `UIColor`'s: sRGB
    /// components in 0…1.
    public required convenience init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }

    /// A gray of the given brightness, like `UIColor(white:alpha:)`.
    public convenience init(white: CGFloat, alpha: CGFloat = 1) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A color made with `NSObject`'s `init()`, like `UIColor()`: transparent (a gray
    /// of 0 at an alpha of 0), what iOS code that fills it in later starts from.
    public override convenience init() {
        self.init(white: 0, alpha: 0)
    }

    /// A copy of `color`, dynamic or pattern color included (for initializers that
    /// take a color, like `UIColor(cgColor:)`).
    package convenience init(_ color: Color) {
        self.init(red: color.red, green: color.green, blue: color.blue, alpha: color.alpha,
                  provider: color.provider, pattern: color.pattern)
    }

    /// The same color without its provider (a dynamic color's value for unspecified
    /// traits, as a fixed color).
    var withoutProvider: Color {
        provider == nil ? self
            : Color(red: red, green: green, blue: blue, alpha: alpha, provider: nil, pattern: pattern)
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

    /// The hash of the components, like `UIColor.hash`.
    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
        return hasher.finalize()
    }

    /// Whether `object` is an equal color, like `UIColor.isEqual(_:)`.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? Color else { return false }
        return self == other
    }

    /// The components as UIKit describes an sRGB color ("UIExtendedSRGBColorSpace 1 0
    /// 0 1"), or the provider or pattern it comes from.
    open override var description: String {
        let components = [red, green, blue, alpha].map { String(format: "%g", Double($0)) }.joined(separator: " ")
        if provider != nil { return "<UIDynamicProviderColor: \(components)>" }
        if pattern != nil { return "<UIDynamicPatternColor>" }
        return "UIExtendedSRGBColorSpace \(components)"
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

extension Color: _ExpressibleByColorLiteral {}
