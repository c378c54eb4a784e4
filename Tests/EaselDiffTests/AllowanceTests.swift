import EaselDiff
import Testing

/// Playwright's allowance: the stricter of pixels and ratio, zero by default.
@Suite struct AllowanceTests {
    /// A 10×10 comparison with `count` differing pixels.
    func difference(_ count: Int) -> ImageDifference {
        ImageDifference(baselineSize: PixelSize(width: 10, height: 10), currentSize: PixelSize(width: 10, height: 10),
                        differentPixelCount: count, antialiasedPixelCount: 0, largestDelta: 0, boundingBox: nil, diffImage: nil)
    }

    @Test func nothingIsAllowedByDefault() {
        #expect(Allowance().limit(forPixelCount: 100) == 0)
        #expect(Allowance().permits(difference(0)))
        #expect(!Allowance().permits(difference(1)))
    }

    @Test func pixelsJustUnderAndJustOver() {
        let allowance = Allowance(maxDiffPixels: 5)
        #expect(allowance.permits(difference(5)))
        #expect(!allowance.permits(difference(6)))
    }

    @Test func aRatioOfThePixels() {
        let allowance = Allowance(maxDiffRatio: 0.055)
        #expect(allowance.limit(forPixelCount: 100) == 5.5)
        #expect(allowance.permits(difference(5)))
        #expect(!allowance.permits(difference(6)))
    }

    @Test func withBothTheStricterApplies() {
        #expect(Allowance(maxDiffPixels: 3, maxDiffRatio: 0.5).limit(forPixelCount: 100) == 3)
        #expect(Allowance(maxDiffPixels: 30, maxDiffRatio: 0.05).limit(forPixelCount: 100) == 5)
        #expect(!Allowance(maxDiffPixels: 30, maxDiffRatio: 0.05).permits(difference(6)))
    }
}
