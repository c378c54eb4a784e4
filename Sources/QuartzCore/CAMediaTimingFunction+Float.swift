import Foundation

/// `CAMediaTimingFunction`'s `Float` interface: Core Animation takes and gives the
/// control points as `Float`.
extension TimingFunction {
    /// A cubic Bézier timing curve from `Float` control points, like
    /// `CAMediaTimingFunction(controlPoints:_:_:_:)`, so values computed as `Float` pass
    /// unchanged (literals still take the `CGFloat` form).
    @_disfavoredOverload
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        self.init(controlPoints: CGFloat(c1x), CGFloat(c1y), CGFloat(c2x), CGFloat(c2y))
    }

    /// Writes control point `index` (0 is (0, 0), 1 and 2 the curve's, 3 is (1, 1)) as
    /// two `Float`s, like `CAMediaTimingFunction.getControlPoint(at:values:)`; an index
    /// outside 0…3 writes nothing, with a diagnostic.
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let points = [CGPoint.zero, controlPoint1, controlPoint2, CGPoint(x: 1, y: 1)]
        guard points.indices.contains(index) else {
            Diagnostics.report("CAMediaTimingFunction.getControlPoint(at:values:): \(index) is not a control point index (0…3)")
            return
        }
        values[0] = Float(points[index].x)
        values[1] = Float(points[index].y)
    }
}
