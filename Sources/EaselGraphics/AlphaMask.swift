@_implementationOnly import CCairo
import Foundation

/// An 8-bit coverage buffer that owns its memory, backed by a cairo A8 image surface.
///
/// Shadows are made in one: the shape's alpha is drawn into a mask, blurred, then used
/// to paint the shadow color. The compositor makes `CALayer`-style shadows the same way.
package final class AlphaMask {
    /// Width in pixels.
    package let width: Int
    /// Height in pixels.
    package let height: Int
    /// Bytes from one row to the next (cairo's stride for the width).
    package let bytesPerRow: Int

    let data: UnsafeMutableRawPointer
    /// The `cairo_surface_t` (format A8) over `data`.
    package let surface: OpaquePointer

    /// A mask of zero coverage.
    package init(width: Int, height: Int) {
        precondition(width >= 0 && height >= 0, "AlphaMask size must not be negative")
        self.width = width
        self.height = height
        bytesPerRow = Int(cairo_format_stride_for_width(CAIRO_FORMAT_A8, Int32(width)))
        let byteCount = max(1, bytesPerRow * height)
        data = .allocate(byteCount: byteCount, alignment: 16)
        data.initializeMemory(as: UInt8.self, repeating: 0, count: byteCount)
        surface = cairo_image_surface_create_for_data(
            data.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_A8,
            Int32(width), Int32(height), Int32(bytesPerRow))
    }

    deinit {
        cairo_surface_destroy(surface)
        data.deallocate()
    }

    /// The coverage at a position, 0 (none) to 255 (full); (0, 0) is the top-left pixel.
    package subscript(x: Int, y: Int) -> UInt8 {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside the mask")
            cairo_surface_flush(surface)
            return row(y)[x]
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside the mask")
            cairo_surface_flush(surface)
            row(y)[x] = newValue
            cairo_surface_mark_dirty(surface)
        }
    }

    /// Row `y`. Callers flush before reading and mark the surface dirty after writing.
    func row(_ y: Int) -> UnsafeMutableBufferPointer<UInt8> {
        UnsafeMutableBufferPointer(start: (data + y * bytesPerRow).assumingMemoryBound(to: UInt8.self), count: width)
    }
}
