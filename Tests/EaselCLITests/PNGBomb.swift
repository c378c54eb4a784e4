/// Valid PNG files that are small on disk and huge once inflated: what a hostile pull
/// request hands a renderer or an image comparison.
///
/// The image data is one deflate block with fixed Huffman codes: a zero byte, then
/// copies of the 258 bytes before (the longest match, 13 bits each), so that every
/// 2 bytes of file stand for 80 of zeros. Built bit by bit, it costs no memory for the
/// pixels it declares.
enum PNGBomb {
    /// An RGBA image of `width × height` transparent black pixels.
    static func image(width: Int, height: Int) -> [UInt8] {
        png(width: width, height: height, inflatedBytes: height * (1 + width * 4))
    }

    /// A `width × height` image whose compressed data goes on for `trailingBytes` of
    /// zeros after its last row (which libpng inflates unless told to stop).
    static func image(width: Int, height: Int, trailingBytes: Int) -> [UInt8] {
        png(width: width, height: height, inflatedBytes: height * (1 + width * 4) + trailingBytes)
    }

    private static func png(width: Int, height: Int, inflatedBytes: Int) -> [UInt8] {
        let header = PNGChunkBytes.bigEndian(UInt32(width)) + PNGChunkBytes.bigEndian(UInt32(height))
            + [8, 6, 0, 0, 0]  // 8 bits a sample, RGBA, deflate, no filter method, not interlaced
        return PNGChunkBytes.signature + PNGChunkBytes.chunk("IHDR", header)
            + PNGChunkBytes.chunk("IDAT", zlibStreamOfZeros(count: inflatedBytes)) + PNGChunkBytes.chunk("IEND", [])
    }

    /// A zlib stream (RFC 1950) that inflates to `count` zero bytes.
    static func zlibStreamOfZeros(count: Int) -> [UInt8] {
        var bits = BitWriter()
        bits.write(0b1, count: 1)  // BFINAL: the last block
        bits.write(0b01, count: 2)  // BTYPE 01: fixed Huffman codes
        let literalZero = Huffman(code: 0b0011_0000, length: 8)
        // Length code 285 (258 bytes), then distance code 0 (1 byte back).
        let match = (Huffman(code: 0b1100_0101, length: 8), Huffman(code: 0, length: 5))
        let matches = (count - 1) / 258
        bits.write(literalZero)
        for _ in 0..<matches {
            bits.write(match.0)
            bits.write(match.1)
        }
        for _ in 0..<(count - 1 - matches * 258) { bits.write(literalZero) }
        bits.write(Huffman(code: 0, length: 7))  // end of block
        // The Adler-32 of `count` zeros: 1, and the sum of `count` ones.
        let adler = UInt32(count % 65521) << 16 | 1
        return [0x78, 0x01] + bits.flushed + PNGChunkBytes.bigEndian(adler)
    }

    /// A Huffman code, kept reversed: deflate stores a code from its most significant bit.
    private struct Huffman {
        let reversed: UInt32
        let length: Int

        init(code: UInt32, length: Int) {
            reversed = (0..<length).reduce(0) { $0 | (code >> $1 & 1) << (length - 1 - $1) }
            self.length = length
        }
    }

    /// Deflate's bit order: values from their least significant bit, bytes filled from
    /// their least significant bit.
    private struct BitWriter {
        private var bytes: [UInt8] = []
        private var pending: UInt64 = 0
        private var pendingCount = 0

        mutating func write(_ value: UInt32, count: Int) {
            pending |= UInt64(value) << pendingCount
            pendingCount += count
            while pendingCount >= 8 {
                bytes.append(UInt8(truncatingIfNeeded: pending))
                pending >>= 8
                pendingCount -= 8
            }
        }

        mutating func write(_ huffman: Huffman) { write(huffman.reversed, count: huffman.length) }

        /// The bytes with the last one completed by zero bits.
        var flushed: [UInt8] { pendingCount > 0 ? bytes + [UInt8(truncatingIfNeeded: pending)] : bytes }
    }
}
