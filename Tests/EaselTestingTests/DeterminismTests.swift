import Easel
import EaselGraphics
import EaselTesting
import Foundation
import Testing

/// The same view renders to the same bytes every time, so references hold across runs
/// and machines, and a match costs a byte comparison.
@MainActor
// Its failures are deliberate: they stay out of the package's snapshot run report.
@Suite(.snapshots(reportDirectory: SnapshotConfiguration.reportOff)) struct DeterminismTests {
    func labelScreen() -> View {
        let view = View(frame: CGRect(x: 0, y: 0, width: 160, height: 48))
        view.backgroundColor = .white
        let label = Label(frame: CGRect(x: 8, y: 8, width: 144, height: 32))
        label.text = "Snapshot ✓ déjà vu"
        label.textColor = Color(red: 0.1, green: 0.2, blue: 0.6)
        view.addSubview(label)
        return view
    }

    @Test func repeatedRendersAreByteIdentical() throws {
        let directory = temporaryDirectory()
        defer { removeDirectory(directory) }
        let first = verifySnapshot(of: labelScreen(), as: .image(scale: 2), named: "label", record: .missing,
                                   snapshotDirectory: directory, testName: "t()")
        #expect(first.outcome == .recorded(.missing, mismatch: nil))
        let bytes = try #require(FileManager.default.contents(atPath: first.reference.path))
        for _ in 0..<3 {
            let again = verifySnapshot(of: labelScreen(), as: .image(scale: 2), named: "label", record: .never,
                                       snapshotDirectory: directory, testName: "t()")
            #expect(again.outcome == .matched(byteIdentical: true))
        }
        #expect(FileManager.default.contents(atPath: first.reference.path) == bytes)
    }

    @Test func theViewIsPutBackWhereItWas() {
        let directory = temporaryDirectory()
        defer { removeDirectory(directory) }
        let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let before = View(), view = squareView(), after = View()
        view.frame = CGRect(x: 30, y: 40, width: 20, height: 10)
        parent.addSubview(before)
        parent.addSubview(view)
        parent.addSubview(after)
        _ = verifySnapshot(of: view, as: .image, named: "moved", snapshotDirectory: directory, testName: "t()")
        #expect(view.superview === parent)
        #expect(parent.subviews.map { ObjectIdentifier($0) } == [before, view, after].map { ObjectIdentifier($0) })
        #expect(view.frame == CGRect(x: 30, y: 40, width: 20, height: 10))
        #expect(view.window == nil)
    }
}
