@_implementationOnly import CPNG

/// One band of a PNG image, compressed on its own: raw deflate data that starts with
/// an empty history and ends with a full flush, so it can be followed by any other
/// band's data (see `BandedPNGEncoder`).
struct PNGBand: Sendable {
    /// The deflate blocks, none of them final, ending on a byte boundary.
    var deflated: [UInt8] = []
    /// Adler-32 of the filtered bytes, for the zlib stream's checksum.
    var adler32: UInt32 = 1
    /// How many filtered bytes the blocks hold.
    var filteredCount = 0
    /// CRC-32 of the band's IDAT chunk (type and data).
    var chunkCRC: UInt32 = 0
}

/// Filters and deflates bands of a bitmap. It holds zlib streams and buffers that are
/// reused from band to band, so each thread of an encode owns one.
final class PNGBandCompressor {
    /// The compression setting's attempts: zlib streams, or nil for our LZ77
    /// deflater.
    private let streams: [UnsafeMutablePointer<z_stream>?]
    private let lz77 = LZ77Deflater()
    /// Two unfiltered rows: the current one and the one above it.
    private var rows = Buffer()
    /// A band's filtered bytes: per row, the filter type byte and the filtered row.
    private var filtered = Buffer()
    private var output = Buffer()

    init(compression: PNGCompression) {
        streams = compression.attempts.map { attempt in
            guard case .zlib(let level) = attempt else { return nil }
            let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
            stream.initialize(to: z_stream())
            // Raw deflate (negative window bits): the zlib header and checksum are
            // written once for the whole image by the encoder. A full 32 KiB window
            // and zlib's default memory level.
            let status = deflateInit2_(stream, level, Z_DEFLATED, -15, 8, Z_DEFAULT_STRATEGY,
                                       zlibVersion(), Int32(MemoryLayout<z_stream>.size))
            precondition(status == Z_OK, "zlib could not start a deflate stream (status \(status))")
            return stream
        }
    }

    deinit {
        for case let stream? in streams {
            deflateEnd(stream)
            stream.deallocate()
        }
        rows.deallocate()
        filtered.deallocate()
        output.deallocate()
    }

    /// Filters and compresses rows `rowRange` of `pixels` as 8-bit RGB, or RGBA when
    /// `withAlpha`, un-premultiplying them.
    func compress(_ rowRange: Range<Int>, of pixels: PremultipliedRows, withAlpha: Bool, filter: PNGRowFilter) -> PNGBand {
        let bytesPerPixel = withAlpha ? 4 : 3
        let rowBytes = pixels.width * bytesPerPixel
        rows.reserve(2 * rowBytes)
        filtered.reserve(rowRange.count * (1 + rowBytes))
        var current = rows.pointer
        var above = rows.pointer + rowBytes
        var out = filtered.pointer
        for y in rowRange {
            let words = pixels.row(y).baseAddress!
            if withAlpha {
                Self.straightRGBA(words, count: pixels.width, into: current)
            } else {
                Self.rgb(words, count: pixels.width, into: current)
            }
            filter.filter(current, above: y == rowRange.lowerBound ? nil : UnsafePointer(above),
                          count: rowBytes, bytesPerPixel: bytesPerPixel, into: out)
            out += 1 + rowBytes
            swap(&current, &above)
        }
        let count = out - filtered.pointer
        let deflated = deflate(count)
        return PNGBand(deflated: deflated, adler32: Adler32.checksum(filtered.pointer, count: count),
                       filteredCount: count, chunkCRC: PNGChunk.crc(type: .idat, data: deflated))
    }

    /// Deflates the first `count` filtered bytes from an empty history, ending with a
    /// full flush, with every stream; the smallest output (the first of equals).
    private func deflate(_ count: Int) -> [UInt8] {
        var smallest: [UInt8]?
        for stream in streams {
            let deflated = stream.map { deflate(count, with: $0) } ?? lz77.deflate(filtered.pointer, count: count)
            if deflated.count < smallest?.count ?? Int.max { smallest = deflated }
        }
        return smallest!
    }

    private func deflate(_ count: Int, with stream: UnsafeMutablePointer<z_stream>) -> [UInt8] {
        deflateReset(stream)
        output.reserve(Int(deflateBound(stream, UInt(count))) + 64)
        stream.pointee.next_in = filtered.pointer
        stream.pointee.avail_in = UInt32(count)
        var produced = 0
        while true {
            stream.pointee.next_out = output.pointer + produced
            stream.pointee.avail_out = UInt32(output.capacity - produced)
            let status = CPNG.deflate(stream, Z_FULL_FLUSH)
            precondition(status == Z_OK || status == Z_BUF_ERROR, "zlib deflate failed (status \(status))")
            produced = output.capacity - Int(stream.pointee.avail_out)
            // zlib asks to be called again only when it filled the output.
            if stream.pointee.avail_out > 0 { break }
            output.grow(to: output.capacity * 2, keeping: produced)
        }
        return Array(UnsafeBufferPointer(start: output.pointer, count: produced))
    }

    // The conversions move whole words (four pixels to twelve RGB bytes, one pixel to
    // four RGBA bytes) and loop with `while`, for the compiler's sake: per-byte stores
    // and ranges' checks keep it from producing fast code.

    /// Cairo's opaque pixels (words 0xAARRGGBB) as RGB bytes.
    @inline(__always)
    private static func rgb(_ words: UnsafePointer<UInt32>, count: Int, into out: UnsafeMutablePointer<UInt8>) {
        let target = UnsafeMutableRawPointer(out)
        var x = 0
        while x &+ 4 <= count {
            let (p0, p1, p2, p3) = (words[x], words[x &+ 1], words[x &+ 2], words[x &+ 3])
            // R0 G0 B0 R1 | G1 B1 R2 G2 | B2 R3 G3 B3, least significant byte first.
            let first = p0 >> 16 & 0xFF | p0 & 0xFF00 | (p0 & 0xFF) << 16 | p1 << 8 & 0xFF00_0000
            let second = p1 >> 8 & 0xFF | (p1 & 0xFF) << 8 | p2 & 0xFF_0000 | (p2 & 0xFF00) << 16
            let third = p2 & 0xFF | p3 >> 8 & 0xFF00 | (p3 & 0xFF00) << 8 | p3 << 24
            target.storeBytes(of: first.littleEndian, toByteOffset: 3 &* x, as: UInt32.self)
            target.storeBytes(of: second.littleEndian, toByteOffset: 3 &* x &+ 4, as: UInt32.self)
            target.storeBytes(of: third.littleEndian, toByteOffset: 3 &* x &+ 8, as: UInt32.self)
            x &+= 4
        }
        while x < count {
            let word = words[x]
            out[3 &* x] = UInt8(truncatingIfNeeded: word >> 16)
            out[3 &* x &+ 1] = UInt8(truncatingIfNeeded: word >> 8)
            out[3 &* x &+ 2] = UInt8(truncatingIfNeeded: word)
            x &+= 1
        }
    }

    /// Cairo's premultiplied pixels as straight RGBA bytes, with `Pixel`'s rounding so
    /// that decoding gives back the same premultiplied pixels.
    @inline(__always)
    private static func straightRGBA(_ words: UnsafePointer<UInt32>, count: Int, into out: UnsafeMutablePointer<UInt8>) {
        let target = UnsafeMutableRawPointer(out)
        unpremultiplied.withUnsafeBufferPointer { table in
            var x = 0
            while x < count {
                let word = words[x]
                let alpha = word >> 24
                let rgba: UInt32
                if alpha == 0xFF {
                    rgba = word & 0xFF00_FF00 | word >> 16 & 0xFF | (word & 0xFF) << 16
                } else {
                    let row = Int(alpha) << 8
                    rgba = UInt32(table[row | Int(word >> 16 & 0xFF)])
                        | UInt32(table[row | Int(word >> 8 & 0xFF)]) << 8
                        | UInt32(table[row | Int(word & 0xFF)]) << 16
                        | alpha << 24
                }
                target.storeBytes(of: rgba.littleEndian, toByteOffset: 4 &* x, as: UInt32.self)
                x &+= 1
            }
        }
    }

    /// `Pixel.unpremultiply(channel, alpha)` at index `alpha << 8 | channel`: a table
    /// lookup instead of a division per channel.
    private static let unpremultiplied: [UInt8] = (0..<65536).map { index in
        Pixel.unpremultiply(UInt8(index & 0xFF), UInt8(index >> 8))
    }
}

/// A growable byte buffer whose address stays put between growths, for C calls.
private struct Buffer {
    private(set) var pointer = UnsafeMutablePointer<UInt8>.allocate(capacity: 1)
    private(set) var capacity = 1

    /// Makes room for `count` bytes, discarding the contents.
    mutating func reserve(_ count: Int) {
        if count > capacity { grow(to: count, keeping: 0) }
    }

    /// Makes room for `count` bytes, keeping the first `kept`.
    mutating func grow(to count: Int, keeping kept: Int) {
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: count)
        larger.initialize(from: pointer, count: kept)
        pointer.deallocate()
        pointer = larger
        capacity = count
    }

    func deallocate() { pointer.deallocate() }
}
