import Foundation

/// A path of lines and curves with its own line settings, like `UIBezierPath`.
///
/// A class, as `UIBezierPath` is: build it with `let path = BezierPath()` and calls
/// such as `path.move(to:)`, hand it around, and `copy()` it when you need an
/// independent one. Coordinates are in the user space of the context it is drawn in.
public final class BezierPath {
    /// The path's elements and current point.
    private var record = PathRecord()
    /// The path's elements, in the order they were added.
    package var elements: [PathElement] { record.elements }

    /// The width of stroked lines in points, like `UIBezierPath.lineWidth` (default 1).
    public var lineWidth: CGFloat = 1
    /// How open subpaths end when stroked, like `UIBezierPath.lineCapStyle`.
    public var lineCapStyle = LineCap.butt
    /// How corners are stroked, like `UIBezierPath.lineJoinStyle`.
    public var lineJoinStyle = LineJoin.miter
    /// The limit beyond which miter joins are beveled, like `UIBezierPath.miterLimit`.
    public var miterLimit: CGFloat = 10
    /// Whether filling, clipping and hit testing use the even-odd rule instead of the
    /// non-zero winding rule, like `UIBezierPath.usesEvenOddFillRule`.
    public var usesEvenOddFillRule = false
    /// How far, in pixels, a curve may be drawn from its straight-line approximation,
    /// like `UIBezierPath.flatness` (0.6): kept, copied and read back. Curves are drawn
    /// at Cairo's fixed tolerance of 0.1 pixel, finer than any flatness.
    public var flatness: CGFloat = 0.6
    /// The dash lengths and phase set by `setLineDash(_:count:phase:)`.
    private(set) var lineDash: (lengths: [CGFloat], phase: CGFloat) = ([], 0)

    /// An empty path, like `UIBezierPath()`.
    public init() {}

    /// A copy with the same elements and line settings, like `UIBezierPath.copy()`.
    public func copy() -> BezierPath {
        let copy = BezierPath()
        copy.record = record
        copy.lineWidth = lineWidth
        copy.lineCapStyle = lineCapStyle
        copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        copy.flatness = flatness
        copy.lineDash = lineDash
        return copy
    }

    // MARK: Building

    /// Starts a new subpath at `point`, like `UIBezierPath.move(to:)`.
    public func move(to point: CGPoint) {
        add(.move(to: point))
    }

    /// Adds a straight line to `point`, like `UIBezierPath.addLine(to:)`.
    public func addLine(to point: CGPoint) {
        add(.line(to: point), operation: #function)
    }

    /// Adds a cubic Bézier curve, like `UIBezierPath.addCurve(to:controlPoint1:controlPoint2:)`.
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        add(.curve(to: endPoint, control1: controlPoint1, control2: controlPoint2), operation: #function)
    }

    /// Adds a quadratic Bézier curve, like `UIBezierPath.addQuadCurve(to:controlPoint:)`.
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        add(.quadCurve(to: endPoint, control: controlPoint), operation: #function)
    }

    /// Adds a circular arc, like `UIBezierPath.addArc(withCenter:radius:startAngle:endAngle:clockwise:)`:
    /// a line from the current point to the arc's start (a move when the path has no
    /// current point), then the arc. `clockwise` is as seen on screen in UIKit's y-down
    /// coordinates, so a clockwise arc runs through increasing angles.
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat,
                       endAngle: CGFloat, clockwise: Bool) {
        let arc = PathGeometry.arc(center: center, radius: radius, startAngle: startAngle,
                                   endAngle: endAngle, increasing: clockwise)
        add(record.currentPoint == nil ? .move(to: arc.start) : .line(to: arc.start))
        for curve in arc.curves { add(curve) }
    }

    /// Closes the subpath in progress with a line back to its first point, like
    /// `UIBezierPath.close()`.
    public func close() {
        add(.close)
    }

    /// Removes every element, like `UIBezierPath.removeAllPoints()`.
    public func removeAllPoints() {
        record.removeAll()
    }

    /// Adds the elements of another path after this one's, like `UIBezierPath.append(_:)`.
    public func append(_ path: BezierPath) {
        add(contentsOf: path.elements)
    }

    /// Maps every point of the path through `transform`, like `UIBezierPath.apply(_:)`.
    public func apply(_ transform: Transform) {
        record = record.applying(transform)
    }

    /// Sets the dash pattern of stroked lines, like `UIBezierPath.setLineDash(_:count:phase:)`:
    /// the first `count` lengths alternate painted and unpainted segments, starting
    /// `phase` points into the pattern. A `nil` pattern or zero count draws solid lines.
    public func setLineDash(_ pattern: [CGFloat]?, count: Int, phase: CGFloat) {
        let lengths = Array((pattern ?? []).prefix(max(0, count)))
        lineDash = (lengths, phase)
    }

    /// A path of the given elements (an animation's in-between shape).
    package convenience init(elements: [PathElement]) {
        self.init()
        add(contentsOf: elements)
    }

    /// Appends elements made by `PathGeometry`, as the shape initializers do.
    func add(contentsOf elements: [PathElement]) {
        for element in elements { add(element) }
    }

    /// Appends one element. A line or curve with no current point is dropped with a
    /// diagnostic, as UIKit logs "no current point" and ignores it.
    private func add(_ element: PathElement, operation: String = #function) {
        guard record.add(element) || element == .close else {
            Diagnostics.report("BezierPath.\(operation): no current point; the element is ignored")
            return
        }
    }

    // MARK: Reading

    /// Whether the path has no elements, like `UIBezierPath.isEmpty`.
    public var isEmpty: Bool { elements.isEmpty }

    /// Where the next element starts, like `UIBezierPath.currentPoint`; `.zero` when
    /// the path is empty.
    public var currentPoint: CGPoint { record.currentPoint ?? .zero }

    /// The smallest rectangle holding every point of the path, control points included,
    /// like `UIBezierPath.bounds`; `CGRect.null` for an empty path.
    public var bounds: CGRect { record.boundingBox }

    /// The fill rule `fill()`, `addClip()` and `contains(_:)` use.
    var fillRule: PathFillRule { usesEvenOddFillRule ? .evenOdd : .winding }
}
