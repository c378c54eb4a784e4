import EaselDiff
import EaselGraphics
import Foundation
import Testing

/// A shape rendered by Easel (cairo's anti-aliasing) a fraction of a pixel to the side:
/// only its edge pixels differ, and they are anti-aliasing.
@Suite struct AntialiasingTests {
    let baseline = TestImages.circle(at: CGPoint(x: 20, y: 20))
    let shifted = TestImages.circle(at: CGPoint(x: 20.3, y: 19.8))

    @Test func edgesOfAShiftedShapeAreNotCountedByDefault() {
        let difference = ImageDifference(baseline: baseline, current: shifted)
        #expect(difference.differentPixelCount == 0)
        #expect(difference.antialiasedPixelCount > 20)
        #expect(difference.largestDelta > 35215 * 0.1 * 0.1)
        #expect(difference.isMatch)
    }

    @Test func withIncludeAATheSamePixelsCount() {
        let default_ = ImageDifference(baseline: baseline, current: shifted)
        let included = ImageDifference(baseline: baseline, current: shifted, options: ComparisonOptions(includeAA: true))
        #expect(included.differentPixelCount == default_.antialiasedPixelCount)
        #expect(included.antialiasedPixelCount == 0)
    }

    @Test func antialiasedPixelsAreYellowInTheDiffAndLeftOutOfAMask() throws {
        let diff = try #require(ImageDifference(baseline: baseline, current: shifted, producingDiffImage: true).diffImage)
        let yellow = Pixel(red: 255, green: 255, blue: 0)
        var yellows = 0
        for y in 0..<diff.height { for x in 0..<diff.width where diff[x, y] == yellow { yellows += 1 } }
        #expect(yellows == ImageDifference(baseline: baseline, current: shifted).antialiasedPixelCount)
        let mask = try #require(ImageDifference(baseline: baseline, current: shifted, options: ComparisonOptions(diffMask: true),
                                                producingDiffImage: true).diffImage)
        #expect(mask.bytes.allSatisfy { $0 == 0 })
    }

    @Test func aShapeMovedByPixelsIsARealDifference() {
        let moved = TestImages.circle(at: CGPoint(x: 23, y: 20))
        let difference = ImageDifference(baseline: baseline, current: moved)
        #expect(difference.differentPixelCount > 20)
        let box = difference.boundingBox
        #expect(box.map { $0.x >= 7 && $0.maxX <= 36 && $0.y >= 7 && $0.maxY <= 33 } == true)
    }
}
