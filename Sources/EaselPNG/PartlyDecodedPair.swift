@_implementationOnly import CEaselPNG
import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Two PNG files of the same size and format decoded only where they can differ: what
/// comparing a snapshot with its reference needs when both were written by Easel.
///
/// `BandedPNGEncoder` stores an image as bands of rows that each compress on their
/// own and never look at the band above, so a band whose compressed rows are the same
/// bytes in both files is the same pixels in both. Both files are inflated band by
/// band through a buffer of one band (their CRCs, filters and checksums checked as a
/// whole decode checks them), and only the bands that differ, with the rows within
/// two of them that the anti-aliasing test looks at, are unfiltered into the images.
/// The images' other rows are never written, and their memory never touched: a
/// comparison of two frames that differ in a small block costs the block's bands,
/// not two whole images and their page faults.
///
/// A pair that is not stored that way (another encoder, another header, a damaged
/// file) gives no pair, and is decoded whole (which says what is wrong with a file).
package final class PartlyDecodedPair {
    package let width: Int
    package let height: Int
    /// The rows decoded in both images, in ascending order; every other row is the
    /// same in both.
    package let decodedRows: [Range<Int>]
    /// Row 0 of each image, straight RGBA8 rows of `width * 4` bytes; only the rows
    /// of `decodedRows` may be read.
    package let first: UnsafeRawPointer
    package let second: UnsafeRawPointer
    /// Both images, then a flag a row.
    private let memory: UnsafeMutableRawPointer
    private let mappedBytes: Int

    /// The pair, or nil when the files are not two banded images of the same header
    /// within `budget` (or their memory cannot be mapped).
    package init?(first: Data, second: Data, budget: PixelBudget) {
        guard let decoded = first.withUnsafeBytes({ first in
            second.withUnsafeBytes { second in
                Self.decode(first.bindMemory(to: UInt8.self), second.bindMemory(to: UInt8.self), budget: budget)
            }
        }) else { return nil }
        (width, height, memory, mappedBytes) = (decoded.width, decoded.height, decoded.memory, decoded.mappedBytes)
        let imageBytes = width * height * 4
        self.first = UnsafeRawPointer(memory)
        self.second = UnsafeRawPointer(memory + imageBytes)
        let flags = memory.assumingMemoryBound(to: UInt8.self) + 2 * imageBytes
        var rows: [Range<Int>] = []
        var y = 0
        while y < height {
            guard flags[y] == 1 else {
                y += 1
                continue
            }
            let start = y
            while y < height && flags[y] == 1 { y += 1 }
            rows.append(start..<y)
        }
        decodedRows = rows
    }

    /// Opens both files and decodes their differing rows into memory mapped for both
    /// images and a flag a row (`easel_png_decode_differing_rows`).
    private static func decode(_ first: UnsafeBufferPointer<UInt8>, _ second: UnsafeBufferPointer<UInt8>,
                               budget: PixelBudget) -> (width: Int, height: Int, memory: UnsafeMutableRawPointer, mappedBytes: Int)? {
        var firstReader: OpaquePointer?, secondReader: OpaquePointer?
        defer {
            easel_png_close(firstReader)
            easel_png_close(secondReader)
        }
        var message: [CChar] = [0]
        var width: UInt32 = 0, height: UInt32 = 0, secondWidth: UInt32 = 0, secondHeight: UInt32 = 0
        let side = UInt32(max(0, min(budget.maximumSide, PNGDecoder.maximumDimension)))
        guard easel_png_open(first.baseAddress, first.count, side, &firstReader, &width, &height, &message, message.count) == EASEL_PNG_OK,
              easel_png_open(second.baseAddress, second.count, side, &secondReader, &secondWidth, &secondHeight,
                             &message, message.count) == EASEL_PNG_OK,
              width == secondWidth, height == secondHeight, width > 0, height > 0,
              budget.excess(width: Double(width), height: Double(height)) == nil else { return nil }
        let imageBytes = Int(width) * Int(height) * 4, mappedBytes = 2 * imageBytes + Int(height)
        // Mapped rather than allocated: the pages of rows never decoded are never
        // touched, so they cost neither zeroing nor memory.
        guard let memory = mmap(nil, mappedBytes, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0),
              memory != MAP_FAILED else { return nil }
        let pixels = memory.assumingMemoryBound(to: UInt8.self)
        guard easel_png_decode_differing_rows(firstReader, secondReader, pixels, pixels + imageBytes, pixels + 2 * imageBytes) == 1 else {
            munmap(memory, mappedBytes)
            return nil
        }
        return (Int(width), Int(height), memory, mappedBytes)
    }

    deinit {
        munmap(memory, mappedBytes)
    }
}
