import EaselDiff
import EaselGraphics
import Foundation
import SnapshotTesting

extension Diffing where Value == Image {
    /// Easel images stored as PNG and compared as pixelmatch compares them, with
    /// swift-snapshot-testing's precisions: `precision` is the share of pixels that
    /// must match (Playwright's `maxDiffPixelRatio` is `1 - precision`), and
    /// `perceptualPrecision` how close a pixel must be to match (pixelmatch's
    /// `threshold` is `1 - perceptualPrecision`, on its YIQ scale rather than the
    /// Lab ΔE swift-snapshot-testing uses on Apple platforms). At 1 and 1, the
    /// default, every pixel must be the same, anti-aliased ones included.
    public static func easelImage(precision: Float = 1, perceptualPrecision: Float = 1) -> Self {
        .diff(
            toData: { $0.pngData() ?? Data() },
            fromData: { data in (try? Image(pngData: data)) ?? Image(width: 1, height: 1, rgbaBytes: [0, 0, 0, 0]) },
            diffV2: { reference, actual in
                let threshold = Double(max(0, min(1, 1 - perceptualPrecision)))
                let options = ComparisonOptions(threshold: threshold, includeAA: perceptualPrecision >= 1)
                let difference = ImageDifference(baseline: RGBAImage(reference), current: RGBAImage(actual),
                                                 options: options, producingDiffImage: true)
                // A Float such as 0.92 is a hair off its decimal: the margin keeps 8% allowed
                // (and precision 1 allows nothing).
                let allowance = precision >= 1 ? Allowance(maxDiffPixels: 0)
                    : Allowance(maxDiffRatio: max(0, 1 - Double(precision)) + 1e-6)
                guard !allowance.permits(difference) else { return nil }
                let message = difference.sizesDiffer
                    ? "Newly-taken snapshot@\(difference.currentSize) does not match reference@\(difference.baselineSize)."
                    : "Newly-taken snapshot does not match reference: \(difference.differentPixelCount) pixels differ "
                        + "(\(String(format: "%.4f", difference.ratio * 100))%), largest color distance "
                        + "\(String(format: "%.4f", difference.largestDistance)), bounding box "
                        + (difference.boundingBox.map { "\($0)" } ?? "none") + "."
                var attachments: [DiffAttachment] = []
                for (name, image) in [("reference", reference), ("failure", actual)] {
                    if let data = image.pngData() { attachments.append(.data(data, name: name + ".png")) }
                }
                if let diff = difference.diffImage,
                   let data = Image(width: diff.width, height: diff.height, rgbaBytes: diff.bytes).pngData() {
                    attachments.append(.data(data, name: "difference.png"))
                }
                return (message, attachments)
            })
    }
}
