@_implementationOnly import CCairo
import Foundation

/// Drawing images.
extension GraphicsContext {
    /// Draws `image` scaled to fill `rect`, upright, like `UIImage.draw(in:)` (a
    /// `CGImage` drawn with `CGContext.draw(_:in:)` in a UIKit context appears upside
    /// down; Easel's `Image` is a `UIImage`, so it draws the way UIKit code expects).
    ///
    /// The image's pixels map onto the rectangle in user space, so its `scale` decides
    /// its resolution: a 3× image of 20×20 points drawn in a 20×20-point rectangle of a
    /// 3× context copies its pixels one to one. Resampling follows
    /// `interpolationQuality`; pixels at the rectangle's edge are repeated outward, so
    /// a scaled image keeps hard edges, and edges that fall inside a pixel cover it in
    /// proportion. The global alpha, blend mode, shadow and clip apply; the current
    /// path is left as it was.
    public func draw(_ image: Image, in rect: CGRect) {
        withDrawableCairo { cairo in
            let r = rect.standardized
            guard r.width > 0, r.height > 0, [r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite),
                  image.pixelWidth > 0, image.pixelHeight > 0 else { return }
            // A resizable image is drawn in pieces (its caps keep their size).
            for piece in image.pieces(filling: r) { draw(piece, of: image, on: cairo) }
        }
    }

    /// Draws the pixels `piece.source` of `image` into `piece.destination`, stretched,
    /// or repeated at the image's scale when the piece tiles.
    private func draw(_ piece: NineSlice.Piece, of image: Image, on cairo: OpaquePointer) {
        let r = piece.destination
        guard let pattern = ImagePattern.make(image.bitmap, piece: piece, scale: image.scale) else { return }
        defer { cairo_pattern_destroy(pattern) }
        cairo_pattern_set_filter(pattern, state.interpolationQuality.cairoFilter)
        guard let source = state.alpha < 1 ? faded(pattern, within: r, on: cairo)
                                           : cairo_pattern_reference(pattern) else { return }
        defer { cairo_pattern_destroy(source) }
        setCairoPath(devicePath(PathGeometry.rect(r)), on: cairo)
        draw(source, through: .fill(.winding), on: cairo)
        cairo_new_path(cairo)
    }

    /// `pattern` with the global alpha applied, so that every blend mode sees the faded
    /// image as its source (cairo's `paint_with_alpha` would fade the result instead,
    /// which differs for modes such as `.copy`). Painted only within `rect`.
    private func faded(_ pattern: OpaquePointer, within rect: CGRect, on cairo: OpaquePointer) -> OpaquePointer? {
        cairo_push_group(cairo)
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cairo)
        cairo_set_source(cairo, pattern)
        cairo_paint_with_alpha(cairo, state.alpha)
        return cairo_pop_group(cairo)
    }
}
