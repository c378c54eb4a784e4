/// UIKit's image drawing with a blend mode and alpha, and as a pattern, into the
/// current context.
extension UIImage {
    /// Draws the image scaled to fill `rect` with `blendMode` and `alpha` for this call
    /// only, like `UIImage.draw(in:blendMode:alpha:)`.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else {
            Diagnostics.report("UIImage.draw(in:blendMode:alpha:): no current context; nothing is drawn")
            return
        }
        context.saveGState()
        context.setBlendMode(blendMode)
        context.setAlpha(alpha)
        draw(in: rect)
        context.restoreGState()
    }

    /// Draws the image at its size with its top-left corner at `point`, with
    /// `blendMode` and `alpha` for this call only, like `UIImage.draw(at:blendMode:alpha:)`.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Fills `rect` with the image repeated at its size, like `UIImage.drawAsPattern(in:)`:
    /// tiles start at the origin of the context's user space, as `UIColor(patternImage:)`
    /// places them.
    public func drawAsPattern(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else {
            Diagnostics.report("UIImage.drawAsPattern(in:): no current context; nothing is drawn")
            return
        }
        context.saveGState()
        context.setFillColor(UIColor(patternImage: self))
        context.fill(rect)
        context.restoreGState()
    }
}
