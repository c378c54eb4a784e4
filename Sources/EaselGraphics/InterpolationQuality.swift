@_implementationOnly import CCairo

/// How images are resampled when drawn at another size, like `CGInterpolationQuality`.
public enum InterpolationQuality: Sendable {
    /// The context's default. CoreGraphics leaves its meaning to the context; Easel's
    /// is `.medium`.
    case `default`
    /// Nearest neighbour: pixels are repeated or dropped, never blended.
    case none
    /// Bilinear filtering.
    case low
    /// cairo's `GOOD` filter: bilinear, box-filtered when shrinking.
    case medium
    /// cairo's `BEST` filter (a wider, slower kernel).
    case high

    var cairoFilter: cairo_filter_t {
        switch self {
        case .none: CAIRO_FILTER_NEAREST
        case .low: CAIRO_FILTER_BILINEAR
        case .default, .medium: CAIRO_FILTER_GOOD
        case .high: CAIRO_FILTER_BEST
        }
    }
}
