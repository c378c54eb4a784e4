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

    /// A gradient through colors given as component values, like
    /// `CGGradient(colorSpace:colorComponents:locations:count:)`: `count` colors of red,
    /// green, blue and alpha each (gray and alpha in a gray space) at `locations` (0…1;
    /// evenly spaced when `nil`); `nil` when there are fewer components or locations than
    /// the count needs, as Core Graphics returns `nil` for a gradient it cannot make.
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>,
                 locations: UnsafePointer<CGFloat>?, count: Int) {
        guard count > 0 else { return nil }
        let perColor = space.model == .monochrome ? 2 : 4
        let values = UnsafeBufferPointer(start: components, count: count * perColor)
        let colors = (0..<count).map { index in
            let color = values[(index * perColor)..<(index * perColor + perColor)].map { $0 }
            return perColor == 2 ? CGColor(gray: color[0], alpha: color[1])
                : CGColor(red: color[0], green: color[1], blue: color[2], alpha: color[3])
        }
        self.init(colors: colors, locations: locations.map { Array(UnsafeBufferPointer(start: $0, count: count)) })
    }
}
