import Foundation

/// kiwisolver on issue 4's chain, as Benchmarks/solver-kiwi.py serves it: a Python
/// process kept running for the whole benchmark, asked for one round at a time so that
/// its rounds interleave with ours (a load that comes and goes on the shared machine
/// then falls on both sides alike).
final class KiwiBaseline {
    private let process = Process()
    private let input = Pipe()
    private let output = Pipe()
    private var pending = Data()
    private let script: URL

    /// Starts the script.
    ///
    /// - Throws: `SolverBenchmarkError.baselineFailed` if Python cannot be started.
    init() throws {
        script = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("solver-kiwi.py")
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", script.path]
        process.standardInput = input
        process.standardOutput = output
        do { try process.run() } catch {
            throw SolverBenchmarkError.baselineFailed("cannot start python3 \(script.path): \(error)")
        }
    }

    deinit {
        try? input.fileHandleForWriting.close()
        process.waitUntilExit()
    }

    /// Runs one round at `count` views (its changes are remove-and-add, kiwi's only way).
    ///
    /// - Throws: `SolverBenchmarkError.baselineFailed` if the script stopped or printed
    ///   something else than its figures (kiwisolver missing: `pip install kiwisolver`).
    func round(count: Int) throws -> ChainRound {
        input.fileHandleForWriting.write(Data("\(count)\n".utf8))
        while !pending.contains(UInt8(ascii: "\n")) {
            let chunk = output.fileHandleForReading.availableData
            guard !chunk.isEmpty else {
                throw SolverBenchmarkError.baselineFailed("\(script.path) stopped (is kiwisolver installed? pip install kiwisolver)")
            }
            pending.append(chunk)
        }
        let end = pending.firstIndex(of: UInt8(ascii: "\n"))!
        let line = pending[..<end]
        pending = Data(pending[(end + 1)...])
        let object = (try? JSONSerialization.jsonObject(with: line)) as? [String: Any] ?? [:]
        func timing(_ key: String) -> Timing? {
            guard let figures = object[key] as? [String: Double], let wall = figures["wall"], let cpu = figures["cpu"]
            else { return nil }
            return Timing(wall: wall, cpu: cpu)
        }
        guard object["n"] as? Int == count, let build = timing("build"), let edit = timing("edit"),
            let change = timing("change")
        else { throw SolverBenchmarkError.baselineFailed("\(script.path) printed \(String(decoding: line, as: UTF8.self))") }
        return ChainRound(build: build, edit: edit, change: change)
    }
}
