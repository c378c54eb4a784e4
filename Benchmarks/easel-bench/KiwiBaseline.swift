import Foundation

/// kiwisolver on issue 4's chain, as Benchmarks/solver-kiwi.py serves it: a Python
/// process kept running for the whole benchmark, asked for one round at a time so that
/// its rounds interleave with ours (a load that comes and goes on the shared machine
/// then falls on both sides alike).
final class KiwiBaseline {
    private let server: BaselineServer

    /// Starts the script.
    ///
    /// - Throws: `SolverBenchmarkError.baselineFailed` if Python cannot be started.
    init() throws {
        do {
            server = try BaselineServer(script: "solver-kiwi.py", requirement: "is kiwisolver installed? pip install kiwisolver")
        } catch {
            throw SolverBenchmarkError.baselineFailed("\(error)")
        }
    }

    /// Runs one round at `count` views (its changes are remove-and-add, kiwi's only way).
    ///
    /// - Throws: `SolverBenchmarkError.baselineFailed` if the script stopped or printed
    ///   something else than its figures (kiwisolver missing: `pip install kiwisolver`).
    func round(count: Int) throws -> ChainRound {
        let object: [String: Any]
        do { object = try server.ask("\(count)") } catch { throw SolverBenchmarkError.baselineFailed("\(error)") }
        func timing(_ key: String) -> Timing? {
            guard let figures = object[key] as? [String: Double], let wall = figures["wall"], let cpu = figures["cpu"]
            else { return nil }
            return Timing(wall: wall, cpu: cpu)
        }
        guard object["n"] as? Int == count, let build = timing("build"), let edit = timing("edit"),
            let change = timing("change")
        else { throw SolverBenchmarkError.baselineFailed("\(server.script) answered \(object)") }
        return ChainRound(build: build, edit: edit, change: change)
    }
}
