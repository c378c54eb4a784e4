import Easel
import EaselGraphics
import EaselTesting
import Foundation
import Testing

/// Playwright's `maskColor`: masked areas painted in the image itself (so in its
/// reference too) and in the diff image, so that a reviewer sees what was left out.
@MainActor
@Suite struct MaskColorTests {
    let directory = temporaryDirectory()
    static let pink = Pixel(red: 255, green: 0, blue: 255)

    func check(_ view: View, record: RecordMode? = nil) -> SnapshotResult {
        let configuration = SnapshotConfiguration(snapshotDirectory: directory, artifactsDirectory: directory + "/artifacts",
                                                  reportDirectory: SnapshotConfiguration.reportOff, maskColor: Self.pink)
        return withSnapshotConfiguration(configuration) {
            verifySnapshot(of: view, as: .image, named: "m", record: record,
                           mask: [.rect(CGRect(x: 10, y: 0, width: 4, height: 2))], testName: "t()")
        }
    }

    @Test func theMaskIsPaintedInTheReferenceTheNewImageAndTheDiff() throws {
        defer { removeDirectory(directory) }
        _ = check(squareView(), record: .all)
        let reference = try Image(contentsOfFile: directory + "/t.m.png")
        #expect(reference[10, 0] == Self.pink && reference[13, 1] == Self.pink)
        #expect(reference[14, 0] == Pixel(red: 255, green: 255, blue: 255) && reference[10, 2] == Pixel(red: 255, green: 255, blue: 255))
        #expect(check(squareView()).outcome == .matched(byteIdentical: true))
        let failed = check(squareView(color: Color(red: 0, green: 0, blue: 1)))
        guard case .mismatched(let mismatch) = failed.outcome else { Issue.record("expected a mismatch"); return }
        let paths = try mismatch.artifacts.get()
        let actual = try Image(contentsOfFile: paths[1]), diff = try Image(contentsOfFile: paths[2])
        #expect(actual[11, 1] == Self.pink)
        #expect(diff[11, 1] == Self.pink)
        #expect(diff[3, 3] == Pixel(red: 255, green: 0, blue: 0))
    }
}
