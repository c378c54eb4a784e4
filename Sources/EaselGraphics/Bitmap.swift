@_implementationOnly import CCairo
import Foundation

/// A mutable pixel buffer that owns its memory, backed by a cairo image surface in
/// premultiplied ARGB32 (the format of CoreGraphics' bitmap contexts on little-endian
/// machines).
///
/// Views' backing stores and the window's framebuffer are bitmaps; `Image` is the
/// immutable snapshot of one.
public final class Bitmap {
    /// Width in pixels.
    public let width: Int
    /// Height in pixels.
    public let height: Int
    /// Bytes from one row to the next (cairo's stride for the width).
    public let bytesPerRow: Int

    package let data: UnsafeMutableRawPointer
    /// The `cairo_surface_t` over `data`.
    package let surface: OpaquePointer

    /// A bitmap of transparent black pixels.
    public init(width: Int, height: Int) {
        precondition(width >= 0 && height >= 0, "Bitmap size must not be negative")
        self.width = width
        self.height = height
        bytesPerRow = Int(cairo_format_stride_for_width(CAIRO_FORMAT_ARGB32, Int32(width)))
        // calloc rather than allocating and filling with zeros: memory fresh from the
        // system is zero already, and calloc leaves it untouched, so the pages of a
        // large bitmap (a backing store, a framebuffer) are only mapped when drawn
        // into. glibc's blocks are 16-byte aligned, as cairo wants.
        guard let zeroed = calloc(1, max(1, bytesPerRow * height)) else {
            fatalError("out of memory for a \(width)×\(height) bitmap")
        }
        data = zeroed
        surface = cairo_image_surface_create_for_data(
            data.assumingMemoryBound(to: UInt8.self), CAIRO_FORMAT_ARGB32,
            Int32(width), Int32(height), Int32(bytesPerRow))
    }

    /// A bitmap holding straight RGBA8 pixels, row-major with no padding.
    public convenience init(width: Int, height: Int, rgbaBytes: [UInt8]) {
        precondition(rgbaBytes.count == width * height * 4, "RGBA byte count must be width × height × 4")
        self.init(width: width, height: height)
        rgbaBytes.withUnsafeBufferPointer { source in
            for y in 0..<height {
                let row = rowWords(y)
                for x in 0..<width {
                    let i = (y * width + x) * 4
                    row[x] = Pixel(red: source[i], green: source[i + 1],
                                   blue: source[i + 2], alpha: source[i + 3]).premultipliedARGB
                }
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    /// A copy of another bitmap's pixels.
    public convenience init(copying other: Bitmap) {
        self.init(width: other.width, height: other.height)
        cairo_surface_flush(other.surface)
        data.copyMemory(from: other.data, byteCount: bytesPerRow * height)
        cairo_surface_mark_dirty(surface)
    }

    deinit {
        cairo_surface_destroy(surface)
        free(data)
    }

    /// The pixels as straight RGBA8, row-major with no padding.
    public var rgbaBytes: [UInt8] {
        cairo_surface_flush(surface)
        var bytes = [UInt8](repeating: 0, count: width * height * 4)
        bytes.withUnsafeMutableBufferPointer { target in
            for y in 0..<height {
                let row = rowWords(y)
                for x in 0..<width {
                    let pixel = Pixel(premultipliedARGB: row[x])
                    let i = (y * width + x) * 4
                    target[i] = pixel.red
                    target[i + 1] = pixel.green
                    target[i + 2] = pixel.blue
                    target[i + 3] = pixel.alpha
                }
            }
        }
        return bytes
    }

    /// The straight-alpha pixel at a position; (0, 0) is the top-left pixel.
    public subscript(x: Int, y: Int) -> Pixel {
        get {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside the bitmap")
            cairo_surface_flush(surface)
            return Pixel(premultipliedARGB: rowWords(y)[x])
        }
        set {
            precondition(x >= 0 && x < width && y >= 0 && y < height, "pixel (\(x), \(y)) is outside the bitmap")
            cairo_surface_flush(surface)
            rowWords(y)[x] = newValue.premultipliedARGB
            cairo_surface_mark_dirty(surface)
        }
    }

    /// Whether every pixel is fully opaque.
    public var isOpaque: Bool {
        withPremultipliedRows { $0.isOpaque(rows: 0..<height) }
    }

    /// Calls `body` with the pixels in place, flushed and kept alive for the call
    /// (what the PNG encoder reads).
    package func withPremultipliedRows<Result, Failure: Error>(
        _ body: (PremultipliedRows) throws(Failure) -> Result
    ) throws(Failure) -> Result {
        cairo_surface_flush(surface)
        return try withExtendedLifetime(self) { () throws(Failure) -> Result in
            try body(PremultipliedRows(width: width, height: height, base: data, bytesPerRow: bytesPerRow))
        }
    }

    /// Sets every pixel to one color.
    public func fill(with pixel: Pixel) {
        cairo_surface_flush(surface)
        let word = pixel.premultipliedARGB
        for y in 0..<height { rowWords(y).update(repeating: word) }
        cairo_surface_mark_dirty(surface)
    }

    /// Tells cairo that the pixels were written directly.
    package func markDirty() { cairo_surface_mark_dirty(surface) }

    /// Finishes cairo's pending drawing, before the pixels are read directly.
    package func flush() { cairo_surface_flush(surface) }

    /// Row `y` as premultiplied ARGB32 words. Callers flush before reading and mark
    /// the surface dirty after writing.
    @inline(__always)
    package func rowWords(_ y: Int) -> UnsafeMutableBufferPointer<UInt32> {
        UnsafeMutableBufferPointer(
            start: (data + y * bytesPerRow).assumingMemoryBound(to: UInt32.self), count: width)
    }
}

extension Bitmap: Equatable {
    /// Two bitmaps are equal when they have the same size and the same pixels.
    public static func == (lhs: Bitmap, rhs: Bitmap) -> Bool {
        guard lhs.width == rhs.width, lhs.height == rhs.height else { return false }
        cairo_surface_flush(lhs.surface)
        cairo_surface_flush(rhs.surface)
        let rowBytes = lhs.width * 4
        for y in 0..<lhs.height where memcmp(lhs.data + y * lhs.bytesPerRow, rhs.data + y * rhs.bytesPerRow, rowBytes) != 0 {
            return false
        }
        return true
    }
}
