import EaselSolver
import Foundation

/// `easel-bench solver`: issue 4's chain of N views in a container, solved by
/// EaselSolver and by kiwisolver (Benchmarks/solver-kiwi.py, run as a subprocess in the
/// same run), for (a) build and solve, (b) 100 suggested container widths and
/// (c) one view's height constant changed.
///
/// kiwisolver needs minutes at N = 10,000 (its tableau turns dense), so its figures
/// there are extrapolated from N = 1,000 and 5,000 with the growth it shows between
/// them (`"extrapolated": 1` in the details), unless `EASEL_BENCH_KIWI_FULL=1` asks
/// for the measurement.
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

    struct Figures {
        var build: Double
        var edit: Double
        var change: Double
        var extrapolated = false
    }

    func run() throws -> [BenchmarkResult] {
        let kiwi = try kiwiFigures()
        var results: [BenchmarkResult] = []
        var ours: [Int: Figures] = [:]
        for count in sizes {
            let figures = try measure(count: count)
            ours[count] = figures
            let baseline = kiwi[count]!
            let details: [String: Double] = baseline.extrapolated ? ["extrapolated": 1] : [:]
            results.append(BenchmarkResult(
                name: "solver.build.n\(count)", unit: "ms", easel: figures.build, baselineName: "kiwisolver",
                baseline: baseline.build, goal: count == 1000 ? 20 : nil, details: details))
            results.append(BenchmarkResult(
                name: "solver.edit100.n\(count)", unit: "ms", easel: figures.edit, baselineName: "kiwisolver",
                baseline: baseline.edit, goal: 1, details: details))
            results.append(BenchmarkResult(
                name: "solver.changeConstant.n\(count)", unit: "ms", easel: figures.change, baselineName: "kiwisolver",
                baseline: baseline.change, goal: 1, details: details))
        }
        // Growth of (a) from 1,000 to 10,000 views, as the exponent k of N^k.
        func exponent(_ small: Double, _ large: Double) -> Double { log(large / small) / log(10) }
        results.append(BenchmarkResult(
            name: "solver.build.growth", unit: "exponent k in N^k, N = 1000 to 10000",
            easel: exponent(ours[1000]!.build, ours[10_000]!.build), baselineName: "kiwisolver",
            baseline: exponent(kiwi[1000]!.build, kiwi[10_000]!.build),
            details: ["goalMaxExponent": 1.2, "kiwiExtrapolated": kiwi[10_000]!.extrapolated ? 1 : 0]))
        return results
    }

    /// Our figures, as medians of repeated runs.
    func measure(count: Int) throws -> Figures {
        let repetitions = count <= 1000 ? 15 : 5
        // Systems are kept until all are timed, so that, as in the kiwisolver script, the
        // time to free one is not part of building the next.
        var built: [ChainSystem] = []
        let build = try medianMilliseconds(repetitions: repetitions) { built.append(try ChainSystem(count: count)) }
        built.removeAll()
        var system = try ChainSystem(count: count)
        guard system.solver.value(of: system.lastTop) == Double(8 + 52 * (count - 1)) else {
            throw SolverBenchmarkError.wrongLayout("top of the last of \(count) views is \(system.solver.value(of: system.lastTop))")
        }
        let edit = try medianMilliseconds(repetitions: repetitions) {
            for step in 0..<100 {
                try system.solver.suggestValue(Double(320 + step), for: system.containerWidth)
                system.solver.updateVariables()
            }
        }
        let middle = system.heightConstraints[count / 2]
        var toggle = false
        let change = try medianMilliseconds(repetitions: repetitions * 3) {
            toggle.toggle()
            try system.solver.changeConstant(of: middle, to: toggle ? -50 : -44)
            system.solver.updateVariables()
        }
        return Figures(build: build, edit: edit, change: change)
    }

    /// kiwisolver's figures from Benchmarks/solver-kiwi.py, with N = 10,000
    /// extrapolated unless EASEL_BENCH_KIWI_FULL=1.
    func kiwiFigures() throws -> [Int: Figures] {
        let full = ProcessInfo.processInfo.environment["EASEL_BENCH_KIWI_FULL"] == "1"
        let measured = full ? sizes : sizes.filter { $0 <= 5000 }
        let script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("solver-kiwi.py")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path] + measured.map(String.init)
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw SolverBenchmarkError.baselineFailed("\(script.path) exited with \(process.terminationStatus) (is kiwisolver installed? pip install kiwisolver)")
        }
        var figures: [Int: Figures] = [:]
        for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any] ?? [:]
            guard let count = object["n"] as? Int, let build = object["build"] as? Double,
                let edit = object["edit"] as? Double, let change = object["change"] as? Double
            else { throw SolverBenchmarkError.baselineFailed("\(script.path) printed \(line)") }
            figures[count] = Figures(build: build, edit: edit, change: change)
        }
        for count in sizes where figures[count] == nil {
            // Growth between the two largest measured sizes, carried on to `count`.
            let (small, large) = (measured[measured.count - 2], measured[measured.count - 1])
            let (a, b) = (figures[small]!, figures[large]!)
            func carried(_ from: Double, _ to: Double) -> Double {
                to * pow(to / from, log(Double(count) / Double(large)) / log(Double(large) / Double(small)))
            }
            figures[count] = Figures(
                build: carried(a.build, b.build), edit: carried(a.edit, b.edit), change: carried(a.change, b.change),
                extrapolated: true)
        }
        return figures
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
