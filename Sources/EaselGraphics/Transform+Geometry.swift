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
        let corners = [CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY),
                       CGPoint(x: maxX, y: maxY), CGPoint(x: minX, y: maxY)].map { $0.applying(t) }
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let minX = xs.min()!, minY = ys.min()!
        return CGRect(x: minX, y: minY, width: xs.max()! - minX, height: ys.max()! - minY)
    }
}
