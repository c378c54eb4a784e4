import Dispatch
import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The name of the temporary file `AtomicFile` writes before renaming it over
/// `frame.png`: `.frame.png.<process id>.<UUID>.tmp`, in the same directory so that
/// the rename stays on one file system, and a dot name so that listings of frames do
/// not pick it up.
///
/// The process id says whose file it is: a file whose process no longer runs was
/// abandoned by a writer killed before its rename (`kill -9`, a crash), and the first
/// write of a later process into that directory removes it. A file of a running
/// process, this one included, is never touched, so concurrent writers are safe.
struct TemporaryFileName {
    /// The destination's directory.
    let directory: String
    /// The temporary file's full path.
    let path: String

    /// A new, unique temporary name for the destination `path`.
    init(for destination: String) {
        let url = URL(fileURLWithPath: destination)
        directory = url.deletingLastPathComponent().path
        path = directory + "/." + url.lastPathComponent + ".\(getpid()).\(UUID().uuidString).tmp"
    }

    /// The process id in `name` when it is a temporary file of this kind.
    static func owner(ofFileNamed name: String) -> pid_t? {
        guard name.hasPrefix("."), name.hasSuffix(".tmp") else { return nil }
        let parts = name.dropLast(4).split(separator: ".", omittingEmptySubsequences: false)
        // ".", the destination's name (which may hold dots), the pid, the UUID.
        guard parts.count >= 4, UUID(uuidString: String(parts[parts.count - 1])) != nil,
              let owner = pid_t(parts[parts.count - 2]), owner > 0 else { return nil }
        return owner
    }

    /// Removes the temporary files in `directory` whose writers no longer run. Each
    /// directory is swept once per process: a process's own files never need it, and
    /// a frame folder is not listed again for each of its thousand frames.
    static func removeAbandonedFiles(in directory: String) {
        guard swept.firstVisit(directory) else { return }
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
        for name in names {
            guard let owner = owner(ofFileNamed: name), owner != getpid(), !isRunning(owner) else { continue }
            unlink(directory + "/" + name)
        }
    }

    /// Whether a process of that id exists (one of another user's counts: `EPERM`).
    private static func isRunning(_ process: pid_t) -> Bool {
        kill(process, 0) == 0 || errno != ESRCH
    }

    private static let swept = VisitedDirectories()
}

/// The directories swept so far; writers on any thread share it. A serial queue
/// guards the set rather than `Synchronization.Mutex`, whose futex ThreadSanitizer
/// cannot see through on Linux (it reports inserts from two threads as a race).
private final class VisitedDirectories: @unchecked Sendable {
    private let queue = DispatchQueue(label: "easel.temporary-files.visited")
    private var visited: Set<String> = []

    /// True the first time `directory` is seen.
    func firstVisit(_ directory: String) -> Bool {
        queue.sync { visited.insert(directory).inserted }
    }
}
