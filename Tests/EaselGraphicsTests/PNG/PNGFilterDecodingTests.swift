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

    /// A PNG of seeded random filtered rows, the filters taking turns (0 to 4), with
    /// the straight RGBA pixels they stand for.
    static func image(channels: Int, chunkAfterImageData: Bool) -> (file: [UInt8], expected: [UInt8]) {
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
