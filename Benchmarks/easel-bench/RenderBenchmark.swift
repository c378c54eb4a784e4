import EaselGraphics
import Foundation

/// `easel-bench render`: the showcase scene (Fixtures/Scenes/showcase.yaml, an iPhone 16
/// Pro screen at scale 3, 1206×2622 pixels) rendered by `easel render` and drawn by a
/// pycairo script (Benchmarks/render-pycairo.py: the same shapes and text, written with
/// cairo's PNG writer), both as whole processes, timed in turn. Goal: Easel at least
/// 2× faster end to end.
///
/// Needs `easel` as `make easel` builds it and pycairo (`pip install pycairo`);
/// `make bench` sees to both.
struct RenderBenchmark: Benchmark {
    let name = "render"

    static let repetitions = 9
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func run() throws -> [BenchmarkResult] {
        let easel = try easelExecutable()
        let scenes = Self.repository.appendingPathComponent("Fixtures/Scenes")
        let script = Self.repository.appendingPathComponent("Benchmarks/render-pycairo.py").path
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("easel-bench-render-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }

        let easelRender = WholeProcess(path: easel, arguments: [
            "render", scenes.appendingPathComponent("showcase.yaml").path, "--scale", "3", "-o", directory.path])
        let pycairoPNG = directory.appendingPathComponent("pycairo.png").path
        let pycairo = WholeProcess(path: try Self.pythonWithPycairo(), arguments: [
            script, scenes.appendingPathComponent("images").path, pycairoPNG])

        // Both must draw the whole screen before any time counts, and Easel the very
        // pixels of the gallery's reference.
        guard try easelRender.run().status == 0 else { throw BenchmarkError.process("easel render showcase.yaml failed") }
        guard try pycairo.run().status == 0 else {
            throw BenchmarkError.process("\(script) failed")
        }
        let rendered = try Image(contentsOfFile: directory.appendingPathComponent("showcase/last.png").path)
        let reference = try Image(contentsOfFile: Self.repository.appendingPathComponent("Fixtures/Snapshots/showcase/last.png").path)
        let drawn = try Image(contentsOfFile: pycairoPNG)
        guard rendered.rgbaBytes == reference.rgbaBytes else {
            throw BenchmarkError.mismatch("easel render showcase.yaml differs from Fixtures/Snapshots/showcase/last.png")
        }
        guard drawn.pixelWidth == rendered.pixelWidth, drawn.pixelHeight == rendered.pixelHeight else {
            throw BenchmarkError.mismatch("pycairo drew \(drawn.pixelWidth)×\(drawn.pixelHeight), not \(rendered.pixelWidth)×\(rendered.pixelHeight)")
        }

        let times = try ProcessMedians(repetitions: Self.repetitions, [easelRender, pycairo])
        var details = times.cpuDetails(easel: 0, baseline: 1)
        details["easelPNGBytes"] = Double(try fileSize(directory.appendingPathComponent("showcase/last.png").path))
        details["baselinePNGBytes"] = Double(try fileSize(pycairoPNG))
        return [BenchmarkResult(name: name, unit: "ms", easel: times.wall[0], baselineName: "pycairo script (render-pycairo.py)",
                                baseline: times.wall[1], goal: 2, details: details)]
    }

    /// The `python3` on the PATH, resolved to its executable so that the timings hold
    /// Python and not a launcher in front of it (pyenv's shims are shell scripts).
    private static func pythonWithPycairo() throws -> String {
        let printed = try? WholeProcess(path: "/usr/bin/env", arguments: [
            "python3", "-c", "import sys, cairo; print(sys.executable)"]).capture().standardOutput
        let path = printed?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
        guard !path.isEmpty, FileManager.default.isExecutableFile(atPath: path) else {
            throw BenchmarkError.process("python3 with pycairo is missing: pip install pycairo (make bench does)")
        }
        return path
    }

    private func fileSize(_ path: String) throws -> Int {
        (try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int) ?? 0
    }
}
