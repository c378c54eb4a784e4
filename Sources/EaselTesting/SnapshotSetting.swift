import Foundation

/// What an assertion resolves before it captures anything: its reference, its record
/// mode (the call's, the task's configuration, `EASEL_RECORD`, then `.missing`) and the
/// directory its failure artifacts go in.
struct SnapshotSetting {
    let reference: SnapshotReference
    let mode: Result<RecordMode, SnapshotError>
    let artifactsDirectory: String
    /// The configuration the assertion resolved, for its run report.
    let configuration: SnapshotConfiguration

    init(filePath: String, testName: String, name: String?, record: RecordMode?, snapshotDirectory: String?,
         pathExtension: String) {
        let configuration = SnapshotConfiguration.current
            .overridden(by: SnapshotConfiguration(record: record, snapshotDirectory: snapshotDirectory))
        self.configuration = configuration
        reference = SnapshotReference(filePath: filePath, testName: testName, name: name,
                                      directory: configuration.snapshotDirectory, pathExtension: pathExtension)
        let environment = SnapshotEnvironment.current
        mode = Result { () throws(SnapshotError) in try configuration.recordMode(environment: environment) }
        artifactsDirectory = URL(fileURLWithPath: configuration.artifactsRoot(environment: environment))
            .appendingPathComponent(reference.testFileName).path
    }

    /// The result of `verify` in the record mode, or of the error it or the mode met,
    /// recorded in the run folder (see ``SnapshotRunRecording``) as the assertion at
    /// `source`'s.
    func result(tolerance: SnapshotTolerance, source: SnapshotSource,
                _ verify: (RecordMode) throws(SnapshotError) -> SnapshotVerification.Verdict) -> SnapshotResult {
        let verdict: SnapshotVerification.Verdict
        do {
            verdict = try verify(try mode.get())
        } catch {
            verdict = SnapshotVerification.Verdict(outcome: .failed(error))
        }
        return SnapshotRunRecording.finish(verdict, of: reference, configuration: configuration, tolerance: tolerance,
                                           source: source)
    }

    /// The outcome of writing `data` as the new reference, then reporting `outcome`.
    func record(_ data: Data, as outcome: SnapshotResult.Outcome) -> SnapshotResult.Outcome {
        do {
            try SnapshotVerification.write(data, to: reference.path)
        } catch {
            return .failed(error)
        }
        return outcome
    }

    /// The outcome when there is no reference: recorded, unless the mode is `never`.
    func missingReference(_ data: Data, mode: RecordMode) -> SnapshotResult.Outcome {
        guard mode != .never else { return .missingReference }
        return record(data, as: .recorded(mode == .all ? .all : .missing, mismatch: nil))
    }
}
