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
