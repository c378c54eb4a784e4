import Foundation

/// How a view's content is placed in its bounds when their size differs from the
/// content's, like `UIView.ContentMode` (all thirteen modes).
public enum ContentMode: Int, CaseIterable, Hashable, Sendable {
    case scaleToFill, scaleAspectFit, scaleAspectFill, redraw
    case center, top, bottom, left, right, topLeft, topRight, bottomLeft, bottomRight

    /// Where content of `size` goes in `bounds`: stretched, fitted, filled (the aspect
    /// modes keep the aspect ratio and center), or placed unscaled at an edge or corner.
    /// `.redraw` stretches like `.scaleToFill` until the content is redrawn.
    public func rect(forContentOfSize size: CGSize, in bounds: CGRect) -> CGRect {
        switch self {
        case .scaleToFill, .redraw:
            return bounds
        case .scaleAspectFit, .scaleAspectFill:
            guard size.width > 0, size.height > 0 else { return bounds }
            let ratios = (bounds.width / size.width, bounds.height / size.height)
            let factor = self == .scaleAspectFit ? min(ratios.0, ratios.1) : max(ratios.0, ratios.1)
            let scaled = CGSize(width: size.width * factor, height: size.height * factor)
            return CGRect(x: bounds.midX - scaled.width / 2, y: bounds.midY - scaled.height / 2,
                          width: scaled.width, height: scaled.height)
        default:
            let x: CGFloat
            switch self {
            case .left, .topLeft, .bottomLeft: x = bounds.minX
            case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
            default: x = bounds.midX - size.width / 2
            }
            let y: CGFloat
            switch self {
            case .top, .topLeft, .topRight: y = bounds.minY
            case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
            default: y = bounds.midY - size.height / 2
            }
            return CGRect(origin: CGPoint(x: x, y: y), size: size)
        }
    }
}
