import Foundation

/// Painting the current path in one call, and stroking separate segments, with
/// CoreGraphics' names.
extension GraphicsContext {
    /// Paints the current path as `mode` says and empties it, like
    /// `CGContext.drawPath(using:)`: a fill with the fill color, then (for the
    /// fill-and-stroke modes) a stroke of the same path with the stroke color.
    public func drawPath(using mode: PathDrawingMode) {
        withDrawableCairo { cairo in
            let path = currentPath
            if let rule = mode.fillRule {
                drawPath(.fill(rule), color: state.fillColor, on: cairo)
            }
            if mode.strokes {
                currentPath = path
                drawPath(.stroke, color: state.strokeColor, on: cairo)
            }
        }
    }

    /// Strokes a line from each point at an even index to the point after it, like
    /// `CGContext.strokeLineSegments(between:)`; a last unpaired point is ignored. The
    /// current path is emptied.
    public func strokeLineSegments(between points: [CGPoint]) {
        withDrawableCairo { cairo in
            let segments = stride(from: 0, to: points.count - 1, by: 2).flatMap { index -> [PathElement] in
                [.move(to: points[index]), .line(to: points[index + 1])]
            }
            currentPath = devicePath(segments)
            drawPath(.stroke, color: state.strokeColor, on: cairo)
        }
    }
}
