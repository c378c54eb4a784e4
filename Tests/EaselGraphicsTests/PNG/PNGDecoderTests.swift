import EaselGraphics
import Foundation
import Testing

/// Decoding every colour type, bit depth, tRNS variant and interlacing, against pixels
/// computed independently of libpng by the fixture script.
@Suite struct PNGDecoderTests {
    @Test func manifestCoversEveryColorTypeAndDepth() {
        let kinds = Set(PNGFixture.all.map { "\($0.colorType)/\($0.bitDepth)" })
        #expect(kinds == ["gray/1", "gray/2", "gray/4", "gray/8", "gray/16", "gray+alpha/8", "gray+alpha/16",
                          "palette/1", "palette/2", "palette/4", "palette/8", "rgb/8", "rgb/16", "rgba/8", "rgba/16"])
        #expect(PNGFixture.all.contains { $0.interlaced })
        #expect(Set(PNGFixture.all.filter(\.tRNS).map(\.colorType)) == ["gray", "rgb", "palette"])
    }

    @Test(arguments: PNGFixture.all)
    func decodesStraightRGBAExactly(_ fixture: PNGFixture) throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: fixture.pngPath))
        let decoded = try PNGDecoder.rgba(from: data, file: fixture.pngPath)
        #expect(decoded.width == fixture.width)
        #expect(decoded.height == fixture.height)
        #expect(decoded.bytes == (try fixture.expectedRGBA))
    }

    @Test(arguments: PNGFixture.all)
    func imageHoldsTheExpectedPixels(_ fixture: PNGFixture) throws {
        let image = try Image(contentsOfFile: fixture.pngPath)
        let expected = Bitmap(width: fixture.width, height: fixture.height, rgbaBytes: try fixture.expectedRGBA)
        #expect(image.pixelWidth == fixture.width && image.pixelHeight == fixture.height)
        #expect(image.scale == 1)
        #expect(image == Image(bitmap: expected))
    }

    @Test func pngDataDecodesLikeTheFile() throws {
        let fixture = try #require(PNGFixture.all.first { $0.name == "rgba16-interlaced" })
        let data = try Data(contentsOf: URL(fileURLWithPath: fixture.pngPath))
        let image = try Image(pngData: data, scale: 2)
        #expect(image.scale == 2)
        #expect(image.size == CGSize(width: Double(fixture.width) / 2, height: Double(fixture.height) / 2))
        #expect(image == (try Image(pngData: data, scale: 2)))
        #expect(image.bitmap == (try Image(contentsOfFile: fixture.pngPath)).bitmap)
    }

    @Test func scaleComesFromTheFileNameSuffix() throws {
        let directory = try TemporaryDirectory()
        let data = try Data(contentsOf: URL(fileURLWithPath: PNGFixture.path("rgb8.png")))
        for (name, scale) in [("icon@2x.png", 2.0), ("icon@3x.png", 3.0), ("icon.png", 1.0), ("a@b.png", 1.0)] {
            let path = directory.path(name)
            try data.write(to: URL(fileURLWithPath: path))
            #expect(try Image(contentsOfFile: path).scale == CGFloat(scale), "\(name)")
        }
    }
}
