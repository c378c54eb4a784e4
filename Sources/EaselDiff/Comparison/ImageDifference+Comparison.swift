import EaselPNG
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
        let pass = baseline.bytes.withUnsafeBytes { first in
            current.bytes.withUnsafeBytes { second in
                diffBytes.withUnsafeMutableBytes { diff in
                    var pass = ComparisonPass(
                        baseline: baseline.size, current: current.size, first: first.baseAddress, second: second.baseAddress,
                        // An empty array may still have a base address: ask the flag.
                        canvas: producingDiffImage ? diff.baseAddress.map { DiffCanvas(pixels: $0, width: bounds.width, options: options) } : nil,
                        options: options)
                    pass.run()
                    return pass
                }
            }
        }
        self.init(baselineSize: baseline.size, currentSize: current.size, pass: pass,
                  diffImage: producingDiffImage ? RGBAImage(width: bounds.width, height: bounds.height, bytes: diffBytes) : nil)
    }

    /// Compares two images of one size decoded only where they can differ, with no
    /// diff image: the counts are those of the whole images, whose other rows are the
    /// same.
    init(_ pair: PartlyDecodedPair, options: ComparisonOptions) {
        let size = PixelSize(width: pair.width, height: pair.height)
        var pass = ComparisonPass(baseline: size, current: size, first: pair.first, second: pair.second, canvas: nil,
                                  options: options)
        pass.run(rows: pair.decodedRows)
        self.init(baselineSize: size, currentSize: size, pass: pass, diffImage: nil)
    }

    private init(baselineSize: PixelSize, currentSize: PixelSize, pass: ComparisonPass, diffImage: RGBAImage?) {
        self.init(baselineSize: baselineSize, currentSize: currentSize,
                  differentPixelCount: pass.tally.differentPixels, antialiasedPixelCount: pass.tally.antialiasedPixels,
                  largestDelta: pass.tally.largestDelta, boundingBox: pass.tally.boundingBox,
                  diffImage: diffImage, densestWindowCount: pass.window?.largestCount)
    }
}
