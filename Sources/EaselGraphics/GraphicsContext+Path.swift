import CCairo
import Foundation

/// Building the current path, with CoreGraphics' names.
///
/// Points are in user space and are fixed when added: changing the transform later
/// does not move them, as in CoreGraphics. The path is not part of the graphics
/// state; painting it (`fillPath`, `strokePath`, `clip`) empties it.
extension GraphicsContext {
    /// Discards the current path, like `CGContext.beginPath()`.
    public func beginPath() {
        withCairo { cairo_new_path($0) }
    }

    /// Starts a new subpath at `point`, like `CGContext.move(to:)`.
    public func move(to point: CGPoint) {
        withDrawableCairo { append([.move(to: point)], to: $0) }
    }

    /// Adds a line from the current point, like `CGContext.addLine(to:)`.
    public func addLine(to point: CGPoint) {
        withDrawableCairo { cairo in
            guard hasCurrentPoint(cairo, operation: #function) else { return }
            append([.line(to: point)], to: cairo)
        }
    }

    /// Adds lines through `points`, the first one a move, like `CGContext.addLines(between:)`.
    public func addLines(between points: [CGPoint]) {
        withDrawableCairo { cairo in
            guard let first = points.first else { return }
            append([.move(to: first)] + points.dropFirst().map { .line(to: $0) }, to: cairo)
        }
    }

    /// Adds a quadratic Bézier curve from the current point, like
    /// `CGContext.addQuadCurve(to:control:)`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        withDrawableCairo { cairo in
            guard hasCurrentPoint(cairo, operation: #function) else { return }
            append([.quadCurve(to: end, control: control)], to: cairo)
        }
    }

    /// Adds a cubic Bézier curve from the current point, like
    /// `CGContext.addCurve(to:control1:control2:)`.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        withDrawableCairo { cairo in
            guard hasCurrentPoint(cairo, operation: #function) else { return }
            append([.curve(to: end, control1: control1, control2: control2)], to: cairo)
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
        withDrawableCairo { cairo in
            let arc = PathGeometry.arc(center: center, radius: radius, startAngle: startAngle,
                                       endAngle: endAngle, increasing: !clockwise)
            let lead: PathElement = cairo_has_current_point(cairo) != 0 ? .line(to: arc.start) : .move(to: arc.start)
            append([lead] + arc.curves, to: cairo)
        }
    }

    /// Adds an arc tangent to the lines from the current point to `tangent1End` and from
    /// there to `tangent2End`, preceded by a line to its start, like
    /// `CGContext.addArc(tangent1End:tangent2End:radius:)`.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        withDrawableCairo { cairo in
            guard hasCurrentPoint(cairo, operation: #function) else { return }
            append(PathGeometry.tangentArc(from: userCurrentPoint(cairo), tangent1End: tangent1End,
                                           tangent2End: tangent2End, radius: radius), to: cairo)
        }
    }

    /// Adds a closed rectangle, like `CGContext.addRect(_:)`.
    public func addRect(_ rect: CGRect) {
        withDrawableCairo { append(PathGeometry.rect(rect), to: $0) }
    }

    /// Adds a closed rectangle for each of `rects`, like `CGContext.addRects(_:)`.
    public func addRects(_ rects: [CGRect]) {
        withDrawableCairo { cairo in
            for rect in rects { append(PathGeometry.rect(rect), to: cairo) }
        }
    }

    /// Adds a closed ellipse inscribed in `rect`, like `CGContext.addEllipse(in:)`.
    public func addEllipse(in rect: CGRect) {
        withDrawableCairo { append(PathGeometry.ellipse(in: rect), to: $0) }
    }

    /// Adds the elements of a `BezierPath` (not its line settings), like
    /// `CGContext.addPath(_:)` with a path's `cgPath`.
    public func addPath(_ path: BezierPath) {
        withDrawableCairo { append(path.elements, to: $0) }
    }

    /// Closes the subpath in progress, like `CGContext.closePath()`.
    public func closePath() {
        withDrawableCairo { append([.close], to: $0) }
    }

    /// Whether the current path has no elements, like `CGContext.isPathEmpty`.
    public var isPathEmpty: Bool {
        withCairo(fallback: true) { cairo_has_current_point($0) == 0 }
    }

    /// The current point in user space, like `CGContext.currentPointOfPath`;
    /// `.zero` when the path is empty.
    public var currentPointOfPath: CGPoint {
        withCairo(fallback: .zero) { cairo in
            cairo_has_current_point(cairo) != 0 ? userCurrentPoint(cairo) : .zero
        }
    }

    /// The smallest rectangle in user space holding every point of the current path,
    /// control points included, like `CGContext.boundingBoxOfPath`; `CGRect.null` for an
    /// empty path.
    public var boundingBoxOfPath: CGRect {
        withCairo(fallback: .null) { cairo in
            guard let path = cairo_copy_path(cairo) else { return .null }
            defer { cairo_path_destroy(path) }
            var minX = CGFloat.infinity, minY = CGFloat.infinity
            var maxX = -CGFloat.infinity, maxY = -CGFloat.infinity
            forEachPoint(of: path.pointee) { x, y in
                minX = min(minX, x)
                minY = min(minY, y)
                maxX = max(maxX, x)
                maxY = max(maxY, y)
            }
            guard minX <= maxX else { return .null }
            return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
        }
    }

    // MARK: - Replaying elements into cairo

    /// Adds elements to cairo's path. Elements with coordinates that are not finite
    /// numbers are skipped with a diagnostic: cairo converts coordinates to fixed point,
    /// where they would land anywhere.
    func append(_ elements: [PathElement], to cairo: OpaquePointer) {
        for element in elements {
            guard element.isFinite else {
                Diagnostics.report("path element \(element) has a coordinate that is not a finite number; it is ignored")
                continue
            }
            switch element {
            case .move(let point):
                cairo_move_to(cairo, point.x, point.y)
            case .line(let point):
                cairo_line_to(cairo, point.x, point.y)
            case .quadCurve(let end, let control):
                // cairo has only cubics; this one traces the same parabola.
                let start = cairo_has_current_point(cairo) != 0 ? userCurrentPoint(cairo) : control
                cairo_curve_to(cairo,
                               start.x + 2.0 / 3.0 * (control.x - start.x), start.y + 2.0 / 3.0 * (control.y - start.y),
                               end.x + 2.0 / 3.0 * (control.x - end.x), end.y + 2.0 / 3.0 * (control.y - end.y),
                               end.x, end.y)
            case .curve(let end, let control1, let control2):
                cairo_curve_to(cairo, control1.x, control1.y, control2.x, control2.y, end.x, end.y)
            case .close:
                cairo_close_path(cairo)
            }
        }
    }

    /// Whether there is a current point; reports the missing point as CoreGraphics logs it.
    private func hasCurrentPoint(_ cairo: OpaquePointer, operation: String) -> Bool {
        guard cairo_has_current_point(cairo) == 0 else { return true }
        Diagnostics.report("GraphicsContext.\(operation): no current point; the path element is ignored")
        return false
    }

    private func userCurrentPoint(_ cairo: OpaquePointer) -> CGPoint {
        var x = 0.0, y = 0.0
        cairo_get_current_point(cairo, &x, &y)
        return CGPoint(x: x, y: y)
    }

    /// Calls `body` with every point of a cairo path, control points included.
    private func forEachPoint(of path: cairo_path_t, _ body: (CGFloat, CGFloat) -> Void) {
        var index = 0
        while index < Int(path.num_data) {
            let header = path.data[index].header
            let length = Int(header.length)
            if length > 1 {
                for offset in 1..<length {
                    let point = path.data[index + offset].point
                    body(point.x, point.y)
                }
            }
            index += length
        }
    }
}
