import Foundation

/// The environment variables snapshot assertions read (`EASEL_RECORD`,
/// `EASEL_ARTIFACTS`, `EASEL_SNAPSHOT_REPORT`, `EASEL_SNAPSHOT_REPORT_AT_END`), looked up
/// one by one with `getenv` as each assertion starts: `ProcessInfo.environment` builds a
/// dictionary of the whole environment on every call, which cost a snapshot assertion
/// about a tenth of its time.
enum SnapshotEnvironment {
    /// The variables read.
    static let names = [RecordMode.environmentVariable, SnapshotConfiguration.artifactsEnvironmentVariable,
                        SnapshotRunRecording.environmentVariable, SnapshotRunRecording.reportAtEndVariable]

    /// The variables that are set now, by name (usually none: an empty dictionary).
    static var current: [String: String] {
        var variables: [String: String] = [:]
        for name in names {
            if let value = getenv(name) { variables[name] = String(cString: value) }
        }
        return variables
    }
}
