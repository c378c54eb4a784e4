import Foundation

/// Draws into a new image, like `UIGraphicsImageRenderer`.
///
/// The context given to the drawing closure is `GraphicsContext.current` while the
/// closure runs and invalid after it returns.
public struct GraphicsImageRenderer: Sendable {
    /// The image size in points.
    public let size: CGSize
    /// Pixels per point of the images made.
    public let scale: CGFloat

    /// A renderer of `size` points at `scale` pixels per point (`ceil(size × scale)` pixels).
    public init(size: CGSize, scale: CGFloat = 1) {
        precondition(size.width >= 0 && size.height >= 0 && size.width.isFinite && size.height.isFinite,
                     "GraphicsImageRenderer size must be finite and not negative")
        precondition(scale > 0 && scale.isFinite, "GraphicsImageRenderer scale must be a positive number")
        self.size = size
        self.scale = scale
    }

    /// An image of transparent pixels with what `actions` draws on it.
    public func image(actions: (GraphicsContext) throws -> Void) rethrows -> Image {
        let bitmap = Bitmap(width: Int((size.width * scale).rounded(.up)),
                            height: Int((size.height * scale).rounded(.up)))
        let context = GraphicsContext(bitmap: bitmap, scale: scale) { operation in
            Diagnostics.report("invalid context: \(operation) called on the context of a finished GraphicsImageRenderer drawing")
        }
        try context.makeCurrent { try actions(context) }
        context.invalidate()
        return Image(adopting: bitmap, scale: scale)
    }
}
