import CCairo
import Easel
import EaselGraphics
import Foundation

/// `easel-bench frames`: the cost of a frame after a small change. A 390×844 window at
/// scale 3 holds 1,000 views that draw (rounded rects with text); a 20×20 badge calls
/// `setNeedsDisplay()`. Easel commits (layout, display, composite of the damaged
/// bands) and writes the frame as a band-re-encoded PNG; the baseline redraws the
/// whole tree and writes it with `cairo_surface_write_to_png`.
struct FramesBenchmark: Benchmark {
    let name = "frames"

    func run() throws -> [BenchmarkResult] {
        try MainActor.assumeIsolated { try measure() }
    }

    @MainActor
    private func measure() throws -> [BenchmarkResult] {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("easel-bench-frames-\(getpid())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let ours = directory.appendingPathComponent("ours.png").path
        let theirs = directory.appendingPathComponent("cairo.png").path

        let (window, tiles, badge) = makeScreen()
        window.eventLoop.runOnce()

        func changeBadge() {
            badge.isRed.toggle()
            badge.setNeedsDisplay()
        }
        func redrawEverything() {
            for tile in tiles { tile.setNeedsDisplay() }
            badge.setNeedsDisplay()
        }

        // Blocks of ten small commits alternate with one full redraw, round after
        // round, so that a machine whose speed drifts slows both sides alike while
        // the small commits still run one after another, as they do in use.
        let sink = PNGFrameSink(.latestFrame(URL(fileURLWithPath: ours)))
        var samples = (commit: [Double](), full: [Double](), commitAndPNG: [Double](), fullAndCairoPNG: [Double]())
        for _ in 0..<6 {
            for _ in 0..<10 { samples.commit.append(milliseconds { changeBadge(); window.commit() }) }
            samples.full.append(milliseconds { redrawEverything(); window.commit() })
            window.frameSink = sink
            for _ in 0..<10 { samples.commitAndPNG.append(milliseconds { changeBadge(); window.commit() }) }
            window.frameSink = nil
            samples.fullAndCairoPNG.append(milliseconds {
                redrawEverything()
                window.commit()
                cairo_surface_write_to_png(window.framebuffer.surface, theirs)
            })
        }
        let (commit, fullRedraw, commitAndPNG, fullRedrawAndCairoPNG) =
            (median(samples.commit), median(samples.full), median(samples.commitAndPNG), median(samples.fullAndCairoPNG))
        let ourSize = Double((try? FileManager.default.attributesOfItem(atPath: ours)[.size] as? Int) ?? 0)
        let cairoSize = Double((try? FileManager.default.attributesOfItem(atPath: theirs)[.size] as? Int) ?? 0)
        return [
            BenchmarkResult(name: "frames.commit", unit: "ms", easel: commit,
                            baselineName: "full redraw of the same tree", baseline: fullRedraw, goal: 100,
                            details: ["views": Double(tiles.count + 1)]),
            BenchmarkResult(name: "frames.commit+png", unit: "ms", easel: commitAndPNG,
                            baselineName: "full redraw + cairo_surface_write_to_png", baseline: fullRedrawAndCairoPNG,
                            goal: 30, details: ["easelBytes": ourSize, "cairoBytes": cairoSize]),
        ]
    }

    private func milliseconds(_ body: () -> Void) -> Double {
        let start = ContinuousClock.now
        body()
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15
    }

    private func median(_ samples: [Double]) -> Double { samples.sorted()[samples.count / 2] }

    /// 1,000 tiles in a 20 × 50 grid, and the badge over them.
    @MainActor
    private func makeScreen() -> (Window, [TileView], BadgeView) {
        let window = Window(size: CGSize(width: 390, height: 844), scale: 3)
        window.makeKeyAndVisible()
        let root = View(frame: window.bounds)
        root.backgroundColor = .systemBackground
        window.addSubview(root)
        var tiles: [TileView] = []
        let columns = 20, rows = 50
        // On the pixel grid, as UIKit's layout rounds frames (1/3 point at 3×).
        func pixelAligned(_ value: CGFloat) -> CGFloat { (value * 3).rounded() / 3 }
        let width = 390 / CGFloat(columns), height = 844 / CGFloat(rows)
        for index in 0..<(columns * rows) {
            let x = pixelAligned(CGFloat(index % columns) * width), y = pixelAligned(CGFloat(index / columns) * height)
            let tile = TileView(frame: CGRect(x: x, y: y, width: pixelAligned(x + width) - x, height: pixelAligned(y + height) - y))
            tile.number = index
            root.addSubview(tile)
            tiles.append(tile)
        }
        let badge = BadgeView(frame: CGRect(x: 340, y: 60, width: 20, height: 20))
        root.addSubview(badge)
        return (window, tiles, badge)
    }
}

/// A rounded rect with a number in it.
private final class TileView: View {
    var number = 0
    private static let attributes = TextAttributes(font: .systemFont(ofSize: 7), foregroundColor: .white)

    override func draw(context: GraphicsContext, rect: CGRect) {
        let hue = CGFloat(number % 7) / 7
        context.setFillColor(Color(red: 0.2 + hue * 0.6, green: 0.5, blue: 0.9 - hue * 0.5))
        context.addPath(BezierPath(roundedRect: bounds.insetBy(dx: 1, dy: 1), cornerRadius: 4))
        context.fillPath()
        context.draw("\(number)", at: CGPoint(x: 3, y: 3), withAttributes: Self.attributes)
    }
}

/// A notification badge: a circle that changes color.
private final class BadgeView: View {
    var isRed = true

    override func draw(context: GraphicsContext, rect: CGRect) {
        context.setFillColor(isRed ? .systemRed : .systemBlue)
        context.fillEllipse(in: bounds)
    }
}
