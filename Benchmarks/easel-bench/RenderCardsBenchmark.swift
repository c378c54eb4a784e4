import EaselGraphics
import Foundation

/// `easel-bench render-cards`: a 390×844 screen at 3× of 1,000 rounded 60×24-pt cards,
/// each a distinct colour with a short white 11-pt label (`BenchmarkScreens.cardsScene`),
/// rendered by `easel render` from its scene file, against headless Chromium
/// screenshotting the equivalent HTML page (`BenchmarkScreens.cardsPage`) at device
/// scale 3: both whole processes, timed in turn, wall and CPU time. Goal: at least 20×.
///
/// Needs `easel` as `make easel` builds it and Debian's `chromium`; `make bench` sees to
/// both.
struct RenderCardsBenchmark: Benchmark {
    let name = "render-cards"

    static let repetitions = 7
    /// Debian's Chromium: the executable itself, not the shell script in front of it
    /// (/usr/bin/chromium), so that the timings hold the browser alone.
    static let chromium = "/usr/lib/chromium/chromium"

    func run() throws -> [BenchmarkResult] {
        let easel = try easelExecutable()
        guard FileManager.default.isExecutableFile(atPath: Self.chromium) else {
            throw BenchmarkError.process("\(Self.chromium) is missing: apt-get install chromium (make bench does)")
        }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("easel-bench-render-cards-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let scene = directory.appendingPathComponent("cards.yaml")
        let page = directory.appendingPathComponent("cards.html")
        try Data(BenchmarkScreens.cardsScene.utf8).write(to: scene)
        try Data(BenchmarkScreens.cardsPage.utf8).write(to: page)
        let screenshot = directory.appendingPathComponent("chromium.png").path

        let easelRender = WholeProcess(path: easel, arguments: ["render", scene.path, "-o", directory.path])
        let browser = WholeProcess(path: Self.chromium, arguments: [
            "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run", "--hide-scrollbars",
            "--force-device-scale-factor=\(BenchmarkScreens.scale)",
            "--window-size=\(BenchmarkScreens.width),\(BenchmarkScreens.height)",
            "--user-data-dir=\(directory.appendingPathComponent("chromium-profile").path)",
            "--screenshot=\(screenshot)", page.absoluteString])

        // Both must draw the whole screen at 3× before any time counts.
        guard try easelRender.run().status == 0 else { throw BenchmarkError.process("easel render cards.yaml failed") }
        guard try browser.run().status == 0 else { throw BenchmarkError.process("chromium --screenshot failed") }
        let rendered = try Image(contentsOfFile: directory.appendingPathComponent("cards/last.png").path)
        let shot = try Image(contentsOfFile: screenshot)
        let (width, height) = (BenchmarkScreens.width * BenchmarkScreens.scale, BenchmarkScreens.height * BenchmarkScreens.scale)
        for (who, image) in [("easel", rendered), ("chromium", shot)]
        where image.pixelWidth != width || image.pixelHeight != height {
            throw BenchmarkError.mismatch("\(who) drew \(image.pixelWidth)×\(image.pixelHeight), not \(width)×\(height)")
        }

        let times = try ProcessMedians(repetitions: Self.repetitions, [easelRender, browser])
        var details = times.cpuDetails(easel: 0, baseline: 1)
        details["cards"] = Double(BenchmarkScreens.cardCount)
        return [BenchmarkResult(name: name, unit: "ms", easel: times.wall[0],
                                baselineName: "headless Chromium --screenshot of the same page",
                                baseline: times.wall[1], goal: 20, details: details)]
    }
}
