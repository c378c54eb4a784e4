import EaselDiff
import Foundation

/// Every snapshot assertion leaves its outcome in the run folder, so that
/// `easel report <folder>` makes one report of a whole test run: one ``RunRecord`` per
/// snapshot, with the pictures of the ones that did not match.
///
/// The folder is the task's ``SnapshotConfiguration/reportDirectory``, else
/// `$EASEL_SNAPSHOT_REPORT`, else `.build/easel-snapshot-report` in the current
/// directory (the package's, under `swift test`). Records are written all at once, so
/// parallel tests and test processes share a folder safely; a snapshot taken again
/// replaces its record. Remove the folder before a run to report that run alone.
enum SnapshotRunRecording {
    /// The environment variable naming the run folder.
    static let environmentVariable = "EASEL_SNAPSHOT_REPORT"
    /// The run folder when nothing names one.
    static let defaultFolder = ".build/easel-snapshot-report"

    /// The run folder of `configuration` in `environment`.
    static func folder(_ configuration: SnapshotConfiguration, environment: [String: String]) -> RunFolder {
        RunFolder(path: configuration.reportDirectory
            ?? environment[environmentVariable].flatMap { $0.isEmpty ? nil : $0 }
            ?? defaultFolder)
    }

    /// Writes the record of `result`; a folder that cannot be written is reported on
    /// standard error (the assertion's own outcome stands).
    static func record(_ result: SnapshotResult, _ verdict: SnapshotVerification.Verdict?, in folder: RunFolder,
                       tolerance: SnapshotTolerance, test: SnapshotTest) {
        let name = result.reference.testFileName + "/" + result.reference.identifier + ".png"
        let pictures = verdict?.pictures ?? [:]
        let relative = { (picture: ReportFolder.Picture) in
            pictures[picture] == nil ? nil : ReportFolder.relativePath(of: name, picture)
        }
        let record = RunRecord(
            name: name, status: status(of: result.outcome), failed: !result.passed,
            identicalBytes: result.outcome == .matched(byteIdentical: true), reference: result.reference.path,
            pictures: RunRecord.Pictures(baseline: relative(.baseline), current: relative(.current), diff: relative(.diff)),
            difference: verdict?.difference,
            criteria: RunRecord.Criteria(tolerance.comparisonOptions(ignoring: []), tolerance.allowance),
            test: test)
        var files: [String: Data] = [:]
        for (picture, data) in pictures { files[ReportFolder.relativePath(of: name, picture)] = data }
        do {
            try folder.write(record, pictures: files)
        } catch {
            FileHandle.standardError.write(Data("easel: warning: the snapshot run report misses \(name): \(error)\n".utf8))
        }
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
