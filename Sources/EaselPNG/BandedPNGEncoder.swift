@_implementationOnly import CPNG
import Foundation

/// Encodes premultiplied pixels (a `Bitmap`'s, a frame's) as PNG in horizontal bands,
/// and re-encodes only the bands that changed since the previous frame: what writing
/// a frame per commit needs, where a commit usually changes a small part of the window.
///
/// The file holds one IDAT chunk per band, between a chunk with the zlib header and a
/// chunk with the final deflate block and the Adler-32; together they form one zlib
/// stream (RFC 1950). A band is raw deflate data compressed from an empty history and
/// ended with a full flush, and its first row is never filtered against the band
/// above, so a band's bytes depend only on its own rows and the encoding settings.
/// Re-encoding a band and splicing it in gives the same bytes as a full encode, and
/// the whole-stream checksum is recombined from the bands' with `adler32_combine`.
/// libpng's writer cannot do this (it writes one stream front to back), which is why
/// the chunks and the zlib stream are written here.
///
/// The colour type is RGB when every pixel is opaque and RGBA (straight alpha)
/// otherwise. Bands are compressed in parallel; the output does not depend on the
/// number of threads.
package final class BandedPNGEncoder {
    /// Rows per band (the last band may have fewer).
    package let bandHeight: Int
    /// The zlib level.
    package let compression: PNGCompression
    /// The row filter choice.
    package let filter: PNGRowFilter
    /// The most threads an encode uses.
    package let threads: Int
    /// How many bands the last `encode` compressed (the others were kept).
    package private(set) var lastCompressedBandCount = 0

    /// The previous frame, kept to splice re-encoded bands into.
    private var frame: Frame?
    /// One per thread, kept from frame to frame with their zlib streams and buffers.
    private var compressors: [PNGBandCompressor] = []
    /// Whether opaque images keep an alpha channel too (the frames of an APNG share
    /// one format); otherwise they are stored as RGB.
    package var keepsAlpha = false

    private struct Frame {
        let width: Int
        let height: Int
        var withAlpha: Bool
        var bands: [PNGBand]
        var opaqueBands: [Bool]
    }

    /// The cores this process may use, read once: `activeProcessorCount` reads the
    /// cgroup's CPU quota files each time, which cost every encode (so every snapshot
    /// assertion) a few percent of its time.
    package static let processorCount = ProcessInfo.processInfo.activeProcessorCount

    /// An encoder whose bands are `bandHeight` rows tall, compressed on at most
    /// `threads` threads (by default one per core). Smaller bands re-encode less for a
    /// small change and compress slightly worse.
    package init(compression: PNGCompression = .fast, filter: PNGRowFilter = .adaptive, bandHeight: Int = 32,
                 threads: Int = BandedPNGEncoder.processorCount) {
        precondition(bandHeight > 0, "bandHeight must be positive")
        precondition(threads > 0, "threads must be positive")
        self.compression = compression
        self.filter = filter
        self.bandHeight = bandHeight
        self.threads = threads
    }

    /// Encodes every band of `pixels`; `nil` when there are none (PNG cannot store
    /// an empty image).
    package func encode(_ pixels: PremultipliedRows) -> Data? {
        frame = nil
        return encode(pixels, damagedRows: [])
    }

    /// Encodes `pixels` re-compressing only the bands that hold a damaged pixel of
    /// `damage` (rectangles in pixels), keeping the previous frame's other bands.
    /// Every pixel that changed since the previous `encode` must lie in `damage`.
    package func encode(_ pixels: PremultipliedRows, damage: [CGRect]) -> Data? {
        encode(pixels, damagedRows: damage.map { rect in
            let rect = rect.standardized
            guard rect.width > 0, rect.height > 0, rect.maxY.isFinite, rect.minY.isFinite else { return 0..<0 }
            let top = Int(max(0, min(rect.minY.rounded(.down), CGFloat(pixels.height))))
            let bottom = Int(max(0, min(rect.maxY.rounded(.up), CGFloat(pixels.height))))
            return top..<max(top, bottom)
        })
    }

    /// Encodes `pixels` re-compressing only the bands that hold a row of
    /// `damagedRows`, keeping the previous frame's other bands. Every row that changed
    /// since the previous `encode` must be listed. Without a previous frame of the
    /// same size, every band is compressed.
    package func encode(_ pixels: PremultipliedRows, damagedRows: [Range<Int>]) -> Data? {
        guard pixels.width > 0, pixels.height > 0 else { return nil }
        let bandCount = (pixels.height + bandHeight - 1) / bandHeight
        var dirty: [Int]
        var next: Frame
        if let frame, frame.width == pixels.width, frame.height == pixels.height {
            next = frame
            dirty = bands(touchedBy: damagedRows, height: pixels.height)
        } else {
            next = Frame(width: pixels.width, height: pixels.height, withAlpha: false,
                         bands: Array(repeating: PNGBand(), count: bandCount),
                         opaqueBands: Array(repeating: true, count: bandCount))
            dirty = Array(0..<bandCount)
        }

        next.opaqueBands.withUnsafeMutableBufferPointer { opaque in
            Self.forEach(dirty, workers: workerCount(for: dirty.count)) { _, band in
                opaque[band] = pixels.isOpaque(rows: rows(of: band, height: pixels.height))
            }
        }
        let withAlpha = keepsAlpha || next.opaqueBands.contains(false)
        if withAlpha != next.withAlpha {
            next.withAlpha = withAlpha
            dirty = Array(0..<bandCount)
        }

        let workers = workerCount(for: dirty.count)
        while compressors.count < workers { compressors.append(PNGBandCompressor(compression: compression)) }
        let compressors = compressors
        next.bands.withUnsafeMutableBufferPointer { bands in
            Self.forEach(dirty, workers: workers) { worker, band in
                bands[band] = compressors[worker].compress(rows(of: band, height: pixels.height), of: pixels,
                                                           withAlpha: withAlpha, filter: filter)
            }
        }
        lastCompressedBandCount = dirty.count
        frame = next
        return Data(file(of: next))
    }

    /// The PNG bytes of a frame whose bands are all compressed.
    private func file(of frame: Frame) -> [UInt8] {
        var header = PNGChunk.bigEndianBytes(UInt32(frame.width)) + PNGChunk.bigEndianBytes(UInt32(frame.height))
        header += [8, frame.withAlpha ? 6 : 2, 0, 0, 0] // depth, colour type, deflate, filtering, no interlace
        var adler = UInt(1)
        for band in frame.bands {
            adler = adler32_combine(adler, UInt(band.adler32), off_t(band.filteredCount))
        }
        // A final, empty fixed-Huffman block ends the deflate stream.
        let trailer = [0x03, 0x00] + PNGChunk.bigEndianBytes(UInt32(adler))

        var file = PNGChunk.signature
        file.reserveCapacity(frame.bands.reduce(128) { $0 + $1.deflated.count + 12 })
        PNGChunk.append(.ihdr, header, to: &file)
        PNGChunk.append(.idat, zlibHeader, to: &file)
        for band in frame.bands { PNGChunk.append(.idat, band.deflated, crc: band.chunkCRC, to: &file) }
        PNGChunk.append(.idat, trailer, to: &file)
        PNGChunk.append(.iend, [], to: &file)
        return file
    }

    /// RFC 1950's two header bytes: deflate with a 32 KiB window, the level, and a
    /// check value that makes the pair a multiple of 31.
    private var zlibHeader: [UInt8] {
        let cmf: UInt8 = 0x78
        let flags = compression.zlibHeaderLevelBits << 6
        let check = UInt8((31 - (Int(cmf) * 256 + Int(flags)) % 31) % 31)
        return [cmf, flags | check]
    }

    private func rows(of band: Int, height: Int) -> Range<Int> {
        band * bandHeight..<min(height, (band + 1) * bandHeight)
    }

    private func bands(touchedBy rows: [Range<Int>], height: Int) -> [Int] {
        var touched = Set<Int>()
        for range in rows {
            let clamped = range.clamped(to: 0..<height)
            guard !clamped.isEmpty else { continue }
            touched.formUnion(clamped.lowerBound / bandHeight...(clamped.upperBound - 1) / bandHeight)
        }
        return touched.sorted()
    }

    private func workerCount(for tasks: Int) -> Int {
        min(tasks, threads)
    }

    /// Runs `body(worker, item)` for every item on `workers` threads (see
    /// `concurrentForEach`); the callers' bodies write disjoint elements per item.
    private static func forEach(_ items: [Int], workers: Int, _ body: (_ worker: Int, _ item: Int) -> Void) {
        concurrentForEach(count: items.count, workers: workers) { worker, index in body(worker, items[index]) }
    }
}
