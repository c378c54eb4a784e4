/// A color, like `CGColor`: the same value as Easel's `Color` (and UIKit's `UIColor`),
/// so `UIColor.red.cgColor` and `CGColor(red:green:blue:alpha:)` go wherever a
/// `CGContext` takes a color. Its components are sRGB.
public typealias CGColor = Color

extension Color {
    /// A gray, like `CGColor(gray:alpha:)`.
    public convenience init(gray: CGFloat, alpha: CGFloat) {
        self.init(white: gray, alpha: alpha)
    }

    /// The color with another alpha, like `CGColor.copy(alpha:)`.
    public func copy(alpha: CGFloat) -> CGColor? {
        withAlphaComponent(alpha)
    }

    /// The red, green, blue and alpha components, like `CGColor.components` for a color
    /// in an RGB space.
    public var components: [CGFloat]? { [red, green, blue, alpha] }

    /// The number of components, alpha included, like `CGColor.numberOfComponents`.
    public var numberOfComponents: Int { 4 }

    /// The color's space, like `CGColor.colorSpace`: sRGB, the one space Easel draws in.
    public var colorSpace: CGColorSpace? { CGColorSpace(name: CGColorSpace.sRGB) }
}
