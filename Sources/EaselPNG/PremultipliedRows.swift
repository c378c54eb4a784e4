/// Rows of pixels as premultiplied ARGB32 words in native byte order (the layout of
/// cairo's image surfaces and of CoreGraphics' bitmap contexts on little-endian
/// machines), read in place: what the PNG encoder takes, from a `Bitmap` or any other
/// buffer of that layout, without a copy.
///
/// It points into memory it does not own; it is valid only while that memory is
/// alive and unchanged.
package struct PremultipliedRows {
    /// Width in pixels.
    package let width: Int
    /// Height in pixels.
    package let height: Int
    /// Row 0's first word.
    package let base: UnsafeRawPointer
    /// Bytes from one row's start to the next's (at least `width × 4`).
    package let bytesPerRow: Int

    package init(width: Int, height: Int, base: UnsafeRawPointer, bytesPerRow: Int) {
        precondition(width >= 0 && height >= 0 && bytesPerRow >= width * 4, "rows need width × 4 bytes or more each")
        self.width = width
        self.height = height
        self.base = base
        self.bytesPerRow = bytesPerRow
    }

    /// Row `y`'s words.
    @inline(__always)
    package func row(_ y: Int) -> UnsafeBufferPointer<UInt32> {
        UnsafeBufferPointer(start: (base + y * bytesPerRow).assumingMemoryBound(to: UInt32.self), count: width)
    }

    /// Whether every pixel of `rows` is fully opaque.
    package func isOpaque(rows: Range<Int>) -> Bool {
        // An AND of whole rows (which vectorizes) rather than a test per pixel.
        var all: UInt32 = 0xFFFF_FFFF
        for y in rows {
            for word in row(y) { all &= word }
        }
        return all >> 24 == 0xFF
    }
}
