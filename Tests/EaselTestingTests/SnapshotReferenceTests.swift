@testable import EaselTesting
import Foundation
import Testing

/// Where references live and what they are called.
@Suite struct SnapshotReferenceTests {
    @Test func nextToTheTestFileInSnapshotsFolder() {
        let reference = SnapshotReference(filePath: "/p/Tests/AppTests/CardTests.swift", testName: "testCard()",
                                          name: "dark mode", directory: nil)
        #expect(reference.path == "/p/Tests/AppTests/__Snapshots__/CardTests/testCard.dark-mode.png")
        #expect(reference.testFileName == "CardTests")
        #expect(reference.identifier == "testCard.dark-mode")
    }

    @Test func unnamedSnapshotsAreNumberedPerTest() {
        let file = "/p/\(UUID().uuidString).swift"
        let numbers = (0..<3).map { _ in SnapshotReference(filePath: file, testName: "a()", name: nil, directory: nil).identifier }
        #expect(numbers == ["a.1", "a.2", "a.3"])
        #expect(SnapshotReference(filePath: file, testName: "b()", name: nil, directory: nil).identifier == "b.1")
    }

    @Test func aDirectoryTheUserSets() {
        let reference = SnapshotReference(filePath: "/p/T.swift", testName: "t()", name: "x", directory: "/refs/here")
        #expect(reference.path == "/refs/here/t.x.png")
    }

    @Test func theEnvironmentNamesTheRecordMode() throws {
        #expect(try RecordMode.fromEnvironment([:]) == nil)
        #expect(try RecordMode.fromEnvironment(["EASEL_RECORD": ""]) == nil)
        #expect(try RecordMode.fromEnvironment(["EASEL_RECORD": "failed"]) == .failed)
        #expect(try RecordMode.fromEnvironment(["EASEL_RECORD": "NEVER"]) == .never)
        #expect(throws: SnapshotError.invalidRecordMode("yes")) { try RecordMode.fromEnvironment(["EASEL_RECORD": "yes"]) }
        #expect(SnapshotError.invalidRecordMode("yes").description
                == "EASEL_RECORD=yes is not a record mode (missing, all, failed, never)")
    }
}

/// Which setting wins: the call or task's configuration, then the environment, then
/// the default.
@Suite struct SnapshotConfigurationTests {
    @Test func recordMode() throws {
        #expect(try SnapshotConfiguration().recordMode(environment: [:]) == .missing)
        #expect(try SnapshotConfiguration().recordMode(environment: ["EASEL_RECORD": "all"]) == .all)
        #expect(try SnapshotConfiguration(record: .never).recordMode(environment: ["EASEL_RECORD": "all"]) == .never)
        // A configured mode does not even read a bad variable.
        #expect(try SnapshotConfiguration(record: .failed).recordMode(environment: ["EASEL_RECORD": "bogus"]) == .failed)
        #expect(throws: SnapshotError.invalidRecordMode("bogus")) {
            try SnapshotConfiguration().recordMode(environment: ["EASEL_RECORD": "bogus"])
        }
    }

    @Test func artifactsRoot() {
        #expect(SnapshotConfiguration().artifactsRoot(environment: [:]) == "Output/SnapshotFailures")
        #expect(SnapshotConfiguration().artifactsRoot(environment: ["EASEL_ARTIFACTS": "/ci/out"]) == "/ci/out")
        #expect(SnapshotConfiguration(artifactsDirectory: "/mine").artifactsRoot(environment: ["EASEL_ARTIFACTS": "/ci/out"])
                == "/mine")
    }

    @Test func innerSettingsWin() {
        let outer = SnapshotConfiguration(record: .never, snapshotDirectory: "/a", artifactsDirectory: "/b")
        let merged = outer.overridden(by: SnapshotConfiguration(record: .all))
        #expect(merged.record == .all && merged.snapshotDirectory == "/a" && merged.artifactsDirectory == "/b")
    }
}
