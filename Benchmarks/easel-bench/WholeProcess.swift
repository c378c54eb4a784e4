import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A command run as a whole process, the way a shell or CI runs it: spawned with
/// `posix_spawn` (no shell, output to /dev/null), timed from spawn to exit.
struct WholeProcess {
    let path: String
    let arguments: [String]

    /// What one run cost.
    struct Run {
        let status: Int32
        /// User plus system time of the process, in milliseconds: what it cost the
        /// machine, whatever else shared the cores meanwhile.
        let cpuMilliseconds: Double
    }

    /// Runs the command once.
    @discardableResult
    func run() throws -> Run {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([path] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var pid: pid_t = 0
        let spawned = posix_spawn(&pid, path, &actions, nil, argv, environ)
        guard spawned == 0 else { throw BenchmarkError.process("\(path): cannot start: \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(pid, &status, 0, &usage) < 0 && errno == EINTR {}
        let cpu = Double(usage.ru_utime.tv_sec + usage.ru_stime.tv_sec) * 1000
            + Double(usage.ru_utime.tv_usec + usage.ru_stime.tv_usec) / 1000
        // WEXITSTATUS, which Swift does not import.
        return Run(status: (status >> 8) & 0xFF, cpuMilliseconds: cpu)
    }

    /// Runs the command and returns what it printed on standard output and standard
    /// error (both short: they are read one after the other).
    func capture() throws -> (standardOutput: String, standardError: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let printed = output.fileHandleForReading.readDataToEndOfFile()
        let complained = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (String(decoding: printed, as: UTF8.self), String(decoding: complained, as: UTF8.self))
    }
}
