import Easel
import EaselGraphics
import Foundation

/// `easel-bench animation`: the cost of one frame of an animation. A 390×844 window at
/// scale 3 holds 1,000 views that draw (as in `frames`); a 60×60 card with a corner
/// radius and a shadow moves 300 points down over one second with
/// `View.animate(withDuration:…)`. Each frame is a VSync turn: the animator damages the
/// card's old and new places and the commit recomposites those bands. The baseline is
/// the same animation with the whole window recomposited at every frame (what a
/// renderer without damage tracking does).
struct AnimationBenchmark: Benchmark {
    let name = "animation"

    func run() throws -> [BenchmarkResult] {
        MainActor.assumeIsolated { measure() }
    }

    @MainActor
    private func measure() -> [BenchmarkResult] {
        var easel: [Double] = [], full: [Double] = []
        // Interleaved rounds, so that a change in the machine's speed hits both sides.
        for _ in 0..<5 {
            easel.append(framesOfOneAnimation(recompositeEverything: false).milliseconds)
            full.append(framesOfOneAnimation(recompositeEverything: true).milliseconds)
        }
        let sample = framesOfOneAnimation(recompositeEverything: false)
        return [
            BenchmarkResult(name: "animation.frame", unit: "ms", easel: median(easel),
                            baselineName: "the same frames recomposited in full", baseline: median(full),
                            details: ["frames": Double(sample.frames), "damagedFraction": sample.damagedFraction,
                                      "views": 1001]),
        ]
    }

    /// Runs one animation to its end; returns the median time of a frame, the number of
    /// frames and the mean fraction of the window's pixels damaged per frame.
    @MainActor
    private func framesOfOneAnimation(recompositeEverything: Bool)
        -> (milliseconds: Double, frames: Int, damagedFraction: Double) {
        let (window, card) = BenchmarkScreen.make()
        window.eventLoop.runOnce()
        View.animate(withDuration: 1, delay: 0, options: .curveEaseInOut, animations: { card.center.y += 300 })
        var samples: [Double] = []
        var damaged = 0.0
        let pixels = Double(window.bounds.width * window.bounds.height * 9)
        while window.eventLoop.now < 1 + 1e-9 {
            // Toggling between two colors that paint nothing damages the whole window.
            if recompositeEverything { window.backgroundColor = window.backgroundColor == nil ? .clear : nil }
            let start = ContinuousClock.now
            window.eventLoop.run(for: 1.0 / 60)
            let elapsed = ContinuousClock.now - start
            samples.append(Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
            damaged += (window.lastFrame?.damage ?? []).reduce(0) { $0 + Double($1.width * $1.height) } / pixels
        }
        return (median(samples), samples.count, damaged / Double(samples.count))
    }

    private func median(_ values: [Double]) -> Double {
        let sorted = values.sorted()
        return sorted[sorted.count / 2]
    }
}

/// The benchmark's screen: 1,000 drawing tiles and a shadowed card above them.
@MainActor
private enum BenchmarkScreen {
    static func make() -> (Window, View) {
        let window = Window(size: CGSize(width: 390, height: 844), scale: 3)
        window.makeKeyAndVisible()
        let root = View(frame: window.bounds)
        root.backgroundColor = .white
        window.addSubview(root)
        let columns = 20, rows = 50
        let width = 390 / CGFloat(columns), height = 844 / CGFloat(rows)
        for index in 0..<(columns * rows) {
            let tile = Tile(frame: CGRect(x: CGFloat(index % columns) * width, y: CGFloat(index / columns) * height,
                                          width: width, height: height))
            tile.hue = CGFloat(index % 7) / 7
            root.addSubview(tile)
        }
        let card = View(frame: CGRect(x: 165, y: 100, width: 60, height: 60))
        card.backgroundColor = Color(red: 0.95, green: 0.3, blue: 0.2)
        card.layer.cornerRadius = 12
        card.layer.shadowOpacity = 0.3
        card.layer.shadowRadius = 6
        root.addSubview(card)
        return (window, card)
    }

    /// A rounded rect that draws.
    private final class Tile: View {
        var hue: CGFloat = 0

        override func draw(context: GraphicsContext, rect: CGRect) {
            context.setFillColor(Color(red: 0.2 + hue * 0.6, green: 0.5, blue: 0.9 - hue * 0.5))
            context.addPath(BezierPath(roundedRect: bounds.insetBy(dx: 1, dy: 1), cornerRadius: 4))
            context.fillPath()
        }
    }
}
