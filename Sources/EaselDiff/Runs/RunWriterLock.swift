import Foundation
import Synchronization

/// Tells which process of a test run leaves a ``RunFolder`` last, so that it, and only
/// it, writes the report of the whole run.
///
/// Test processes record in one folder at once (`swift test --parallel`, XCTest's and
/// Swift Testing's runs one after the other, CI jobs sharing a disk), and none knows
/// whether another is still running. Each holds the folder's `writers.lock` shared
/// (`flock(2)`) from its first record until it leaves; leaving, it lets go and then
/// asks for the lock alone, which it gets only when no other process holds it any
/// more: every process that recorded there has left, its records written. It holds
/// the lock alone while it writes the report, so that a process that starts recording
/// meanwhile waits and then, leaving last, writes the report again. The kernel lets go
/// of a killed process's lock, so a crashed process never keeps the report from being
/// written.
public final class RunWriterLock: Sendable {
    /// The run folder.
    public let folder: RunFolder
    /// The lock file's descriptor; -1 once left.
    private let descriptor: Mutex<Int32>

    /// The lock file in the run folder.
    static let fileName = "writers.lock"

    /// Joins the processes recording in `folder` (creating the folder), waiting while
    /// the last one to leave writes its report.
    public init(joining folder: RunFolder) throws(DiffError) {
        self.folder = folder
        try FileSystem.createFolder(folder.path)
        let path = folder.path + "/" + Self.fileName
        let opened = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o666)
        guard opened >= 0 else { throw .cannotWrite(path: path, reason: String(cString: strerror(errno))) }
        while flock(opened, LOCK_SH) != 0 {
            guard errno == EINTR else {
                let reason = String(cString: strerror(errno))
                close(opened)
                throw .cannotWrite(path: path, reason: "cannot lock it: \(reason)")
            }
        }
        descriptor = Mutex(opened)
    }

    deinit {
        descriptor.withLock { if $0 >= 0 { close($0) } }
    }

    /// Leaves the folder's writers; when no other process records there any more, runs
    /// `last` first, holding the lock alone. Only the first call does anything.
    public func leave(whenLast last: () -> Void) {
        descriptor.withLock { descriptor in
            guard descriptor >= 0 else { return }
            flock(descriptor, LOCK_UN)
            if flock(descriptor, LOCK_EX | LOCK_NB) == 0 { last() }
            close(descriptor)
            descriptor = -1
        }
    }
}
