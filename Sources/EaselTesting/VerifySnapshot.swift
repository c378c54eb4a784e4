import EaselDiff
import Foundation

/// Takes a snapshot of `value` with `strategy` and checks it against its reference,
/// writing what the record mode says, and returns what it found instead of failing:
/// the core of `assertSnapshot`, for `#expect(result.passed)` or your own reporting.
///
/// - Parameters:
///   - name: names the snapshot (`<testName>.<name>.png`); unnamed snapshots of a
///     test are numbered 1, 2, 3… in the order they are taken.
///   - record: the record mode of this call; `nil` for the task's configuration,
///     then `EASEL_RECORD`, then `.missing`.
///   - tolerance: how much may differ (Playwright's options; none by default).
///   - mask: areas left out of the comparison.
///   - snapshotDirectory: the references' directory instead of
///     `__Snapshots__/<TestFile>/` next to the test file.
///   - line, column: where the assertion is, for the run report (see
///     ``SnapshotConfiguration/reportDirectory``), which records every outcome.
@MainActor
public func verifySnapshot<Value>(
    of value: @autoclosure () throws -> Value,
    as strategy: Snapshotting<Value>,
    named name: String? = nil,
    record: RecordMode? = nil,
    tolerance: SnapshotTolerance = .default,
    mask: [SnapshotMask] = [],
    snapshotDirectory: String? = nil,
    filePath: StaticString = #filePath,
    testName: String = #function,
    line: UInt = #line,
    column: UInt = #column
) rethrows -> SnapshotResult {
    let configuration = SnapshotConfiguration.current
        .overridden(by: SnapshotConfiguration(record: record, snapshotDirectory: snapshotDirectory))
    let reference = SnapshotReference(filePath: "\(filePath)", testName: testName, name: name,
                                      directory: configuration.snapshotDirectory)
    let environment = SnapshotEnvironment.current
    var tolerance = tolerance
    tolerance.metric = tolerance.metric ?? configuration.metric
    let source = SnapshotSource(filePath: "\(filePath)", testName: testName, line: line, column: column)
    /// The result, recorded in the run folder.
    func finished(_ outcome: SnapshotResult.Outcome, _ verdict: SnapshotVerification.Verdict? = nil) -> SnapshotResult {
        SnapshotRunRecording.finish(verdict ?? SnapshotVerification.Verdict(outcome: outcome), of: reference,
                                    configuration: configuration, tolerance: tolerance, source: source)
    }
    let mode: RecordMode
    do {
        mode = try configuration.recordMode(environment: environment)
    } catch {
        return finished(.failed(error))
    }
    let artifactsRoot = configuration.artifactsRoot(environment: environment)
    let verification = SnapshotVerification(
        reference: reference, tolerance: tolerance, mode: mode, maskColor: configuration.maskColor,
        artifactsDirectory: URL(fileURLWithPath: artifactsRoot).appendingPathComponent(reference.testFileName).path)
    let subject = try value()
    let capture: SnapshotCapture
    do {
        capture = try strategy.capture(subject, mask)
    } catch {
        return finished(.failed(error))
    }
    let verdict = verification.verify(capture)
    return finished(verdict.outcome, verdict)
}
