/// A gradient, like `CGGradient`: the same value as Easel's `Gradient`, drawn by
/// `CGContext.drawLinearGradient(_:start:end:options:)` and
/// `drawRadialGradient(_:startCenter:startRadius:endCenter:endRadius:options:)`.
public typealias CGGradient = Gradient

extension Gradient {
    /// A gradient through `colors` at `locations` (0…1; evenly spaced when `nil`), like
    /// `CGGradient(colorsSpace:colors:locations:)`, whose colors iOS code passes
    /// `as CFArray`. The colors are drawn as sRGB whatever the space; `nil` when there
    /// are no colors, an element is not a `CGColor`, or a location for each color is not
    /// given, as Core Graphics returns `nil` for a gradient it cannot make.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: [CGFloat]?) {
        let cgColors = colors.compactMap { $0 as? CGColor }
        guard cgColors.count == colors.count else { return nil }
        self.init(colors: cgColors, locations: locations)
    }
}
