import EaselDiff
import Foundation
import Synchronization
#if canImport(Testing)
import Testing
#endif
#if canImport(XCTest)
import XCTest
#endif

/// This process's part in the run folders it records in: a ``RunJournal`` and a hold on
/// the ``RunWriterLock`` in each, from its first record there; and, when the run ends,
/// the report of each folder it is the last to leave (``RunReport``, into
/// `<folder>/report`).
///
/// The run ends for XCTest when its test bundle finishes (an `XCTestObservation`
/// registered on the first record of a process that is not running a Swift Testing
/// test), and for every process when it exits (`atexit`): Swift Testing offers no
/// end-of-run hook that a library can join, and both test runners end their process
/// with `exit`. `EASEL_SNAPSHOT_REPORT_AT_END=0` leaves the report to `easel report`.
enum SnapshotRunWriters {
    /// A folder's journal and this process's hold on its writers' lock.
    private struct Writer {
        let journal: RunJournal
        let lock: RunWriterLock
    }

    /// The writers by folder, and whether the end of the run is hooked.
    private struct State {
        var writers: [RunFolder: Writer] = [:]
        var hooked = false
    }

    private static let state = Mutex(State())

    /// This process's journal in `folder`, opened (and the folder joined) on its first
    /// record there, or again when the folder was removed since (a test cleaning up).
    static func journal(of folder: RunFolder) throws(DiffError) -> RunJournal {
        let result = state.withLock { state -> Result<RunJournal, DiffError> in
            if !state.hooked {
                state.hooked = true
                atexit { SnapshotRunWriters.endRun() }
                observeTheEndOfXCTestRuns()
            }
            if let writer = state.writers[folder], !writer.journal.isRemoved { return .success(writer.journal) }
            state.writers[folder]?.lock.leave {}
            do throws(DiffError) {
                let lock = try RunWriterLock(joining: folder)
                let writer = Writer(journal: try folder.openJournal(), lock: lock)
                state.writers[folder] = writer
                return .success(writer.journal)
            } catch {
                state.writers[folder] = nil
                return .failure(error)
            }
        }
        return try result.get()
    }

    /// Leaves every folder this process recorded in; the last process to leave a folder
    /// writes its report, and names it on standard error.
    static func endRun() {
        let writers = state.withLock { state in
            defer { state.writers = [:] }
            return state.writers
        }
        let reports = SnapshotEnvironment.current[SnapshotRunRecording.reportAtEndVariable] != "0"
        for (folder, writer) in writers.sorted(by: { $0.key.path < $1.key.path }) {
            writer.lock.leave {
                // A folder removed since (a test's own) has nothing left to report.
                guard reports, !writer.journal.isRemoved else { return }
                let path = folder.path + "/" + RunReport.folderName
                do {
                    let run = try RunReport.write(of: [folder], to: path)
                    let count = run.images.count, outcome = !run.passed ? "\(run.failures.count) failed"
                        : run.incompleteRecords.isEmpty ? "passed" : "\(run.incompleteRecords.count) records incomplete"
                    FileHandle.standardError.write(Data(
                        "easel: snapshot run report (\(count) \(count == 1 ? "snapshot" : "snapshots"), \(outcome)): \(path)/index.html\n".utf8))
                } catch {
                    FileHandle.standardError.write(Data("easel: warning: no snapshot run report in \(path): \(error)\n".utf8))
                }
            }
        }
    }

    /// Registers the XCTest observer that ends the run when the test bundle finishes;
    /// not inside a Swift Testing test, whose process ends the run when it exits.
    private static func observeTheEndOfXCTestRuns() {
        #if canImport(XCTest)
        #if canImport(Testing)
        guard Test.current == nil else { return }
        #endif
        let observer = XCTestRunEndObserver()
        if Thread.isMainThread {
            MainActor.assumeIsolated { XCTestObservationCenter.shared.addTestObserver(observer) }
        }
        #endif
    }
}

#if canImport(XCTest)
/// Ends the snapshot run when XCTest's test bundle finishes, before the process exits.
private final class XCTestRunEndObserver: NSObject, XCTestObservation {
    func testBundleDidFinish(_ testBundle: Bundle) {
        SnapshotRunWriters.endRun()
    }
}
#endif
