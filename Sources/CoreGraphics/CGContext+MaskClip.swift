extension GraphicsContext {
    /// Intersects the clip with `mask` drawn into `rect`, like `CGContext.clip(to:mask:)`:
    /// an image with transparent pixels masks by its alpha, an opaque one by its grey
    /// (white paints, black does not), and, as Core Graphics places images, its first
    /// row lies at `rect.maxY`, upside down in a UIKit context unless the context is
    /// flipped first. Nothing outside `rect` is drawn until the graphics state that set
    /// the clip is restored.
    public func clip(to rect: CGRect, mask: CGImage) {
        clip(to: rect, maskImage: mask.image)
    }
}
