/// When a snapshot assertion writes its reference image, as swift-snapshot-testing's
/// `SnapshotTestingConfiguration.Record` says.
///
/// Set per call (`record:`), per suite or test (the `.snapshots(record:)` trait or
/// `withSnapshotConfiguration`), or for the whole run with the environment variable
/// `EASEL_RECORD` (`missing`, `all`, `failed`, `never`); the nearest setting wins.
public enum RecordMode: String, Sendable, CaseIterable {
    /// A missing reference is written and the assertion fails saying so; an existing
    /// one is only compared. The default.
    case missing
    /// Every reference is written again and every assertion fails saying so.
    case all
    /// References that do not match are written again (the assertion still fails);
    /// missing ones are written too.
    case failed
    /// Nothing is ever written: a missing reference fails. For CI.
    case never

    /// The environment variable naming the record mode of a whole run.
    public static let environmentVariable = "EASEL_RECORD"

    /// The mode `EASEL_RECORD` names in `environment`; `nil` when unset or empty, an
    /// error when it names no mode.
    static func fromEnvironment(_ environment: [String: String]) throws(SnapshotError) -> RecordMode? {
        guard let value = environment[environmentVariable], !value.isEmpty else { return nil }
        guard let mode = RecordMode(rawValue: value.lowercased()) else {
            throw .invalidRecordMode(value)
        }
        return mode
    }
}
