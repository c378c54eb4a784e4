import Easel
import EaselGraphics
import EaselSnapshotTesting
import Foundation
import SnapshotTesting
import Testing

/// swift-snapshot-testing's text assertions over Easel's text strategies.
@MainActor
@Suite struct TextStrategyTests {
    @Test func theHierarchyIsRecordedAsTextAndADifferenceIsShownAsADiff() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("easel-sst-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let view = View(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let label = Label(frame: CGRect(x: 2, y: 2, width: 16, height: 6))
        label.text = "Hi"
        view.addSubview(label)
        _ = verifySnapshot(of: view, as: .hierarchy, named: "tree", record: .missing, snapshotDirectory: directory,
                           testName: "tree")
        #expect(try String(contentsOfFile: directory + "/tree.tree.txt", encoding: .utf8) == """
            View frame=(0, 0, 20, 10)
              Label frame=(2, 2, 16, 6) text="Hi"

            """)
        label.text = "Ho"
        let failed = verifySnapshot(of: view, as: .hierarchy, named: "tree", record: .never, snapshotDirectory: directory,
                                    testName: "tree")
        #expect(failed?.contains("−  Label frame=(2, 2, 16, 6) text=\"Hi\"\n+  Label frame=(2, 2, 16, 6) text=\"Ho\"") == true)
        label.isAccessibilityElement = true
        label.accessibilityHint = "Greets"
        _ = verifySnapshot(of: view, as: .accessibilityHierarchy, named: "voiceover", record: .missing,
                           snapshotDirectory: directory, testName: "tree")
        #expect(try String(contentsOfFile: directory + "/tree.voiceover.txt", encoding: .utf8) == """
            1. Ho
               traits: [staticText] frame: (2, 2, 16, 6) class: Label
               hint: Greets

            """)
    }
}
