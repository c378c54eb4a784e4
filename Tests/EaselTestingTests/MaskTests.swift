import Easel
import EaselGraphics
import EaselTesting
import Foundation
import Testing

/// Masked rectangles and views leave their pixels out of the comparison.
@MainActor
// Its failures are deliberate: they stay out of the package's snapshot run report.
@Suite(.snapshots(reportDirectory: SnapshotConfiguration.reportOff)) struct MaskTests {
    let directory = temporaryDirectory()

    func check(_ view: View, mask: [SnapshotMask], scale: CGFloat = 1) -> SnapshotResult {
        withSnapshotConfiguration(SnapshotConfiguration(snapshotDirectory: directory, artifactsDirectory: directory + "/artifacts")) {
            verifySnapshot(of: view, as: .image(scale: scale), named: "m", mask: mask, testName: "t()")
        }
    }

    @Test func aMaskedRectHidesTheChange() {
        defer { removeDirectory(directory) }
        _ = check(squareView(), mask: [])
        let blue = Color(red: 0, green: 0, blue: 1)
        #expect(check(squareView(color: blue), mask: [.rect(CGRect(x: 2, y: 2, width: 4, height: 4))]).passed)
        // One pixel short of the square: the uncovered column still differs.
        let short = check(squareView(color: blue), mask: [.rect(CGRect(x: 2, y: 2, width: 3, height: 4))])
        guard case .mismatched(let mismatch) = short.outcome else { Issue.record("expected a mismatch"); return }
        #expect(mismatch.difference.differentPixelCount == 4)
        #expect(mismatch.difference.boundingBox?.description == "5,2 1×4")
    }

    @Test func aMaskedViewHidesItsAreaAtTheSnapshotScale() {
        defer { removeDirectory(directory) }
        _ = check(squareView(), mask: [], scale: 2)
        let view = squareView(color: Color(red: 0, green: 0, blue: 1))
        let square = view.subviews[0]
        #expect(check(view, mask: [.view(square)], scale: 2).passed)
        // Unmasked, all 8×8 pixels of the square differ at 2×.
        guard case .mismatched(let mismatch) = check(view, mask: [], scale: 2).outcome else {
            Issue.record("expected a mismatch"); return
        }
        #expect(mismatch.difference.differentPixelCount == 64)
    }

    @Test func aMaskedViewOutsideTheSnapshotIsAnError() {
        defer { removeDirectory(directory) }
        let stray = View(frame: CGRect(x: 0, y: 0, width: 1, height: 1))
        stray.accessibilityIdentifier = "stray"
        #expect(check(squareView(), mask: [.view(stray)]).outcome == .failed(.maskedViewNotShown("stray")))
        #expect(files(under: directory) == [])
    }
}
