import CCairo
import Easel
import EaselGraphics
import EaselTesting
import Foundation

/// `easel-bench snapshot`: 100 snapshot assertions of distinct 390×844 @3x screens that
/// match their references, against the same 100 renders written with
/// `cairo_surface_write_to_png` and compared with their references by ImageMagick's
/// `compare -metric AE` (a process per pair, as a script would run it). Both sides
/// render through a window and its run loop; the goal is at least 5× faster.
struct SnapshotBenchmark: Benchmark {
    let name = "snapshot"
    static let screens = 100
    static let size = CGSize(width: 390, height: 844)

    func run() throws -> [BenchmarkResult] {
        let magick = "/usr/bin/compare"
        guard FileManager.default.isExecutableFile(atPath: magick) else {
            throw BenchmarkError.process("ImageMagick's compare is not installed: apt-get install imagemagick (make bench does)")
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("easel-bench-snapshot-\(getpid())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        return try MainActor.assumeIsolated { () throws -> [BenchmarkResult] in
            // References for both sides, written before any time counts.
            for index in 0..<Self.screens {
                _ = verify(index, directory: directory, record: .all)
                try Self.writeWithCairo(index, to: "\(directory)/cairo-reference-\(index).png")
            }
            var matched = 0
            let times = try interleavedMedianMilliseconds(repetitions: 1, [
                {
                    matched = (0..<Self.screens).filter { verify($0, directory: directory, record: .never).passed }.count
                },
                {
                    for index in 0..<Self.screens {
                        let actual = "\(directory)/cairo-actual-\(index).png"
                        try Self.writeWithCairo(index, to: actual)
                        let run = try WholeProcess(path: magick, arguments: [
                            "-metric", "AE", "\(directory)/cairo-reference-\(index).png", actual, "null:",
                        ]).run()
                        guard run.status == 0 else { throw BenchmarkError.mismatch("compare finds screen \(index) changed") }
                    }
                },
            ])
            guard matched == Self.screens else {
                throw BenchmarkError.mismatch("\(Self.screens - matched) of the \(Self.screens) snapshots do not match")
            }
            let renderOnly = try medianMilliseconds(repetitions: 1) {
                for index in 0..<Self.screens { _ = try Self.rendered(index) }
            }
            return [BenchmarkResult(name: name, unit: "ms", easel: times[0],
                                    baselineName: "cairo_surface_write_to_png + compare -metric AE (ImageMagick)",
                                    baseline: times[1], goal: 5,
                                    details: ["screens": Double(Self.screens), "renderOnlyMs": renderOnly,
                                              "easelPerAssertionMs": times[0] / Double(Self.screens)])]
        }
    }

    @MainActor
    private func verify(_ index: Int, directory: String, record: RecordMode) -> SnapshotResult {
        verifySnapshot(of: Self.screen(index), as: .image(size: Self.size, scale: 3), named: "\(index)", record: record,
                       snapshotDirectory: directory, testName: "screen")
    }

    /// Screen `index` shown in a 390×844 @3x window, the run loop run until idle.
    @MainActor
    private static func rendered(_ index: Int) throws -> Window {
        try shownInWindow(screen(index), size: size, scale: 3, name: "screen \(index)")
    }

    @MainActor
    private static func writeWithCairo(_ index: Int, to path: String) throws {
        let window = try rendered(index)
        let status = cairo_surface_write_to_png(window.framebuffer.surface, path)
        guard status == CAIRO_STATUS_SUCCESS else { throw BenchmarkError.cairo(status) }
    }

    /// A list screen that differs from every other one: its tint, title and rows.
    @MainActor
    static func screen(_ index: Int) -> View {
        let root = View(frame: CGRect(origin: .zero, size: size))
        root.backgroundColor = .white
        let header = View(frame: CGRect(x: 0, y: 0, width: size.width, height: 120))
        header.backgroundColor = Color(red: 0.2 + 0.6 * CGFloat(index % 10) / 9, green: 0.2 + 0.6 * CGFloat(index / 10 % 10) / 9, blue: 0.7)
        root.addSubview(header)
        let title = Label(frame: CGRect(x: 20, y: 60, width: 350, height: 40))
        title.font = Font.boldSystemFont(ofSize: 28)
        title.textColor = .white
        title.text = "Screen \(index)"
        header.addSubview(title)
        for row in 0..<12 {
            let cell = View(frame: CGRect(x: 16, y: 136 + CGFloat(row) * 58, width: 358, height: 50))
            cell.backgroundColor = Color(white: row % 2 == 0 ? 0.96 : 0.92)
            cell.layer.cornerRadius = 10
            let label = Label(frame: CGRect(x: 12, y: 13, width: 334, height: 24))
            label.text = "Row \(row + 1) of screen \(index)"
            cell.addSubview(label)
            root.addSubview(cell)
        }
        return root
    }
}
