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

    /// A renderer of `size` points at `scale` pixels per point (`ceil(size × scale)`
    /// pixels). A negative size is standardized, as CoreGraphics reads it; a size that
    /// is not finite, or a scale that is not a positive number, is reported and
    /// replaced (by zero, by 1).
    public init(size: CGSize, scale: CGFloat = 1) {
        if size.width.isFinite, size.height.isFinite {
            self.size = CGSize(width: abs(size.width), height: abs(size.height))
        } else {
            Diagnostics.report("GraphicsImageRenderer: a size of \(size.width) × \(size.height) is not finite; using 0 × 0")
            self.size = .zero
        }
        self.scale = ScaleFactor.checked(scale, for: "GraphicsImageRenderer")
    }

    /// An image of transparent pixels with what `actions` draws on it. An image over
    /// the standard `PixelBudget` keeps only its top-left part within it, reported.
    public func image(actions: (GraphicsContext) throws -> Void) rethrows -> Image {
        try image(subject: "GraphicsImageRenderer") { context, _ in try actions(context) }
    }

    /// An image of what `actions` draws, which also get the bitmap being drawn into
    /// (`UIGraphicsImageRendererContext.currentImage` reads it); `subject` names the
    /// renderer in diagnostics.
    package func image(subject: String, actions: (GraphicsContext, Bitmap) throws -> Void) rethrows -> Image {
        let (context, bitmap) = makeContext(subject: subject, ending: "drawing")
        try context.makeCurrent { try actions(context, bitmap) }
        context.invalidate()
        return Image(adopting: bitmap, scale: scale)
    }

    /// A context drawing into a new transparent bitmap of the renderer's size and scale,
    /// and that bitmap (what `UIGraphicsBeginImageContextWithOptions` draws into, too).
    /// `subject` names the caller in diagnostics; once the context is invalidated, using
    /// it reports "… of a finished `subject` `ending`".
    package func makeContext(subject: String, ending: String) -> (context: GraphicsContext, bitmap: Bitmap) {
        let pixels = PixelBudget.standard.fitted(PixelBudget.pixels(of: size, scale: scale),
                                                 subject: "\(subject): the image")
        if let diagnostic = pixels.diagnostic { Diagnostics.report(diagnostic) }
        let bitmap = Bitmap(width: pixels.width, height: pixels.height)
        let context = GraphicsContext(bitmap: bitmap, scale: scale) { operation in
            Diagnostics.report("invalid context: \(operation) called on the context of a finished \(subject) \(ending)")
        }
        return (context, bitmap)
    }
}
