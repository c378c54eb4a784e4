import EaselPNG
import Foundation

/// Compares two PNG files: files with the same bytes are equal without being decoded;
/// two that Easel's banded encoder wrote are decoded only where their bands differ
/// (`PartlyDecodedPair`); others are decoded (both at once when `decodingInParallel`)
/// and compared. What that
/// holds in memory is known from the files' headers before either is read
/// (`memoryNeeded`).
enum ImageFileComparison {
    static func compare(baseline: String, current: String, options: ComparisonOptions, producingDiffImage: Bool,
                        decodingInParallel: Bool, budget: PixelBudget) throws(DiffError) -> (identicalBytes: Bool, difference: ImageDifference?) {
        let first = try bytes(of: baseline), second = try bytes(of: current)
        if first == second { return (true, nil) }
        // Two files Easel wrote are decoded only where their bands differ; a diff
        // image needs every pixel.
        if !producingDiffImage, let pair = PartlyDecodedPair(first: first, second: second, budget: budget) {
            return (false, ImageDifference(pair, options: options))
        }
        let images = decodingInParallel
            ? parallelMap(count: 2, jobs: 2) { index in
                decode(index == 0 ? first : second, file: index == 0 ? baseline : current, budget: budget)
            }
            : [decode(first, file: baseline, budget: budget), decode(second, file: current, budget: budget)]
        let baselineImage = try images[0].get(), currentImage = try images[1].get()
        let difference = ImageDifference(baseline: baselineImage, current: currentImage, options: options,
                                         producingDiffImage: producingDiffImage)
        return (false, difference)
    }

    /// The bytes comparing the two files holds at most: both files, both images
    /// decoded (4 bytes a pixel, and a byte a row while they decode) and, with a diff
    /// image, that image and the 32-bit words it is encoded from when the report stores
    /// it. An image over `limits.pixels` is refused here, by what its header declares;
    /// one whose header does not read is left to the decoder, which allocates nothing
    /// for it.
    static func memoryNeeded(baseline: String, current: String, producingDiffImage: Bool,
                                     limits: ComparisonLimits) throws(DiffError) -> Int {
        var needed = 0
        var largest = (width: 0, height: 0)
        for path in [baseline, current] {
            let header: (bytes: Int, pixels: (width: Int, height: Int)?)
            do { header = try PNGFile.header(ofFile: path) } catch { throw .image(error) }
            needed = needed.addingReportingOverflow(header.bytes).partialValue
            guard let pixels = header.pixels, limits.budget.exceeded(width: Double(pixels.width), height: Double(pixels.height)) != .side
            else { continue }
            let area = pixels.width * pixels.height
            if area > limits.pixels {
                throw .overLimit(path: path, excess: "the image is \(pixels.width) × \(pixels.height) pixels, "
                                 + "over the limit of \(limits.pixels) pixels", limit: .pixels)
            }
            // The decoded pixels, which the decoder inflates and unfilters in place (a
            // filter byte a row more); the two files may decode at once.
            needed += PNGDecoder.decodingBytes(width: pixels.width, height: pixels.height)
            largest = (max(largest.width, pixels.width), max(largest.height, pixels.height))
        }
        if producingDiffImage { needed += largest.width * largest.height * 8 }
        return needed
    }

    private static func bytes(of path: String) throws(DiffError) -> Data {
        do {
            return try PNGFile.contents(ofFile: path)
        } catch {
            throw .image(error)
        }
    }

    private static func decode(_ data: Data, file: String, budget: PixelBudget) -> Result<RGBAImage, DiffError> {
        do {
            return .success(try RGBAImage(pngData: data, file: file, budget: budget))
        } catch {
            return .failure(.image(error))
        }
    }
}
