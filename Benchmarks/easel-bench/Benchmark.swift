import Foundation

/// One benchmark of `easel-bench`: Easel against a named baseline, measured side by
/// side in one run, reported as ratios (never as a pass/fail on absolute time).
protocol Benchmark {
    /// The name given on the command line (`easel-bench png`).
    var name: String { get }
    /// Runs the benchmark and returns one result per case it measures.
    func run() throws -> [BenchmarkResult]
}

/// One printed line: a JSON object with our figure, the baseline's and their ratio.
struct BenchmarkResult: Encodable {
    /// The benchmark and case, e.g. `png` or `solver.build.n1000`.
    let name: String
    /// What the figures measure, e.g. `ms` or `bytes`.
    let unit: String
    /// Easel's figure.
    let easel: Double
    /// What Easel is measured against, e.g. `cairo_surface_write_to_png`.
    let baselineName: String
    /// The baseline's figure.
    let baseline: Double
    /// `baseline / easel`: above 1 when Easel is faster (or smaller).
    let ratio: Double
    /// The goal the issue sets for `ratio`, when it sets one.
    let goal: Double?
    /// Further figures worth printing (sizes, counts).
    let details: [String: Double]

    init(name: String, unit: String, easel: Double, baselineName: String, baseline: Double,
         goal: Double? = nil, details: [String: Double] = [:]) {
        self.name = name
        self.unit = unit
        self.easel = easel
        self.baselineName = baselineName
        self.baseline = baseline
        self.ratio = baseline / easel
        self.goal = goal
        self.details = details
    }
}

/// The median wall time of `repetitions` runs of `body`, in milliseconds, after one
/// warm-up run.
func medianMilliseconds(repetitions: Int, _ body: () throws -> Void) rethrows -> Double {
    try body()
    var samples: [Double] = []
    for _ in 0..<repetitions {
        let start = ContinuousClock.now
        try body()
        let elapsed = ContinuousClock.now - start
        samples.append(Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) / 1e15)
    }
    samples.sort()
    return samples[samples.count / 2]
}
