import EaselPNG

/// How two images are compared and how the diff image is drawn: pixelmatch's options
/// (the comparison Playwright, reg-suit and odiff follow), under pixelmatch's names and
/// with its defaults, plus regions to leave out.
public struct ComparisonOptions: Hashable, Sendable {
    /// The largest perceptual colour distance (0–1) at which two pixels still match;
    /// smaller is stricter. pixelmatch's `threshold`, 0.1 by default. A pixel differs
    /// when its squared YIQ distance exceeds `35215 × threshold²`.
    public var threshold: Double

    /// How the colour distance is measured: pixelmatch 6's YIQ (the default) or
    /// pixelmatch 8's OKLab HyAB. Both put black and white 1 apart, so `threshold`
    /// keeps its scale.
    public var metric: ColorMetric

    /// Whether semi-transparent pixels are blended over pixelmatch 7's checkerboard of
    /// dark and light channels, so that a transparent pixel differs from an opaque one
    /// of the colour it shows over white; `false` (the default, pixelmatch 6's) blends
    /// them over white. Anti-aliasing detection blends over white either way, as
    /// pixelmatch 8 does.
    public var checkerboard: Bool

    /// pixelmatch 8's `windowSize`: when set, the comparison also finds the most
    /// differing pixels in any N×N window (``ImageDifference/densestWindowCount``),
    /// which `Allowance.maxDiffPixels` then limits instead of the whole image's count,
    /// so that scattered noise passes and a dense patch fails. N is clamped to the
    /// images' smaller side.
    public var windowSize: Int?

    /// Playwright's `maskColor`: when set, the ignored regions are painted in this
    /// colour in the diff image, so that a reviewer sees what was left out.
    public var maskColor: Pixel?

    /// Whether anti-aliased pixels count as differences. pixelmatch's `includeAA`:
    /// `false` by default, so that pixels found to be anti-aliasing (after
    /// Vyšniauskas, 2009) are drawn in `aaColor` and not counted.
    public var includeAA: Bool

    /// How much of the baseline shows through the unchanged pixels of the diff image
    /// (0 white, 1 full brightness). pixelmatch's `alpha`, 0.1 by default; a value
    /// outside 0–1 is taken as the nearer end.
    public var alpha: Double

    /// The colour of anti-aliased pixels in the diff image. pixelmatch's `aaColor`,
    /// yellow by default.
    public var aaColor: Pixel

    /// The colour of differing pixels in the diff image. pixelmatch's `diffColor`, red
    /// by default.
    public var diffColor: Pixel

    /// When set, the colour of differing pixels that are darker in the current image
    /// than in the baseline (`diffColor` keeps the lighter ones). pixelmatch's
    /// `diffColorAlt`, `nil` by default.
    public var diffColorAlt: Pixel?

    /// Whether the diff image is only the differences on transparency, instead of over
    /// a faded copy of the baseline (anti-aliased pixels are then left out too).
    /// pixelmatch's `diffMask`, `false` by default.
    public var diffMask: Bool

    /// Rectangles, in the images' pixel coordinates, whose pixels are not compared
    /// (a clock, an animated spinner): they never count as differences and appear
    /// unchanged in the diff image. They still take part in anti-aliasing detection of
    /// the pixels around them, since they are real image content.
    public var ignoredRegions: [PixelRect]

    /// pixelmatch's defaults, with any option given.
    public init(threshold: Double = 0.1, includeAA: Bool = false, alpha: Double = 0.1,
                aaColor: Pixel = Pixel(red: 255, green: 255, blue: 0),
                diffColor: Pixel = Pixel(red: 255, green: 0, blue: 0),
                diffColorAlt: Pixel? = nil, diffMask: Bool = false, ignoredRegions: [PixelRect] = [],
                metric: ColorMetric = .yiq, checkerboard: Bool = false, windowSize: Int? = nil, maskColor: Pixel? = nil) {
        self.threshold = threshold
        self.metric = metric
        self.checkerboard = checkerboard
        self.windowSize = windowSize
        self.maskColor = maskColor
        self.includeAA = includeAA
        self.alpha = alpha
        self.aaColor = aaColor
        self.diffColor = diffColor
        self.diffColorAlt = diffColorAlt
        self.diffMask = diffMask
        self.ignoredRegions = ignoredRegions
    }
}
