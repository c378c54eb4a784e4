import Foundation

extension ImageDifference {
    /// Compares `current` with `baseline` the way pixelmatch does, with `options`, and
    /// draws the diff image when `producingDiffImage` is set.
    ///
    /// The counts and the diff image equal pixelmatch's (5.3 and 6.x, whose comparison
    /// is the same) for the same images and options; ignore regions and images of
    /// different sizes, which pixelmatch does not take, are described on
    /// `ComparisonOptions.ignoredRegions` and `ImageDifference`.
    ///
    /// It runs at memory speed: rows that are byte-identical are passed over with one
    /// `memcmp` each, and only pixels whose bytes differ are converted to colours.
    public init(baseline: RGBAImage, current: RGBAImage, options: ComparisonOptions = ComparisonOptions(),
                producingDiffImage: Bool = false) {
        let bounds = PixelSize(width: max(baseline.width, current.width), height: max(baseline.height, current.height))
        var diffBytes = producingDiffImage ? [UInt8](repeating: 0, count: bounds.width * bounds.height * 4) : []
        let (tally, window) = baseline.bytes.withUnsafeBytes { first in
            current.bytes.withUnsafeBytes { second in
                diffBytes.withUnsafeMutableBytes { diff in
                    var pass = ComparisonPass(
                        baseline: baseline.size, current: current.size, first: first.baseAddress, second: second.baseAddress,
                        // An empty array may still have a base address: ask the flag.
                        canvas: producingDiffImage ? diff.baseAddress.map { DiffCanvas(pixels: $0, width: bounds.width, options: options) } : nil,
                        options: options)
                    pass.run()
                    return (pass.tally, pass.window)
                }
            }
        }
        self.init(baselineSize: baseline.size, currentSize: current.size,
                  differentPixelCount: tally.differentPixels, antialiasedPixelCount: tally.antialiasedPixels,
                  largestDelta: tally.largestDelta, boundingBox: tally.boundingBox,
                  diffImage: producingDiffImage ? RGBAImage(width: bounds.width, height: bounds.height, bytes: diffBytes) : nil,
                  densestWindowCount: window?.largestCount)
    }
}
