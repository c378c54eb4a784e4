import Dispatch
import EaselDiff
import Foundation
import Synchronization

/// Every snapshot assertion leaves its outcome in the run folder, so that
/// `easel report <folder>` makes one report of a whole test run: one ``RunRecord`` per
/// snapshot, with the pictures of the ones that did not match.
///
/// The folder is the task's ``SnapshotConfiguration/reportDirectory``, else
/// `$EASEL_SNAPSHOT_REPORT`, else `.build/easel-snapshot-report` in the current
/// directory (the package's, under `swift test`). Each process appends its records to
/// a journal of its own (see ``RunJournal``), so parallel tests and test processes share
/// a folder safely; a snapshot taken again replaces its record. Remove the folder
/// before a run to report that run alone.
///
/// The records are written by a background queue, so that an assertion does not wait
/// for the disk (the pictures of a failure are files created and renamed, about a
/// millisecond each on a busy CI disk); the queue is drained when the test process
/// exits, and by ``flushSnapshotRunRecords()``.
/// `off` (``SnapshotConfiguration/reportOff``) as the folder records nothing.
enum SnapshotRunRecording {
    /// The environment variable naming the run folder.
    static let environmentVariable = "EASEL_SNAPSHOT_REPORT"
    /// The run folder when nothing names one.
    static let defaultFolder = ".build/easel-snapshot-report"

    /// The run folder of `configuration` in `environment`; `nil` when it is `off`.
    static func folder(_ configuration: SnapshotConfiguration, environment: [String: String]) -> RunFolder? {
        let path = configuration.reportDirectory
            ?? environment[environmentVariable].flatMap { $0.isEmpty ? nil : $0 }
            ?? defaultFolder
        return path == SnapshotConfiguration.reportOff ? nil : RunFolder(path: path)
    }

    /// The result of `verdict`, its record written in the run folder of `configuration`
    /// (when it is not `off`); a folder that cannot be written is reported on standard
    /// error (the assertion's own outcome stands).
    static func finish(_ verdict: SnapshotVerification.Verdict, of reference: SnapshotReference,
                       configuration: SnapshotConfiguration, tolerance: SnapshotTolerance,
                       source: SnapshotSource) -> SnapshotResult {
        let result = SnapshotResult(reference: reference, outcome: verdict.outcome)
        if let folder = folder(configuration, environment: ProcessInfo.processInfo.environment) {
            record(result, verdict, in: folder, tolerance: tolerance,
                   test: source.test(of: reference, message: result.failureMessage))
        }
        return result
    }

    /// Writes the record of `result` in the background.
    private static func record(_ result: SnapshotResult, _ verdict: SnapshotVerification.Verdict, in folder: RunFolder,
                               tolerance: SnapshotTolerance, test: SnapshotTest) {
        let name = reportName(of: result.reference.path)
        let relative = { (picture: ReportFolder.Picture) in
            verdict.pictures[picture] == nil ? nil : ReportFolder.relativePath(of: name, picture)
        }
        var files: [String: Data] = [:]
        for (picture, data) in verdict.pictures { files[ReportFolder.relativePath(of: name, picture)] = data }
        let frames = verdict.differingFrames?.map { frame in
            let path = frame.diff.map { _ in ReportFolder.relativePath(of: name, frameDiff: frame.number) }
            if let path, let diff = frame.diff { files[path] = diff }
            return RunRecord.DifferingFrame(number: frame.number, diff: path)
        }
        let record = RunRecord(
            name: name, status: status(of: result.outcome), failed: !result.passed,
            identicalBytes: result.outcome == .matched(byteIdentical: true), reference: result.reference.path,
            pictures: RunRecord.Pictures(baseline: relative(.baseline), current: relative(.current), diff: relative(.diff)),
            difference: verdict.difference,
            criteria: RunRecord.Criteria(tolerance.comparisonOptions(ignoring: []), tolerance.allowance),
            test: test, textDiff: textDiff(of: result.outcome), differingFrames: frames)
        drainsAtExit.withLock { registered in
            guard !registered else { return }
            registered = true
            atexit { SnapshotRunRecording.writer.sync {} }
        }
        writer.async { [files] in
            do {
                try journal(of: folder).append(record, pictures: files)
            } catch {
                FileHandle.standardError.write(Data("easel: warning: the snapshot run report misses \(name): \(error)\n".utf8))
            }
        }
    }

    /// The unified diff of a text snapshot that differs from its reference.
    private static func textDiff(of outcome: SnapshotResult.Outcome) -> String? {
        guard case .failed(.textDiffers(_, let diff, _)) = outcome else { return nil }
        return diff
    }

    /// Writes the records, one at a time, in the order the assertions made them.
    static let writer = DispatchQueue(label: "easel.snapshot-run-records")
    /// This process's journal in each run folder it records in; used on `writer` only.
    nonisolated(unsafe) private static var journals: [RunFolder: RunJournal] = [:]

    /// This process's journal in `folder`, opened on its first record there (on `writer`).
    private static func journal(of folder: RunFolder) throws(DiffError) -> RunJournal {
        // A folder removed since (a test cleaning up) gets a new journal.
        if let journal = journals[folder], FileManager.default.fileExists(atPath: journal.path) { return journal }
        let journal = try folder.openJournal()
        journals[folder] = journal
        return journal
    }
    /// Whether the process drains `writer` when it exits.
    private static let drainsAtExit = Mutex(false)

    /// The name of a reference in the report: its path relative to the current
    /// directory (the package's, under `swift test`), else its whole path; unique, so
    /// that two test targets' `LabelTests` never share a record.
    static func reportName(of path: String) -> String {
        let directory = FileManager.default.currentDirectoryPath + "/"
        return path.hasPrefix(directory) ? String(path.dropFirst(directory.count)) : String(path.drop { $0 == "/" })
    }

    /// The report's status of an outcome: a new reference is added, a mismatch is a
    /// change, a missing one is added (its current image is what would be recorded).
    private static func status(of outcome: SnapshotResult.Outcome) -> ComparisonStatus {
        switch outcome {
        case .matched: .unchanged
        case .recorded(_, mismatch: nil), .missingReference: .added
        case .recorded(_, mismatch: _?), .mismatched, .failed: .changed
        }
    }
}

/// Waits until every snapshot assertion of this process so far has its record in its
/// run folder. The records are written in the background and the test process waits
/// for them when it exits; call this to read the folder while the process runs.
public func flushSnapshotRunRecords() {
    SnapshotRunRecording.writer.sync {}
}
