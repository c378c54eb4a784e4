import Easel
import EaselDiff
import EaselGraphics
import EaselTesting
import Foundation
import Testing

/// A mismatch's artifacts on disk and its exact message.
@MainActor
// Its failures are deliberate: they stay out of the package's snapshot run report.
@Suite(.snapshots(reportDirectory: SnapshotConfiguration.reportOff)) struct FailureReportTests {
    @Test func aMismatchWritesTheThreeImagesAndSaysWhere() throws {
        let directory = temporaryDirectory(), artifacts = temporaryDirectory()
        defer { removeDirectory(directory); removeDirectory(artifacts) }
        try withSnapshotConfiguration(SnapshotConfiguration(artifactsDirectory: artifacts)) {
            let folder = artifacts + "/FailureReportTests/"
            // The square moves 3 points right: 3 columns of red turn white and 3 of
            // white turn red, 4 rows each (column 5 is red in both).
            _ = verifySnapshot(of: squareView(), as: .image, named: "one", snapshotDirectory: directory, testName: "moved()")
            let failure = verifySnapshot(of: squareView(at: CGPoint(x: 5, y: 2)), as: .image, named: "one",
                                         snapshotDirectory: directory, testName: "moved()")
            #expect(failure.failureMessage == """
                Snapshot "moved.one" does not match the reference: 24 pixels differ (12.0000% of 200, allowed 0), \
                largest color distance 0.8191, bounding box 2,2 7×4 at \(directory)/moved.one.png
                  reference: \(folder)moved.one.reference.png
                  actual: \(folder)moved.one.actual.png
                  diff: \(folder)moved.one.diff.png
                """)
            #expect(files(under: artifacts) == ["FailureReportTests/moved.one.actual.png", "FailureReportTests/moved.one.diff.png",
                                                "FailureReportTests/moved.one.reference.png"])
            let actual = try Image(contentsOfFile: folder + "moved.one.actual.png")
            #expect(actual[6, 3] == Pixel(red: 255, green: 0, blue: 0, alpha: 255))
            #expect(actual[2, 3] == Pixel(red: 255, green: 255, blue: 255, alpha: 255))
            let reference = try Image(contentsOfFile: folder + "moved.one.reference.png")
            #expect(reference[2, 3] == Pixel(red: 255, green: 0, blue: 0, alpha: 255))
            // pixelmatch paints differences red and fades the rest.
            let diff = try RGBAImage(contentsOfFile: folder + "moved.one.diff.png")
            #expect(diff[2, 3] == Pixel(red: 255, green: 0, blue: 0, alpha: 255))
            #expect(diff[6, 3] == Pixel(red: 255, green: 0, blue: 0, alpha: 255))
            #expect(diff[15, 8] != Pixel(red: 255, green: 0, blue: 0, alpha: 255))
        }
    }

    @Test func aSizeChangeIsReported() throws {
        let directory = temporaryDirectory(), artifacts = temporaryDirectory()
        defer { removeDirectory(directory); removeDirectory(artifacts) }
        withSnapshotConfiguration(SnapshotConfiguration(artifactsDirectory: artifacts)) {
            _ = verifySnapshot(of: squareView(), as: .image, named: "size", snapshotDirectory: directory, testName: "t()")
            let result = verifySnapshot(of: squareView(), as: .image(size: CGSize(width: 20, height: 12)), named: "size",
                                        snapshotDirectory: directory, testName: "t()")
            #expect(result.failureMessage?.hasPrefix(
                "Snapshot \"t.size\" does not match the reference: it is 20×12 pixels, the reference 20×10 at ") == true)
        }
    }

    @Test func anUnreadableReferenceFailsWithoutCrashing() throws {
        let directory = temporaryDirectory()
        defer { removeDirectory(directory) }
        try Data("not a png".utf8).write(to: URL(fileURLWithPath: directory + "/t.bad.png"))
        let result = verifySnapshot(of: squareView(), as: .image, named: "bad", snapshotDirectory: directory, testName: "t()")
        guard case .failed(.unreadableReference(let path, _)) = result.outcome else {
            Issue.record("expected an unreadable reference, got \(result.outcome)"); return
        }
        #expect(path == directory + "/t.bad.png")
    }

    @Test func anEmptyViewIsAnError() {
        let result = verifySnapshot(of: View(), as: .image, named: "empty", snapshotDirectory: "/nonexistent", testName: "t()")
        #expect(result.outcome == .failed(.emptySize(width: 0, height: 0)))
        #expect(result.failureMessage == "Snapshot \"t.empty\": cannot snapshot at 0.0×0.0 points: the size has no area (give `size:` or a frame)")
    }
}

/// Strategies that cannot capture say why instead of crashing.
@MainActor
@Suite(.snapshots(reportDirectory: SnapshotConfiguration.reportOff)) struct StrategyErrorTests {
    @Test func aLayerWithoutAViewIsAnError() {
        let result = verifySnapshot(of: Layer(), as: .image, named: "layer", record: .never,
                                    snapshotDirectory: "/nonexistent", testName: "t()")
        #expect(result.outcome == .failed(.layerWithoutView))
    }

    @Test func aMissingSceneFileIsAnError() {
        let result = verifySnapshot(of: URL(fileURLWithPath: "/nonexistent/none.yaml"), as: .scene, named: "scene",
                                    record: .never, snapshotDirectory: "/nonexistent", testName: "t()")
        guard case .failed(.scene(let file, _)) = result.outcome else {
            Issue.record("expected a scene error, got \(result.outcome)"); return
        }
        #expect(file == "/nonexistent/none.yaml")
    }
}
