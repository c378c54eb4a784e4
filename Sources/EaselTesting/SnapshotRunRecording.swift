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
/// A record is written before the assertion returns: one line appended with one
/// `write(2)`, a few microseconds, and the pictures of a failure before it (hard links
/// to its artifacts, or files created and renamed); so a test process killed later
/// loses none of its records.
/// `off` (``SnapshotConfiguration/reportOff``) as the folder records nothing.
///
/// When the run ends, the last process to leave a folder (see ``RunWriterLock``)
/// writes the report of the whole folder into its `report/` (``RunReport``): an XCTest
/// process when its test bundle finishes (`XCTestObservation.testBundleDidFinish`), any
/// process when it exits (Swift Testing has no end-of-run hook a library can join).
/// `EASEL_SNAPSHOT_REPORT_AT_END=0` turns this off.
enum SnapshotRunRecording {
    /// The environment variable naming the run folder.
    static let environmentVariable = "EASEL_SNAPSHOT_REPORT"
    /// The run folder when nothing names one.
    static let defaultFolder = ".build/easel-snapshot-report"
    /// The environment variable that, `0`, keeps the last process from writing the report.
    static let reportAtEndVariable = "EASEL_SNAPSHOT_REPORT_AT_END"

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
        if let folder = folder(configuration, environment: SnapshotEnvironment.current) {
            record(result, verdict, in: folder, tolerance: tolerance,
                   test: source.test(of: reference, message: result.failureMessage))
        }
        return result
    }

    /// Writes the record of `result` in `folder`.
    private static func record(_ result: SnapshotResult, _ verdict: SnapshotVerification.Verdict, in folder: RunFolder,
                               tolerance: SnapshotTolerance, test: SnapshotTest) {
        let name = reportName(of: result.reference.path)
        let relative = { (picture: ReportFolder.Picture) in
            verdict.pictures[picture] == nil ? nil : ReportFolder.relativePath(of: name, picture)
        }
        var files: [String: Data] = [:], linked: [String: String] = [:]
        for (picture, data) in verdict.pictures {
            let path = ReportFolder.relativePath(of: name, picture)
            files[path] = data
            linked[path] = verdict.pictureFiles[picture]
        }
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
        do {
            try SnapshotRunWriters.journal(of: folder).append(record, pictures: files, linking: linked)
        } catch {
            FileHandle.standardError.write(Data("easel: warning: the snapshot run report misses \(name): \(error)\n".utf8))
        }
    }

    /// The unified diff of a text snapshot that differs from its reference.
    private static func textDiff(of outcome: SnapshotResult.Outcome) -> String? {
        guard case .failed(.textDiffers(_, let diff, _)) = outcome else { return nil }
        return diff
    }

    /// The name of a reference in the report: its path relative to the current
    /// directory (the package's, under `swift test`), else its whole path; unique, so
    /// that two test targets' `LabelTests` never share a record.
    static func reportName(of path: String) -> String {
        // Compared and cut as bytes, as the file system names paths (by characters, every
        // record walked both paths' grapheme clusters): the directory ends with a slash,
        // so the cut falls between two whole characters.
        let directory = currentDirectory.utf8
        guard path.utf8.starts(with: directory) else { return String(path.drop { $0 == "/" }) }
        return String(Substring(path.utf8.dropFirst(directory.count)))
    }

    /// The current directory and a slash, read once, when the process records its first
    /// snapshot (before, every record asked the system for it): names relative to the
    /// directory the run started in, which a test changing it meanwhile does not move.
    private static let currentDirectory = FileManager.default.currentDirectoryPath + "/"

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
