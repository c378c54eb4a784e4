import EaselDiff
import EaselGraphics
import Foundation
import Testing

/// Hand-computed comparisons: the figures and the diff image, pixel-exact.
@Suite struct ImageDifferenceTests {
    /// Blue (30, 60, 200) faded as pixelmatch draws unchanged pixels: brightness
    /// 67.06, blended 10% towards white, truncated.
    let fadedBlue = Pixel(red: 236, green: 236, blue: 236)

    @Test func identicalImagesMatchAndTheDiffIsTheFadedBaseline() {
        let image = TestImages.solid(8, 4, TestImages.blue)
        let difference = ImageDifference(baseline: image, current: image, producingDiffImage: true)
        #expect(difference.isMatch)
        #expect(difference.differentPixelCount == 0)
        #expect(difference.antialiasedPixelCount == 0)
        #expect(difference.largestDelta == 0)
        #expect(difference.boundingBox == nil)
        #expect(difference.ratio == 0)
        #expect(difference.diffImage == TestImages.solid(8, 4, fadedBlue))
    }

    @Test func onePixelChanged() throws {
        let baseline = TestImages.solid(8, 4, TestImages.blue)
        let current = TestImages.changing(baseline, [(5, 2, TestImages.red)])
        let difference = ImageDifference(baseline: baseline, current: current, producingDiffImage: true)
        #expect(!difference.isMatch)
        #expect(difference.differentPixelCount == 1)
        #expect(difference.boundingBox == PixelRect(x: 5, y: 2, width: 1, height: 1))
        #expect(difference.ratio == 1.0 / 32)
        // Y −9.158, I −214.906, Q −16.708: 0.5053·Y² + 0.299·I² + 0.1957·Q², worked by hand.
        #expect(abs(difference.largestDelta - 13906.2) < 0.1)
        #expect(abs(difference.largestDistance - (13906.2 / 35215).squareRoot()) < 1e-5)
        let expected = TestImages.changing(TestImages.solid(8, 4, fadedBlue), [(5, 2, TestImages.red)])
        #expect(difference.diffImage == expected)
    }

    @Test func differencesAreDrawnInTheGivenColoursAndDarkerOnesInTheAlternative() {
        let baseline = TestImages.solid(4, 1, TestImages.blue)
        let black = Pixel(red: 0, green: 0, blue: 0), white = TestImages.white
        let current = TestImages.changing(baseline, [(0, 0, black), (3, 0, white)])
        let magenta = Pixel(red: 255, green: 0, blue: 255), cyan = Pixel(red: 0, green: 255, blue: 255)
        let plain = ImageDifference(baseline: baseline, current: current,
                                    options: ComparisonOptions(diffColor: magenta), producingDiffImage: true)
        #expect(plain.diffImage == TestImages.changing(TestImages.solid(4, 1, fadedBlue), [(0, 0, magenta), (3, 0, magenta)]))
        let alternative = ImageDifference(baseline: baseline, current: current,
                                          options: ComparisonOptions(diffColor: magenta, diffColorAlt: cyan),
                                          producingDiffImage: true)
        // Black is darker than the blue: the alternative colour. White is lighter.
        #expect(alternative.diffImage == TestImages.changing(TestImages.solid(4, 1, fadedBlue), [(0, 0, cyan), (3, 0, magenta)]))
    }

    @Test func aMaskShowsOnlyTheDifferencesOnTransparency() {
        let baseline = TestImages.solid(3, 2, TestImages.blue)
        let current = TestImages.changing(baseline, [(1, 1, TestImages.red)])
        let difference = ImageDifference(baseline: baseline, current: current, options: ComparisonOptions(diffMask: true),
                                         producingDiffImage: true)
        let transparent = Pixel(red: 0, green: 0, blue: 0, alpha: 0)
        #expect(difference.diffImage == TestImages.changing(TestImages.solid(3, 2, transparent), [(1, 1, TestImages.red)]))
    }

    @Test func transparentPixelsOfDifferentColoursAreEqualOverWhite() {
        let baseline = TestImages.solid(2, 2, Pixel(red: 10, green: 200, blue: 30, alpha: 0))
        let current = TestImages.solid(2, 2, Pixel(red: 250, green: 0, blue: 90, alpha: 0))
        let difference = ImageDifference(baseline: baseline, current: current, options: ComparisonOptions(threshold: 0))
        #expect(difference.isMatch)
        #expect(difference.largestDelta == 0)
    }

    @Test func thresholdZeroCountsAnyChangeAndOneCountsNeitherBlackNorWhite() {
        let baseline = TestImages.solid(2, 1, TestImages.blue)
        let current = TestImages.changing(baseline, [(0, 0, Pixel(red: 30, green: 60, blue: 201))])
        #expect(ImageDifference(baseline: baseline, current: current, options: ComparisonOptions(threshold: 0)).differentPixelCount == 1)
        #expect(ImageDifference(baseline: baseline, current: current).differentPixelCount == 0)
        let black = TestImages.solid(1, 1, Pixel(red: 0, green: 0, blue: 0))
        let white = TestImages.solid(1, 1, TestImages.white)
        #expect(ImageDifference(baseline: black, current: white, options: ComparisonOptions(threshold: 1)).isMatch)
        #expect(ImageDifference(baseline: black, current: white, options: ComparisonOptions(threshold: 0.96)).differentPixelCount == 1)
    }

    @Test func sizesThatDifferAreADifferenceOverTheLargerSize() {
        let baseline = TestImages.solid(2, 1, TestImages.white)
        let current = TestImages.solid(3, 2, TestImages.white)
        let difference = ImageDifference(baseline: baseline, current: current, producingDiffImage: true)
        #expect(difference.sizesDiffer)
        #expect(!difference.isMatch)
        #expect(difference.baselineSize == PixelSize(width: 2, height: 1))
        #expect(difference.currentSize == PixelSize(width: 3, height: 2))
        #expect(difference.comparedSize == PixelSize(width: 3, height: 2))
        // The two pixels both have are equal; the four only the current image has differ.
        #expect(difference.differentPixelCount == 4)
        #expect(difference.boundingBox == PixelRect(x: 0, y: 0, width: 3, height: 2))
        #expect(difference.ratio == 4.0 / 6)
        let red = TestImages.red, white = TestImages.white
        #expect(difference.diffImage?.bytes == [white, white, red, red, red, red].flatMap { [$0.red, $0.green, $0.blue, $0.alpha] })
        #expect(!Allowance(maxDiffPixels: 1000).permits(difference))
    }

    @Test func sizesThatDifferWithTheExtraPixelsIgnored() {
        let difference = ImageDifference(
            baseline: TestImages.solid(2, 1, TestImages.white), current: TestImages.solid(3, 2, TestImages.white),
            options: ComparisonOptions(ignoredRegions: [PixelRect(x: 2, y: 0, width: 5, height: 5)]), producingDiffImage: true)
        #expect(difference.differentPixelCount == 2)
        #expect(difference.boundingBox == PixelRect(x: 0, y: 1, width: 2, height: 1))
        // The ignored pixels have no baseline pixel: drawn as transparent faded, white.
        let red = TestImages.red, white = TestImages.white
        #expect(difference.diffImage?.bytes == [white, white, white, red, red, white].flatMap { [$0.red, $0.green, $0.blue, $0.alpha] })
        #expect(difference.sizesDiffer)
    }

    @Test func anEmptyImageAgainstAPixelIsADifferenceNotACrash() {
        let empty = RGBAImage(width: 0, height: 0, bytes: [])
        let pixel = TestImages.solid(1, 1, TestImages.blue)
        let difference = ImageDifference(baseline: empty, current: pixel, producingDiffImage: true)
        #expect(difference.differentPixelCount == 1)
        #expect(difference.sizesDiffer)
        #expect(ImageDifference(baseline: empty, current: empty).isMatch)
    }

    @Test func ignoredRegionsAreNotComparedAndShowUnchanged() {
        let baseline = TestImages.solid(8, 4, TestImages.blue)
        let current = TestImages.changing(baseline, [(5, 2, TestImages.red), (0, 0, TestImages.red)])
        let covering = ComparisonOptions(ignoredRegions: [PixelRect(x: 4, y: 1, width: 3, height: 3)])
        let partly = ImageDifference(baseline: baseline, current: current, options: covering, producingDiffImage: true)
        #expect(partly.differentPixelCount == 1)
        #expect(partly.boundingBox == PixelRect(x: 0, y: 0, width: 1, height: 1))
        #expect(partly.diffImage == TestImages.changing(TestImages.solid(8, 4, fadedBlue), [(0, 0, TestImages.red)]))
        let everything = ComparisonOptions(ignoredRegions: [PixelRect(x: -10, y: -10, width: 100, height: 100)])
        #expect(ImageDifference(baseline: baseline, current: current, options: everything).isMatch)
        let empty = ComparisonOptions(ignoredRegions: [PixelRect(x: 0, y: 0, width: 0, height: 4)])
        #expect(ImageDifference(baseline: baseline, current: current, options: empty).differentPixelCount == 2)
    }

    /// Fuzzing finding: an ignore region whose right or bottom edge is past `Int.max`
    /// (an ignore file may hold any whole number) overflowed instead of reaching the edge.
    @Test func ignoredRegionsReachingPastIntsRangeCoverToTheEdge() {
        let huge = 8_000_000_000_000_000_000
        #expect(PixelRect(x: huge, y: -huge, width: huge, height: -huge).maxX == Int.max)
        #expect(PixelRect(x: huge, y: -huge, width: huge, height: -huge).maxY == Int.min)
        let baseline = TestImages.solid(8, 4, TestImages.blue)
        let current = TestImages.changing(baseline, [(5, 2, TestImages.red), (0, 0, TestImages.red)])
        let toTheEdge = ComparisonOptions(ignoredRegions: [PixelRect(x: 4, y: 1, width: huge, height: huge),
                                                           PixelRect(x: huge, y: huge, width: huge, height: huge)])
        let difference = ImageDifference(baseline: baseline, current: current, options: toTheEdge)
        #expect(difference.differentPixelCount == 1)
        #expect(difference.boundingBox == PixelRect(x: 0, y: 0, width: 1, height: 1))
    }

    @Test func theFiguresAreTheSameWithOrWithoutADiffImage() {
        let baseline = TestImages.circle(at: CGPoint(x: 20, y: 20))
        let current = TestImages.circle(at: CGPoint(x: 23.5, y: 20))
        let with = ImageDifference(baseline: baseline, current: current, producingDiffImage: true)
        let without = ImageDifference(baseline: baseline, current: current)
        #expect(with.withoutDiffImage == without)
        #expect(with.differentPixelCount > 0)
    }
}
