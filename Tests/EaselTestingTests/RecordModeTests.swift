import Easel
import EaselGraphics
import EaselTesting
import Foundation
import Testing

/// Each record mode, with what it wrote and did not write checked on disk.
@MainActor
// Its failures are deliberate: they stay out of the package's snapshot run report.
@Suite(.snapshots(reportDirectory: SnapshotConfiguration.reportOff)) struct RecordModeTests {
    let directory = temporaryDirectory()
    let artifacts = temporaryDirectory()

    func verify(_ view: View, record: RecordMode?) -> SnapshotResult {
        withSnapshotConfiguration(SnapshotConfiguration(artifactsDirectory: artifacts)) {
            verifySnapshot(of: view, as: .image, named: "square", record: record, snapshotDirectory: directory,
                           testName: "recording()")
        }
    }

    var reference: String { directory + "/recording.square.png" }

    @Test func missingWritesTheReferenceAndFails() throws {
        defer { removeDirectory(directory); removeDirectory(artifacts) }
        let result = verify(squareView(), record: .missing)
        #expect(result.outcome == .recorded(.missing, mismatch: nil))
        #expect(!result.passed)
        #expect(result.failureMessage == "Snapshot \"recording.square\": no reference was found; recorded it at \(reference). Run the test again to compare with it.")
        #expect(files(under: directory) == ["recording.square.png"])
        let written = try Image(contentsOfFile: reference)
        #expect(written.pixelWidth == 20 && written.pixelHeight == 10)
        #expect(written[3, 3] == Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        // The second run compares with it, byte for byte.
        #expect(verify(squareView(), record: .missing).outcome == .matched(byteIdentical: true))
        // A mismatch in `missing` mode leaves the reference alone.
        let before = FileManager.default.contents(atPath: reference)
        let mismatch = verify(squareView(color: Color(red: 0, green: 0, blue: 1)), record: .missing)
        guard case .mismatched = mismatch.outcome else { Issue.record("expected a mismatch"); return }
        #expect(FileManager.default.contents(atPath: reference) == before)
        #expect(files(under: directory) == ["recording.square.png"])
    }

    @Test func neverWritesNothingForAMissingReference() {
        defer { removeDirectory(directory); removeDirectory(artifacts) }
        let result = verify(squareView(), record: .never)
        #expect(result.outcome == .missingReference)
        #expect(result.failureMessage == "Snapshot \"recording.square\": no reference at \(reference), and record mode \"never\" writes none")
        #expect(files(under: directory) == [])
        #expect(files(under: artifacts) == [])
    }

    @Test func neverLeavesAMismatchingReferenceAlone() throws {
        defer { removeDirectory(directory); removeDirectory(artifacts) }
        _ = verify(squareView(), record: .missing)
        let before = try #require(FileManager.default.contents(atPath: reference))
        let result = verify(squareView(color: Color(red: 0, green: 0, blue: 1)), record: .never)
        guard case .mismatched = result.outcome else { Issue.record("expected a mismatch"); return }
        #expect(FileManager.default.contents(atPath: reference) == before)
    }

    @Test func allRewritesEveryReferenceAndFails() throws {
        defer { removeDirectory(directory); removeDirectory(artifacts) }
        _ = verify(squareView(), record: .missing)
        let result = verify(squareView(color: Color(red: 0, green: 0, blue: 1)), record: .all)
        #expect(result.outcome == .recorded(.all, mismatch: nil))
        #expect(result.failureMessage == "Snapshot \"recording.square\": record mode is \"all\"; recorded the reference at \(reference)")
        #expect(try Image(contentsOfFile: reference)[3, 3] == Pixel(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(files(under: directory) == ["recording.square.png"])
        #expect(files(under: artifacts) == [])
        // Even a matching snapshot is rewritten and fails.
        #expect(verify(squareView(color: Color(red: 0, green: 0, blue: 1)), record: .all).outcome == .recorded(.all, mismatch: nil))
    }

    @Test func failedRewritesOnlyWhatFails() throws {
        defer { removeDirectory(directory); removeDirectory(artifacts) }
        // Missing: written.
        #expect(verify(squareView(), record: .failed).outcome == .recorded(.missing, mismatch: nil))
        let first = try #require(FileManager.default.contents(atPath: reference))
        // Matching: passes, and the file is not touched.
        let attributes = try FileManager.default.attributesOfItem(atPath: reference)
        #expect(verify(squareView(), record: .failed).outcome == .matched(byteIdentical: true))
        #expect(try FileManager.default.attributesOfItem(atPath: reference)[.modificationDate] as? Date
                == attributes[.modificationDate] as? Date)
        #expect(FileManager.default.contents(atPath: reference) == first)
        // Failing: rewritten, still failing, artifacts of the old reference kept.
        let result = verify(squareView(color: Color(red: 0, green: 0, blue: 1)), record: .failed)
        guard case .recorded(.failed, mismatch: let mismatch?) = result.outcome else {
            Issue.record("expected a re-recorded mismatch, got \(result.outcome)"); return
        }
        #expect(mismatch.difference.differentPixelCount == 16)
        #expect(!result.passed)
        #expect(try Image(contentsOfFile: reference)[3, 3] == Pixel(red: 0, green: 0, blue: 255, alpha: 255))
        #expect(files(under: artifacts) == ["RecordModeTests/recording.square.actual.png",
                                            "RecordModeTests/recording.square.diff.png",
                                            "RecordModeTests/recording.square.reference.png"])
        #expect(FileManager.default.contents(atPath: artifacts + "/RecordModeTests/recording.square.reference.png") == first)
    }

    @Test(.snapshots(record: .never)) func theSuiteTraitSetsTheMode() {
        defer { removeDirectory(directory); removeDirectory(artifacts) }
        #expect(verify(squareView(), record: nil).outcome == .missingReference)
        // The call's own mode wins over the trait's.
        #expect(verify(squareView(), record: .missing).outcome == .recorded(.missing, mismatch: nil))
    }
}
