import CCairo
import CPNG
import EaselGraphics
import Foundation
import Testing

/// `Image.pngData()`: exact round trips, the colour type, a valid zlib stream.
@Suite struct PNGEncoderTests {
    /// An opaque picture with flat areas, gradients and noise, like a UI frame.
    static func opaqueBitmap(width: Int = 97, height: Int = 83, seed: UInt32 = 1) -> Bitmap {
        let bitmap = Bitmap(width: width, height: height)
        var random = seed
        for y in 0..<height {
            for x in 0..<width {
                random = random &* 1_664_525 &+ 1_013_904_223
                let noise = UInt8(truncatingIfNeeded: random >> 24)
                bitmap[x, y] = y < height / 3 ? Pixel(red: 255, green: 255, blue: 255)
                    : y < 2 * height / 3 ? Pixel(red: UInt8(truncatingIfNeeded: x * 2), green: UInt8(truncatingIfNeeded: y), blue: 200)
                    : Pixel(red: noise, green: noise &+ 7, blue: UInt8(truncatingIfNeeded: x))
            }
        }
        return bitmap
    }

    /// Every valid premultiplied pixel: colour c and alpha a for all c ≤ a (256×256,
    /// with the invalid c > a half replaced by opaque pixels).
    static func everyPremultipliedPixel() -> Bitmap {
        let bitmap = Bitmap(width: 256, height: 256)
        for a in 0..<256 {
            let row = bitmap.rowWords(a)
            for c in 0..<256 {
                let word = c <= a ? UInt32(a) << 24 | UInt32(c) << 16 | UInt32(a - c) << 8 | UInt32(c / 2)
                                  : 0xFF00_0000 | UInt32(c)
                row[c] = word
            }
        }
        cairo_surface_mark_dirty(bitmap.surface)
        return bitmap
    }

    @Test func opaqueImageRoundTripsExactlyAsRGB() throws {
        let image = Image(bitmap: Self.opaqueBitmap())
        let data = try #require(image.pngData())
        #expect(ChunkedPNG(data).colorType == 2)
        #expect(try Image(pngData: data) == image)
    }

    @Test func translucentImageRoundTripsExactlyAsRGBA() throws {
        let image = Image(bitmap: Self.everyPremultipliedPixel())
        let data = try #require(image.pngData())
        #expect(ChunkedPNG(data).colorType == 6)
        #expect(try Image(pngData: data) == image)
        // The file holds straight alpha: the same bytes as Image.rgbaBytes.
        #expect(try PNGDecoder.rgba(from: data, file: nil).bytes == image.rgbaBytes)
    }

    @Test func oneTranslucentPixelMakesTheFileRGBA() throws {
        let bitmap = Self.opaqueBitmap()
        #expect(ChunkedPNG(try #require(Image(bitmap: bitmap).pngData())).colorType == 2)
        bitmap[96, 82] = Pixel(red: 10, green: 20, blue: 30, alpha: 254)
        let data = try #require(Image(bitmap: bitmap).pngData())
        #expect(ChunkedPNG(data).colorType == 6)
        #expect(try Image(pngData: data).bitmap == bitmap)
    }

    @Test(arguments: PNGCompression.allCases)
    func everyCompressionRoundTrips(_ compression: PNGCompression) throws {
        let image = Image(bitmap: Self.everyPremultipliedPixel())
        #expect(try Image(pngData: try #require(image.pngData(compression: compression))) == image)
    }

    @Test func harderCompressionIsNeverLarger() throws {
        // `.default` and `.best` keep, per band, the smaller of `.fast`'s output and
        // their own; on noise and gradients level 9 wins.
        let image = Image(bitmap: Self.opaqueBitmap(width: 300, height: 300))
        let fast = try #require(image.pngData(compression: .fast)).count
        let standard = try #require(image.pngData(compression: .default)).count
        let best = try #require(image.pngData(compression: .best)).count
        #expect(standard <= fast)
        #expect(best < fast)
    }

    @Test func fileIsOneValidZlibStreamWithCorrectCRCs() throws {
        let data = try #require(Image(bitmap: Self.opaqueBitmap(width: 50, height: 200)).pngData())
        let file = ChunkedPNG(data)
        #expect(file.chunks.map(\.type) == ["IHDR"] + Array(repeating: "IDAT", count: 1 + 7 + 1) + ["IEND"])
        #expect(file.chunks.allSatisfy { $0.crcIsValid })
        // zlib's own inflate checks the header and the Adler-32 of the whole stream.
        let inflated = try #require(file.inflatedImageData())
        #expect(inflated.count == 200 * (1 + 50 * 3))
    }

    @Test func sameImageGivesSameBytes() throws {
        let first = try #require(Image(bitmap: Self.opaqueBitmap(seed: 7)).pngData())
        let second = try #require(Image(bitmap: Self.opaqueBitmap(seed: 7)).pngData())
        #expect(first == second)
    }

    @Test func emptyImageHasNoPNG() {
        let image = GraphicsImageRenderer(size: .zero).image { _ in }
        #expect(image.pngData() == nil)
    }
}
