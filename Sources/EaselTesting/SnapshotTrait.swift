#if canImport(Testing)
import Testing

/// A Swift Testing trait setting the snapshot configuration of a test or of every
/// test in a suite, like swift-snapshot-testing's `.snapshots(record:)`:
/// `@Suite(.snapshots(record: .never))`.
public struct SnapshotTrait: TestTrait, SuiteTrait, TestScoping {
    /// The settings laid over the current ones while the test runs.
    public let configuration: SnapshotConfiguration

    /// Applies to every test in a suite.
    public var isRecursive: Bool { true }

    /// Runs the test with the configuration in effect.
    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        try await SnapshotConfiguration.$current.withValue(SnapshotConfiguration.current.overridden(by: configuration)) {
            try await function()
        }
    }
}

extension Trait where Self == SnapshotTrait {
    /// Snapshots in this test or suite use these settings; `nil` ones fall back.
    /// `reportDirectory` is the run folder their outcomes are recorded in
    /// (``SnapshotConfiguration/reportOff`` records nothing: a suite whose failures are
    /// deliberate keeps them out of the run's report).
    public static func snapshots(record: RecordMode? = nil, snapshotDirectory: String? = nil,
                                 artifactsDirectory: String? = nil, reportDirectory: String? = nil) -> SnapshotTrait {
        SnapshotTrait(configuration: SnapshotConfiguration(record: record, snapshotDirectory: snapshotDirectory,
                                                           artifactsDirectory: artifactsDirectory,
                                                           reportDirectory: reportDirectory))
    }
}
#endif
