/// The drawing environment a `UIGraphicsImageRenderer` hands its actions, like
/// `UIGraphicsImageRendererContext`.
public final class UIGraphicsImageRendererContext: UIGraphicsRendererContext {
    /// The pixels being drawn into.
    private let bitmap: Bitmap
    private let imageFormat: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, bitmap: Bitmap, format: UIGraphicsImageRendererFormat) {
        self.bitmap = bitmap
        imageFormat = format
        super.init(cgContext: cgContext, format: format)
    }

    /// The format the image is made with, like `UIGraphicsImageRendererContext.format`.
    public override var format: UIGraphicsImageRendererFormat { imageFormat }

    /// An image of what has been drawn so far, like
    /// `UIGraphicsImageRendererContext.currentImage`; later drawing does not change it.
    public var currentImage: UIImage {
        UIImage(bitmap: bitmap, scale: imageFormat.scale)
    }
}
