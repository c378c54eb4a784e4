/// Preparing images ahead of display, like UIKit's thumbnail and decoding methods. An
/// Easel image holds decoded pixels from the moment it loads, so preparing for display
/// gives the image itself; a thumbnail is the image redrawn at the requested size. The
/// completion-handler forms call their handler before returning (UIKit calls it later,
/// on another queue; code that waits for it sees the same result).
extension UIImage {
    /// The image drawn to fill `size` points at its own scale, like
    /// `UIImage.preparingThumbnail(of:)`; `nil` for a size that is empty or not finite.
    public func preparingThumbnail(of size: CGSize) -> UIImage? {
        guard size.width > 0, size.height > 0, size.width.isFinite, size.height.isFinite else {
            Diagnostics.report("UIImage.preparingThumbnail(of:): \(size) is not a thumbnail size; returning nil")
            return nil
        }
        return UIGraphicsImageRenderer(size: size, format: imageRendererFormat).image { _ in
            draw(in: CGRect(origin: .zero, size: size))
        }
    }

    /// Hands `completionHandler` the thumbnail of `preparingThumbnail(of:)`, like
    /// `UIImage.prepareThumbnail(of:completionHandler:)`.
    public func prepareThumbnail(of size: CGSize, completionHandler: @escaping (UIImage?) -> Void) {
        completionHandler(preparingThumbnail(of: size))
    }

    /// The thumbnail of `preparingThumbnail(of:)`, like `UIImage.byPreparingThumbnail(ofSize:)`.
    public func byPreparingThumbnail(ofSize size: CGSize) async -> UIImage? {
        preparingThumbnail(of: size)
    }

    /// The image ready to draw, like `UIImage.preparingForDisplay()`: this image, whose
    /// pixels are decoded already.
    public func preparingForDisplay() -> UIImage? { self }

    /// Hands `completionHandler` the image ready to draw, like
    /// `UIImage.prepareForDisplay(completionHandler:)`.
    public func prepareForDisplay(completionHandler: @escaping (UIImage?) -> Void) {
        completionHandler(preparingForDisplay())
    }

    /// The image ready to draw, like `UIImage.byPreparingForDisplay()`.
    public func byPreparingForDisplay() async -> UIImage? { preparingForDisplay() }
}
