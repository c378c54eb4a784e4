import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// The peak resident memory of one `easel` run, as the kernel accounts it: the child is
/// spawned and reaped with `wait4`, whose `ru_maxrss` is that process's high-water mark
/// (Foundation's `Process` reaps its children itself, so it cannot be used here).
enum PeakMemory {
    struct Failure: Error, CustomStringConvertible {
        let description: String
    }

    /// Runs `easel` with `arguments` (paths absolute: the child keeps this process's
    /// working directory), its output discarded, and returns its peak RSS in bytes.
    static func ofEasel(_ arguments: [String]) throws -> Int {
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        let argv = ([Easel.executable] + arguments).map { strdup($0) } + [nil]
        defer { argv.forEach { free($0) } }
        var child: pid_t = 0
        let spawned = posix_spawn(&child, Easel.executable, &actions, nil, argv, environ)
        guard spawned == 0 else { throw Failure(description: "cannot start easel: \(String(cString: strerror(spawned)))") }
        var status: Int32 = 0
        var usage = rusage()
        while wait4(child, &status, 0, &usage) < 0 {
            guard errno == EINTR else { throw Failure(description: "wait4: \(String(cString: strerror(errno)))") }
        }
        // Exited normally (WIFEXITED) with status 0.
        guard status & 0x7F == 0, (status >> 8) & 0xFF == 0 else {
            throw Failure(description: "easel \(arguments.joined(separator: " ")) ended with wait status \(status)")
        }
        return usage.ru_maxrss * 1024  // kilobytes on Linux
    }
}
