import Foundation

// easel-bench [name …]: runs the named benchmarks (all when none is named) and prints
// one JSON object per result.

let benchmarks: [any Benchmark] = [
    TextBenchmark(),
    FramesBenchmark(),
    PNGBenchmark(),
    PNGProfileBenchmark(),
    SolverBenchmark(),
    AnimationBenchmark(),
    CompareBenchmark(),
    AutoLayoutBenchmark(),
    SnapshotBenchmark(),
    RenderBenchmark(),
    RenderCardsBenchmark(),
    LayersBenchmark(),
    ReportBenchmark(),
    ListsBenchmark(),
]

let requested = Array(CommandLine.arguments.dropFirst())
if requested == ["--list"] {
    for benchmark in benchmarks { print(benchmark.name) }
    exit(0)
}
let unknown = requested.filter { name in !benchmarks.contains { $0.name == name } }
guard unknown.isEmpty else {
    FileHandle.standardError.write(Data("easel-bench: unknown benchmark \(unknown.joined(separator: ", ")); known: \(benchmarks.map(\.name).joined(separator: ", "))\n".utf8))
    exit(2)
}
let encoder = JSONEncoder()
encoder.outputFormatting = [.sortedKeys]
for benchmark in benchmarks where requested.isEmpty || requested.contains(benchmark.name) {
    do {
        for result in try benchmark.run() {
            print(String(decoding: try encoder.encode(result), as: UTF8.self))
        }
    } catch {
        FileHandle.standardError.write(Data("easel-bench: \(benchmark.name) failed: \(error)\n".utf8))
        exit(1)
    }
}
