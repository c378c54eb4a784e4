import EaselSolver
import Foundation

/// `easel-bench solver`: issue 4's chain of N views in a container, solved by
/// EaselSolver and by kiwisolver (Benchmarks/solver-kiwi.py, a server process asked for
/// one round at a time), for (a) build and solve, (b) 100 suggested container widths and
/// (c) one view's height constant changed.
///
/// Our rounds and kiwisolver's alternate at each size, and each figure is the median
/// over rounds of the thread's CPU time (wall time in the details): on the shared
/// machine other builds come and go, and CPU time is what the work cost. kiwisolver
/// needs minutes at N = 10,000 (its tableau turns dense), so its figures there are
/// extrapolated from N = 1,000 and 5,000 with the growth it shows between them
/// (`"extrapolated": 1` in the details), unless `EASEL_BENCH_KIWI_FULL=1` asks for the
/// measurement.
struct SolverBenchmark: Benchmark {
    let name = "solver"
    let sizes = [100, 1000, 5000, 10_000]

    /// The container and views as solver variables and the constraints the benchmark
    /// edits.
    struct ChainSystem {
        var solver = Solver()
        let containerWidth = Variable("container.width")
        var heightConstraints: [Constraint] = []
        var lastTop = Variable()

        static let preferred = Strength(strong: 0, medium: 750, weak: 0)

        init(count: Int) throws {
            let left = Variable("container.left"), top = Variable("container.top")
            try solver.addConstraint(Constraint(left, .equal, 0))
            try solver.addConstraint(Constraint(top, .equal, 0))
            try solver.addEditVariable(containerWidth, strength: .strong)
            try solver.suggestValue(375, for: containerWidth)
            var previous: (top: Variable, height: Variable)?
            heightConstraints.reserveCapacity(count)
            for index in 0..<count {
                let viewLeft = Variable("left\(index)"), viewWidth = Variable("width\(index)")
                let viewTop = Variable("top\(index)"), viewHeight = Variable("height\(index)")
                try solver.addConstraint(Constraint(viewLeft, .equal, left + 8))
                try solver.addConstraint(Constraint(viewLeft + viewWidth, .equal, left + containerWidth - 8))
                if let previous {
                    try solver.addConstraint(Constraint(viewTop, .equal, previous.top + previous.height + 8))
                } else {
                    try solver.addConstraint(Constraint(viewTop, .equal, top + 8))
                }
                let height = Constraint(viewHeight, .equal, 44, strength: ChainSystem.preferred)
                try solver.addConstraint(height)
                try solver.addConstraint(Constraint(viewHeight, .greaterThanOrEqual, 20))
                heightConstraints.append(height)
                previous = (viewTop, viewHeight)
            }
            lastTop = previous!.top
            solver.updateVariables()
        }
    }

    /// How many rounds each side runs at `count` views: ours, kiwisolver's (whose builds
    /// take seconds from 5,000 views and minutes at 10,000).
    static func rounds(count: Int) -> (ours: Int, kiwi: Int) {
        let full = ProcessInfo.processInfo.environment["EASEL_BENCH_KIWI_FULL"] == "1"
        return switch count {
        case ...100: (21, 21)
        case ...1000: (15, 9)
        case ...5000: (5, 1)
        default: (5, full ? 1 : 0)
        }
    }

    func run() throws -> [BenchmarkResult] {
        let kiwi = try KiwiBaseline()
        var ours: [Int: ChainRound] = [:]
        var theirs: [Int: ChainRound] = [:]
        var results: [BenchmarkResult] = []
        for count in sizes {
            let rounds = SolverBenchmark.rounds(count: count)
            if count <= 1000 {
                // Warm-up: caches, allocator, and Python's first imports.
                _ = try round(count: count)
                _ = try kiwi.round(count: count)
            }
            let medians = try ChainRound.interleaved([
                (rounds.ours, { try round(count: count) }), (rounds.kiwi, { try kiwi.round(count: count) }),
            ])
            ours[count] = medians[0]!
            theirs[count] = medians[1]
        }
        let extrapolated = SolverBenchmark.extrapolatingKiwi(theirs, to: sizes)
        for count in sizes {
            let details: [String: Double] = [
                "rounds": Double(SolverBenchmark.rounds(count: count).ours),
                "kiwiRounds": Double(SolverBenchmark.rounds(count: count).kiwi),
            ].merging(theirs[count] == nil ? ["extrapolated": 1] : [:]) { $1 }
            results += SolverBenchmark.results(prefix: "solver", count: count, ours: ours[count]!,
                                               kiwi: extrapolated[count]!, details: details)
        }
        results.append(SolverBenchmark.growth(name: "solver.build.growth", ours: ours, kiwi: extrapolated,
                                              kiwiExtrapolated: theirs[10_000] == nil))
        return results
    }

    /// One round of ours at `count` views: a system built (timed), 100 widths suggested,
    /// the middle view's height constant changed 9 times. The system is freed after the
    /// round, untimed, as kiwisolver's script frees its own.
    func round(count: Int) throws -> ChainRound {
        var system: ChainSystem?
        let build = try Timing.of { system = try ChainSystem(count: count) }
        guard var system else { throw SolverBenchmarkError.wrongLayout("no system built") }
        guard system.solver.value(of: system.lastTop) == Double(8 + 52 * (count - 1)) else {
            throw SolverBenchmarkError.wrongLayout("top of the last of \(count) views is \(system.solver.value(of: system.lastTop))")
        }
        let edit = try Timing.of {
            for step in 0..<100 {
                try system.solver.suggestValue(Double(320 + step), for: system.containerWidth)
                system.solver.updateVariables()
            }
        }
        let middle = system.heightConstraints[count / 2]
        let change = try ChainRound.medianChange { index in
            try system.solver.changeConstant(of: middle, to: index % 2 == 0 ? -50 : -44)
            system.solver.updateVariables()
        }
        return ChainRound(build: build, edit: edit, change: change)
    }

    /// kiwisolver's medians, with the sizes it did not run extrapolated from the two
    /// largest it did, with the growth it shows between them.
    static func extrapolatingKiwi(_ measured: [Int: ChainRound], to sizes: [Int]) -> [Int: ChainRound] {
        var figures = measured
        let ran = sizes.filter { measured[$0] != nil }
        for count in sizes where measured[count] == nil {
            let (small, large) = (ran[ran.count - 2], ran[ran.count - 1])
            let (a, b) = (measured[small]!, measured[large]!)
            func carried(_ from: Timing, _ to: Timing) -> Timing {
                let power = log(Double(count) / Double(large)) / log(Double(large) / Double(small))
                return Timing(wall: to.wall * pow(to.wall / from.wall, power), cpu: to.cpu * pow(to.cpu / from.cpu, power))
            }
            figures[count] = ChainRound(build: carried(a.build, b.build), edit: carried(a.edit, b.edit),
                                        change: carried(a.change, b.change))
        }
        return figures
    }

    /// The three results at one size: CPU milliseconds as the figures (ratio = kiwi /
    /// ours), wall milliseconds and their ratio in the details, and our solver alone
    /// (CPU) when `ours` is the front end.
    static func results(prefix: String, count: Int, ours: ChainRound, kiwi: ChainRound, solverOnly: ChainRound? = nil,
                        details: [String: Double]) -> [BenchmarkResult] {
        func result(_ name: String, _ case: KeyPath<ChainRound, Timing>, goal: Double?) -> BenchmarkResult {
            let (mine, theirs) = (ours[keyPath: `case`], kiwi[keyPath: `case`])
            var extra = ["easelWall": mine.wall, "kiwiWall": theirs.wall, "wallRatio": theirs.wall / mine.wall]
            extra["easelSolverOnly"] = solverOnly?[keyPath: `case`].cpu
            return BenchmarkResult(
                name: "\(prefix).\(name).n\(count)", unit: "ms CPU", easel: mine.cpu, baselineName: "kiwisolver",
                baseline: theirs.cpu, goal: goal, details: details.merging(extra) { $1 })
        }
        return [
            result("build", \.build, goal: count == 1000 ? 20 : nil),
            result("edit100", \.edit, goal: 1),
            result("changeConstant", \.change, goal: 1),
        ]
    }

    /// The exponent k of N^k for (a) from 1,000 to 10,000 views, in CPU time (wall time
    /// in the details).
    static func growth(name: String, ours: [Int: ChainRound], kiwi: [Int: ChainRound],
                       kiwiExtrapolated: Bool) -> BenchmarkResult {
        func exponent(_ small: Double, _ large: Double) -> Double { log(large / small) / log(10) }
        let (ours1k, ours10k, kiwi1k, kiwi10k) = (ours[1000]!.build, ours[10_000]!.build, kiwi[1000]!.build, kiwi[10_000]!.build)
        return BenchmarkResult(
            name: name, unit: "exponent k in N^k of CPU time, N = 1000 to 10000",
            easel: exponent(ours1k.cpu, ours10k.cpu), baselineName: "kiwisolver",
            baseline: exponent(kiwi1k.cpu, kiwi10k.cpu),
            details: ["goalMaxExponent": 1.2, "kiwiExtrapolated": kiwiExtrapolated ? 1 : 0,
                      "easelWallExponent": exponent(ours1k.wall, ours10k.wall),
                      "kiwiWallExponent": exponent(kiwi1k.wall, kiwi10k.wall)])
    }
}

/// Why the solver benchmark could not produce its figures.
enum SolverBenchmarkError: Error, CustomStringConvertible {
    /// Our solver laid the chain out wrongly.
    case wrongLayout(String)
    /// The kiwisolver script failed or printed something else than its figures.
    case baselineFailed(String)

    var description: String {
        switch self {
        case .wrongLayout(let message): "solver benchmark: wrong layout: \(message)"
        case .baselineFailed(let message): "solver benchmark: kiwisolver baseline: \(message)"
        }
    }
}
