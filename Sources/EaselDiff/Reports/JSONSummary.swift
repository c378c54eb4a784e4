import Foundation

/// The comparison as JSON for tools, in the shape `docs/COMPARE.md` documents and
/// `docs/compare-summary.schema.json` defines (version 1): the options, the counts per
/// status, and every image with its figures. Every key is always written, in
/// alphabetical order; what does not apply is `null`. Written by ``JSONTextWriter``
/// (a report of a test run has an entry per assertion, thousands: `JSONEncoder` spent
/// a quarter of the report's time on them).
public struct JSONSummary {
    let format = "easel-compare-summary"
    let version = 1
    let baseline: String
    let current: String
    let options: Options
    let passed: Bool
    let counts: Counts
    let images: [ImageEntry]

    struct Options {
        let threshold: Double
        let metric: ColorMetric
        let checkerboard: Bool
        let windowSize: Int?
        let includeAA: Bool
        let maxDiffPixels: Int?
        let maxDiffRatio: Double?
        let ignore: [Rect]
    }

    struct Counts {
        let unchanged, changed, added, removed, failed: Int
    }

    struct Size {
        let width, height: Int
    }

    struct Rect {
        let x, y, width, height: Int
        init(_ rect: PixelRect) { (x, y, width, height) = (rect.x, rect.y, rect.width, rect.height) }
    }

    struct ReportImages {
        let baseline, current, diff: String?
    }

    struct ImageEntry {
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
        counts = Counts(unchanged: run.count(of: .unchanged), changed: run.count(of: .changed),
                        added: run.count(of: .added), removed: run.count(of: .removed),
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
        var json = JSONTextWriter(pretty: true, capacity: 1024 + 900 * images.count)
        self.write(to: &json)
        guard !json.wroteNonFiniteNumber else {
            // Only a threshold or ratio that is not a number gets here.
            throw .cannotWrite(path: path, reason: "the summary holds a value JSON cannot represent (not a finite number)")
        }
        json.bytes.append(0x0A)
        try FileSystem.write(Data(json.bytes), to: path)
    }

    private func write(to json: inout JSONTextWriter) {
        json.object { summary in
            summary.member("baseline") { $0.string(baseline) }
            summary.member("counts") { value in
                value.object { counts in
                    counts.member("added") { $0.int(self.counts.added) }
                    counts.member("changed") { $0.int(self.counts.changed) }
                    counts.member("failed") { $0.int(self.counts.failed) }
                    counts.member("removed") { $0.int(self.counts.removed) }
                    counts.member("unchanged") { $0.int(self.counts.unchanged) }
                }
            }
            summary.member("current") { $0.string(current) }
            summary.member("format") { $0.string(format) }
            summary.member("images") { $0.array(images) { json, image in image.write(to: &json) } }
            summary.member("options") { value in
                value.object { options in
                    options.member("checkerboard") { $0.bool(self.options.checkerboard) }
                    options.member("ignore") { $0.array(self.options.ignore) { json, rect in rect.write(to: &json) } }
                    options.member("includeAA") { $0.bool(self.options.includeAA) }
                    options.member("maxDiffPixels") { $0.int(self.options.maxDiffPixels) }
                    options.member("maxDiffRatio") { $0.double(self.options.maxDiffRatio) }
                    options.member("metric") { $0.string(self.options.metric.rawValue) }
                    options.member("threshold") { $0.double(self.options.threshold) }
                    options.member("windowSize") { $0.int(self.options.windowSize) }
                }
            }
            summary.member("passed") { $0.bool(passed) }
            summary.member("version") { $0.int(version) }
        }
    }
}

extension JSONSummary.ImageEntry {
    func write(to json: inout JSONTextWriter) {
        json.object { entry in
            entry.member("allowedPixels") { $0.double(allowedPixels) }
            entry.member("antialiasedPixels") { $0.int(antialiasedPixels) }
            entry.member("baseline") { $0.string(baseline) }
            entry.member("baselineSize") { JSONSummary.Size.write(baselineSize, to: &$0) }
            entry.member("boundingBox") { value in
                guard let boundingBox else { return value.null() }
                boundingBox.write(to: &value)
            }
            entry.member("current") { $0.string(current) }
            entry.member("currentSize") { JSONSummary.Size.write(currentSize, to: &$0) }
            entry.member("densestWindow") { $0.int(densestWindow) }
            entry.member("differentPixels") { $0.int(differentPixels) }
            entry.member("failed") { $0.bool(failed) }
            entry.member("identicalBytes") { $0.bool(identicalBytes) }
            entry.member("largestDistance") { $0.double(largestDistance) }
            entry.member("metric") { $0.string(metric.rawValue) }
            entry.member("name") { $0.string(name) }
            entry.member("ratio") { $0.double(ratio) }
            entry.member("report") { value in
                guard let report else { return value.null() }
                value.object { pictures in
                    pictures.member("baseline") { $0.string(report.baseline) }
                    pictures.member("current") { $0.string(report.current) }
                    pictures.member("diff") { $0.string(report.diff) }
                }
            }
            entry.member("status") { $0.string(status) }
            entry.member("summary") { $0.string(summary) }
            entry.member("test") { SnapshotTest.write(test, to: &$0) }
        }
    }
}

extension JSONSummary.Size {
    static func write(_ size: Self?, to json: inout JSONTextWriter) {
        guard let size else { return json.null() }
        json.object { object in
            object.member("height") { $0.int(size.height) }
            object.member("width") { $0.int(size.width) }
        }
    }
}

extension JSONSummary.Rect {
    func write(to json: inout JSONTextWriter) {
        json.object { object in
            object.member("height") { $0.int(height) }
            object.member("width") { $0.int(width) }
            object.member("x") { $0.int(x) }
            object.member("y") { $0.int(y) }
        }
    }
}
