/// The Adler-32 checksum that ends a zlib stream (RFC 1950, section 8.2).
///
/// zlib's `adler32` does the same, one byte at a time. This one takes eight zero
/// bytes in one step (they leave the first sum as it is and add eight times it to the
/// second), which is most of what the encoder's filters leave of a UI frame.
package enum Adler32 {
    private static let modulus: UInt64 = 65521
    /// Bytes summed between reductions: few enough that the 64-bit sums cannot
    /// overflow (the second sum stays below 2^20 · 2^20 · 255).
    private static let bytesPerReduction = 1 << 20

    /// The checksum of `count` bytes, continuing from `adler` (1 for a new stream).
    package static func checksum(_ bytes: UnsafePointer<UInt8>, count: Int, continuing adler: UInt32 = 1) -> UInt32 {
        var first = UInt64(adler & 0xFFFF)
        var second = UInt64(adler >> 16)
        let raw = UnsafeRawPointer(bytes)
        var i = 0
        while i < count {
            let end = min(count, i + bytesPerReduction)
            while i &+ 8 <= end {
                if raw.loadUnaligned(fromByteOffset: i, as: UInt64.self) == 0 {
                    second &+= first &<< 3
                } else {
                    for j in i..<i &+ 8 {
                        first &+= UInt64(bytes[j])
                        second &+= first
                    }
                }
                i &+= 8
            }
            while i < end {
                first &+= UInt64(bytes[i])
                second &+= first
                i &+= 1
            }
            first %= modulus
            second %= modulus
        }
        return UInt32(second << 16 | first)
    }
}
