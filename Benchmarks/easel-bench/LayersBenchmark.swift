import Easel
import EaselGraphics
import Foundation

/// `easel-bench layers`: one animation frame of a layer tree. A 390×844 window at scale
/// 3 holds 1,000 standalone layers, shape and gradient layers in turn, and a progress
/// ring (a `ShapeLayer`) whose `strokeEnd` moves every frame, as a ring's animation
/// would move it. Easel commits and recomposites the ring's damage; the baseline
/// recomposites the whole tree (a change of the root view's background, which damages
/// the window), in the same run.
struct LayersBenchmark: Benchmark {
    let name = "layers"

    func run() throws -> [BenchmarkResult] {
        MainActor.assumeIsolated { measure() }
    }

    @MainActor
    private func measure() -> [BenchmarkResult] {
        let (window, root, ring) = makeScreen()
        window.commit()
        var progress: CGFloat = 0
        // Out of line, so that `valgrind --tool=callgrind --toggle-collect='*moveRing*'`
        // profiles the ring frames alone.
        @inline(never) func moveRing() {
            progress = progress >= 1 ? 0.01 : progress + 0.01
            // The ring is moved frame by frame, as its animation would move it: without
            // actions, so that the change is not also an implicit animation.
            Transaction.begin()
            Transaction.setDisableActions(true)
            ring.strokeEnd = progress
            Transaction.commit()
            window.commit()
        }
        var light = true
        func recompositeEverything() {
            light.toggle()
            root.backgroundColor = light ? .systemBackground : .secondarySystemBackground
            window.commit()
        }
        // Blocks of ten ring frames alternate with one whole recomposite, so that a
        // machine whose speed drifts slows both alike.
        var samples = (frame: [Timing](), full: [Timing]())
        for _ in 0..<8 {
            for _ in 0..<10 { samples.frame.append(Timing.of(moveRing)) }
            samples.full.append(Timing.of(recompositeEverything))
        }
        let frame = Timing.median(samples.frame), full = Timing.median(samples.full)
        return [
            BenchmarkResult(name: "layers.frame", unit: "ms", easel: frame.wall,
                            baselineName: "recomposite of the whole tree", baseline: full.wall, goal: 100,
                            details: ["layers": 1001, "scale": 3, "easelCPU": frame.cpu, "baselineCPU": full.cpu,
                                      "ratioCPU": full.cpu / frame.cpu]),
        ]
    }

    /// 1,000 layers in a 25 × 40 grid, shapes and gradients in turn, and the ring over
    /// them.
    @MainActor
    private func makeScreen() -> (Window, View, ShapeLayer) {
        let window = Window(size: CGSize(width: 390, height: 844), scale: 3)
        window.makeKeyAndVisible()
        let root = View(frame: window.bounds)
        root.backgroundColor = .systemBackground
        window.addSubview(root)
        let columns = 25, rows = 40
        let width = 390 / CGFloat(columns), height = 844 / CGFloat(rows)
        for index in 0..<(columns * rows) {
            let frame = CGRect(x: CGFloat(index % columns) * width, y: CGFloat(index / columns) * height,
                               width: width, height: height).insetBy(dx: 1, dy: 1)
            let hue = CGFloat(index % 7) / 7
            if index.isMultiple(of: 2) {
                let shape = ShapeLayer()
                shape.frame = frame
                shape.path = BezierPath(roundedRect: CGRect(origin: .zero, size: frame.size), cornerRadius: 4)
                shape.fillColor = Color(red: 0.2 + hue * 0.6, green: 0.5, blue: 0.9 - hue * 0.5)
                shape.strokeColor = .black
                root.layer.addSublayer(shape)
            } else {
                let gradient = GradientLayer()
                gradient.frame = frame
                gradient.colors = [Color(red: hue, green: 0.3, blue: 0.8), Color(red: 0.9, green: hue, blue: 0.4)]
                gradient.cornerRadius = 4
                gradient.masksToBounds = true
                root.layer.addSublayer(gradient)
            }
        }
        let ring = ShapeLayer()
        ring.frame = CGRect(x: 320, y: 50, width: 50, height: 50)
        ring.path = BezierPath(arcCenter: CGPoint(x: 25, y: 25), radius: 20, startAngle: -.pi / 2,
                               endAngle: 3 * .pi / 2, clockwise: true)
        ring.fillColor = nil
        ring.strokeColor = .systemBlue
        ring.lineWidth = 6
        ring.strokeEnd = 0
        root.layer.addSublayer(ring)
        return (window, root, ring)
    }
}
