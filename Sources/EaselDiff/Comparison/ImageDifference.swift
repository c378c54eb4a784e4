import Foundation

/// What differs between a baseline image and a current one: pixelmatch's count of
/// differing pixels with the figures a report needs around it, and the diff image.
///
/// Images of different sizes are compared over the larger width and height: the pixels
/// that both images have are compared as usual, and a pixel that only one of them has
/// is a difference. Such a difference is never within an allowance (see `Allowance`).
public struct ImageDifference: Sendable, Equatable {
    /// The baseline's size.
    public let baselineSize: PixelSize
    /// The current image's size.
    public let currentSize: PixelSize
    /// Pixels that differ by more than the threshold and are not anti-aliasing (unless
    /// `includeAA`), outside the ignore regions: the number pixelmatch returns.
    public let differentPixelCount: Int
    /// Pixels over the threshold that were found to be anti-aliasing and not counted
    /// (0 with `includeAA`).
    public let antialiasedPixelCount: Int
    /// The largest squared distance between two pixels at the same position, over the
    /// compared pixels (anti-aliased ones included), on YIQ's scale (the distance on
    /// the threshold's scale, squared, times 35215) whatever the metric; 0 when they
    /// are all equal.
    public let largestDelta: Double
    /// The smallest rectangle holding every counted difference; `nil` when there are none.
    public let boundingBox: PixelRect?
    /// The diff image, when asked for: the larger width and height, unchanged pixels as
    /// a faded grey copy of the baseline (or transparent with `diffMask`), differences
    /// in `diffColor` (or `diffColorAlt`), anti-aliased pixels in `aaColor`.
    public let diffImage: RGBAImage?
    /// With a `windowSize`, the most counted differences in any N×N window
    /// (pixelmatch 8's windowed count); `nil` without one.
    public let densestWindowCount: Int?

    /// The area compared: the larger width times the larger height.
    public var comparedSize: PixelSize {
        PixelSize(width: max(baselineSize.width, currentSize.width), height: max(baselineSize.height, currentSize.height))
    }

    /// Whether the two images have different sizes.
    public var sizesDiffer: Bool { baselineSize != currentSize }

    /// Whether nothing counts as a difference: same size, no differing pixel.
    public var isMatch: Bool { !sizesDiffer && differentPixelCount == 0 }

    /// Differing pixels over all the pixels of `comparedSize` (Playwright's ratio).
    public var ratio: Double {
        let total = comparedSize.width * comparedSize.height
        return total == 0 ? 0 : Double(differentPixelCount) / Double(total)
    }

    /// `largestDelta` on the scale of `threshold` (0–1): a pixel differs when its
    /// distance is above the threshold, so with any threshold above this one every
    /// compared pixel matches.
    public var largestDistance: Double { (largestDelta / YIQ.maximumDelta).squareRoot() }

    /// Figures made elsewhere (tests, a cached result); comparisons use
    /// `init(baseline:current:options:producingDiffImage:)`.
    package init(baselineSize: PixelSize, currentSize: PixelSize, differentPixelCount: Int, antialiasedPixelCount: Int,
                 largestDelta: Double, boundingBox: PixelRect?, diffImage: RGBAImage?, densestWindowCount: Int? = nil) {
        self.baselineSize = baselineSize
        self.currentSize = currentSize
        self.differentPixelCount = differentPixelCount
        self.antialiasedPixelCount = antialiasedPixelCount
        self.largestDelta = largestDelta
        self.boundingBox = boundingBox
        self.diffImage = diffImage
        self.densestWindowCount = densestWindowCount
    }
}

extension ImageDifference {
    /// The same figures without the diff image, to keep once the image is written.
    public var withoutDiffImage: ImageDifference {
        ImageDifference(baselineSize: baselineSize, currentSize: currentSize, differentPixelCount: differentPixelCount,
                        antialiasedPixelCount: antialiasedPixelCount, largestDelta: largestDelta,
                        boundingBox: boundingBox, diffImage: nil, densestWindowCount: densestWindowCount)
    }
}
