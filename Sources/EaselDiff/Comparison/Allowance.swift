/// How many differing pixels an image may have and still pass, as Playwright's
/// `maxDiffPixels` and `maxDiffPixelRatio` say: with both given, the stricter one
/// applies; with neither, no pixel may differ. Images of different sizes never pass.
public struct Allowance: Hashable, Sendable {
    /// The most differing pixels allowed.
    public var maxDiffPixels: Int?
    /// The largest share (0–1) of the image's pixels allowed to differ.
    public var maxDiffRatio: Double?

    /// An allowance of either or both; none allows no differing pixel.
    public init(maxDiffPixels: Int? = nil, maxDiffRatio: Double? = nil) {
        self.maxDiffPixels = maxDiffPixels
        self.maxDiffRatio = maxDiffRatio
    }

    /// The most differing pixels allowed in an image of `pixelCount` pixels (a
    /// fraction when only the ratio is given).
    public func limit(forPixelCount pixelCount: Int) -> Double {
        let byRatio = maxDiffRatio.map { Double(pixelCount) * $0 }
        switch (maxDiffPixels.map(Double.init), byRatio) {
        case let (pixels?, ratio?): return min(pixels, ratio)
        case let (pixels?, nil): return pixels
        case let (nil, ratio?): return ratio
        case (nil, nil): return 0
        }
    }

    /// Whether `difference` stays within the allowance. With a windowed count
    /// (`ComparisonOptions.windowSize`), `maxDiffPixels` limits the densest window and
    /// `maxDiffRatio` the whole image.
    public func permits(_ difference: ImageDifference) -> Bool {
        guard !difference.sizesDiffer else { return false }
        let size = difference.comparedSize
        if let window = difference.densestWindowCount {
            let ratioLimit = maxDiffRatio.map { Double(size.width * size.height) * $0 } ?? .infinity
            return window <= (maxDiffPixels ?? (maxDiffRatio == nil ? 0 : .max))
                && Double(difference.differentPixelCount) <= ratioLimit
        }
        return Double(difference.differentPixelCount) <= limit(forPixelCount: size.width * size.height)
    }
}
