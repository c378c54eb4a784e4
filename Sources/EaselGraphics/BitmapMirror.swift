import Foundation

/// Memory of the caller's that a Core Graphics bitmap context draws into
/// (`CGContext(data:width:height:…)`), in the layout the caller asked for. Easel draws
/// into its own premultiplied ARGB32 bitmap and copies each operation's result here,
/// so the caller reads its pixels in its buffer as soon as a drawing call returns;
/// the buffer's first contents are the bitmap's first pixels.
package final class BitmapMirror {
    /// Where each 8-bit component of a pixel is stored.
    package enum Layout: Equatable, Sendable {
        /// Four bytes a pixel: the byte offsets of red, green, blue and alpha (`nil`
        /// alpha: a skipped byte, the pixels opaque), premultiplied or not.
        case color(red: Int, green: Int, blue: Int, alpha: Int?)
        /// One byte a pixel: the alpha alone (`CGImageAlphaInfo.alphaOnly`).
        case alphaOnly
    }

    package let data: UnsafeMutableRawPointer
    package let bytesPerRow: Int
    package let layout: Layout

    package init(data: UnsafeMutableRawPointer, bytesPerRow: Int, layout: Layout) {
        self.data = data
        self.bytesPerRow = bytesPerRow
        self.layout = layout
    }

    /// Reads the caller's pixels into `bitmap` (its first contents).
    package func load(into bitmap: Bitmap) {
        for y in 0..<bitmap.height {
            let row = bitmap.rowWords(y), source = data + y * bytesPerRow
            for x in 0..<bitmap.width {
                switch layout {
                case .alphaOnly:
                    row[x] = UInt32(source.load(fromByteOffset: x, as: UInt8.self)) << 24
                case .color(let r, let g, let b, let a):
                    let pixel = source + 4 * x
                    func byte(_ offset: Int) -> UInt32 { UInt32(pixel.load(fromByteOffset: offset, as: UInt8.self)) }
                    row[x] = (a.map(byte) ?? 255) << 24 | byte(r) << 16 | byte(g) << 8 | byte(b)
                }
            }
        }
        bitmap.markDirty()
    }

    /// Writes `bitmap`'s pixels to the caller's memory.
    package func store(from bitmap: Bitmap) {
        bitmap.flush()
        for y in 0..<bitmap.height {
            let row = bitmap.rowWords(y), target = data + y * bytesPerRow
            for x in 0..<bitmap.width {
                let word = row[x]
                switch layout {
                case .alphaOnly:
                    target.storeBytes(of: UInt8(word >> 24), toByteOffset: x, as: UInt8.self)
                case .color(let r, let g, let b, let a):
                    let pixel = target + 4 * x
                    pixel.storeBytes(of: UInt8(truncatingIfNeeded: word >> 16), toByteOffset: r, as: UInt8.self)
                    pixel.storeBytes(of: UInt8(truncatingIfNeeded: word >> 8), toByteOffset: g, as: UInt8.self)
                    pixel.storeBytes(of: UInt8(truncatingIfNeeded: word), toByteOffset: b, as: UInt8.self)
                    if let a { pixel.storeBytes(of: UInt8(word >> 24), toByteOffset: a, as: UInt8.self) }
                }
            }
        }
    }
}
