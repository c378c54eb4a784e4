import CPNG
import EaselGraphics
import Foundation
import Testing

/// Re-encoding only damaged bands gives the bytes of a full encode.
@Suite struct BandedPNGEncoderTests {
    @Test func reencodingADamagedBandEqualsAFullEncode() throws {
        let bitmap = PNGEncoderTests.opaqueBitmap(width: 120, height: 300)
        let encoder = BandedPNGEncoder(bandHeight: 16)
        _ = try #require(encoder.encode(bitmap))
        #expect(encoder.lastCompressedBandCount == 19)

        // A 5×3 change at rows 40…42: band 2 only.
        for y in 40..<43 { for x in 30..<35 { bitmap[x, y] = Pixel(red: 1, green: 2, blue: 3) } }
        let partial = try #require(encoder.encode(bitmap, damage: [CGRect(x: 30, y: 40, width: 5, height: 3)]))
        #expect(encoder.lastCompressedBandCount == 1)
        let full = try #require(BandedPNGEncoder(bandHeight: 16).encode(bitmap))
        #expect(partial == full)
        #expect(try Image(pngData: partial).bitmap == bitmap)
    }

    @Test func damageAcrossABandEdgeReencodesBothBands() throws {
        let bitmap = PNGEncoderTests.opaqueBitmap(width: 64, height: 100)
        let encoder = BandedPNGEncoder(bandHeight: 32)
        _ = encoder.encode(bitmap)
        bitmap[3, 31] = Pixel(red: 0, green: 0, blue: 0)
        bitmap[3, 32] = Pixel(red: 0, green: 0, blue: 0)
        let partial = try #require(encoder.encode(bitmap, damagedRows: [31..<33]))
        #expect(encoder.lastCompressedBandCount == 2)
        #expect(partial == (try #require(BandedPNGEncoder(bandHeight: 32).encode(bitmap))))
    }

    @Test func aChangeToTheRowAboveABandDoesNotAffectIt() throws {
        // The first row of a band is never filtered against the row above, so the
        // band below a change keeps its bytes.
        let bitmap = PNGEncoderTests.opaqueBitmap(width: 64, height: 64)
        let encoder = BandedPNGEncoder(filter: .up, bandHeight: 32)
        _ = encoder.encode(bitmap)
        for x in 0..<64 { bitmap[x, 31] = Pixel(red: UInt8(x), green: 9, blue: 9) }
        let partial = try #require(encoder.encode(bitmap, damagedRows: [31..<32]))
        #expect(partial == (try #require(BandedPNGEncoder(filter: .up, bandHeight: 32).encode(bitmap))))
        #expect(try Image(pngData: partial).bitmap == bitmap)
    }

    @Test func translucencyAppearingSwitchesEveryBandToRGBA() throws {
        let bitmap = PNGEncoderTests.opaqueBitmap(width: 40, height: 90)
        let encoder = BandedPNGEncoder(bandHeight: 10)
        #expect(ChunkedPNG(try #require(encoder.encode(bitmap))).colorType == 2)

        bitmap[5, 85] = Pixel(red: 200, green: 0, blue: 0, alpha: 100)
        let translucent = try #require(encoder.encode(bitmap, damagedRows: [85..<86]))
        #expect(encoder.lastCompressedBandCount == 9)
        #expect(ChunkedPNG(translucent).colorType == 6)
        #expect(try Image(pngData: translucent).bitmap == bitmap)

        bitmap[5, 85] = Pixel(red: 200, green: 0, blue: 0)
        let opaque = try #require(encoder.encode(bitmap, damagedRows: [85..<86]))
        #expect(encoder.lastCompressedBandCount == 9)
        #expect(ChunkedPNG(opaque).colorType == 2)
        #expect(opaque == (try #require(BandedPNGEncoder(bandHeight: 10).encode(bitmap))))
    }

    @Test func sizeChangeEncodesEverything() throws {
        let encoder = BandedPNGEncoder(bandHeight: 8)
        _ = encoder.encode(PNGEncoderTests.opaqueBitmap(width: 30, height: 30))
        let other = PNGEncoderTests.opaqueBitmap(width: 30, height: 31)
        let data = try #require(encoder.encode(other, damagedRows: []))
        #expect(encoder.lastCompressedBandCount == 4)
        #expect(try Image(pngData: data).bitmap == other)
    }

    @Test func noDamageKeepsEveryBand() throws {
        let bitmap = PNGEncoderTests.opaqueBitmap()
        let encoder = BandedPNGEncoder()
        let first = encoder.encode(bitmap)
        #expect(encoder.encode(bitmap, damage: []) == first)
        #expect(encoder.lastCompressedBandCount == 0)
        // Damage outside the bitmap, or empty, touches nothing.
        #expect(encoder.encode(bitmap, damage: [CGRect(x: 0, y: 500, width: 10, height: 10), .zero]) == first)
        #expect(encoder.lastCompressedBandCount == 0)
    }

    @Test(arguments: PNGRowFilter.allCases)
    func everyFilterRoundTrips(_ filter: PNGRowFilter) throws {
        let bitmap = PNGEncoderTests.everyPremultipliedPixel()
        let data = try #require(BandedPNGEncoder(filter: filter, bandHeight: 7).encode(bitmap))
        #expect(try Image(pngData: data).bitmap == bitmap)
        #expect(ChunkedPNG(data).inflatedImageData() != nil)
    }

    @Test func outputDoesNotDependOnTheNumberOfThreads() throws {
        let bitmap = PNGEncoderTests.opaqueBitmap(width: 200, height: 500, seed: 3)
        let outputs = [1, 2, 3, 8].map { BandedPNGEncoder(bandHeight: 16, threads: $0).encode(bitmap) }
        #expect(outputs.allSatisfy { $0 == outputs[0] })
    }
}
