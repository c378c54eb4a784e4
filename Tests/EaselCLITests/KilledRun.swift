import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Runs `easel` and kills it with SIGKILL (`kill -9`) after a delay: no handler, no
/// cleanup, as when CI cancels a job or the kernel's OOM killer strikes.
enum KilledRun {
    /// Starts `easel` with `arguments` in `directory`, sends SIGKILL after `delay`
    /// seconds and waits for it; returns its process id and whether it was still
    /// running when killed (false: it had finished first).
    static func run(_ arguments: [String], in directory: String, killAfter delay: Double) throws -> (pid: Int32, killed: Bool) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: Easel.executable)
        process.arguments = arguments
        process.currentDirectoryURL = URL(fileURLWithPath: directory)
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        usleep(UInt32(delay * 1_000_000))
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        return (process.processIdentifier, process.terminationReason == .uncaughtSignal)
    }

    /// Runs `easel` to the end and returns how long it took, in seconds.
    static func timed(_ arguments: [String], in directory: String) throws -> Double {
        let start = DispatchTime.now()
        let outcome = try Easel.run(arguments, in: directory)
        guard outcome.status == 0 else { throw Failure(outcome: outcome) }
        return Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
    }

    struct Failure: Error, CustomStringConvertible {
        let outcome: Easel.Outcome
        var description: String { "easel failed: \(outcome)" }
    }

    /// The temporary files (`.<name>.<pid>.<UUID>.tmp`, see `AtomicFile`) in `folder`
    /// and its subfolders, with the process ids that made them.
    static func temporaryFiles(in folder: String) -> [(path: String, pid: Int32)] {
        let paths = (try? FileManager.default.subpathsOfDirectory(atPath: folder)) ?? []
        return paths.compactMap { path in
            let name = (path as NSString).lastPathComponent
            guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
            let parts = name.dropLast(4).split(separator: ".")
            return (path, parts.count >= 3 ? Int32(parts[parts.count - 2]) ?? -1 : -1)
        }
    }
}
