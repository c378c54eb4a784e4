import EaselGraphics
import Foundation

extension BarAppearance {
    /// Draws the background into `fill` from the bottom up (the effect's flat colour,
    /// the colour, the image placed by `backgroundImageContentMode`), then the shadow
    /// into `shadow`: the shadow image stretched across it (a template image in
    /// `shadowColor`), else a fill of `shadowColor`. A clear or missing colour draws nothing.
    ///
    /// A `legacy` background image (UIKit's `setBackgroundImage(_:for:)`) replaces the
    /// whole background, filling it as UIKit does: a resizable image by its caps, any
    /// other tiled (an empty image leaves the bar transparent); its legacy shadow image,
    /// if set, replaces the shadow (an empty one hides the line).
    func drawBackground(in fill: CGRect, shadow: CGRect, context: GraphicsContext, view: View,
                        legacy: LegacyBarImages.Drawn? = nil) {
        if let legacy {
            context.draw(legacy.background.tiledIfNotResizable, in: fill)
        } else {
            drawOwnBackground(in: fill, context: context)
        }
        if let shadowImage = legacy?.shadow ?? shadowImage {
            let image = shadowImage.renderingMode == .alwaysTemplate
                ? shadowImage.rendered(scale: view.contentScaleFactor, tint: shadowColor ?? .clear, traits: view.traitCollection)
                : shadowImage
            context.draw(image, in: CGRect(x: shadow.minX, y: shadow.minY, width: shadow.width, height: image.size.height))
        } else if let shadowColor, shadowColor.alpha > 0 {
            context.setFillColor(shadowColor)
            context.fill(shadow)
        }
    }

    /// The appearance's own background: the effect's flat colour, the colour, the image.
    private func drawOwnBackground(in fill: CGRect, context: GraphicsContext) {
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
    }
}
