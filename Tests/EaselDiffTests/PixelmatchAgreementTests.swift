import EaselDiff
import Testing

/// Every fixture comparison against pixelmatch's own result (see DiffFixture): the
/// count, the anti-aliased pixels, the largest delta, the bounding box and the diff
/// image, all exact.
@Suite struct PixelmatchAgreementTests {
    @Test func fixturesCoverEveryCase() {
        let cases = Set(DiffFixture.all.map { $0.caseName })
        #expect(cases == ["antialiased-circle", "identical", "ignore-regions", "neighbour-order", "one-pixel",
                          "rendered-ui", "semi-transparent", "threshold-edges"])
        #expect(DiffFixture.all.count == 41)
    }

    @Test(arguments: DiffFixture.all)
    func agreesWithPixelmatch(_ fixture: DiffFixture) throws {
        let difference = ImageDifference(baseline: try fixture.baseline, current: try fixture.current,
                                         options: fixture.options, producingDiffImage: true)
        #expect(difference.differentPixelCount == fixture.differentPixels)
        #expect(difference.antialiasedPixelCount == fixture.antialiasedPixels)
        #expect(difference.largestDelta == fixture.largestDelta)
        #expect(difference.boundingBox == fixture.boundingBox)
        let diff = try #require(difference.diffImage)
        let expected = try fixture.expectedDiff
        #expect(diff == expected, "the diff image differs at \(Self.firstMismatch(diff, expected))")
    }

    @Test(arguments: DiffFixture.all)
    func countsTheSameWithoutADiffImage(_ fixture: DiffFixture) throws {
        let difference = ImageDifference(baseline: try fixture.baseline, current: try fixture.current, options: fixture.options)
        #expect(difference.diffImage == nil)
        #expect(difference.differentPixelCount == fixture.differentPixels)
        #expect(difference.antialiasedPixelCount == fixture.antialiasedPixels)
    }

    /// Where two same-sized images first differ, for the failure message.
    static func firstMismatch(_ a: RGBAImage, _ b: RGBAImage) -> String {
        guard a.size == b.size else { return "size \(a.size) against \(b.size)" }
        for y in 0..<a.height {
            for x in 0..<a.width where a[x, y] != b[x, y] {
                return "(\(x), \(y)): \(a[x, y]) against \(b[x, y])"
            }
        }
        return "nowhere"
    }
}
