@testable import EaselDiff
import EaselGraphics
import EaselPNG
import Foundation
import Testing

/// Two PNGs Easel wrote are compared by decoding only their differing bands (and the
/// rows within two of them): the figures must be exactly those of comparing the
/// whole images, and any other pair must be decoded whole.
@Suite struct PartlyDecodedPairTests {
    /// 150 × 200 pixels of a pattern that varies in every row and column, so that
    /// every filter is used; bands of 32 rows (the encoder's), 7 of them (the last 8
    /// rows tall).
    static let width = 150, height = 200

    static func pattern() -> RGBAImage {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(width * height * 4)
        for y in 0..<height {
            for x in 0..<width {
                bytes += [UInt8((x * 7 + y * 3) & 0xFF), UInt8((x * y) & 0xFF), UInt8((x ^ y) & 0xFF), 255]
            }
        }
        return RGBAImage(width: width, height: height, bytes: bytes)
    }

    /// `image` with a `size` square of `pixel` whose top-left corner is at (x, y).
    static func painting(_ image: RGBAImage, x: Int, y: Int, size: Int, _ pixel: Pixel) -> RGBAImage {
        TestImages.changing(image, (y..<min(y + size, image.height)).flatMap { row in
            (x..<min(x + size, image.width)).map { column in (x: column, y: row, pixel: pixel) }
        })
    }

    /// Writes both, compares the files, and checks the figures against the whole
    /// images' comparison; returns the rows the pair decoded.
    func compareFiles(_ baseline: RGBAImage, _ current: RGBAImage, options: ComparisonOptions = ComparisonOptions())
        throws -> [Range<Int>]? {
        let folder = try ImageFolder()
        try folder.write(baseline, to: "baseline.png")
        try folder.write(current, to: "current.png")
        let pair = PartlyDecodedPair(first: try folder.read("baseline.png"), second: try folder.read("current.png"),
                                     budget: .standard)
        let files = try ImageFileComparison.compare(baseline: folder.path("baseline.png"), current: folder.path("current.png"),
                                                    options: options, producingDiffImage: false, decodingInParallel: false,
                                                    budget: .standard)
        let whole = ImageDifference(baseline: try RGBAImage(contentsOfFile: folder.path("baseline.png")),
                                    current: try RGBAImage(contentsOfFile: folder.path("current.png")), options: options)
        #expect(files.identicalBytes == false)
        #expect(files.difference == whole)
        return pair?.decodedRows
    }

    @Test func aBlockInOneBandDecodesThatBandAndItsNeighbours() throws {
        let image = Self.pattern()
        // Rows 40–45: band 1 (32..<64); rows 30 and 31 of band 0 and 64 and 65 of
        // band 2 are within two rows of it.
        let rows = try compareFiles(image, Self.painting(image, x: 60, y: 40, size: 6, TestImages.red))
        #expect(rows == [0..<96])
    }

    @Test func aBlockInTheMiddleOfABandFarFromItsEdgesStillTakesTheNeighbourBands() throws {
        let image = Self.pattern()
        // Band 3 (96..<128) differs; bands 2 and 4 hold the rows within two of it.
        let rows = try compareFiles(image, Self.painting(image, x: 10, y: 110, size: 3, TestImages.blue))
        #expect(rows == [64..<160])
    }

    @Test func changesInTheFirstAndLastBandsDecodeOnlyTheirEnds() throws {
        let image = Self.pattern()
        let changed = Self.painting(Self.painting(image, x: 0, y: 0, size: 2, TestImages.red),
                                    x: 148, y: 198, size: 2, TestImages.red)
        // Band 0 and band 1 (rows 32, 33 are within two of it); band 6 (192..<200)
        // and band 5 (rows 190, 191).
        let rows = try compareFiles(image, changed)
        #expect(rows == [0..<64, 160..<200])
    }

    @Test func antialiasingIsJudgedAcrossABandEdge() throws {
        // On white, a dark line on rows 30 and 31 (the end of band 0, the same in both
        // images), and grey pixels in row 32 (the first of band 1) of the current one
        // only: pixelmatch's anti-aliasing test of those pixels reads the line two rows
        // up, in the band that does not differ.
        let dark = Pixel(red: 20, green: 20, blue: 20), grey = Pixel(red: 140, green: 140, blue: 140)
        let baseline = TestImages.changing(TestImages.solid(Self.width, Self.height, TestImages.white),
                                           (30...31).flatMap { y in (20..<90).map { x in (x: x, y: y, pixel: dark) } })
        let current = TestImages.changing(baseline, (40..<60).map { x in (x: x, y: 32, pixel: grey) }
                                          + [(x: 70, y: 32, pixel: grey), (x: 75, y: 33, pixel: grey)])
        let whole = ImageDifference(baseline: baseline, current: current)
        #expect(whole.antialiasedPixelCount > 0)
        // Band 1 differs (rows 32 and 33); bands 0 and 2 hold the rows within two.
        let rows = try compareFiles(baseline, current)
        #expect(rows == [0..<96])
    }

    @Test func thresholdsIgnoreRegionsAndWindowsCountAsForTheWholeImages() throws {
        let image = Self.pattern()
        let changed = Self.painting(Self.painting(image, x: 20, y: 70, size: 10, TestImages.red),
                                    x: 100, y: 150, size: 4, Pixel(red: 200, green: 200, blue: 200))
        let options = ComparisonOptions(threshold: 0.3, includeAA: true,
                                        ignoredRegions: [PixelRect(x: 18, y: 72, width: 5, height: 5)], windowSize: 8)
        #expect(try compareFiles(image, changed, options: options) != nil)
    }

    @Test func aFilePairedWithItselfDecodesNoRow() throws {
        // Files of the same bytes are equal without this; the pair itself is asked.
        let folder = try ImageFolder()
        try folder.write(Self.pattern(), to: "image.png")
        let data = try folder.read("image.png")
        let pair = try #require(PartlyDecodedPair(first: data, second: data, budget: .standard))
        #expect(pair.decodedRows.isEmpty)
    }

    @Test func pairsNotWrittenInBandsAreDecodedWhole() throws {
        let folder = try ImageFolder()
        try folder.write(Self.pattern(), to: "banded.png")
        let banded = try folder.read("banded.png")
        // Another encoder's file (pixelmatch's fixtures: one zlib stream), another
        // format (an image with a transparent pixel is stored as RGBA, the pattern
        // as RGB), a band whose CRC is wrong.
        let other = try Data(contentsOf: DiffFixture.directory.appendingPathComponent("one-pixel/baseline.png"))
        try folder.write(TestImages.changing(Self.pattern(), [(x: 3, y: 3, pixel: Pixel(red: 0, green: 0, blue: 0, alpha: 0))]),
                         to: "alpha.png")
        var damaged = banded
        damaged[damaged.count - 40] ^= 0x01
        #expect(PartlyDecodedPair(first: other, second: other, budget: .standard) == nil)
        #expect(PartlyDecodedPair(first: banded, second: try folder.read("alpha.png"), budget: .standard) == nil)
        #expect(PartlyDecodedPair(first: banded, second: damaged, budget: .standard) == nil)
        #expect(PartlyDecodedPair(first: banded, second: banded, budget: PixelBudget(maximumSide: 100)) == nil)
    }

    @Test func aDamagedBandIsReportedAsTheWholeDecodeReportsIt() throws {
        let folder = try ImageFolder()
        try folder.write(Self.pattern(), to: "baseline.png")
        var damaged = try folder.read("baseline.png")
        damaged[damaged.count - 40] ^= 0x01
        try folder.write(damaged, to: "current.png")
        #expect(throws: DiffError.self) {
            try ImageFileComparison.compare(baseline: folder.path("baseline.png"), current: folder.path("current.png"),
                                            options: ComparisonOptions(), producingDiffImage: false,
                                            decodingInParallel: false, budget: .standard)
        }
    }
}
