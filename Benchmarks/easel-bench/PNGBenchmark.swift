import CCairo
import EaselGraphics
import Foundation

/// `easel-bench png`: a full-frame PNG encode of a 1170×2532 UI frame (an iPhone
/// screen at 3×: 1,000 antialiased rounded rectangles on white), Easel's banded
/// encoder against `cairo_surface_write_to_png` of the same surface, in one run.
/// Both sides write a file. Goal: at least 5× faster, a file at most 1.3× the size.
///
/// Further lines: each row filter choice and compression level at the same frame,
/// and re-encoding the band under a small change (what a frame per commit costs).
struct PNGBenchmark: Benchmark {
    let name = "png"

    static let width = 1170
    static let height = 2532
    static let repetitions = 9

    func run() throws -> [BenchmarkResult] {
        let frame = Self.drawFrame()
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("easel-bench-png-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let cairoPath = directory.appendingPathComponent("cairo.png").path
        let easelPath = directory.appendingPathComponent("easel.png").path

        let encoder = BandedPNGEncoder()
        let times = try interleavedMedianMilliseconds(repetitions: Self.repetitions, [
            { try Self.writeWithCairo(frame, to: cairoPath) },
            // What `Image.writePNG(toFile:)` does: a new encoder, a full encode, an
            // atomic write.
            { try AtomicFile.write(BandedPNGEncoder().encode(frame)!, toFile: easelPath) },
            // A frame sink's full encode: the encoder's zlib streams kept, no file.
            { _ = encoder.encode(frame) },
            { _ = BandedPNGEncoder(threads: 1).encode(frame) },
        ])
        let (cairoMs, easelMs, encodeOnlyMs, oneThreadMs) = (times[0], times[1], times[2], times[3])
        let cairoBytes = try Self.fileSize(cairoPath)
        let easelBytes = try Self.fileSize(easelPath)
        guard try PNGDecoder.bitmap(from: Data(contentsOf: URL(fileURLWithPath: easelPath)), file: easelPath) == frame else {
            throw BenchmarkError.mismatch("the encoded frame does not decode to the drawn pixels")
        }

        var results = [BenchmarkResult(
            name: name, unit: "ms", easel: easelMs, baselineName: "cairo_surface_write_to_png", baseline: cairoMs,
            goal: 5, details: [
                "easelBytes": Double(easelBytes), "cairoBytes": Double(cairoBytes),
                "sizeRatio": Double(easelBytes) / Double(cairoBytes), "sizeRatioGoalAtMost": 1.3,
                "easelEncodeMs": encodeOnlyMs, "easelOneThreadEncodeMs": oneThreadMs,
                "threads": Double(encoder.threads),
            ])]
        results += try variants(of: frame, cairoPath: cairoPath, cairoBytes: cairoBytes)
        results.append(try bandReencode(of: frame, cairoMs: cairoMs))
        return results
    }

    /// Every filter choice at `.fast`, and every level with the adaptive filter, each
    /// timed in turn with cairo's writer.
    private func variants(of frame: Bitmap, cairoPath: String, cairoBytes: Int) throws -> [BenchmarkResult] {
        let settings = PNGRowFilter.allCases.map { (PNGCompression.fast, $0) }
            + [PNGCompression.default, .best].map { ($0, PNGRowFilter.adaptive) }
        return try settings.map { compression, filter in
            let encoder = BandedPNGEncoder(compression: compression, filter: filter)
            var bytes = 0
            let times = try interleavedMedianMilliseconds(repetitions: 5, [
                { try Self.writeWithCairo(frame, to: cairoPath) },
                { bytes = encoder.encode(frame)!.count },
            ])
            return BenchmarkResult(
                name: "\(name).\(compression).\(filter)", unit: "ms", easel: times[1],
                baselineName: "cairo_surface_write_to_png", baseline: times[0],
                details: ["easelBytes": Double(bytes), "sizeRatio": Double(bytes) / Double(cairoBytes)])
        }
    }

    /// A 60×60-pixel badge (20×20 points at 3×) redrawn: only its bands re-encoded.
    private func bandReencode(of frame: Bitmap, cairoMs: Double) throws -> BenchmarkResult {
        let badge = CGRect(x: 1000, y: 130, width: 60, height: 60)
        let encoder = BandedPNGEncoder()
        _ = encoder.encode(frame)
        var red = true
        let ms = medianMilliseconds(repetitions: 51) {
            Self.paint(badge, red: red, on: frame)
            red.toggle()
            _ = encoder.encode(frame, damage: [badge])
        }
        guard try PNGDecoder.bitmap(from: encoder.encode(frame, damage: [badge])!, file: nil) == frame else {
            throw BenchmarkError.mismatch("the band re-encoded frame does not decode to the drawn pixels")
        }
        return BenchmarkResult(
            name: "\(name).band", unit: "ms", easel: ms, baselineName: "cairo_surface_write_to_png", baseline: cairoMs,
            details: ["bandsReencoded": Double(encoder.lastCompressedBandCount), "bandHeight": Double(encoder.bandHeight)])
    }

    /// The frame: white, then 1,000 rounded rectangles at fractional positions (so
    /// their edges are antialiased), placed by a fixed-seed generator.
    static func drawFrame() -> Bitmap {
        let bitmap = Bitmap(width: width, height: height)
        let cairo = cairo_create(bitmap.surface)
        defer { cairo_destroy(cairo) }
        cairo_set_source_rgb(cairo, 1, 1, 1)
        cairo_paint(cairo)
        var random = SeededRandom(seed: 2532)
        for _ in 0..<1000 {
            let w = 20 + random.next(below: 380)
            let h = 20 + random.next(below: 100)
            let x = random.next(below: Double(width) - w / 2) - w / 4
            let y = random.next(below: Double(height) - h / 2) - h / 4
            let radius = min(4 + random.next(below: 20), w / 2, h / 2)
            cairo_new_sub_path(cairo)
            cairo_arc(cairo, x + w - radius, y + radius, radius, -Double.pi / 2, 0)
            cairo_arc(cairo, x + w - radius, y + h - radius, radius, 0, Double.pi / 2)
            cairo_arc(cairo, x + radius, y + h - radius, radius, Double.pi / 2, Double.pi)
            cairo_arc(cairo, x + radius, y + radius, radius, Double.pi, 3 * Double.pi / 2)
            cairo_close_path(cairo)
            cairo_set_source_rgba(cairo, random.next(below: 1), random.next(below: 1), random.next(below: 1),
                                  random.next(below: 1) < 0.3 ? 0.6 : 1)
            cairo_fill(cairo)
        }
        cairo_surface_flush(bitmap.surface)
        return bitmap
    }

    private static func paint(_ rect: CGRect, red: Bool, on bitmap: Bitmap) {
        let cairo = cairo_create(bitmap.surface)
        defer { cairo_destroy(cairo) }
        cairo_rectangle(cairo, rect.minX, rect.minY, rect.width, rect.height)
        cairo_set_source_rgb(cairo, red ? 1 : 0, 0, red ? 0 : 1)
        cairo_fill(cairo)
        cairo_surface_flush(bitmap.surface)
    }

    private static func writeWithCairo(_ frame: Bitmap, to path: String) throws {
        let status = cairo_surface_write_to_png(frame.surface, path)
        guard status == CAIRO_STATUS_SUCCESS else { throw BenchmarkError.cairo(status) }
    }

    private static func fileSize(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    }
}
