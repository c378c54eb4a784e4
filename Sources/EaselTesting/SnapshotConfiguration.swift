import EaselDiff
import EaselGraphics
import Foundation

/// The settings of the snapshot assertions running in a task: record mode, where
/// references live and where failure artifacts go, like swift-snapshot-testing's
/// `withSnapshotTesting(record:)`. A `nil` setting falls back to the environment
/// (`EASEL_RECORD`, `EASEL_ARTIFACTS`, `EASEL_SNAPSHOT_REPORT`) and then to the defaults.
public struct SnapshotConfiguration: Sendable {
    /// The record mode; `nil` for `EASEL_RECORD`, else `.missing`.
    public var record: RecordMode?
    /// The directory holding references, instead of `__Snapshots__/<TestFile>/` next
    /// to the test file.
    public var snapshotDirectory: String?
    /// The directory failure artifacts go under, instead of `$EASEL_ARTIFACTS` or
    /// `Output/SnapshotFailures`; a folder per test file is made in it.
    public var artifactsDirectory: String?
    /// The run folder every assertion records its outcome in, for `easel report`,
    /// instead of `$EASEL_SNAPSHOT_REPORT` or `.build/easel-snapshot-report`;
    /// ``reportOff`` records nothing.
    public var reportDirectory: String?
    /// The run folder that turns recording off: `off`.
    public static let reportOff = "off"
    /// The colour metric of assertions whose tolerance names none; YIQ when `nil`.
    public var metric: ColorMetric?
    /// Playwright's `maskColor`: the colour masked areas are painted in, in the new
    /// image and the diff image that failures show (never in a recorded reference),
    /// so that a reviewer sees what was left out; `nil` leaves them as rendered.
    public var maskColor: Pixel?

    /// A configuration; every setting left `nil` falls back.
    public init(record: RecordMode? = nil, snapshotDirectory: String? = nil, artifactsDirectory: String? = nil,
                reportDirectory: String? = nil, metric: ColorMetric? = nil, maskColor: Pixel? = nil) {
        self.metric = metric
        self.maskColor = maskColor
        self.record = record
        self.snapshotDirectory = snapshotDirectory
        self.artifactsDirectory = artifactsDirectory
        self.reportDirectory = reportDirectory
    }

    /// The configuration of the current task.
    @TaskLocal public static var current = SnapshotConfiguration()

    /// The environment variable naming the artifacts directory.
    public static let artifactsEnvironmentVariable = "EASEL_ARTIFACTS"

    /// The record mode in effect: this configuration's, else `EASEL_RECORD`'s in
    /// `environment`, else `.missing`.
    func recordMode(environment: [String: String]) throws(SnapshotError) -> RecordMode {
        if let record { return record }
        return try RecordMode.fromEnvironment(environment) ?? .missing
    }

    /// The directory artifacts go under (a folder per test file is made in it): this
    /// configuration's, else `EASEL_ARTIFACTS`, else `Output/SnapshotFailures` in the
    /// current directory (the package's, under `swift test`).
    func artifactsRoot(environment: [String: String]) -> String {
        artifactsDirectory
            ?? environment[Self.artifactsEnvironmentVariable].flatMap { $0.isEmpty ? nil : $0 }
            ?? "Output/SnapshotFailures"
    }

    /// This configuration with the settings of `inner` that are set laid over it.
    func overridden(by inner: SnapshotConfiguration) -> SnapshotConfiguration {
        SnapshotConfiguration(record: inner.record ?? record,
                              snapshotDirectory: inner.snapshotDirectory ?? snapshotDirectory,
                              artifactsDirectory: inner.artifactsDirectory ?? artifactsDirectory,
                              reportDirectory: inner.reportDirectory ?? reportDirectory,
                              metric: inner.metric ?? metric, maskColor: inner.maskColor ?? maskColor)
    }
}

/// Runs `operation` with `configuration`'s settings laid over the current ones, for
/// every snapshot assertion inside it.
public func withSnapshotConfiguration<Result>(
    _ configuration: SnapshotConfiguration, operation: () throws -> Result
) rethrows -> Result {
    try SnapshotConfiguration.$current.withValue(SnapshotConfiguration.current.overridden(by: configuration), operation: operation)
}

/// Runs the asynchronous `operation` with `configuration`'s settings laid over the
/// current ones.
public func withSnapshotConfiguration<Result>(
    _ configuration: SnapshotConfiguration, isolation: isolated (any Actor)? = #isolation,
    operation: () async throws -> Result
) async rethrows -> Result {
    try await SnapshotConfiguration.$current.withValue(SnapshotConfiguration.current.overridden(by: configuration),
                                                        operation: operation, isolation: isolation)
}
