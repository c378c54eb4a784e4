import EaselDiff
import EaselGraphics

/// How different a snapshot may be from its reference and still match, as Playwright's
/// `toHaveScreenshot` options and pixelmatch say.
///
/// A pixel differs when its perceptual colour distance (0–1, in `metric`) exceeds
/// `threshold` and, unless `includesAntialiasing`, it is not an anti-aliased edge
/// pixel. The snapshot matches when no more pixels differ than `maxDiffPixels` and
/// `maxDiffPixelRatio` allow (the stricter of the two); by default none may.
public struct SnapshotTolerance: Hashable, Sendable {
    /// The colour distance (0–1) above which a pixel differs; 0.1 by default,
    /// pixelmatch's default (Playwright's `toHaveScreenshot` defaults to 0.2).
    public var threshold: Double
    /// The colour metric; `nil` for the task's ``SnapshotConfiguration/metric``, else
    /// YIQ (pixelmatch 6's).
    public var metric: ColorMetric?
    /// Whether semi-transparent pixels are blended over pixelmatch 7's checkerboard
    /// rather than white, so a transparent pixel differs from the opaque colour it
    /// shows over white.
    public var checkerboard: Bool
    /// pixelmatch 8's `windowSize`: when set, `maxDiffPixels` limits the differing
    /// pixels of the densest N×N window instead of the whole image.
    public var windowSize: Int?
    /// Whether anti-aliased pixels count as differences (pixelmatch's `includeAA`);
    /// off by default, so edges rendered a shade apart do not fail.
    public var includesAntialiasing: Bool
    /// The most pixels that may differ (Playwright's `maxDiffPixels`).
    public var maxDiffPixels: Int
    /// The largest share (0–1) of the pixels that may differ (Playwright's
    /// `maxDiffPixelRatio`).
    public var maxDiffPixelRatio: Double

    /// A tolerance; the defaults are pixelmatch's threshold and Playwright's allowance.
    public init(threshold: Double = 0.1, includesAntialiasing: Bool = false, maxDiffPixels: Int = 0,
                maxDiffPixelRatio: Double = 0, metric: ColorMetric? = nil, checkerboard: Bool = false,
                windowSize: Int? = nil) {
        self.threshold = threshold
        self.metric = metric
        self.checkerboard = checkerboard
        self.windowSize = windowSize
        self.includesAntialiasing = includesAntialiasing
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffPixelRatio = maxDiffPixelRatio
    }

    /// Threshold 0.1 (pixelmatch's), anti-aliasing ignored, no pixel allowed (Playwright's).
    public static let `default` = SnapshotTolerance()

    /// The comparison options of this tolerance, ignoring `regions`.
    func comparisonOptions(ignoring regions: [PixelRect], maskColor: Pixel? = nil) -> ComparisonOptions {
        ComparisonOptions(threshold: threshold, includeAA: includesAntialiasing, ignoredRegions: regions,
                          metric: metric ?? .yiq, checkerboard: checkerboard, windowSize: windowSize, maskColor: maskColor)
    }

    /// The allowance; with both limits zero nothing is allowed, and a zero limit next
    /// to a non-zero one does not cancel it.
    var allowance: Allowance {
        Allowance(maxDiffPixels: maxDiffPixels > 0 || maxDiffPixelRatio == 0 ? maxDiffPixels : nil,
                  maxDiffRatio: maxDiffPixelRatio > 0 ? maxDiffPixelRatio : nil)
    }
}
