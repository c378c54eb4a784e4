import Foundation

/// Drawing an image into the current context, like `UIImage.draw(in:)` and `draw(at:)`.
/// Without a current context nothing is drawn and a diagnostic is reported.
extension Image {
    /// Draws the image scaled to fill `rect` in `GraphicsContext.current`, like
    /// `UIImage.draw(in:)`.
    public func draw(in rect: CGRect) {
        guard let context = GraphicsContext.current else {
            Diagnostics.report("Image.draw(in:): no current context; nothing is drawn")
            return
        }
        context.draw(self, in: rect)
    }

    /// Draws the image at its size in points with its top-left corner at `point`, like
    /// `UIImage.draw(at:)`.
    public func draw(at point: CGPoint) {
        guard let context = GraphicsContext.current else {
            Diagnostics.report("Image.draw(at:): no current context; nothing is drawn")
            return
        }
        context.draw(self, in: CGRect(origin: point, size: size))
    }
}
