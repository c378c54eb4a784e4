import Foundation

/// A symbol image's drawing: its glyph, configuration and geometry, from which the
/// image is drawn at whatever resolution a view shows it.
package struct SymbolArtwork: Sendable {
    /// The symbol's name, as given to `Image(systemName:)`.
    package let name: String
    /// The configuration it was drawn with.
    package let configuration: Image.SymbolConfiguration
    /// Whether the glyph is a stand-in for a symbol Easel does not draw.
    package let isPlaceholder: Bool
    private let glyph: SymbolGlyph
    /// Points per design unit (a hundredth of the em).
    private let unit: CGFloat
    /// The stroke width, in design units.
    private let strokeWidth: CGFloat
    /// The area the glyph covers, in design units (baseline at y = 0).
    private let box: CGRect

    init(name: String, glyph: SymbolGlyph, isPlaceholder: Bool, configuration: Image.SymbolConfiguration) {
        self.name = name
        self.glyph = glyph
        self.isPlaceholder = isPlaceholder
        self.configuration = configuration
        let pointSize = configuration.resolvedPointSize(for: TraitCollection())
        unit = pointSize * configuration.scale.factor / 100
        let width = configuration.resolvedWeight.strokeWidth
        strokeWidth = width
        box = glyph.marks(width).reduce(CGRect.null) { $0.union($1.bounds(strokeWidth: width)) }
    }

    /// The image size in points: the glyph's extent, strokes included.
    package var size: CGSize { CGSize(width: box.width * unit, height: box.height * unit) }

    /// How far the baseline is above the image's bottom edge, like
    /// `UIImage.baselineOffsetFromBottom` (the part of the glyph below the baseline).
    package var baselineOffsetFromBottom: CGFloat { max(0, box.maxY) * unit }

    /// Draws the glyph in `color` filling `context` from its origin, at its size. The
    /// marks are painted opaque and the colour's alpha applied once to the whole, so
    /// that overlapping strokes of a translucent colour do not darken.
    package func draw(in context: GraphicsContext, color: Color) {
        context.saveGState()
        defer { context.restoreGState() }
        context.drawGroup(alpha: color.alpha) {
            let opaque = color.withAlphaComponent(1)
            context.setFillColor(opaque)
            context.setStrokeColor(opaque)
            context.scaleBy(x: unit, y: unit)
            context.translateBy(x: -box.minX, y: -box.minY)
            for mark in glyph.marks(strokeWidth) { mark.paint(in: context, strokeWidth: strokeWidth) }
        }
    }
}
