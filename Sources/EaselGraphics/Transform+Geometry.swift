import Foundation

extension CGPoint {
    /// The point mapped through a transform, like `CGPoint.applying(_:)` with a
    /// `CGAffineTransform`.
    public func applying(_ t: Transform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size mapped through a transform's linear part (translation ignored, signs
    /// kept), like `CGSize.applying(_:)`.
    public func applying(_ t: Transform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest rectangle holding the four transformed corners, like
    /// `CGRect.applying(_:)`; the null rectangle stays null.
    public func applying(_ t: Transform) -> CGRect {
        guard !isNull else { return self }
        let x0 = minX, y0 = minY, x1 = maxX, y1 = maxY
        // Each transformed coordinate is a sum of per-axis terms, so its extremes over
        // the four corners come from the extremes of each term: no corner list needed.
        let (ax0, ax1) = (t.a * x0, t.a * x1), (cy0, cy1) = (t.c * y0, t.c * y1)
        let (bx0, bx1) = (t.b * x0, t.b * x1), (dy0, dy1) = (t.d * y0, t.d * y1)
        let left = Swift.min(ax0, ax1) + Swift.min(cy0, cy1) + t.tx
        let right = Swift.max(ax0, ax1) + Swift.max(cy0, cy1) + t.tx
        let top = Swift.min(bx0, bx1) + Swift.min(dy0, dy1) + t.ty
        let bottom = Swift.max(bx0, bx1) + Swift.max(dy0, dy1) + t.ty
        return CGRect(x: left, y: top, width: right - left, height: bottom - top)
    }
}
