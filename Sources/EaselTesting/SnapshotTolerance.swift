import EaselDiff

/// How different a snapshot may be from its reference and still match, as Playwright's
/// `toHaveScreenshot` options and pixelmatch say.
///
/// A pixel differs when its perceptual colour distance (YIQ, 0–1) exceeds `threshold`
/// and, unless `includesAntialiasing`, it is not an anti-aliased edge pixel. The
/// snapshot matches when no more pixels differ than `maxDiffPixels` and
/// `maxDiffPixelRatio` allow (the stricter of the two); by default none may.
public struct SnapshotTolerance: Hashable, Sendable {
    /// The colour distance (0–1) above which a pixel differs; pixelmatch's and
    /// Playwright's default is 0.1.
    public var threshold: Double
    /// Whether anti-aliased pixels count as differences (pixelmatch's `includeAA`);
    /// off by default, so edges rendered a shade apart do not fail.
    public var includesAntialiasing: Bool
    /// The most pixels that may differ (Playwright's `maxDiffPixels`).
    public var maxDiffPixels: Int
    /// The largest share (0–1) of the pixels that may differ (Playwright's
    /// `maxDiffPixelRatio`).
    public var maxDiffPixelRatio: Double

    /// A tolerance; the defaults are Playwright's.
    public init(threshold: Double = 0.1, includesAntialiasing: Bool = false, maxDiffPixels: Int = 0,
                maxDiffPixelRatio: Double = 0) {
        self.threshold = threshold
        self.includesAntialiasing = includesAntialiasing
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffPixelRatio = maxDiffPixelRatio
    }

    /// Playwright's defaults: threshold 0.1, anti-aliasing ignored, no pixel allowed.
    public static let `default` = SnapshotTolerance()

    /// The comparison options of this tolerance, ignoring `regions`.
    func comparisonOptions(ignoring regions: [PixelRect]) -> ComparisonOptions {
        ComparisonOptions(threshold: threshold, includeAA: includesAntialiasing, ignoredRegions: regions)
    }

    /// The allowance; with both limits zero nothing is allowed, and a zero limit next
    /// to a non-zero one does not cancel it.
    var allowance: Allowance {
        Allowance(maxDiffPixels: maxDiffPixels > 0 || maxDiffPixelRatio == 0 ? maxDiffPixels : nil,
                  maxDiffRatio: maxDiffPixelRatio > 0 ? maxDiffPixelRatio : nil)
    }
}
