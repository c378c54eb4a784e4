/// Which points a path encloses, like `CGPathFillRule`.
public enum PathFillRule: Sendable {
    /// A point is inside when the path winds around it a non-zero number of times
    /// (CoreGraphics' default).
    case winding
    /// A point is inside when a ray from it crosses the path an odd number of times.
    case evenOdd
}
