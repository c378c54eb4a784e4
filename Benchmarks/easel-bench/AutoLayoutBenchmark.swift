import Easel
import Foundation

/// `easel-bench autolayout`: issue 4's system through the view front end. A window holds
/// a container and N views in a vertical chain, each pinned 8 points inside the
/// container's leading and trailing edges, its top 8 below the previous view's bottom
/// (the first's 8 below the container's top), its height 44 at priority 750 and at least
/// 20. Measured: (a) making the views, activating the constraints and laying out
/// (`layoutIfNeeded`: update pass, solve, frames applied); (b) 100 container widths
/// (the width constraint's constant), each laid out; (c) one view's height constant
/// changed, laid out. Against kiwisolver on the same system (solver level, the `solver`
/// benchmark's server script), with our own solver-level figure in the details to show
/// what the front end adds; the three sides' rounds alternate, figures are medians of
/// CPU time (wall time in the details), as in `easel-bench solver`.
struct AutoLayoutBenchmark: Benchmark {
    let name = "autolayout"
    let sizes = [100, 1000, 5000, 10_000]

    func run() throws -> [BenchmarkResult] {
        let solverBenchmark = SolverBenchmark()
        let kiwi = try KiwiBaseline()
        var frontEnd: [Int: ChainRound] = [:]
        var solverOnly: [Int: ChainRound] = [:]
        var theirs: [Int: ChainRound] = [:]
        for count in sizes {
            let rounds = SolverBenchmark.rounds(count: count)
            let sides: [(rounds: Int, run: () throws -> ChainRound)] = [
                (rounds.ours, { try MainActor.assumeIsolated { try round(count: count) } }),
                (rounds.ours, { try solverBenchmark.round(count: count) }),
                (rounds.kiwi, { try kiwi.round(count: count) }),
            ]
            if count <= 1000 {
                for side in sides { _ = try side.run() }  // warm-up
            }
            let medians = try ChainRound.interleaved(sides)
            (frontEnd[count], solverOnly[count], theirs[count]) = (medians[0]!, medians[1]!, medians[2])
        }
        let extrapolated = SolverBenchmark.extrapolatingKiwi(theirs, to: sizes)
        var results: [BenchmarkResult] = []
        for count in sizes {
            let details: [String: Double] = [
                "rounds": Double(SolverBenchmark.rounds(count: count).ours),
                "kiwiRounds": Double(SolverBenchmark.rounds(count: count).kiwi),
            ].merging(theirs[count] == nil ? ["extrapolated": 1] : [:]) { $1 }
            results += SolverBenchmark.results(prefix: "autolayout", count: count, ours: frontEnd[count]!,
                                               kiwi: extrapolated[count]!, solverOnly: solverOnly[count]!, details: details)
        }
        results.append(SolverBenchmark.growth(name: "autolayout.build.growth", ours: frontEnd, kiwi: extrapolated,
                                              kiwiExtrapolated: theirs[10_000] == nil))
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

    /// One round of the front end at `count` views: a screen built and laid out
    /// (timed), 100 container widths laid out, the middle view's height constant changed
    /// 9 times. The screen is freed after the round, untimed.
    @MainActor
    private func round(count: Int) throws -> ChainRound {
        var built: Screen?
        let build = Timing.of { built = Screen(count: count) }
        guard let screen = built else { throw SolverBenchmarkError.wrongLayout("no screen built") }
        let last = screen.views[count - 1].frame
        guard last == CGRect(x: 8, y: CGFloat(8 + 52 * (count - 1)), width: 359, height: 44) else {
            throw SolverBenchmarkError.wrongLayout("the last of \(count) views is at \(last)")
        }
        let edit = Timing.of {
            for step in 0..<100 {
                screen.containerWidth.constant = CGFloat(320 + step)
                screen.window.layoutIfNeeded()
            }
        }
        guard screen.views[count - 1].frame.width == 419 - 16 else {
            throw SolverBenchmarkError.wrongLayout("after the edits the last view is \(screen.views[count - 1].frame)")
        }
        let middle = screen.heights[count / 2]
        let change = ChainRound.medianChange { index in
            middle.constant = index % 2 == 0 ? 50 : 44
            screen.window.layoutIfNeeded()
        }
        return ChainRound(build: build, edit: edit, change: change)
    }
}
