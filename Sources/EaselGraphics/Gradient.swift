import CCairo
import Foundation

/// A smooth transition between colors, like `CGGradient`.
///
/// Each color sits at a location from 0 (the gradient's start) to 1 (its end); between
/// two locations the components blend linearly, in straight (not premultiplied) sRGB,
/// as CoreGraphics blends them: a gradient from opaque white to `.clear` passes
/// through translucent gray, as it does on iOS.
public struct Gradient: Sendable {
    /// The colors, in order of location.
    public let colors: [Color]
    /// Where each color sits, from 0 to 1, ascending.
    public let locations: [CGFloat]

    /// A gradient of `colors` at `locations`, like
    /// `CGGradient(colorsSpace:colors:locations:)`. With `locations` `nil`, the colors
    /// are spread evenly from 0 to 1 (a single color sits at 0). Locations are clamped to
    /// 0…1 and sorted. `nil` when there are no colors or the counts differ, where
    /// CoreGraphics returns `nil` too.
    public init?(colors: [Color], locations: [CGFloat]? = nil) {
        guard !colors.isEmpty else { return nil }
        let spread = colors.indices.map { colors.count == 1 ? 0 : CGFloat($0) / CGFloat(colors.count - 1) }
        let given = locations ?? spread
        guard given.count == colors.count, given.allSatisfy({ !$0.isNaN }) else { return nil }
        let stops = zip(given.map { min(1, max(0, $0)) }, colors).enumerated()
            .sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
        self.colors = stops.map(\.element.1)
        self.locations = stops.map(\.element.0)
    }
}

/// Whether a gradient paints beyond its two ends, like `CGGradientDrawingOptions`.
/// CoreGraphics paints neither by default.
public struct GradientDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: UInt32

    public init(rawValue: UInt32) {
        self.rawValue = rawValue
    }

    /// Paints the first color before the start (beyond the start point of a linear
    /// gradient; inside the start circle of a radial one).
    public static let drawsBeforeStartLocation = GradientDrawingOptions(rawValue: 1 << 0)
    /// Paints the last color after the end (beyond the end point of a linear gradient;
    /// outside the end circle of a radial one).
    public static let drawsAfterEndLocation = GradientDrawingOptions(rawValue: 1 << 1)
}

extension Gradient {
    /// Adds the color stops to a cairo gradient pattern set to `CAIRO_EXTEND_PAD`, so
    /// it paints the end colors beyond the ends, and guards each end the options do
    /// not extend with a transparent stop at the same location: beyond that end the pad
    /// then repeats transparency. (Pixman blends stops in straight color, as
    /// CoreGraphics does.)
    func addStops(to pattern: OpaquePointer, options: GradientDrawingOptions, alpha: CGFloat) {
        func add(_ location: CGFloat, _ color: Color, visible: Bool = true) {
            cairo_pattern_add_color_stop_rgba(pattern, location, color.red, color.green, color.blue,
                                              visible ? color.alpha * alpha : 0)
        }
        if !options.contains(.drawsBeforeStartLocation) { add(locations[0], colors[0], visible: false) }
        for (location, color) in zip(locations, colors) { add(location, color) }
        if !options.contains(.drawsAfterEndLocation) { add(locations[locations.count - 1], colors[colors.count - 1], visible: false) }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
    }
}
