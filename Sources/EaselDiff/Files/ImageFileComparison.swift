import EaselPNG
import Foundation

/// Compares two PNG files: files with the same bytes are equal without being decoded;
/// others are decoded (both at once when `decodingInParallel`) and compared.
enum ImageFileComparison {
    static func compare(baseline: String, current: String, options: ComparisonOptions, producingDiffImage: Bool,
                        decodingInParallel: Bool) throws(DiffError) -> (identicalBytes: Bool, difference: ImageDifference?) {
        let first = try bytes(of: baseline), second = try bytes(of: current)
        if first == second { return (true, nil) }
        let images = decodingInParallel
            ? parallelMap(count: 2, jobs: 2) { index in decode(index == 0 ? first : second, file: index == 0 ? baseline : current) }
            : [decode(first, file: baseline), decode(second, file: current)]
        let baselineImage = try images[0].get(), currentImage = try images[1].get()
        let difference = ImageDifference(baseline: baselineImage, current: currentImage, options: options,
                                         producingDiffImage: producingDiffImage)
        return (false, difference)
    }

    private static func bytes(of path: String) throws(DiffError) -> Data {
        do {
            return try PNGFile.contents(ofFile: path)
        } catch {
            throw .image(error)
        }
    }

    private static func decode(_ data: Data, file: String) -> Result<RGBAImage, DiffError> {
        do {
            return .success(try RGBAImage(pngData: data, file: file))
        } catch {
            return .failure(.image(error))
        }
    }
}
