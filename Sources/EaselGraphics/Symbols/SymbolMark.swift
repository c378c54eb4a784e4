import Foundation

/// One part of a drawn symbol: a path stroked at the symbol's weight, a filled shape,
/// or a stroke cut out of what is already drawn (the cross of `xmark.circle.fill`).
/// Coordinates are in hundredths of the symbol's em, with the baseline at y = 0 and y
/// growing downward.
enum SymbolMark {
    case stroke(BezierPath)
    case fill(BezierPath)
    case cutOut(BezierPath)

    /// The same mark with its path moved by `transform` (its stroke width unchanged).
    func applying(_ transform: Transform) -> SymbolMark {
        switch self {
        case .stroke(let path): .stroke(path.transformed(by: transform))
        case .fill(let path): .fill(path.transformed(by: transform))
        case .cutOut(let path): .cutOut(path.transformed(by: transform))
        }
    }

    /// The area the mark covers when its strokes are `strokeWidth` wide (a cut-out
    /// covers nothing).
    func bounds(strokeWidth: CGFloat) -> CGRect {
        switch self {
        case .stroke(let path): path.bounds.insetBy(dx: -strokeWidth / 2, dy: -strokeWidth / 2)
        case .fill(let path): path.bounds
        case .cutOut: .null
        }
    }

    /// Paints the mark in `context`'s fill colour (a stroke as round-capped,
    /// round-joined lines of `strokeWidth`).
    func paint(in context: GraphicsContext, strokeWidth: CGFloat) {
        context.saveGState()
        defer { context.restoreGState() }
        switch self {
        case .fill(let path):
            context.addPath(path)
            context.fillPath()
        case .stroke(let path), .cutOut(let path):
            if case .cutOut = self { context.setBlendMode(.destinationOut) }
            context.setLineWidth(strokeWidth)
            context.setLineCap(.round)
            context.setLineJoin(.round)
            context.addPath(path)
            context.strokePath()
        }
    }
}

private extension BezierPath {
    func transformed(by transform: Transform) -> BezierPath {
        let copy = self.copy()
        copy.apply(transform)
        return copy
    }
}
