import CCairo
import EaselGraphics
import EaselScene
import Foundation

/// `easel-bench png`: full-frame PNG encodes of three 1170×2532 UI frames (an iPhone
/// screen at 3×): `rects`, 1,000 antialiased rounded rectangles on white, drawn with
/// cairo; `cards`, the `render-cards` screen (1,000 rounded cards with white labels);
/// and `bodyText`, a screen of wrapped 17-pt paragraphs; the last two rendered from
/// their scenes. Easel's banded encoder against `cairo_surface_write_to_png` of the
/// same surface (both write a file) and against fpng (Benchmarks/png-fpng.py, the
/// fastest PNG writer we can run here), timed in turn. Goals: at least 5× faster than
/// cairo, at most 1.1× cairo's file size, within 2× of fpng's time.
///
/// Further lines, on the `rects` frame: each row filter choice and compression level,
/// and re-encoding the band under a small change (what a frame per commit costs).
struct PNGBenchmark: Benchmark {
    let name = "png"

    static let width = 1170
    static let height = 2532
    static let repetitions = 9

    func run() throws -> [BenchmarkResult] {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("easel-bench-png-\(ProcessInfo.processInfo.processIdentifier)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let fpng = try FpngBaseline()
        let rects = Self.drawFrame()
        var results = try encodes(of: rects, named: name, in: directory, fpng: fpng)
        for (frameName, scene) in [("cards", BenchmarkScreens.cardsScene), ("bodyText", BenchmarkScreens.bodyTextScene)] {
            results += try encodes(of: try Self.render(scene, named: frameName), named: "\(name).\(frameName)",
                                   in: directory, fpng: fpng)
        }
        let cairoPath = directory.appendingPathComponent("cairo.png").path
        results += try variants(of: rects, cairoPath: cairoPath, cairoBytes: Int(results[0].details["cairoBytes"]!))
        results.append(try bandReencode(of: rects, cairoMs: results[0].baseline))
        return results
    }

    /// The frame encoded by cairo, by Easel as `Image.writePNG(toFile:)` does, by a
    /// kept encoder without a file, on one thread, and by fpng, in turn.
    private func encodes(of frame: Bitmap, named resultName: String, in directory: URL,
                         fpng: FpngBaseline) throws -> [BenchmarkResult] {
        let cairoPath = directory.appendingPathComponent("cairo.png").path
        let easelPath = directory.appendingPathComponent("easel.png").path
        let rgbPath = directory.appendingPathComponent("\(resultName).rgb").path
        try Self.rgbBytes(of: frame).write(to: URL(fileURLWithPath: rgbPath))
        let encoder = BandedPNGEncoder()
        var fpngEncodes: [FpngBaseline.Encode] = []
        let times = try interleavedMedianMilliseconds(repetitions: Self.repetitions, [
            { try Self.writeWithCairo(frame, to: cairoPath) },
            // What `Image.writePNG(toFile:)` does: a new encoder, a full encode, an
            // atomic write.
            { try AtomicFile.write(BandedPNGEncoder().encode(frame)!, toFile: easelPath) },
            // A frame sink's full encode: the encoder's buffers kept, no file.
            { _ = encoder.encode(frame) },
            { _ = BandedPNGEncoder(threads: 1).encode(frame) },
            { fpngEncodes.append(try fpng.encode(rgbFile: rgbPath, width: frame.width, height: frame.height)) },
        ])
        let (cairoMs, easelMs, encodeOnlyMs, oneThreadMs) = (times[0], times[1], times[2], times[3])
        // fpng's own figure: the encode inside Python, without the pipe's round trip.
        let fpngMs = fpngEncodes.dropFirst().map(\.milliseconds).sorted()[Self.repetitions / 2]
        let cairoBytes = try Self.fileSize(cairoPath)
        let easelBytes = try Self.fileSize(easelPath)
        guard try PNGDecoder.bitmap(from: Data(contentsOf: URL(fileURLWithPath: easelPath)), file: easelPath) == frame else {
            throw BenchmarkError.mismatch("the encoded \(resultName) frame does not decode to the drawn pixels")
        }
        return [BenchmarkResult(
            name: resultName, unit: "ms", easel: easelMs, baselineName: "cairo_surface_write_to_png", baseline: cairoMs,
            goal: 5, details: [
                "easelBytes": Double(easelBytes), "cairoBytes": Double(cairoBytes),
                "sizeRatio": Double(easelBytes) / Double(cairoBytes), "sizeRatioGoalAtMost": 1.1,
                "easelEncodeMs": encodeOnlyMs, "easelOneThreadEncodeMs": oneThreadMs,
                "threads": Double(encoder.threads),
                "fpngMs": fpngMs, "fpngBytes": Double(fpngEncodes.last!.bytes),
                "fpngRatio": fpngMs / encodeOnlyMs, "fpngOneThreadRatio": fpngMs / oneThreadMs,
            ])]
    }

    /// The last frame of a scene.
    static func render(_ sceneText: String, named sceneName: String) throws -> Bitmap {
        let scene = try Scene(text: sceneText, format: .yaml, url: URL(fileURLWithPath: "/\(sceneName).yaml"))
        guard let frame = try MainActor.assumeIsolated({ try scene.render() }).last else { throw BenchmarkError.mismatch("\(sceneName) rendered no frame") }
        guard frame.image.pixelWidth == width, frame.image.pixelHeight == height else {
            throw BenchmarkError.mismatch("\(sceneName) is not \(width)×\(height)")
        }
        return Bitmap(copying: frame.image.bitmap)
    }

    /// The frame's pixels as 8-bit RGB (the frames are opaque), for fpng.
    private static func rgbBytes(of frame: Bitmap) -> Data {
        let rgba = frame.rgbaBytes
        var rgb = [UInt8](repeating: 0, count: rgba.count / 4 * 3)
        for pixel in 0..<rgba.count / 4 {
            rgb[3 * pixel] = rgba[4 * pixel]
            rgb[3 * pixel + 1] = rgba[4 * pixel + 1]
            rgb[3 * pixel + 2] = rgba[4 * pixel + 2]
        }
        return Data(rgb)
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
