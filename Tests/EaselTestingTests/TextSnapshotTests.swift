import Easel
import EaselGraphics
import EaselTesting
import Foundation
import Testing

/// The text strategies (`.hierarchy`, `.layout`, `.trace`, `.accessibilityHierarchy`)
/// and their `.txt` references, compared with a unified diff.
@MainActor
// Its failures are deliberate: they stay out of the package's snapshot run report.
@Suite(.snapshots(reportDirectory: SnapshotConfiguration.reportOff)) struct TextSnapshotTests {
    /// A 100×60 card with a rounded layer, a shape sublayer and a label.
    static func card() -> View {
        let card = View(frame: CGRect(x: 0, y: 0, width: 100, height: 60))
        card.accessibilityIdentifier = "card"
        card.backgroundColor = .white
        card.layer.cornerRadius = 8
        let dot = ShapeLayer()
        dot.frame = CGRect(x: 4, y: 4, width: 8, height: 8)
        card.layer.addSublayer(dot)
        let title = Label(frame: CGRect(x: 16, y: 20, width: 68, height: 20))
        title.text = "Hello \"you\""
        title.alpha = 0.5
        card.addSubview(title)
        return card
    }

    @Test func theHierarchyListsViewsLayersFramesAndWhatDiffersFromANewView() throws {
        let directory = temporaryDirectory()
        defer { removeDirectory(directory) }
        let result = verifySnapshot(of: Self.card(), as: .hierarchy, named: "card", snapshotDirectory: directory)
        #expect(result.outcome == .recorded(.missing, mismatch: nil))
        #expect(result.reference.path.hasSuffix("/theHierarchyListsViewsLayersFramesAndWhatDiffersFromANewView.card.txt"))
        #expect(try String(contentsOfFile: result.reference.path, encoding: .utf8) == """
            View "card" frame=(0, 0, 100, 60) backgroundColor=#FFFFFFFF layer.cornerRadius=8
              ShapeLayer frame=(4, 4, 8, 8)
              Label frame=(16, 20, 68, 20) alpha=0.5 text="Hello \\"you\\""

            """)
        let again = verifySnapshot(of: Self.card(), as: .hierarchy, named: "card", snapshotDirectory: directory)
        #expect(again.outcome == .matched(byteIdentical: true))
    }

    @Test func aDifferenceFailsWithTheUnifiedDiffAndFailedModeReRecords() throws {
        let directory = temporaryDirectory()
        defer { removeDirectory(directory) }
        let lines = (1...12).map { "line \($0)" }
        _ = verifySnapshot(of: lines.joined(separator: "\n") + "\n", as: .lines, named: "text", snapshotDirectory: directory)
        var changed = lines
        changed[1] = "line two"
        changed.insert("inserted", at: 10)
        let text = changed.joined(separator: "\n") + "\n"
        let result = verifySnapshot(of: text, as: .lines, named: "text", snapshotDirectory: directory)
        guard case .failed(.textDiffers(let path, let diff, rerecorded: false)) = result.outcome else {
            Issue.record("expected a text difference, got \(result.outcome)")
            return
        }
        #expect(path == result.reference.path)
        #expect(diff == """
            @@ -1,5 +1,5 @@
             line 1
            -line 2
            +line two
             line 3
             line 4
             line 5
            @@ -8,5 +8,6 @@
             line 8
             line 9
             line 10
            +inserted
             line 11
             line 12
            """)
        #expect(result.failureMessage?.hasPrefix("Snapshot \"aDifferenceFailsWithTheUnifiedDiffAndFailedModeReRecords.text\": "
                                                 + path + ": the text differs from the reference (- reference, + new):\n@@") == true)
        let rerecorded = verifySnapshot(of: text, as: .lines, named: "text", record: .failed, snapshotDirectory: directory)
        guard case .failed(.textDiffers(_, _, rerecorded: true)) = rerecorded.outcome else {
            Issue.record("expected a re-recorded difference, got \(rerecorded.outcome)")
            return
        }
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
        #expect(verifySnapshot(of: text, as: .lines, named: "text", snapshotDirectory: directory).passed)
    }

    @Test func theLayoutIsTheCommandLinesLayoutDump() {
        let directory = temporaryDirectory()
        defer { removeDirectory(directory) }
        let result = verifySnapshot(of: Self.card(), as: .layout, snapshotDirectory: directory)
        #expect(result.outcome == .recorded(.missing, mismatch: nil))
        #expect((try? String(contentsOfFile: result.reference.path, encoding: .utf8)) == """
            {
              "time": 0,
              "frameIndex": 1,
              "views": [
                {"class": "View", "id": "card", "frame": [0, 0, 100, 60], "subviews": [
                  {"class": "Label", "frame": [16, 20, 68, 20]}
                ]}
              ]
            }

            """)
    }

    @Test func theTraceIsTheCommitsOfShowingTheView() throws {
        let directory = temporaryDirectory()
        defer { removeDirectory(directory) }
        let result = verifySnapshot(of: Self.card(), as: .trace, snapshotDirectory: directory)
        let lines = try String(contentsOfFile: result.reference.path, encoding: .utf8).split(separator: "\n")
        #expect(lines.first == #"{"event":"commit","time":0}"#)
        #expect(lines.contains(#"{"event":"draw","view":"Label","rect":[0,0,68,20]}"#))
        #expect(lines.last?.hasPrefix(#"{"event":"frame","index":1,"time":0,"damage":[[0,0,100,60]]"#) == true)
        #expect(verifySnapshot(of: Self.card(), as: .trace, snapshotDirectory: directory, testName: "again").outcome
                == .recorded(.missing, mismatch: nil))
        let first = try Data(contentsOf: URL(fileURLWithPath: result.reference.path))
        let second = try Data(contentsOf: URL(fileURLWithPath: directory + "/again.1.txt"))
        #expect(first == second, "the same view gives the same trace")
    }
}
