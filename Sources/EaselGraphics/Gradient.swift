@_implementationOnly import CCairo
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
    /// The option bits, as `CGGradientDrawingOptions` numbers them.
    public let rawValue: UInt32

    /// Options from their bits.
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
    /// A stretch of gradient parameter a cairo pattern covers beyond one end of the
    /// gradient, painted with that end's color or transparent.
    struct Margin {
        var length: CGFloat
        var isPainted: Bool
    }

    /// How far, in gradient lengths, a pattern reaches past an end that is not to be
    /// extended. With `CAIRO_EXTEND_PAD` a pattern paints its end stops forever; a
    /// transparent stop this far past the end turns that into "nothing beyond", while
    /// the end itself keeps its color (a stop at the very end would win the tie and
    /// blank the end pixel). 1/4096 of the gradient is under a pixel for any gradient
    /// shorter than 4096 pixels.
    static let unpaintedMargin = Margin(length: 1.0 / 4096, isPainted: false)

    /// The margins before location 0 and after location 1 for `options`: none where the
    /// gradient extends (the pad paints the end color), `unpaintedMargin` where it stops.
    static func margins(for options: GradientDrawingOptions) -> (before: Margin, after: Margin) {
        let extended = Margin(length: 0, isPainted: true)
        return (options.contains(.drawsBeforeStartLocation) ? extended : unpaintedMargin,
                options.contains(.drawsAfterEndLocation) ? extended : unpaintedMargin)
    }

    /// A cairo gradient pattern painting this gradient with the global `alpha` folded
    /// into its stops. `geometry(t0, t1)` makes the pattern whose offsets 0 and 1 fall
    /// at gradient parameters `t0 = −before.length` and `t1 = 1 + after.length`; the
    /// stops are placed to match, each margin painted with its end's color or
    /// transparent. (Pixman blends stops in straight color, as CoreGraphics does.) The
    /// caller destroys the pattern.
    func pattern(alpha: CGFloat, before: Margin, after: Margin,
                 geometry: (CGFloat, CGFloat) -> OpaquePointer?) -> OpaquePointer? {
        guard let pattern = geometry(-before.length, 1 + after.length) else { return nil }
        let span = 1 + before.length + after.length
        func add(_ location: CGFloat, _ color: Color, painted: Bool = true) {
            let color = color.resolvedForDrawing
            cairo_pattern_add_color_stop_rgba(pattern, (location + before.length) / span,
                                              color.red, color.green, color.blue,
                                              painted ? color.alpha * alpha : 0)
        }
        if before.length > 0 { add(-before.length, colors[0], painted: before.isPainted) }
        for (location, color) in zip(locations, colors) { add(location, color) }
        if after.length > 0 { add(1 + after.length, colors[colors.count - 1], painted: after.isPainted) }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        return pattern
    }
}
