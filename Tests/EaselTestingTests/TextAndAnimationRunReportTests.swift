import Easel
import EaselDiff
import EaselGraphics
import EaselTesting
import Foundation
import Testing

/// Text and animation assertions leave their records in the run folder as image
/// assertions do: a text snapshot's unified diff, an animation's two APNGs and the diff
/// image of each frame that differs, all shown by the report.
@MainActor
@Suite struct TextAndAnimationRunReportTests {
    let references = temporaryDirectory()
    let artifacts = temporaryDirectory()
    let run = temporaryDirectory()
    var folderName: String { String(references.dropFirst()) }

    func inRun<Result>(_ body: () -> Result) -> Result {
        let result = withSnapshotConfiguration(SnapshotConfiguration(artifactsDirectory: artifacts, reportDirectory: run), operation: body)
        return result
    }

    /// `line` as the page writes it.
    func escaped(_ line: Substring) -> String {
        [("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ("\"", "&quot;"), ("'", "&#39;")]
            .reduce(String(line)) { $0.replacingOccurrences(of: $1.0, with: $1.1) }
    }

    func cleanUp() {
        for folder in [references, artifacts, run] { removeDirectory(folder) }
    }

    @Test func aTextSnapshotThatDiffersIsRecordedWithItsUnifiedDiff() throws {
        defer { cleanUp() }
        _ = inRun {
            verifySnapshot(of: squareView(), as: .hierarchy, named: "tree", record: .all, snapshotDirectory: references,
                           filePath: "/project/Tests/TreeTests.swift", testName: "tree()")
        }
        let result = inRun {
            verifySnapshot(of: squareView(side: 5), as: .hierarchy, named: "tree", snapshotDirectory: references,
                           filePath: "/project/Tests/TreeTests.swift", testName: "tree()", line: 21, column: 9)
        }
        guard case .failed(.textDiffers(_, let diff, rerecorded: false)) = result.outcome else {
            Issue.record("not a text difference: \(result.outcome)")
            return
        }
        let contents = try RunFolder(path: run).read()
        #expect(contents.incomplete == [])
        let record = try #require(contents.records.first)
        #expect(record.name == "\(folderName)/tree.tree.txt")
        #expect(record.failed && record.status == .changed)
        #expect(record.textDiff == diff)
        #expect(record.test?.location == "/project/Tests/TreeTests.swift:21:9")
        #expect(record.pictures == RunRecord.Pictures(baseline: nil, current: nil, diff: nil))

        let report = try RunFolder.reportFolder(in: run)
        let comparison = try ComparisonRun(records: [RunFolder(path: run)])
        let html = HTMLReport(comparison, in: report).html
        let removed = try #require(diff.split(separator: "\n").first { $0.hasPrefix("-") })
        let added = try #require(diff.split(separator: "\n").first { $0.hasPrefix("+") })
        #expect(html.contains(#"<pre class="unified-diff" aria-label="unified diff of the text"><span class="hunk">@@"#))
        #expect(html.contains(#"<span class="removed">\#(escaped(removed))</span>"#))
        #expect(html.contains(#"<span class="added">\#(escaped(added))</span>"#))
    }

    @Test func anAnimationThatDiffersIsRecordedWithBothAPNGsAndEachDifferingFramesDiff() throws {
        defer { cleanUp() }
        /// A red 10×10 square sliding `distance` points right over half a second.
        func sliding(_ distance: CGFloat) -> (View, AnimationSnapshotting<View>) {
            let (view, _) = AnimationSnapshotTests.slidingSquare()
            let square = view.subviews[0]
            return (view, .animation(duration: 0.5, fps: 10, actions: { _ in
                View.animate(withDuration: 0.5, delay: 0, options: .curveLinear, animations: { square.frame.origin.x = distance })
            }))
        }
        let (recorded, thirty) = sliding(30)
        _ = inRun { verifySnapshot(of: recorded, as: thirty, named: "slide", record: .all, snapshotDirectory: references) }
        let (view, twenty) = sliding(20)
        let result = inRun { verifySnapshot(of: view, as: twenty, named: "slide", snapshotDirectory: references) }
        guard case .failed(.animationDiffers(_, _, let frames, rerecorded: false)) = result.outcome else {
            Issue.record("not an animation difference: \(result.outcome)")
            return
        }
        // Frame 0 is the square at the left edge in both; frame n is it at 6n, not 4n.
        #expect(frames == [1, 2, 3, 4, 5])
        let contents = try RunFolder(path: run).read()
        #expect(contents.incomplete == [])
        let record = try #require(contents.records.first)
        #expect(record.name.hasSuffix(".slide.png"))
        #expect(record.pictures.baseline == "images/\(record.name)/baseline.png")
        #expect(record.pictures.current == "images/\(record.name)/current.png")
        #expect(record.differingFrames == (1...5).map {
            RunRecord.DifferingFrame(number: $0, diff: "images/\(record.name)/frame-\($0)-diff.png")
        })
        // The pictures are the two APNGs themselves, which a browser plays.
        #expect(FileManager.default.contents(atPath: run + "/" + (record.pictures.baseline ?? "")) ==
                FileManager.default.contents(atPath: result.reference.path))
        // Frame 1: the square moved from x 6–15 to 4–13, so columns 4, 5, 14 and 15 differ.
        let diff = try Image(contentsOfFile: run + "/images/\(record.name)/frame-1-diff.png")
        for x in [4, 5, 14, 15] { #expect(diff[x, 10] == Pixel(red: 255, green: 0, blue: 0, alpha: 255), "column \(x)") }
        for x in [3, 8, 16] { #expect(diff[x, 10] != Pixel(red: 255, green: 0, blue: 0, alpha: 255), "column \(x)") }

        let report = try RunFolder.reportFolder(in: run)
        let comparison = try ComparisonRun(records: [RunFolder(path: run)])
        try report.storePictures(of: comparison)
        let html = HTMLReport(comparison, in: report).html
        #expect(html.contains(#"<p class="frames">frames that differ (from 0): 1, 2, 3, 4, 5</p>"#))
        #expect(html.contains(#"<figure class="baseline"><img src="images/\#(record.name)/baseline.png""#))
        #expect(html.contains(#"<figure class="frame-diff"><img src="images/\#(record.name)/frame-3-diff.png" alt="diff of frame 3 of \#(record.name)"><figcaption>frame 3 diff</figcaption></figure>"#))
        #expect(files(under: report.path).filter { $0.contains("frame-") } == (1...5).map { "images/\(record.name)/frame-\($0)-diff.png" })
    }
}
