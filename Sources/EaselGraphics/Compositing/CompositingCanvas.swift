@_implementationOnly import CCairo
import Foundation

/// A surface a compositor paints layers into, as Core Animation's render server
/// composites a layer tree: a tile of a framebuffer, or a whole offscreen
/// bitmap, in device pixels.
///
/// The canvas offers what compositing needs and drawing does not: groups painted at an
/// opacity, tinted or through another's alpha (`CompositingCanvas+Groups`), layer
/// outlines filled, stroked and clipped to, contents images placed with a transform
/// and filtered as `CALayer` filters them (`CompositingCanvas+Images`), blurred
/// shadows (`CompositingCanvas+Shadow`), and a `GraphicsContext` for the content of
/// layers that draw. Painting state (transform, clip) is kept by `saveState()` and
/// `restoreState()`.
package final class CompositingCanvas {
    let cairo: OpaquePointer
    /// The pixels the canvas covers, in device coordinates.
    package let area: CGRect
    /// The surface over a framebuffer's tile, which `finish()` releases; `nil` for an
    /// offscreen bitmap.
    private let tileSurface: OpaquePointer?
    /// The offscreen bitmap, flushed by `finish()`.
    private let bitmap: Bitmap?

    /// A canvas over the pixels `tile` of `framebuffer` (whole pixels inside it),
    /// cleared, its device coordinates the framebuffer's. Painting goes to the
    /// framebuffer's memory directly.
    private init(tile: CGRect, of framebuffer: Bitmap) {
        let (x, y) = (Int(tile.minX), Int(tile.minY))
        let origin = (framebuffer.data + y * framebuffer.bytesPerRow + x * 4).assumingMemoryBound(to: UInt8.self)
        let surface = cairo_image_surface_create_for_data(
            origin, CAIRO_FORMAT_ARGB32, Int32(tile.width), Int32(tile.height), Int32(framebuffer.bytesPerRow))!
        cairo_surface_set_device_offset(surface, -Double(x), -Double(y))
        tileSurface = surface
        bitmap = nil
        cairo = cairo_create(surface)!
        cairo_set_operator(cairo, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cairo)
        cairo_set_operator(cairo, CAIRO_OPERATOR_OVER)
        area = tile
    }

    /// A canvas over a whole bitmap (a layer tree rendered apart), over the pixels it
    /// holds. Call `finish()` before reading the bitmap.
    package init(bitmap: Bitmap) {
        cairo = cairo_create(bitmap.surface)!
        tileSurface = nil
        self.bitmap = bitmap
        area = CGRect(x: 0, y: 0, width: bitmap.width, height: bitmap.height)
    }

    /// Ends painting: what was painted is in the bitmap or framebuffer.
    package func finish() {
        cairo_destroy(cairo)
        if let tileSurface {
            cairo_surface_finish(tileSurface)
            cairo_surface_destroy(tileSurface)
        }
        if let bitmap { cairo_surface_flush(bitmap.surface) }
    }

    /// Repaints the rectangles `tiles` of `framebuffer` (whole pixels inside it, apart
    /// from one another): each is cleared and handed to `paint` as a canvas, in order;
    /// when `paint` returns the framebuffer holds the new pixels.
    package static func repaint(_ tiles: [CGRect], of framebuffer: Bitmap,
                                paint: ([CompositingCanvas]) -> Void) {
        cairo_surface_flush(framebuffer.surface)
        let canvases = tiles.map { CompositingCanvas(tile: $0, of: framebuffer) }
        paint(canvases)
        for canvas in canvases { canvas.finish() }
        cairo_surface_mark_dirty(framebuffer.surface)
    }
}

// MARK: - State

extension CompositingCanvas {
    /// Makes `transform` map user space to device pixels for what follows.
    package func setTransform(_ transform: Transform) {
        var matrix = transform.cairoMatrix
        cairo_set_matrix(cairo, &matrix)
    }

    /// Maps user space through `transform` first, then through the current mapping.
    package func concatenate(_ transform: Transform) {
        var matrix = transform.cairoMatrix
        cairo_transform(cairo, &matrix)
    }

    /// Pushes the transform and clip, to be popped by the matching `restoreState()`.
    package func saveState() { cairo_save(cairo) }

    /// Pops the transform and clip pushed by the matching `saveState()`.
    package func restoreState() { cairo_restore(cairo) }

    /// Narrows the clip to `rect`, in user space.
    package func clip(to rect: CGRect) {
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cairo)
    }

    /// Runs `body` with a `GraphicsContext` drawing into the canvas in user space
    /// mapped to device pixels by `transform`, at `scale` pixels per point; the
    /// context is invalid afterwards and leaves the canvas's state as it found it.
    package func withGraphicsContext(transform: Transform, scale: CGFloat, _ body: (GraphicsContext) -> Void) {
        let context = GraphicsContext(sharing: cairo, transform: transform, scale: scale)
        body(context)
        context.invalidate()
    }
}
