import Easel
import Foundation

/// `easel-bench autolayout`: issue 4's system through the view front end. A window holds
/// a container and N views in a vertical chain, each pinned 8 points inside the
/// container's leading and trailing edges, its top 8 below the previous view's bottom
/// (the first's 8 below the container's top), its height 44 at priority 750 and at least
/// 20. Measured: (a) making the views, activating the constraints and laying out
/// (`layoutIfNeeded`: update pass, solve, frames applied); (b) 100 container widths
/// (the width constraint's constant), each laid out; (c) one view's height constant
/// changed, laid out. Against kiwisolver on the same system (solver level, from
/// `easel-bench solver`'s script, in the same run), with our own solver-level figure in
/// the details to show what the front end adds.
struct AutoLayoutBenchmark: Benchmark {
    let name = "autolayout"
    let sizes = [100, 1000, 5000, 10_000]

    func run() throws -> [BenchmarkResult] {
        let solverBenchmark = SolverBenchmark()
        let kiwi = try solverBenchmark.kiwiFigures()
        var results: [BenchmarkResult] = []
        var builds: [Int: Double] = [:]
        for count in sizes {
            let ours = try MainActor.assumeIsolated { try measure(count: count) }
            let solverOnly = try solverBenchmark.measure(count: count)
            let baseline = kiwi[count]!
            builds[count] = ours.build
            let extrapolated: [String: Double] = baseline.extrapolated ? ["extrapolated": 1] : [:]
            results.append(BenchmarkResult(
                name: "autolayout.build.n\(count)", unit: "ms", easel: ours.build, baselineName: "kiwisolver",
                baseline: baseline.build, goal: count == 1000 ? 20 : nil,
                details: extrapolated.merging(["easelSolverOnly": solverOnly.build]) { $1 }))
            results.append(BenchmarkResult(
                name: "autolayout.edit100.n\(count)", unit: "ms", easel: ours.edit, baselineName: "kiwisolver",
                baseline: baseline.edit, goal: 1,
                details: extrapolated.merging(["easelSolverOnly": solverOnly.edit]) { $1 }))
            results.append(BenchmarkResult(
                name: "autolayout.changeConstant.n\(count)", unit: "ms", easel: ours.change, baselineName: "kiwisolver",
                baseline: baseline.change, goal: 1,
                details: extrapolated.merging(["easelSolverOnly": solverOnly.change]) { $1 }))
        }
        func exponent(_ small: Double, _ large: Double) -> Double { log(large / small) / log(10) }
        results.append(BenchmarkResult(
            name: "autolayout.build.growth", unit: "exponent k in N^k, N = 1000 to 10000",
            easel: exponent(builds[1000]!, builds[10_000]!), baselineName: "kiwisolver",
            baseline: exponent(kiwi[1000]!.build, kiwi[10_000]!.build),
            details: ["goalMaxExponent": 1.2, "kiwiExtrapolated": kiwi[10_000]!.extrapolated ? 1 : 0]))
        return results
    }

    /// The window, container and chain, with the constraints the benchmark edits.
    @MainActor
    struct Screen {
        let window = Window(size: CGSize(width: 375, height: 844))
        let container = View(frame: .zero)
        var views: [View] = []
        let containerWidth: LayoutConstraint
        var heights: [LayoutConstraint] = []

        init(count: Int) {
            window.addSubview(container)
            container.translatesAutoresizingMaskIntoConstraints = false
            containerWidth = container.widthAnchor.constraint(equalToConstant: 375)
            var constraints = [container.leadingAnchor.constraint(equalTo: window.leadingAnchor),
                               container.topAnchor.constraint(equalTo: window.topAnchor), containerWidth]
            constraints.reserveCapacity(5 * count + 3)
            views.reserveCapacity(count)
            heights.reserveCapacity(count)
            var previousBottom = container.topAnchor
            for _ in 0..<count {
                let view = View(frame: .zero)
                view.translatesAutoresizingMaskIntoConstraints = false
                container.addSubview(view)
                let height = view.heightAnchor.constraint(equalToConstant: 44)
                height.priority = .defaultHigh
                constraints += [
                    view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 8),
                    view.trailingAnchor.constraint(equalTo: container.trailingAnchor, constant: -8),
                    view.topAnchor.constraint(equalTo: previousBottom, constant: 8),
                    height,
                    view.heightAnchor.constraint(greaterThanOrEqualToConstant: 20),
                ]
                views.append(view)
                heights.append(height)
                previousBottom = view.bottomAnchor
            }
            LayoutConstraint.activate(constraints)
            window.layoutIfNeeded()
        }
    }

    @MainActor
    private func measure(count: Int) throws -> SolverBenchmark.Figures {
        let repetitions = count <= 1000 ? 15 : 5
        var built: [Screen] = []
        let build = medianMilliseconds(repetitions: repetitions) { built.append(Screen(count: count)) }
        built.removeAll()
        let screen = Screen(count: count)
        let last = screen.views[count - 1].frame
        guard last == CGRect(x: 8, y: CGFloat(8 + 52 * (count - 1)), width: 359, height: 44) else {
            throw SolverBenchmarkError.wrongLayout("the last of \(count) views is at \(last)")
        }
        let edit = medianMilliseconds(repetitions: repetitions) {
            for step in 0..<100 {
                screen.containerWidth.constant = CGFloat(320 + step)
                screen.window.layoutIfNeeded()
            }
        }
        guard screen.views[count - 1].frame.width == 419 - 16 else {
            throw SolverBenchmarkError.wrongLayout("after the edits the last view is \(screen.views[count - 1].frame)")
        }
        let middle = screen.heights[count / 2]
        var toggle = false
        let change = medianMilliseconds(repetitions: repetitions * 3) {
            toggle.toggle()
            middle.constant = toggle ? 50 : 44
            screen.window.layoutIfNeeded()
        }
        return SolverBenchmark.Figures(build: build, edit: edit, change: change)
    }
}
