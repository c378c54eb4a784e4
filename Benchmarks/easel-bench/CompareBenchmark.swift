import CCairo
import EaselDiff
import EaselGraphics
import Foundation

/// `easel-bench compare`: two 1170×2532 PNGs (the `png` benchmark's frame, and the same
/// frame with a 100×100 block painted over) compared by `easel compare` and by
/// ImageMagick's `compare -metric AE`, both as whole processes, timed in turn.
/// Goals: at least 10× faster including PNG decoding (issue 21), by wall and by CPU
/// time; at least 50× faster when the two files are byte-identical; the comparison step alone (decoded images in memory)
/// within 4× of a `memcmp` of the two buffers.
///
/// Needs `easel` as `make easel` builds it (release, the Swift runtime linked in) and
/// ImageMagick (`apt-get install imagemagick`); `make bench` sees to both.
struct CompareBenchmark: Benchmark {
    let name = "compare"

    static let block = CGRect(x: 535, y: 1216, width: 100, height: 100)
    static let repetitions = 9

    func run() throws -> [BenchmarkResult] {
        let easel = try easelExecutable()
        let magick = try Self.imageMagickCompare()
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("easel-bench-compare-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let (baseline, changed, identical) = try Self.writeImages(into: directory.path)

        // Both tools must see the block, and only the block, before any time counts.
        let magickCount = try WholeProcess(path: magick, arguments: ["-metric", "AE", baseline, changed, "null:"]).capture().standardError
        guard magickCount.trimmingCharacters(in: .whitespacesAndNewlines) == "10000" else {
            throw BenchmarkError.mismatch("ImageMagick counts \(magickCount) differing pixels, not 10000")
        }
        let easelChanged = WholeProcess(path: easel, arguments: ["compare", baseline, changed])
        let easelIdentical = WholeProcess(path: easel, arguments: ["compare", baseline, identical])
        let magickChanged = WholeProcess(path: magick, arguments: ["-metric", "AE", baseline, changed, "null:"])
        let magickIdentical = WholeProcess(path: magick, arguments: ["-metric", "AE", baseline, identical, "null:"])
        guard try easelChanged.run().status == 1, try easelIdentical.run().status == 0 else {
            throw BenchmarkError.mismatch("easel compare does not exit with 1 for the changed pair and 0 for the identical one")
        }

        let times = try ProcessMedians(repetitions: Self.repetitions,
                                       [easelChanged, magickChanged, easelIdentical, magickIdentical])
        let magickName = "compare -metric AE (ImageMagick)"
        return [
            BenchmarkResult(name: name, unit: "ms", easel: times.wall[0], baselineName: magickName, baseline: times.wall[1],
                            goal: 10, details: times.cpuDetails(easel: 0, baseline: 1)),
            BenchmarkResult(name: "\(name).identical", unit: "ms", easel: times.wall[2], baselineName: magickName,
                            baseline: times.wall[3], goal: 50, details: times.cpuDetails(easel: 2, baseline: 3)),
            try inMemory(baseline: baseline, changed: changed, identical: identical),
        ]
    }

    /// The comparison alone, on decoded images: pixelmatch's loop over the changed pair
    /// against a `memcmp` that reads both whole buffers (of the identical pair, since a
    /// `memcmp` of the changed pair would stop at the block). The goal is a ratio of at
    /// least 0.25: at most 4× the `memcmp`.
    private func inMemory(baseline: String, changed: String, identical: String) throws -> BenchmarkResult {
        var decoded: RGBAImage?
        let decodeMs = try medianMilliseconds(repetitions: Self.repetitions) {
            decoded = try RGBAImage(contentsOfFile: baseline)
        }
        let first = decoded!
        let second = try RGBAImage(contentsOfFile: changed)
        let twin = try RGBAImage(contentsOfFile: identical)
        var difference: ImageDifference?
        var withDiffImage: ImageDifference?
        var equal = false
        let times = try interleavedMedianMilliseconds(repetitions: 31, [
            { difference = ImageDifference(baseline: first, current: second) },
            { equal = first.bytes.withUnsafeBytes { a in twin.bytes.withUnsafeBytes { b in memcmp(a.baseAddress!, b.baseAddress!, a.count) == 0 } } },
            { withDiffImage = ImageDifference(baseline: first, current: second, producingDiffImage: true) },
        ])
        // pixelmatch finds the block's 10,000 pixels, some of them as anti-aliasing (where
        // the baseline's shape edges meet the block's flat colour: 9,442 and 558, as
        // pixelmatch-py counts too).
        guard equal, let difference, let withDiffImage, difference == withDiffImage.withoutDiffImage,
              difference.differentPixelCount + difference.antialiasedPixelCount == 10000,
              difference.boundingBox == PixelRect(x: 535, y: 1216, width: 100, height: 100) else {
            throw BenchmarkError.mismatch("the in-memory comparison does not find exactly the 100×100 block")
        }
        return BenchmarkResult(
            name: "\(name).inMemory", unit: "ms", easel: times[0], baselineName: "memcmp of the two buffers",
            baseline: times[1], goal: 0.25,
            details: ["withDiffImageMs": times[2], "decodeOneMs": decodeMs, "bufferBytes": Double(first.bytes.count),
                      "differentPixels": Double(difference.differentPixelCount),
                      "antialiasedPixels": Double(difference.antialiasedPixelCount)])
    }

    /// The baseline, the changed copy and a byte-identical copy, written by Easel's
    /// encoder as `Image.writePNG(toFile:)` writes frames.
    private static func writeImages(into directory: String) throws -> (String, String, String) {
        let frame = PNGBenchmark.drawFrame()
        let baseline = directory + "/baseline.png", changed = directory + "/changed.png", identical = directory + "/identical.png"
        try Image(bitmap: frame).writePNG(toFile: baseline)
        let cairo = cairo_create(frame.surface)
        cairo_rectangle(cairo, block.minX, block.minY, block.width, block.height)
        cairo_set_source_rgb(cairo, 1, 0, 0.2)
        cairo_fill(cairo)
        cairo_destroy(cairo)
        cairo_surface_flush(frame.surface)
        try Image(bitmap: frame).writePNG(toFile: changed)
        try FileManager.default.copyItem(atPath: baseline, toPath: identical)
        return (baseline, changed, identical)
    }

    /// ImageMagick's `compare`, checked to be ImageMagick's.
    private static func imageMagickCompare() throws -> String {
        let path = "/usr/bin/compare"
        guard FileManager.default.isExecutableFile(atPath: path),
              let version = try? WholeProcess(path: path, arguments: ["-version"]).capture().standardOutput,
              version.contains("ImageMagick") else {
            throw BenchmarkError.process("ImageMagick's compare is not installed: apt-get install imagemagick (make bench does)")
        }
        return path
    }
}
