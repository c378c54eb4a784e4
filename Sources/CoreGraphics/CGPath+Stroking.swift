/// Core Graphics' stroked copies of a path.
extension BezierPath {
    /// The area this path's stroke paints, as a new path, like
    /// `CGPath.copy(strokingWithWidth:lineCap:lineJoin:miterLimit:transform:)`: fill it
    /// (non-zero rule) to paint the stroke, hit-test it with `contains(_:)` to ask
    /// whether a point is on the line. `transform` maps the outline's points after
    /// stroking, as Core Graphics does. A width that is not positive gives an empty
    /// path, with a diagnostic, where Core Graphics requires it to be positive.
    public func copy(strokingWithWidth lineWidth: CGFloat, lineCap: CGLineCap, lineJoin: CGLineJoin,
                     miterLimit: CGFloat, transform: CGAffineTransform = .identity) -> CGPath {
        if !(lineWidth > 0 && lineWidth.isFinite) {
            Diagnostics.report("CGPath.copy(strokingWithWidth:…): the line width \(lineWidth) is not positive; the stroke is empty")
        }
        let outline = strokeOutline(width: lineWidth, cap: lineCap, join: lineJoin, miterLimit: miterLimit)
        outline.apply(transform)
        return outline
    }

    /// The area `path`'s stroke paints, like Core Graphics'
    /// `CGPath(__byStroking:transform:lineWidth:lineCap:lineJoin:miterLimit:)`, which
    /// Swift code calls by that name: `nil` for a width that is not positive.
    public convenience init?(__byStroking path: CGPath, transform: UnsafePointer<CGAffineTransform>?, lineWidth: CGFloat,
                             lineCap: CGLineCap, lineJoin: CGLineJoin, miterLimit: CGFloat) {
        guard lineWidth > 0, lineWidth.isFinite else {
            Diagnostics.report("CGPath(__byStroking:…): the line width \(lineWidth) is not positive; no path is made")
            return nil
        }
        let outline = path.copy(strokingWithWidth: lineWidth, lineCap: lineCap, lineJoin: lineJoin, miterLimit: miterLimit,
                                transform: transform?.pointee ?? .identity)
        self.init(elements: outline.elements)
    }
}
