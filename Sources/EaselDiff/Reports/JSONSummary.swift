import Foundation

/// The comparison as JSON for tools, in the shape `docs/COMPARE.md` documents and
/// `docs/compare-summary.schema.json` defines (version 1): the options, the counts per
/// status, and every image with its figures. Every key is always written; what does not
/// apply is `null` (hence the hand-written `encode(to:)`s, where synthesized ones would
/// leave the key out).
public struct JSONSummary: Encodable {
    let format = "easel-compare-summary"
    let version = 1
    let baseline: String
    let current: String
    let options: Options
    let passed: Bool
    let counts: Counts
    let images: [ImageEntry]

    struct Options: Encodable {
        let threshold: Double
        let metric: ColorMetric
        let checkerboard: Bool
        let windowSize: Int?
        let includeAA: Bool
        let maxDiffPixels: Int?
        let maxDiffRatio: Double?
        let ignore: [Rect]

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(threshold, forKey: .threshold)
            try container.encode(metric, forKey: .metric)
            try container.encode(checkerboard, forKey: .checkerboard)
            try container.encode(windowSize, forKey: .windowSize)
            try container.encode(includeAA, forKey: .includeAA)
            try container.encode(maxDiffPixels, forKey: .maxDiffPixels)
            try container.encode(maxDiffRatio, forKey: .maxDiffRatio)
            try container.encode(ignore, forKey: .ignore)
        }

        private enum CodingKeys: String, CodingKey {
            case threshold, metric, checkerboard, windowSize, includeAA, maxDiffPixels, maxDiffRatio, ignore
        }
    }

    struct Counts: Encodable {
        let unchanged, changed, added, removed, failed: Int
    }

    struct Size: Encodable {
        let width, height: Int
    }

    struct Rect: Encodable {
        let x, y, width, height: Int
        init(_ rect: PixelRect) { (x, y, width, height) = (rect.x, rect.y, rect.width, rect.height) }
    }

    struct ReportImages: Encodable {
        let baseline, current, diff: String?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(baseline, forKey: .baseline)
            try container.encode(current, forKey: .current)
            try container.encode(diff, forKey: .diff)
        }

        private enum CodingKeys: String, CodingKey { case baseline, current, diff }
    }

    struct ImageEntry: Encodable {
        let name: String
        let status: String
        let failed: Bool
        let identicalBytes: Bool
        let baseline: String?
        let current: String?
        let baselineSize: Size?
        let currentSize: Size?
        let metric: ColorMetric
        let differentPixels: Int?
        let densestWindow: Int?
        let antialiasedPixels: Int?
        let ratio: Double?
        let largestDistance: Double?
        let boundingBox: Rect?
        let allowedPixels: Double?
        let summary: String
        let report: ReportImages?
        let test: SnapshotTest?

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(name, forKey: .name)
            try container.encode(status, forKey: .status)
            try container.encode(failed, forKey: .failed)
            try container.encode(identicalBytes, forKey: .identicalBytes)
            try container.encode(baseline, forKey: .baseline)
            try container.encode(current, forKey: .current)
            try container.encode(baselineSize, forKey: .baselineSize)
            try container.encode(currentSize, forKey: .currentSize)
            try container.encode(metric, forKey: .metric)
            try container.encode(differentPixels, forKey: .differentPixels)
            try container.encode(densestWindow, forKey: .densestWindow)
            try container.encode(antialiasedPixels, forKey: .antialiasedPixels)
            try container.encode(ratio, forKey: .ratio)
            try container.encode(largestDistance, forKey: .largestDistance)
            try container.encode(boundingBox, forKey: .boundingBox)
            try container.encode(allowedPixels, forKey: .allowedPixels)
            try container.encode(summary, forKey: .summary)
            try container.encode(report, forKey: .report)
            try container.encode(test, forKey: .test)
        }

        private enum CodingKeys: String, CodingKey {
            case name, status, failed, identicalBytes, baseline, current, baselineSize, currentSize, metric,
                 differentPixels, densestWindow, antialiasedPixels, ratio, largestDistance, boundingBox, allowedPixels, summary, report, test
        }
    }

    /// The summary of `run`; `report` is the HTML report's folder when one was written,
    /// whose pictures each image then lists.
    public init(_ run: ComparisonRun, report: ReportFolder?) {
        baseline = run.baseline
        current = run.current
        options = Options(threshold: run.options.threshold, metric: run.options.metric,
                          checkerboard: run.options.checkerboard, windowSize: run.options.windowSize,
                          includeAA: run.options.includeAA,
                          maxDiffPixels: run.allowance.maxDiffPixels, maxDiffRatio: run.allowance.maxDiffRatio,
                          ignore: run.options.ignoredRegions.map(Rect.init))
        passed = run.passed
        counts = Counts(unchanged: run.images(.unchanged).count, changed: run.images(.changed).count,
                        added: run.images(.added).count, removed: run.images(.removed).count,
                        failed: run.failures.count)
        images = run.images.map { image in
            let difference = image.difference
            // Files with the same bytes were not decoded, but that none of their
            // pixels differs is known.
            let knownEqual: Int? = image.identicalBytes ? 0 : nil
            let stored = report != nil && image.status != .unchanged
            return ImageEntry(
                name: image.name, status: image.status.rawValue, failed: image.exceedsAllowance,
                identicalBytes: image.identicalBytes, baseline: image.baselinePath, current: image.currentPath,
                baselineSize: difference.map { Size(width: $0.baselineSize.width, height: $0.baselineSize.height) },
                currentSize: difference.map { Size(width: $0.currentSize.width, height: $0.currentSize.height) },
                metric: run.criteria(of: image).metric,
                differentPixels: difference?.differentPixelCount ?? knownEqual,
                densestWindow: difference?.densestWindowCount,
                antialiasedPixels: difference?.antialiasedPixelCount ?? knownEqual,
                ratio: difference?.ratio ?? knownEqual.map(Double.init),
                largestDistance: difference?.largestDistance ?? knownEqual.map(Double.init),
                boundingBox: difference?.boundingBox.map(Rect.init),
                allowedPixels: difference.map { $0.sizesDiffer ? 0 : run.criteria(of: image).allowance.limit(forPixelCount: $0.comparedSize.width * $0.comparedSize.height) },
                summary: Figures.summary(of: image, allowance: run.allowance),
                report: stored ? ReportImages(
                    baseline: image.baselinePath.map { _ in ReportFolder.relativePath(of: image.name, .baseline) },
                    current: image.currentPath.map { _ in ReportFolder.relativePath(of: image.name, .current) },
                    diff: image.hasDiffImage ? ReportFolder.relativePath(of: image.name, .diff) : nil) : nil,
                test: image.origin?.record.test)
        }
    }

    /// Writes the JSON to `path`, all at once: keys sorted, indented, ending with a
    /// newline.
    public func write(toFile path: String) throws(DiffError) {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        let data: Data
        do {
            data = try encoder.encode(self) + Data("\n".utf8)
        } catch {
            // Only a threshold or ratio that is not a number gets here.
            throw .cannotWrite(path: path, reason: "the summary holds a value JSON cannot represent: \(error)")
        }
        try FileSystem.write(data, to: path)
    }
}
