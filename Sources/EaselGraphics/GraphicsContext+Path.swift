@_implementationOnly import CCairo
import Foundation

/// Building the current path, with CoreGraphics' names.
///
/// Points are given in user space and fixed in device space when added: changing the
/// transform later does not move them, as in CoreGraphics. The path is not part of the
/// graphics state; painting it (`fillPath`, `strokePath`, `clip`) empties it.
extension GraphicsContext {
    /// Discards the current path, like `CGContext.beginPath()`.
    public func beginPath() {
        withCairo { _ in currentPath.removeAll() }
    }

    /// Starts a new subpath at `point`, like `CGContext.move(to:)`.
    public func move(to point: CGPoint) {
        withDrawableCairo { _ in addToPath([.move(to: point)]) }
    }

    /// Adds a line from the current point, like `CGContext.addLine(to:)`.
    public func addLine(to point: CGPoint) {
        withDrawableCairo { _ in
            guard hasCurrentPoint(operation: #function) else { return }
            addToPath([.line(to: point)])
        }
    }

    /// Adds lines through `points`, the first one a move, like `CGContext.addLines(between:)`.
    public func addLines(between points: [CGPoint]) {
        withDrawableCairo { _ in
            guard let first = points.first else { return }
            addToPath([.move(to: first)] + points.dropFirst().map { .line(to: $0) })
        }
    }

    /// Adds a quadratic Bézier curve from the current point, like
    /// `CGContext.addQuadCurve(to:control:)`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        withDrawableCairo { _ in
            guard hasCurrentPoint(operation: #function) else { return }
            addToPath([.quadCurve(to: end, control: control)])
        }
    }

    /// Adds a cubic Bézier curve from the current point, like
    /// `CGContext.addCurve(to:control1:control2:)`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        withDrawableCairo { _ in
            guard hasCurrentPoint(operation: #function) else { return }
            addToPath([.curve(to: end, control1: control1, control2: control2)])
        }
    }

    /// Adds a circular arc, like `CGContext.addArc(center:radius:startAngle:endAngle:clockwise:)`,
    /// preceded by a line from the current point to the arc's start when there is one.
    ///
    /// `clockwise` has CoreGraphics' meaning, which is defined in its y-up coordinates:
    /// `clockwise: true` runs through decreasing angles. In this y-down context (as in
    /// every UIKit drawing context) that appears counterclockwise on screen, exactly as
    /// the same call does on iOS. `BezierPath`'s `clockwise` is the on-screen one.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool) {
        withDrawableCairo { _ in
            let arc = PathGeometry.arc(center: center, radius: radius, startAngle: startAngle,
                                       endAngle: endAngle, increasing: !clockwise)
            let lead: PathElement = currentPath.currentPoint == nil ? .move(to: arc.start) : .line(to: arc.start)
            addToPath([lead] + arc.curves)
        }
    }

    /// Adds an arc tangent to the lines from the current point to `tangent1End` and from
    /// there to `tangent2End`, preceded by a line to its start, like
    /// `CGContext.addArc(tangent1End:tangent2End:radius:)`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        withDrawableCairo { _ in
            guard hasCurrentPoint(operation: #function) else { return }
            addToPath(PathGeometry.tangentArc(from: userSpaceCurrentPoint, tangent1End: tangent1End,
                                              tangent2End: tangent2End, radius: radius))
        }
    }

    /// Adds a closed rectangle, like `CGContext.addRect(_:)`.
    public func addRect(_ rect: CGRect) {
        withDrawableCairo { _ in addToPath(PathGeometry.rect(rect)) }
    }

    /// Adds a closed rectangle for each of `rects`, like `CGContext.addRects(_:)`.
    public func addRects(_ rects: [CGRect]) {
        withDrawableCairo { _ in addToPath(rects.flatMap(PathGeometry.rect)) }
    }

    /// Adds a closed ellipse inscribed in `rect`, like `CGContext.addEllipse(in:)`.
    public func addEllipse(in rect: CGRect) {
        withDrawableCairo { _ in addToPath(PathGeometry.ellipse(in: rect)) }
    }

    /// Adds the elements of a `BezierPath` (not its line settings), like
    /// `CGContext.addPath(_:)` with a path's `cgPath`.
    public func addPath(_ path: BezierPath) {
        withDrawableCairo { _ in addToPath(path.elements) }
    }

    /// Closes the subpath in progress, like `CGContext.closePath()`.
    public func closePath() {
        withDrawableCairo { _ in addToPath([.close]) }
    }

    /// Whether the current path has no elements, like `CGContext.isPathEmpty`.
    public var isPathEmpty: Bool {
        withCairo(fallback: true) { _ in currentPath.elements.isEmpty }
    }

    /// The current point in user space, like `CGContext.currentPointOfPath`;
    /// `.zero` when the path is empty.
    public var currentPointOfPath: CGPoint {
        withCairo(fallback: .zero) { _ in userSpaceCurrentPoint }
    }

    /// The smallest rectangle in user space holding every point of the current path,
    /// control points included, like `CGContext.boundingBoxOfPath`; `CGRect.null` for an
    /// empty path.
    public var boundingBoxOfPath: CGRect {
        withCairo(fallback: .null) { _ in currentPath.applying(state.ctm.inverted()).boundingBox }
    }

    // MARK: - Device-space paths

    /// Adds user-space elements to the current path.
    func addToPath(_ elements: [PathElement]) {
        for element in elements { currentPath.add(element.applying(state.ctm)) }
    }

    /// A device-space path of user-space elements, for operations that paint a shape
    /// of their own.
    func devicePath(_ elements: [PathElement]) -> PathRecord {
        var record = PathRecord()
        for element in elements { record.add(element.applying(state.ctm)) }
        return record
    }

    /// Makes `path` cairo's path. Elements with coordinates that are not finite numbers
    /// are skipped with a diagnostic: cairo converts coordinates to fixed point, where
    /// they would land anywhere.
    func setCairoPath(_ path: PathRecord, on cairo: OpaquePointer) {
        cairo_new_path(cairo)
        cairo_save(cairo)
        defer { cairo_restore(cairo) }
        cairo_identity_matrix(cairo)
        Self.append(path.elements, to: cairo)
    }

    /// Adds `elements` to cairo's path, in cairo's current user space. Elements with
    /// coordinates that are not finite numbers are skipped with a diagnostic.
    static func append(_ elements: [PathElement], to cairo: OpaquePointer) {
        var current = CGPoint.zero, start = CGPoint.zero
        for element in elements {
            guard element.isFinite else {
                Diagnostics.report("path element \(element) has a coordinate that is not a finite number; it is ignored")
                continue
            }
            switch element {
            case .move(let point):
                cairo_move_to(cairo, point.x, point.y)
                (current, start) = (point, point)
            case .line(let point):
                cairo_line_to(cairo, point.x, point.y)
                current = point
            case .quadCurve(let end, let control):
                // cairo has only cubics; this one traces the same parabola.
                cairo_curve_to(cairo,
                               current.x + 2.0 / 3.0 * (control.x - current.x), current.y + 2.0 / 3.0 * (control.y - current.y),
                               end.x + 2.0 / 3.0 * (control.x - end.x), end.y + 2.0 / 3.0 * (control.y - end.y),
                               end.x, end.y)
                current = end
            case .curve(let end, let control1, let control2):
                cairo_curve_to(cairo, control1.x, control1.y, control2.x, control2.y, end.x, end.y)
                current = end
            case .close:
                cairo_close_path(cairo)
                current = start
            }
        }
    }

    private var userSpaceCurrentPoint: CGPoint {
        currentPath.currentPoint?.applying(state.ctm.inverted()) ?? .zero
    }

    /// Whether there is a current point; reports the missing point as CoreGraphics logs it.
    private func hasCurrentPoint(operation: String) -> Bool {
        guard currentPath.currentPoint == nil else { return true }
        Diagnostics.report("GraphicsContext.\(operation): no current point; the path element is ignored")
        return false
    }
}
