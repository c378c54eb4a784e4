/// The drawing environment a `UIGraphicsImageRenderer` hands its actions, like
/// `UIGraphicsImageRendererContext`.
public final class UIGraphicsImageRendererContext {
    /// The Core Graphics context to draw with, like
    /// `UIGraphicsImageRendererContext.cgContext`; also the current context while the
    /// actions run.
    public let cgContext: CGContext
    /// The format the image is made with, like `UIGraphicsImageRendererContext.format`.
    public let format: UIGraphicsImageRendererFormat

    /// The pixels being drawn into.
    private let bitmap: Bitmap

    init(cgContext: CGContext, bitmap: Bitmap, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.bitmap = bitmap
        self.format = format
    }

    /// An image of what has been drawn so far, like
    /// `UIGraphicsImageRendererContext.currentImage`; later drawing does not change it.
    public var currentImage: UIImage {
        UIImage(bitmap: bitmap, scale: format.scale)
    }

    /// Fills a rectangle with the current fill color, like
    /// `UIGraphicsRendererContext.fill(_:)`.
    public func fill(_ rect: CGRect) {
        cgContext.fill(rect)
    }

    /// Fills a rectangle with the current fill color and a blend mode, like
    /// `UIGraphicsRendererContext.fill(_:blendMode:)`.
    public func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        withBlendMode(blendMode) { cgContext.fill(rect) }
    }

    /// Strokes a rectangle's outline with the current stroke color, like
    /// `UIGraphicsRendererContext.stroke(_:)`.
    public func stroke(_ rect: CGRect) {
        cgContext.stroke(rect)
    }

    /// Strokes a rectangle's outline with a blend mode, like
    /// `UIGraphicsRendererContext.stroke(_:blendMode:)`.
    public func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        withBlendMode(blendMode) { cgContext.stroke(rect) }
    }

    /// Intersects the clip with a rectangle, like `UIGraphicsRendererContext.clip(to:)`.
    public func clip(to rect: CGRect) {
        cgContext.clip(to: rect)
    }

    private func withBlendMode(_ blendMode: CGBlendMode, _ body: () -> Void) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        body()
        cgContext.restoreGState()
    }
}
