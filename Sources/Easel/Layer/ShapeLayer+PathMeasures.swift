import EaselGraphics
import Foundation

/// What the compositor asks of a shape layer's path at every composite, measured once
/// per path: the layer keeps its own copy of the path (`path` copies what it is given,
/// as a `CGPath` is immutable), so the measures hold until another path is set.
extension ShapeLayer {
    /// A path's measures: the box of its points, and whether its joins all turn
    /// gently (see `strokeReach`).
    struct PathMeasures {
        let bounds: CGRect
        let turnsGently: Bool
    }

    /// The measures of `path` (the layer's), taken the first time they are asked for.
    func measures(of path: BezierPath) -> PathMeasures {
        if let known = measuredPath, known.path === path { return known.measures }
        let measures = PathMeasures(bounds: path.bounds, turnsGently: Self.turnsGently(path.elements))
        measuredPath = (path, measures)
        return measures
    }
}
