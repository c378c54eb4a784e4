/// Core Graphics' path-building methods, on the path type UIKit and Core Graphics
/// share. Each takes Core Graphics' optional `transform`, applied to the points added.
extension BezierPath {
    /// A copy of the path to add to, like `CGPath.mutableCopy()`.
    public func mutableCopy() -> CGMutablePath? { copy() }

    /// A copy of the path with `transform` applied to its points (none for nil), like
    /// `CGPath.copy(using:)`.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        let path = copy()
        if let transform { path.apply(transform.pointee) }
        return path
    }

    /// A copy of the path to add to with `transform` applied to its points, like
    /// `CGPath.mutableCopy(using:)`.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        copy(using: transform)
    }

    /// Adds a cubic Bézier curve, like `CGMutablePath.addCurve(to:control1:control2:transform:)`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        addCurve(to: end.applying(transform), controlPoint1: control1.applying(transform),
                 controlPoint2: control2.applying(transform))
    }

    /// Adds a quadratic Bézier curve, like `CGMutablePath.addQuadCurve(to:control:transform:)`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        addQuadCurve(to: end.applying(transform), controlPoint: control.applying(transform))
    }

    /// Adds a line from the current point to `point`, like
    /// `CGMutablePath.addLine(to:transform:)` with a transform.
    public func addLine(to point: CGPoint, transform: CGAffineTransform) {
        addLine(to: point.applying(transform))
    }

    /// Starts a new subpath, like `CGMutablePath.move(to:transform:)` with a transform.
    public func move(to point: CGPoint, transform: CGAffineTransform) {
        move(to: point.applying(transform))
    }

    /// Adds a circular arc, like
    /// `CGMutablePath.addArc(center:radius:startAngle:endAngle:clockwise:transform:)`,
    /// joined to the subpath in progress by a line. `clockwise` has Core Graphics'
    /// meaning (decreasing angles), which in UIKit's y-down coordinates appears
    /// counterclockwise on screen, as on iOS.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        let arc = BezierPath()
        arc.addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                   clockwise: !clockwise)
        append(arc, transform: transform, joiningSubpath: true)
    }

    /// Adds an arc tangent to the lines from the current point to `tangent1End` and
    /// from there to `tangent2End`, preceded by a line to its start, like
    /// `CGMutablePath.addArc(tangent1End:tangent2End:radius:transform:)`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        appendTangentArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: transform)
    }

    /// Adds an arc `delta` radians long from `startAngle` (towards increasing angles when
    /// positive), joined to the subpath in progress by a line, like
    /// `CGMutablePath.addRelativeArc(center:radius:startAngle:delta:transform:)`.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        appendRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta, transform: transform)
    }

    /// Adds a closed rectangle, like `CGMutablePath.addRect(_:transform:)`.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        append(BezierPath(rect: rect), transform: transform, joiningSubpath: false)
    }

    /// Adds a closed rectangle for each of `rects`, like `CGMutablePath.addRects(_:transform:)`.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds a new subpath through `points` (a move to the first, lines to the others),
    /// like `CGMutablePath.addLines(between:transform:)`.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first.applying(transform))
        for point in points.dropFirst() { addLine(to: point.applying(transform)) }
    }

    /// Adds a closed ellipse inscribed in `rect`, like `CGMutablePath.addEllipse(in:transform:)`.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        append(BezierPath(ovalIn: rect), transform: transform, joiningSubpath: false)
    }

    /// Adds a closed rectangle with elliptical corners `cornerWidth` wide and
    /// `cornerHeight` high (each at most half the side), like
    /// `CGMutablePath.addRoundedRect(in:cornerWidth:cornerHeight:transform:)`.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        append(.roundedRect(rect.standardized, cornerWidth: cornerWidth, cornerHeight: cornerHeight),
               transform: transform, joiningSubpath: false)
    }

    /// Adds the elements of `path`, like `CGMutablePath.addPath(_:transform:)`.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        append(path, transform: transform, joiningSubpath: false)
    }

    /// Closes the subpath in progress, like `CGMutablePath.closeSubpath()`.
    public func closeSubpath() { close() }

    /// The smallest rectangle holding every point of the path, control points included,
    /// like `CGPath.boundingBox`; `CGRect.null` for an empty path.
    public var boundingBox: CGRect { bounds }

    /// Whether `point` is inside the path filled with `rule`, like
    /// `CGPath.contains(_:using:transform:)`; the path is mapped through `transform`
    /// first.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        let tested = copy()
        tested.apply(transform)
        tested.usesEvenOddFillRule = rule == .evenOdd
        return tested.contains(point)
    }

    /// A closed rectangle with elliptical corners, as Core Graphics draws
    /// `CGPath(roundedRect:cornerWidth:cornerHeight:transform:)`: quarter ellipses made
    /// of one cubic curve each.
    static func roundedRect(_ rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat) -> BezierPath {
        let rx = min(max(0, cornerWidth), rect.width / 2), ry = min(max(0, cornerHeight), rect.height / 2)
        guard rx > 0, ry > 0 else { return BezierPath(rect: rect) }
        let kappa: CGFloat = 0.552_284_749_830_793_6
        let (kx, ky) = (rx * kappa, ry * kappa)
        let path = BezierPath()
        path.move(to: CGPoint(x: rect.minX + rx, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - rx, y: rect.minY))
        path.addCurve(to: CGPoint(x: rect.maxX, y: rect.minY + ry),
                      controlPoint1: CGPoint(x: rect.maxX - rx + kx, y: rect.minY),
                      controlPoint2: CGPoint(x: rect.maxX, y: rect.minY + ry - ky))
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - ry))
        path.addCurve(to: CGPoint(x: rect.maxX - rx, y: rect.maxY),
                      controlPoint1: CGPoint(x: rect.maxX, y: rect.maxY - ry + ky),
                      controlPoint2: CGPoint(x: rect.maxX - rx + kx, y: rect.maxY))
        path.addLine(to: CGPoint(x: rect.minX + rx, y: rect.maxY))
        path.addCurve(to: CGPoint(x: rect.minX, y: rect.maxY - ry),
                      controlPoint1: CGPoint(x: rect.minX + rx - kx, y: rect.maxY),
                      controlPoint2: CGPoint(x: rect.minX, y: rect.maxY - ry + ky))
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + ry))
        path.addCurve(to: CGPoint(x: rect.minX + rx, y: rect.minY),
                      controlPoint1: CGPoint(x: rect.minX, y: rect.minY + ry - ky),
                      controlPoint2: CGPoint(x: rect.minX + rx - kx, y: rect.minY))
        path.close()
        return path
    }
}
