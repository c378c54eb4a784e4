import EaselDiff
import EaselGraphics
import Foundation
import Testing

/// The OKLab HyAB metric against pixelmatch 8's own fixtures and the counts its
/// `test/test.js` expects (checkerboard blending on, as pixelmatch 8 defaults).
@Suite struct PixelmatchEightTests {
    struct Case: Sendable, CustomTestStringConvertible {
        let first: String
        let second: String
        let threshold: Double
        let expected: Int
        var testDescription: String { "\(first) vs \(second), threshold \(threshold): \(expected)" }
    }

    static let cases = [
        Case(first: "1a", second: "1b", threshold: 0.05, expected: 154),
        Case(first: "1a", second: "1b", threshold: 0.1, expected: 120),
        Case(first: "2a", second: "2b", threshold: 0.05, expected: 12821),
        Case(first: "3a", second: "3b", threshold: 0.05, expected: 220),
        Case(first: "4a", second: "4b", threshold: 0.05, expected: 36563),
        Case(first: "5a", second: "5b", threshold: 0.05, expected: 0),
        Case(first: "6a", second: "6b", threshold: 0.05, expected: 51),
        Case(first: "7a", second: "7b", threshold: 0.1, expected: 2440),
        Case(first: "8a", second: "5b", threshold: 0.05, expected: 32896),
    ]

    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Pixelmatch8")

    static func image(_ name: String) throws -> RGBAImage {
        let image = try Image(contentsOfFile: directory.appendingPathComponent(name + ".png").path)
        return RGBAImage(width: image.pixelWidth, height: image.pixelHeight, bytes: image.rgbaBytes)
    }

    @Test(arguments: cases)
    func countsEqualPixelmatchEights(_ fixture: Case) throws {
        let difference = ImageDifference(baseline: try Self.image(fixture.first), current: try Self.image(fixture.second),
                                         options: ComparisonOptions(threshold: fixture.threshold, metric: .oklab,
                                                                    checkerboard: true))
        #expect(difference.differentPixelCount == fixture.expected)
    }

    /// One pixel of each colour, compared with pixelmatch 8's defaults.
    static func differs(_ first: [UInt8], _ second: [UInt8], checkerboard: Bool = true) -> Int {
        ImageDifference(baseline: RGBAImage(width: 1, height: 1, bytes: first),
                        current: RGBAImage(width: 1, height: 1, bytes: second),
                        options: ComparisonOptions(metric: .oklab, checkerboard: checkerboard)).differentPixelCount
    }

    @Test func toeCorrectedLightnessKeepsNearBlackStepsSmall() {
        #expect(Self.differs([0, 0, 0, 255], [13, 13, 13, 255]) == 0)
        #expect(Self.differs([0, 0, 0, 255], [23, 23, 23, 255]) == 1)
    }

    @Test func colourPairsYIQScoresAlikeAreTold() {
        #expect(Self.differs([41, 56, 157, 255], [41, 56, 0, 255]) == 1)
        #expect(Self.differs([39, 44, 92, 255], [39, 44, 14, 255]) == 1)
        #expect(Self.differs([0, 254, 252, 255], [94, 254, 252, 255]) == 0)
        #expect(Self.differs([0, 254, 252, 255], [47, 254, 252, 255]) == 0)
    }

    @Test func theCheckerboardTellsTransparentBlackFromOpaqueGrey() {
        #expect(Self.differs([0, 0, 0, 128], [127, 127, 127, 255], checkerboard: false) == 0)
        #expect(Self.differs([0, 0, 0, 128], [127, 127, 127, 255]) == 1)
    }

    @Test func theLargestDistanceIsOnTheThresholdsScale() {
        let difference = ImageDifference(baseline: RGBAImage(width: 1, height: 1, bytes: [0, 0, 0, 255]),
                                         current: RGBAImage(width: 1, height: 1, bytes: [255, 255, 255, 255]),
                                         options: ComparisonOptions(metric: .oklab))
        // Ottosson's matrices put white a hair under 1.
        #expect(abs(difference.largestDistance - 1) < 1e-7)
    }

    /// A white 10×10 image and the same with a black 3×3 block at (2, 2).
    static let block: (RGBAImage, RGBAImage) = {
        let white = [UInt8](repeating: 255, count: 10 * 10 * 4)
        var blocked = white
        for y in 2..<5 {
            for x in 2..<5 { blocked.replaceSubrange((y * 10 + x) * 4..<(y * 10 + x) * 4 + 3, with: [0, 0, 0]) }
        }
        return (RGBAImage(width: 10, height: 10, bytes: white), RGBAImage(width: 10, height: 10, bytes: blocked))
    }()

    @Test(arguments: [(2, 4), (3, 9), (100, 9), (1, 1)])
    func theDensestWindowOfASyntheticBlock(side: Int, count: Int) {
        for metric in ColorMetric.allCases {
            let difference = ImageDifference(baseline: Self.block.0, current: Self.block.1,
                                             options: ComparisonOptions(includeAA: true, metric: metric, windowSize: side))
            #expect(difference.differentPixelCount == 9)
            #expect(difference.densestWindowCount == count)
        }
        let same = ImageDifference(baseline: Self.block.0, current: Self.block.0, options: ComparisonOptions(windowSize: side))
        #expect(same.densestWindowCount == 0)
    }

    @Test func maxDiffPixelsLimitsTheDensestWindow() {
        let options = ComparisonOptions(includeAA: true, windowSize: 2)
        let difference = ImageDifference(baseline: Self.block.0, current: Self.block.1, options: options)
        #expect(Allowance(maxDiffPixels: 4).permits(difference))
        #expect(!Allowance(maxDiffPixels: 3).permits(difference))
        #expect(!Allowance().permits(difference))
        #expect(!Allowance(maxDiffPixels: 4, maxDiffRatio: 0.05).permits(difference))
    }

    @Test(arguments: [(256, 51), (32, 29), (8, 6)])
    func windowsOverPixelmatchsSixthFixture(side: Int, count: Int) throws {
        let difference = ImageDifference(baseline: try Self.image("6a"), current: try Self.image("6b"),
                                         options: ComparisonOptions(threshold: 0.05, metric: .oklab, checkerboard: true,
                                                                    windowSize: side))
        #expect(difference.densestWindowCount == count)
    }
}

/// pixelmatch 7's checkerboard with YIQ, and the mask colour in the diff image.
@Suite struct CheckerboardAndMaskColorTests {
    @Test func yiqOverTheCheckerboardTellsTransparentBlackFromOpaqueGrey() {
        let first = RGBAImage(width: 1, height: 1, bytes: [0, 0, 0, 128])
        let second = RGBAImage(width: 1, height: 1, bytes: [127, 127, 127, 255])
        #expect(ImageDifference(baseline: first, current: second).differentPixelCount == 0)
        #expect(ImageDifference(baseline: first, current: second, options: ComparisonOptions(checkerboard: true))
            .differentPixelCount == 1)
    }

    @Test func ignoredRegionsArePaintedInTheMaskColour() throws {
        let white = RGBAImage(width: 4, height: 1, bytes: [UInt8](repeating: 255, count: 16))
        var black = white.bytes
        black.replaceSubrange(0..<3, with: [0, 0, 0])
        let options = ComparisonOptions(ignoredRegions: [PixelRect(x: 2, y: 0, width: 2, height: 1)],
                                        maskColor: Pixel(red: 255, green: 0, blue: 255))
        let diff = try #require(ImageDifference(baseline: white, current: RGBAImage(width: 4, height: 1, bytes: black),
                                                options: options, producingDiffImage: true).diffImage)
        #expect(diff.bytes == [255, 0, 0, 255, 255, 255, 255, 255, 255, 0, 255, 255, 255, 0, 255, 255])
    }
}
