import CPNG
import EaselGraphics
import Foundation
import Testing

/// The decoder's direct path (8-bit RGB and RGBA, see CEaselPNG's direct_rows.h) on
/// rows that use every filter, against pixels unfiltered here from the PNG
/// specification, and against libpng's own reading of the same image data.
@Suite struct PNGFilterDecodingTests {
    static let width = 37, height = 25

    @Test(arguments: [3, 4])
    func everyFilterDecodesAsTheSpecificationSays(channels: Int) throws {
        let (file, expected) = Self.image(channels: channels, chunkAfterImageData: false)
        let decoded = try PNGDecoder.rgba(from: Data(file), file: "filters.png")
        #expect(decoded.bytes == expected)
    }

    /// A chunk between the image data and IEND sends the decoder to libpng's rows.
    @Test(arguments: [3, 4])
    func directPathDecodesAsLibpngDoes(channels: Int) throws {
        let direct = try PNGDecoder.rgba(from: Data(Self.image(channels: channels, chunkAfterImageData: false).file), file: "a.png")
        let libpng = try PNGDecoder.rgba(from: Data(Self.image(channels: channels, chunkAfterImageData: true).file), file: "b.png")
        #expect(direct.bytes == libpng.bytes)
    }

    /// The rows are inflated and unfiltered inside the caller's memory when it has room
    /// for them behind the pixels (as `rgba` gives it), also behind rows padded wider
    /// than the pixels, and in a buffer of their own when it has not (a bitmap's rows):
    /// the same pixels every way.
    @Test(arguments: [3, 4], [0, 12])
    func rowsDecodeAlikeInPlaceAndApart(channels: Int, padding: Int) throws {
        let (file, expected) = Self.image(channels: channels, chunkAfterImageData: false)
        let stride = Self.width * 4 + padding
        func decoded(extraCapacity: Int) throws -> [UInt8] {
            try PNGDecoder.decode(Data(file), file: "rows.png", budget: .standard) { width, height, read in
                var memory = [UInt8](repeating: 0, count: height * stride + extraCapacity)
                memory.withUnsafeMutableBytes { read($0.baseAddress!, stride, $0.count) }
                return (0..<height).flatMap { memory[($0 * stride)..<($0 * stride + width * 4)] }
            }
        }
        #expect(try decoded(extraCapacity: 0) == expected)
        #expect(try decoded(extraCapacity: Self.height + 4) == expected)
        #expect(try PNGDecoder.rgba(from: Data(file), file: "rows.png").bytes == expected)
    }

    /// Streams the direct path leaves to libpng decode all the same: one whose header
    /// declares a 4 KiB window (zlib holds distances to it, libdeflate would not look),
    /// and one with a wrong Adler-32 (libpng does not check it, libdeflate does).
    @Test(arguments: [3, 4], [ImageDataStream.smallWindow, .wrongAdler32])
    func streamsLeftToLibpngDecodeAlike(channels: Int, stream: ImageDataStream) throws {
        let (file, expected) = Self.image(channels: channels, chunkAfterImageData: false, stream: stream)
        let decoded = try PNGDecoder.rgba(from: Data(file), file: "stream.png")
        #expect(decoded.bytes == expected)
    }

    /// How the image data's zlib stream is changed after compressing it.
    enum ImageDataStream {
        case asCompressed, smallWindow, wrongAdler32
    }

    /// A PNG of seeded random filtered rows, the filters taking turns (0 to 4), with
    /// the straight RGBA pixels they stand for.
    static func image(channels: Int, chunkAfterImageData: Bool,
                      stream: ImageDataStream = .asCompressed) -> (file: [UInt8], expected: [UInt8]) {
        var random = SplitMix(seed: UInt64(channels))
        let rowBytes = width * channels
        var raw: [UInt8] = [], previous = [UInt8](repeating: 0, count: rowBytes), expected: [UInt8] = []
        for y in 0..<height {
            let filter = UInt8(y % 5)
            var row = (0..<rowBytes).map { _ in UInt8(truncatingIfNeeded: random.next()) }
            raw.append(filter)
            raw += row
            for i in 0..<rowBytes {
                let a = i >= channels ? Int(row[i - channels]) : 0, b = Int(previous[i])
                let c = i >= channels ? Int(previous[i - channels]) : 0
                let predictor: Int
                switch filter {
                case 0: predictor = 0
                case 1: predictor = a
                case 2: predictor = b
                case 3: predictor = (a + b) / 2
                default:
                    let pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c)
                    predictor = pa <= pb && pa <= pc ? a : (pb <= pc ? b : c)
                }
                row[i] = UInt8(truncatingIfNeeded: Int(row[i]) + predictor)
            }
            for x in 0..<width {
                expected += row[(x * channels)..<(x * channels + 3)]
                expected.append(channels == 4 ? row[x * channels + 3] : 0xFF)
            }
            previous = row
        }
        var compressed = [UInt8](repeating: 0, count: Int(compressBound(UInt(raw.count))))
        var length = UInt(compressed.count)
        _ = compress2(&compressed, &length, raw, UInt(raw.count), 6)
        compressed.removeSubrange(Int(length)...)
        switch stream {
        case .asCompressed:
            break
        case .smallWindow:
            // CINFO 4: a 4 KiB window, over the whole raw data (at most 3,725 bytes), so
            // no distance reaches beyond it; the flags' check bits made right again.
            compressed[0] = 0x48
            compressed[1] = (compressed[1] & 0xE0) | UInt8(31 - (UInt(compressed[0]) * 256 + UInt(compressed[1] & 0xE0)) % 31)
        case .wrongAdler32:
            compressed[compressed.count - 1] ^= 0xFF
        }
        var file: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        chunk("IHDR", bigEndian(width) + bigEndian(height) + [8, channels == 4 ? 6 : 2, 0, 0, 0], to: &file)
        // Split in two, as encoders that write bands do.
        chunk("IDAT", Array(compressed[..<(compressed.count / 2)]), to: &file)
        chunk("IDAT", Array(compressed[(compressed.count / 2)...]), to: &file)
        if chunkAfterImageData { chunk("tEXt", Array("Comment\u{0}filters".utf8), to: &file) }
        chunk("IEND", [], to: &file)
        return (file, expected)
    }

    private static func bigEndian(_ value: Int) -> [UInt8] {
        [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }

    private static func chunk(_ type: String, _ data: [UInt8], to file: inout [UInt8]) {
        let typeAndData = Array(type.utf8) + data
        file += bigEndian(data.count) + typeAndData
        file += bigEndian(Int(crc32(0, typeAndData, UInt32(typeAndData.count))))
    }
}

/// A small seeded generator (SplitMix64), so the rows are the same on every run.
private struct SplitMix {
    var seed: UInt64
    mutating func next() -> UInt64 {
        seed &+= 0x9E37_79B9_7F4A_7C15
        var z = seed
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
