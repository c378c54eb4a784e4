import Foundation

extension Bitmap {
    /// A bitmap holding a copy of the pixels of `region` (whole pixels, inside the
    /// bitmap) of `source`.
    package convenience init(copying region: CGRect, of source: Bitmap) {
        let x = Int(region.minX), y = Int(region.minY)
        self.init(width: Int(region.width), height: Int(region.height))
        source.flush()
        for row in 0..<height {
            (data + row * bytesPerRow).copyMemory(from: source.data + (y + row) * source.bytesPerRow + x * 4,
                                                  byteCount: width * 4)
        }
        markDirty()
    }

    /// Puts the pixels of `source` at `origin` (whole pixels; `source` lies inside
    /// this bitmap there).
    package func copyPixels(of source: Bitmap, to origin: CGPoint) {
        let x = Int(origin.x), y = Int(origin.y)
        source.flush()
        flush()
        for row in 0..<source.height {
            (data + (y + row) * bytesPerRow + x * 4).copyMemory(from: source.data + row * source.bytesPerRow,
                                                                byteCount: source.width * 4)
        }
        markDirty()
    }

    /// Makes the pixels of `region` (whole pixels, inside the bitmap) transparent black.
    package func clear(_ region: CGRect) {
        let x = Int(region.minX), rowBytes = Int(region.width) * 4
        flush()
        for y in Int(region.minY)..<Int(region.maxY) {
            memset(data + y * bytesPerRow + x * 4, 0, rowBytes)
        }
        markDirty()
    }
}
