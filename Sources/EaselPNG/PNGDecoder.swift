@_implementationOnly import CPNG
@_implementationOnly import CEaselPNG
import Foundation

/// Decodes PNG bytes with libpng, through CEaselPNG so that libpng's longjmp on bad
/// input never crosses a Swift frame.
///
/// Every colour type, bit depth and interlacing decodes to straight RGBA8: palette
/// and tRNS become alpha, 16-bit samples are rounded to 8 bits, and no gamma or
/// colour-profile conversion is applied (the samples are taken as sRGB, as UIKit
/// does for untagged images).
package enum PNGDecoder {
    /// The widest and tallest image a cairo image surface can hold, whatever the budget.
    package static let maximumDimension = 32767

    /// The image's straight RGBA8 bytes, row-major with no padding, exactly as libpng
    /// decodes them (without the rounding of premultiplied storage): what image
    /// comparisons and tests read.
    package static func rgba(from data: Data, file: String?,
                             budget: PixelBudget = .standard) throws(PNGError) -> (width: Int, height: Int, bytes: [UInt8]) {
        try decode(data, file: file, budget: budget) { width, height, read in
            // Decoded straight into the array's storage, inflated and unfiltered within
            // it: no second copy of the pixels, no buffer of filtered rows.
            let bytes = [UInt8](unsafeUninitializedCapacity: decodingBytes(width: width, height: height)) { buffer, count in
                read(UnsafeMutableRawPointer(buffer.baseAddress!), width * 4, buffer.count)
                count = width * height * 4
            }
            return (width, height, bytes)
        }
    }

    /// The bytes `rgba(from:file:budget:)` holds for an image of `width` × `height`
    /// pixels: its pixels, and the filter byte of each row and a few bytes of slack
    /// with which the rows are inflated and unfiltered in the same memory.
    package static func decodingBytes(width: Int, height: Int) -> Int {
        width * height * 4 + height + Int(EASEL_PNG_IN_PLACE_SLACK)
    }

    /// Reads the header, refuses an image over `budget` before allocating its pixels,
    /// then lets `fill` make the result and decode the pixels into its memory with
    /// `read` (a pointer to row 0, the bytes per row, and the bytes writable from row 0
    /// on: `decodingBytes(width:height:)` of them, with rows of `width * 4` bytes, let
    /// the decoder work in that memory alone). When `read` fails, the result is dropped
    /// and the error thrown.
    package static func decode<Target>(
        _ data: Data, file: String?, budget: PixelBudget,
        fill: (_ width: Int, _ height: Int, _ read: (UnsafeMutableRawPointer, _ stride: Int, _ capacity: Int) -> Void) -> Target
    ) throws(PNGError) -> Target {
        if data.isEmpty { throw .empty(file: file) }
        var message = [CChar](repeating: 0, count: 512)
        // Data.withUnsafeBytes only rethrows untyped errors, hence the Result.
        let result = data.withUnsafeBytes { raw -> Result<Target, PNGError> in
            let bytes = raw.bindMemory(to: UInt8.self)
            var reader: OpaquePointer?
            var width: UInt32 = 0
            var height: UInt32 = 0
            let side = UInt32(max(0, min(budget.maximumSide, maximumDimension)))
            let opened = easel_png_open(bytes.baseAddress, bytes.count, side,
                                        &reader, &width, &height, &message, message.count)
            guard opened == EASEL_PNG_OK else {
                return .failure(error(for: opened, message: message, width: width, height: height, data: data, file: file,
                                      budget: budget))
            }
            defer { easel_png_close(reader) }
            if let excess = budget.excess(width: Double(width), height: Double(height)) {
                return .failure(.unsupported(file: file, reason: "the image is \(excess)"))
            }
            var status = EASEL_PNG_OK
            let target = fill(Int(width), Int(height)) { pixels, stride, capacity in
                status = easel_png_read_rgba(reader, pixels.assumingMemoryBound(to: UInt8.self), stride, capacity,
                                             &message, message.count)
            }
            guard status == EASEL_PNG_OK else {
                return .failure(error(for: status, message: message, width: width, height: height, data: data, file: file,
                                      budget: budget))
            }
            return .success(target)
        }
        return try result.get()
    }

    private static func error(for status: easel_png_status, message: [CChar], width: UInt32, height: UInt32,
                              data: Data, file: String?, budget: PixelBudget) -> PNGError {
        switch status {
        case EASEL_PNG_NOT_PNG:
            return .notPNG(file: file)
        case EASEL_PNG_TRUNCATED:
            return .truncated(file: file, length: data.count)
        case EASEL_PNG_TOO_LARGE:
            let excess = budget.excess(width: Double(width), height: Double(height))
                ?? "\(width) × \(height) pixels, over the limit of \(maximumDimension) pixels a side"
            return .unsupported(file: file, reason: "the image is \(excess)")
        case EASEL_PNG_OUT_OF_MEMORY:
            return .unsupported(file: file, reason: "not enough memory to decode the image")
        default:
            let text = String(decoding: message.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            return .corrupt(file: file, message: text.isEmpty ? "libpng rejected the data" : text)
        }
    }
}
