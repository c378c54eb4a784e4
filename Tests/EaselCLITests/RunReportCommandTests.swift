import EaselDiff
import EaselGraphics
import Foundation
import Testing

/// `easel report`, `easel compare --shard` and `easel snapshots`, run as users run
/// them; the report of a test run opened in headless Chromium as the compare report is.
@Suite struct RunReportCommandTests {
    /// A run folder in `workspace`, as snapshot tests leave it: `Card/title.1.png`
    /// failing (its reference the baseline fixture, the current one in the run),
    /// `Card/body.1.png` passing.
    func makeRun(in workspace: Workspace) throws {
        let baseline = try RGBAImage(contentsOfFile: workspace.path("baseline/ui.png"))
        let current = try RGBAImage(contentsOfFile: workspace.path("current/ui.png"))
        let difference = ImageDifference(baseline: baseline, current: current, producingDiffImage: true)
        let journal = try RunFolder(path: workspace.path("run")).openJournal()
        let name = "Card/title.1.png"
        var pictures: [String: Data] = [:]
        for (picture, path) in [(ReportFolder.Picture.baseline, "baseline/ui.png"), (.current, "current/ui.png")] {
            pictures[ReportFolder.relativePath(of: name, picture)] = try workspace.read(path)
        }
        let diff = try #require(difference.diffImage)
        pictures[ReportFolder.relativePath(of: name, .diff)] = Image(width: diff.width, height: diff.height, rgbaBytes: diff.bytes).pngData()
        let criteria = RunRecord.Criteria(ComparisonOptions(), Allowance())
        try journal.append(RunRecord(
            name: name, status: .changed, failed: true, identicalBytes: false, reference: workspace.path("baseline/ui.png"),
            pictures: RunRecord.Pictures(baseline: ReportFolder.relativePath(of: name, .baseline),
                                         current: ReportFolder.relativePath(of: name, .current),
                                         diff: ReportFolder.relativePath(of: name, .diff)),
            difference: difference.withoutDiffImage, criteria: criteria,
            test: SnapshotTest(name: "Card/title()", file: "/project/Tests/Card.swift", line: 12, column: 9,
                               message: "Snapshot \"title.1\" does not match the reference")), pictures: pictures)
        try journal.append(RunRecord(
            name: "Card/body.1.png", status: .unchanged, failed: false, identicalBytes: true,
            reference: workspace.path("baseline/same/one.png"), pictures: RunRecord.Pictures(baseline: nil, current: nil, diff: nil),
            difference: nil, criteria: criteria,
            test: SnapshotTest(name: "Card/body()", file: "/project/Tests/Card.swift", line: 20, column: 9, message: nil)),
                         pictures: [:])
    }

    @Test func theReportOfATestRunListsTheFailureFirstWithItsTestAndAcceptCommand() throws {
        let workspace = try Workspace()
        try makeRun(in: workspace)
        let outcome = try workspace.easel("report", "run", "--json", "summary.json", "--junit", "junit.xml",
                                          "--markdown", "summary.md")
        #expect(outcome.status == 1, "\(outcome)")
        #expect(outcome.output == """
            ✗ Card/title.1.png: 208 pixels differ (6.771%), over the allowance of 0 pixels
            2 images: 1 unchanged, 1 changed (1 over the allowance), 0 added, 0 removed
            report: run/report/index.html
            JSON summary: summary.json
            JUnit XML: junit.xml
            Markdown summary: summary.md

            """)
        #expect(outcome.errors == "easel: 1 image exceeds the allowance: Card/title.1.png\n")
        let page = String(decoding: try workspace.read("run/report/index.html"), as: UTF8.self)
        #expect(page.contains(#"<p class="test">test <code>Card/title()</code> at <code class="location">/project/Tests/Card.swift:12:9</code></p>"#))
        #expect(page.contains("<code>easel snapshots accept run --image Card/title.1.png</code>"))
        #expect(page.firstRange(of: "Card/title.1.png")!.lowerBound < page.firstRange(of: "Card/body.1.png")!.lowerBound)
        let markdown = String(decoding: try workspace.read("summary.md"), as: UTF8.self)
        #expect(markdown == """
            ### easel report: failed

            2 images: 1 unchanged · 1 changed · 0 added · 0 removed · **1 failed**

            | | image | status | figures | test |
            |---|---|---|---|---|
            | ✗ | Card/title.1.png | changed | 208 pixels differ (6.771%), over the allowance of 0 pixels | Card/title() (/project/Tests/Card.swift:12:9) |

            """)
        let json = try #require(try JSONSerialization.jsonObject(with: workspace.read("summary.json")) as? [String: Any])
        let images = try #require(json["images"] as? [[String: Any]])
        #expect((images[0]["test"] as? [String: Any])?["line"] as? Int == 12)
        #expect(images[0]["metric"] as? String == "yiq")
        #expect(images[1]["differentPixels"] as? Int == 0)
        let junit = String(decoding: try workspace.read("junit.xml"), as: UTF8.self)
        #expect(junit.contains(#"<testsuites name="easel compare" tests="2" failures="1" errors="0" skipped="0">"#))
    }

    @Test func aRunWithAnIncompleteRecordReportsTheRestAndNamesIt() throws {
        let workspace = try Workspace()
        try makeRun(in: workspace)
        try workspace.write("{\"format\": \"easel-run-rec\n", to: "run/records/99999999999999999999-1-cut.jsonl")
        let outcome = try workspace.easel("report", "run", "--output", "out")
        #expect(outcome.status == 1, "\(outcome)")
        #expect(outcome.errors == """
            easel: warning: run/records/99999999999999999999-1-cut.jsonl:1: not a whole record: not JSON (cut short or corrupt): left out of the report
            easel: 1 image exceeds the allowance: Card/title.1.png

            """)
        let page = String(decoding: try workspace.read("out/index.html"), as: UTF8.self)
        #expect(page.contains("<li><code>run/records/99999999999999999999-1-cut.jsonl:1</code>: not a whole record: not JSON (cut short or corrupt)</li>"))
        #expect(FileManager.default.fileExists(atPath: workspace.path("out/images/Card/title.1.png/diff.png")))
    }

    @Test func shardsOfACompareMergeIntoExactlyTheReportOfTheWholeRun() throws {
        let workspace = try Workspace()
        let reports = ["report/index.html", "whole.json", "whole.xml", "whole.md"]
        let whole = try workspace.easel("compare", "baseline", "current", "--report", "report",
                                        "--json", "whole.json", "--junit", "whole.xml", "--markdown", "whole.md")
        #expect(whole.status == 1)
        let wholeReports = try reports.map { try workspace.read($0) }
        // By scene name: same/ and old.png in shard 1, ui, circle and new in shard 2, none in shard 3.
        for shard in 1...3 {
            let outcome = try workspace.easel("compare", "baseline", "current", "--shard", "\(shard)/3", "--report", "shard-\(shard)")
            #expect(outcome.status == (shard == 2 ? 1 : 0), "\(outcome)")
        }
        // The merging job has neither the baseline nor the current images.
        for folder in ["baseline", "current"] { try FileManager.default.removeItem(atPath: workspace.path(folder)) }
        let merged = try workspace.easel("report", "--merge", "shard-1", "shard-2", "shard-3", "--output", "report",
                                         "--json", "merged.json", "--junit", "merged.xml", "--markdown", "merged.md")
        #expect(merged.status == 1, "\(merged)")
        #expect(merged.output == whole.output.replacingOccurrences(of: "whole", with: "merged"))
        for (name, bytes) in zip(["report/index.html", "merged.json", "merged.xml", "merged.md"], wholeReports) {
            #expect(try workspace.read(name) == bytes, "\(name)")
        }
        #expect(FileManager.default.fileExists(atPath: workspace.path("report/images/ui.png/diff.png")))
        #expect(String(decoding: try workspace.read("merged.md"), as: UTF8.self) == """
            ### easel compare: failed

            5 images: 2 unchanged · 1 changed · 1 added · 1 removed · **1 failed**

            | | image | status | figures |
            |---|---|---|---|
            | · | new.png | added | added: only in the current images |
            | · | old.png | removed | removed: only in the baseline |
            | ✗ | ui.png | changed | 208 pixels differ (6.771%), over the allowance of 0 pixels |

            """)

        let partial = try workspace.easel("report", "--merge", "shard-1", "shard-3", "--output", "partial")
        #expect(partial.status == 1)
        #expect(partial.errors.contains("easel: warning: shard 2/3: a shard not given to merge: left out of the report\n"),
                "\(partial)")
    }

    @Test func shardsOfDifferentComparesOrOfACompareAndATestRunDoNotMerge() throws {
        let workspace = try Workspace()
        try makeRun(in: workspace)
        _ = try workspace.easel("compare", "baseline", "current", "--shard", "1/3", "--report", "three-1")
        _ = try workspace.easel("compare", "baseline", "current", "--shard", "2/2", "--report", "two-2")
        let counts = try workspace.easel("report", "--merge", "three-1", "two-2", "--output", "out")
        #expect(counts.status == 2)
        #expect(counts.errors == "easel: three-1 and two-2 cannot make one report: they are shards of different compares "
                + "(other folders, options or shard counts)\n")
        let mixed = try workspace.easel("report", "--merge", "run", "three-1", "--output", "out")
        #expect(mixed.status == 2)
        #expect(mixed.errors == "easel: run and three-1 cannot make one report: one is a test run's, the other a shard of easel compare\n")
        try workspace.write("{}", to: "three-1/shard.json")
        let corrupt = try workspace.easel("report", "three-1")
        #expect(corrupt.status == 2)
        #expect(corrupt.errors == "easel: three-1/shard.json: not a shard description of easel compare --shard\n")
        #expect(!FileManager.default.fileExists(atPath: workspace.path("out")), "no partial output")
    }

    @Test func acceptCopiesTheFailedPictureOverItsReferenceAndUnusedListsTheRest() throws {
        let workspace = try Workspace()
        try makeRun(in: workspace)
        let current = try workspace.read("current/ui.png")
        let accepted = try workspace.easel("snapshots", "accept", "run", "--test", "title")
        #expect(accepted.status == 0, "\(accepted)")
        #expect(accepted.output == "accept: copied 1 image over the references:\n  run/images/Card/title.1.png/current.png → \(workspace.path("baseline/ui.png"))\n")
        #expect(try workspace.read("baseline/ui.png") == current)
        let again = try workspace.easel("snapshots", "accept", "run")
        #expect(again.output == "accept: nothing to copy, the references are up to date\n")
        // The references' folders are baseline/ and baseline/same/: only their other PNGs are unused.
        let unused = try workspace.easel("snapshots", "unused", "run")
        #expect(unused.output == "\(workspace.path("baseline/circle.png"))\n\(workspace.path("baseline/old.png"))\n2 unused references\n")
        let deleted = try workspace.easel("snapshots", "unused", "run", "--delete")
        #expect(deleted.status == 0)
        #expect(!FileManager.default.fileExists(atPath: workspace.path("baseline/old.png")))
        #expect(FileManager.default.fileExists(atPath: workspace.path("current/new.png")))
    }
}

extension ReportInChromiumTests {
    @Test func theReportOfATestRunShowsItsPicturesAndControlsInChromium() throws {
        guard FileManager.default.isExecutableFile(atPath: Self.chromium) else {
            Issue.record("Chromium is not installed: run `scripts/install-deps chromium` (`make test` does)")
            return
        }
        let workspace = try Workspace()
        try RunReportCommandTests().makeRun(in: workspace)
        #expect(try workspace.easel("report", "run", "--output", "report").status == 1)
        let page = String(decoding: try workspace.read("report/index.html"), as: UTF8.self)
        try workspace.write(page.replacingOccurrences(of: "</body>", with: "<script>\(Self.probe)</script>\n</body>"),
                            to: "report/probe.html")
        let dom = try Self.runChromium(["--dump-dom", "file://" + workspace.path("report/probe.html")], in: workspace)
        let json = try #require(dom.components(separatedBy: "<script type=\"application/json\" id=\"probe-result\">").last?
            .components(separatedBy: "</script>").first, "no probe result in the DOM")
        let probe = try JSONDecoder().decode(Probe.self, from: Data(json.utf8))
        #expect(probe.pictures.map(\.src) == ["images/Card/title.1.png/baseline.png", "images/Card/title.1.png/current.png",
                                              "images/Card/title.1.png/diff.png"])
        #expect(probe.pictures.allSatisfy { $0.loaded && $0.naturalWidth == 64 })
        let figures = Dictionary(uniqueKeysWithValues: probe.figures.map { ($0[0], $0[1]) })
        #expect(figures["differing pixels"] == "208 of 3072 (6.771%)")
        #expect(figures["metric"] == "YIQ")
        #expect(probe.clipAfterSliding == "inset(0px 0px 0px 20%)")
        #expect(probe.opacityInOnionSkin == "0.3")
        #expect(dom.contains("/project/Tests/Card.swift:12:9"))
    }
}
