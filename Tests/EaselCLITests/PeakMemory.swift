import Foundation

/// The peak resident memory of one `easel` run, as the kernel accounts it (`ru_maxrss`
/// from `wait4`), measured by `peak-memory-probe`, built beside this test bundle: a
/// child of this process would carry this process's own high-water mark into its
/// figure (see the probe's main.swift).
enum PeakMemory {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    static let probe = Bundle.main.bundleURL.appendingPathComponent("peak-memory-probe").path

    /// Runs `easel` with `arguments` (paths absolute), its output discarded, and
    /// returns its peak RSS in bytes.
    static func ofEasel(_ arguments: [String]) throws -> Int {
        let run = try measure(arguments, in: FileManager.default.currentDirectoryPath)
        guard run.outcome.status == 0 else {
            throw Failure(description: "easel \(arguments.joined(separator: " ")) ended with status \(run.outcome.status)")
        }
        return run.peak
    }

    /// Runs `easel` with `arguments` in `directory` and returns how it ended, what it
    /// printed, and its peak RSS in bytes; through `launcher` when given (a command
    /// that runs the rest of its arguments, to set limits on the probe and `easel`).
    static func measure(_ arguments: [String], in directory: String,
                        launcher: [String] = []) throws -> (outcome: Easel.Outcome, peak: Int) {
        let outcome = try Easel.run(arguments, in: directory, launcher: launcher + [probe])
        var lines = outcome.output.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        guard let last = lines.popLast(), let kilobytes = Int(last) else {
            throw Failure(description: "peak-memory-probe printed no figure for easel \(arguments.joined(separator: " ")): \(outcome)")
        }
        let output = lines.map { $0 + "\n" }.joined()
        return (Easel.Outcome(status: outcome.status, output: output, errors: outcome.errors), kilobytes * 1024)
    }
}
