/// How `GraphicsContext.drawPath(using:)` paints the current path, like
/// `CGPathDrawingMode`.
public enum PathDrawingMode: Sendable, CaseIterable {
    /// Fills with the nonzero winding rule, like `CGPathDrawingMode.fill`.
    case fill
    /// Fills with the even-odd rule, like `CGPathDrawingMode.eoFill`.
    case eoFill
    /// Strokes, like `CGPathDrawingMode.stroke`.
    case stroke
    /// Fills with the winding rule, then strokes, like `CGPathDrawingMode.fillStroke`.
    case fillStroke
    /// Fills with the even-odd rule, then strokes, like `CGPathDrawingMode.eoFillStroke`.
    case eoFillStroke

    /// The fill rule of the mode's fill; `nil` for a mode that only strokes.
    var fillRule: PathFillRule? {
        switch self {
        case .fill, .fillStroke: .winding
        case .eoFill, .eoFillStroke: .evenOdd
        case .stroke: nil
        }
    }

    /// Whether the mode strokes the path.
    var strokes: Bool { self == .stroke || self == .fillStroke || self == .eoFillStroke }
}
