@_implementationOnly import CCairo
import Foundation

/// Decoding PNG into a `Bitmap`, the premultiplied storage `Image` draws from.
extension PNGDecoder {
    /// The image as a bitmap (premultiplied, like every `Bitmap`), if it fits `budget`.
    package static func bitmap(from data: Data, file: String?, budget: PixelBudget = .standard) throws(PNGError) -> Bitmap {
        let bitmap = try decode(data, file: file, budget: budget) { width, height, read in
            let bitmap = Bitmap(width: width, height: height)
            read(bitmap.data, bitmap.bytesPerRow, bitmap.bytesPerRow * height)
            return bitmap
        }
        // libpng wrote straight RGBA bytes where the premultiplied words go; each
        // pixel's word is computed from its own four bytes, so in place is safe.
        for y in 0..<bitmap.height {
            let row = bitmap.rowWords(y)
            let bytes = UnsafeRawPointer(row.baseAddress!).assumingMemoryBound(to: UInt8.self)
            for x in 0..<bitmap.width {
                let i = x * 4
                row[x] = Pixel(red: bytes[i], green: bytes[i + 1], blue: bytes[i + 2],
                               alpha: bytes[i + 3]).premultipliedARGB
            }
        }
        cairo_surface_mark_dirty(bitmap.surface)
        return bitmap
    }
}
