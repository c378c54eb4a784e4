import EaselGraphics
import Foundation

extension BarAppearance {
    /// Draws the background into `fill` from the bottom up (the effect's flat colour,
    /// the colour, the image placed by `backgroundImageContentMode`), then the shadow
    /// into `shadow`: the shadow image stretched across it (a template image in
    /// `shadowColor`), else a fill of `shadowColor`. A clear or missing colour draws nothing.
    func drawBackground(in fill: CGRect, shadow: CGRect, context: GraphicsContext, view: View) {
        for color in [backgroundEffect?.flatColor, backgroundColor].compactMap({ $0 }) where color.alpha > 0 {
            context.setFillColor(color)
            context.fill(fill)
        }
        if let backgroundImage {
            context.saveGState()
            context.clip(to: fill)
            context.draw(backgroundImage, in: backgroundImageContentMode.rect(forContentOfSize: backgroundImage.size, in: fill))
            context.restoreGState()
        }
        if let shadowImage {
            let image = shadowImage.renderingMode == .alwaysTemplate
                ? shadowImage.rendered(scale: view.contentScaleFactor, tint: shadowColor ?? .clear, traits: view.traitCollection)
                : shadowImage
            context.draw(image, in: CGRect(x: shadow.minX, y: shadow.minY, width: shadow.width, height: image.size.height))
        } else if let shadowColor, shadowColor.alpha > 0 {
            context.setFillColor(shadowColor)
            context.fill(shadow)
        }
    }
}
