import Foundation

extension View {
    /// `point` moved to the nearest device pixel at the view's `contentScaleFactor`, where
    /// text and images are drawn so that they stay sharp.
    func snappedToPixels(_ point: CGPoint) -> CGPoint {
        let scale = contentScaleFactor
        return CGPoint(x: (point.x * scale).rounded() / scale, y: (point.y * scale).rounded() / scale)
    }
}
