import Easel
import EaselDiff
import EaselGraphics
import EaselTesting
import Foundation
import Testing
import XCTest

/// The two reporting adapters: a Swift Testing issue at the caller's location, and
/// XCTFail at the caller's file and line.
@MainActor
// Its failures are deliberate: they stay out of the package's snapshot run report.
@Suite(.snapshots(reportDirectory: SnapshotConfiguration.reportOff)) struct SwiftTestingReportingTests {
    @Test func aFailureIsAnIssueAtTheCallersLine() {
        let directory = temporaryDirectory()
        defer { removeDirectory(directory) }
        let line = #line + 2
        withKnownIssue {
            assertSnapshot(of: squareView(), as: .image, named: "absent", record: .never, snapshotDirectory: directory)
        } matching: { issue in
            issue.comments.map(\.rawValue) == [
                "Snapshot \"aFailureIsAnIssueAtTheCallersLine.absent\": no reference at \(directory)/aFailureIsAnIssueAtTheCallersLine.absent.png, and record mode \"never\" writes none"
            ] && issue.sourceLocation?.line == line && issue.sourceLocation?.fileName == "ReportingTests.swift"
        }
    }

    @Test func aMatchRecordsNoIssue() {
        let directory = temporaryDirectory()
        defer { removeDirectory(directory) }
        _ = verifySnapshot(of: squareView(), as: .image, named: "here", snapshotDirectory: directory)
        assertSnapshot(of: squareView(), as: .image, named: "here", record: .never, snapshotDirectory: directory)
    }
}

/// XCTest's form, observed by catching the failure XCTFail records. XCTest runs
/// synchronous tests on the main thread, where the main actor's code may run.
final class XCTestReportingTests: XCTestCase {
    private var failures: [(description: String, file: String, line: Int)] = []

    override func recordFailure(withDescription description: String, inFile filePath: String, atLine lineNumber: Int,
                                expected: Bool) {
        failures.append((description, filePath, lineNumber))
    }

    func testAFailureIsReportedAtTheCallersFileAndLine() {
        let directory = temporaryDirectory()
        defer { removeDirectory(directory) }
        // A deliberate failure: recorded only in a run folder the environment names
        // (`RunReportProcessTests` runs this test so), never in the package's own.
        let run = ProcessInfo.processInfo.environment["EASEL_SNAPSHOT_REPORT"] ?? SnapshotConfiguration.reportOff
        let line = #line + 3
        MainActor.assumeIsolated {
            withSnapshotConfiguration(SnapshotConfiguration(reportDirectory: run)) {
                assertSnapshot(of: squareView(), as: .image, named: "absent", record: .never, snapshotDirectory: directory)
            }
        }
        let reported = failures
        failures = []
        XCTAssertEqual(reported.count, 1)
        XCTAssertEqual(reported.first?.line, line)
        XCTAssertEqual(reported.first?.file, #filePath)
        XCTAssertEqual(reported.first?.description.hasSuffix(
            "Snapshot \"testAFailureIsReportedAtTheCallersFileAndLine.absent\": no reference at \(directory)/testAFailureIsReportedAtTheCallersFileAndLine.absent.png, and record mode \"never\" writes none"), true)
    }

    /// Recorded into a run folder as Swift Testing's tests are. (Not `@MainActor`: a
    /// throwing method isolated to the main actor aborts XCTest's listing of the tests on
    /// Linux; see EaselTesting's documentation.)
    func testAFailureIsRecordedInTheRunFolderWithItsTestAndLine() throws {
        let directory = temporaryDirectory(), run = temporaryDirectory()
        defer { for folder in [directory, run] { removeDirectory(folder) } }
        let line = #line + 3
        MainActor.assumeIsolated {
            withSnapshotConfiguration(SnapshotConfiguration(reportDirectory: run)) {
                assertSnapshot(of: squareView(), as: .image, named: "absent", record: .never, snapshotDirectory: directory)
            }
        }
        failures = []
        let records = try RunFolder(path: run).read().records
        XCTAssertEqual(records.count, 1)
        XCTAssertEqual(records.first?.test?.name, "ReportingTests/testAFailureIsRecordedInTheRunFolderWithItsTestAndLine()")
        XCTAssertEqual(records.first?.test?.file, #filePath)
        XCTAssertEqual(records.first?.test?.line, line)
        XCTAssertEqual(records.first?.status, .added)
        XCTAssertEqual(records.first?.failed, true)
    }

    func testAMatchReportsNothing() {
        let directory = temporaryDirectory()
        defer { removeDirectory(directory) }
        MainActor.assumeIsolated {
            withSnapshotConfiguration(SnapshotConfiguration(reportDirectory: SnapshotConfiguration.reportOff)) {
                _ = verifySnapshot(of: squareView(), as: .image, named: "here", snapshotDirectory: directory)
                assertSnapshot(of: squareView(), as: .image, named: "here", record: .never, snapshotDirectory: directory)
            }
        }
        XCTAssertEqual(failures.count, 0)
    }
}
