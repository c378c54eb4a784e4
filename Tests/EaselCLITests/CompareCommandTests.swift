import EaselDiff
import Foundation
import Testing

/// `easel compare` end to end: what it prints, what it writes, how it exits.
@Suite struct CompareCommandTests {
    @Test func foldersWithEveryStatusExitWith1() throws {
        let workspace = try Workspace()
        let outcome = try workspace.easel("compare", "baseline", "current")
        #expect(outcome.status == 1, "\(outcome)")
        #expect(outcome.output == """
            · new.png: added: only in the current images
            · old.png: removed: only in the baseline
            ✗ ui.png: 208 pixels differ (6.771%), over the allowance of 0 pixels
            5 images: 2 unchanged, 1 changed (1 over the allowance), 1 added, 1 removed

            """)
        #expect(outcome.errors == "easel: 1 image exceeds the allowance: ui.png\n")
    }

    @Test func withinTheAllowanceExitsWith0() throws {
        let workspace = try Workspace()
        let pixels = try workspace.easel("compare", "baseline/ui.png", "current/ui.png", "--max-diff-pixels", "208")
        #expect(pixels.status == 0, "\(pixels)")
        #expect(pixels.output == "· ui.png: 208 pixels differ (6.771%), within the allowance of 208 pixels\n")
        #expect(pixels.errors == "")
        let over = try workspace.easel("compare", "baseline/ui.png", "current/ui.png", "--max-diff-pixels", "207")
        #expect(over.status == 1, "\(over)")
        // 208 of 3,072 pixels is 6.77%.
        #expect(try workspace.easel("compare", "baseline/ui.png", "current/ui.png", "--max-diff-ratio", "0.068").status == 0)
        #expect(try workspace.easel("compare", "baseline/ui.png", "current/ui.png", "--max-diff-ratio", "0.067").status == 1)
        #expect(try workspace.easel("compare", "baseline/ui.png", "current/ui.png", "--max-diff-ratio", "0.5",
                                    "--max-diff-pixels", "10").status == 1)
    }

    @Test func thresholdAndAntialiasing() throws {
        let workspace = try Workspace()
        let quiet = try workspace.easel("compare", "baseline/circle.png", "current/circle.png")
        #expect(quiet.status == 0)
        #expect(quiet.output == "· circle.png: unchanged: 51 anti-aliased pixels ignored\n")
        let counted = try workspace.easel("compare", "baseline/circle.png", "current/circle.png", "--include-aa")
        #expect(counted.status == 1)
        #expect(counted.output == "✗ circle.png: 51 pixels differ (3.188%), over the allowance of 0 pixels\n")
        // The circle's largest distance is 0.326: a threshold above it lets everything match.
        #expect(try workspace.easel("compare", "baseline/circle.png", "current/circle.png", "--include-aa",
                                    "--threshold", "0.33").status == 0)
    }

    @Test func ignoreRegionsFromTheCommandLineAndAFile() throws {
        let workspace = try Workspace()
        // The differences of ui.png lie in 4,2 48×33.
        let all = try workspace.easel("compare", "baseline", "current", "--ignore", "4,2,48,33")
        #expect(all.status == 0, "\(all)")
        let split = try workspace.easel("compare", "baseline", "current", "--ignore", "4,2,20,33", "--ignore", "24,2,28,33")
        #expect(split.status == 0, "\(split)")
        #expect(try workspace.easel("compare", "baseline", "current", "--ignore", "4,2,48,32").status == 1)
        try workspace.write(#"{"ignore": {"ui.png": [[4, 2, 48, 33]], "typo.png": [[0, 0, 1, 1]]}}"#, to: "ignore.json")
        let file = try workspace.easel("compare", "baseline", "current", "--ignore-file", "ignore.json")
        #expect(file.status == 0, "\(file)")
        #expect(file.errors == "easel: warning: ignore.json: no image is named \"typo.png\"\n")
    }

    /// `easel compare <baseline> <current>` alone skips the argument parser; it must
    /// end exactly as the parsed command does (here forced by an option at its default).
    @Test(arguments: [("baseline/same/one.png", "current/same/one.png"), ("baseline/ui.png", "current/ui.png"),
                      ("baseline/circle.png", "current/circle.png"), ("baseline", "current"),
                      ("baseline/ui.png", "current/missing.png"), ("baseline/ui.png", "current")])
    func twoOperandsAloneEndAsTheParsedCommand(baseline: String, current: String) throws {
        let workspace = try Workspace()
        let operands = try workspace.easel("compare", baseline, current)
        let parsed = try workspace.easel("compare", baseline, current, "--threshold", "0.1")
        #expect(operands.status == parsed.status)
        #expect(operands.output == parsed.output)
        #expect(operands.errors == parsed.errors)
        #expect(!operands.output.isEmpty || !operands.errors.isEmpty)
    }

    @Test func badInputExitsWith2NamingTheFile() throws {
        let workspace = try Workspace()
        let missing = try workspace.easel("compare", "baseline", "nowhere")
        #expect(missing.status == 2)
        #expect(missing.errors == "easel: nowhere: no such file or folder\n")
        #expect(missing.output == "")
        let mixed = try workspace.easel("compare", "baseline", "current/ui.png")
        #expect(mixed.status == 2)
        #expect(mixed.errors == "easel: baseline is a folder but current/ui.png is a file: compare two PNG files or two folders\n")
        try workspace.write("GIF89a", to: "current/same/one.png")
        let corrupt = try workspace.easel("compare", "baseline", "current")
        #expect(corrupt.status == 2)
        #expect(corrupt.errors == "easel: current/same/one.png: not a PNG image: it does not start with the PNG signature\n")
        try workspace.write(#"{"ignore": {"ui.png": [[1, 2, 3]]}}"#, to: "ignore.json")
        let ignore = try workspace.easel("compare", "baseline/ui.png", "current/ui.png", "--ignore-file", "ignore.json")
        #expect(ignore.status == 2)
        #expect(ignore.errors == "easel: ignore.json: ignore[\"ui.png\"][0]: expected [x, y, width, height]\n")
    }

    @Test func badOptionsExitWith2WithTheUsage() throws {
        let workspace = try Workspace()
        for (arguments, message) in [
            (["--threshold", "1.5"], "Error: --threshold must be between 0 and 1, not 1.5."),
            (["--max-diff-pixels=-1"], "Error: --max-diff-pixels must not be negative, not -1."),
            (["--max-diff-ratio", "2"], "Error: --max-diff-ratio must be between 0 and 1, not 2.0."),
            (["--jobs", "0"], "Error: --jobs must be at least 1, not 0."),
            (["--ignore", "1,2,3"], "Error: The value '1,2,3' is invalid for '--ignore <x,y,width,height>'"),
            (["--ignore", "1,2,-3,4"], "Error: The value '1,2,-3,4' is invalid for '--ignore <x,y,width,height>'"),
            (["--colour", "red"], "Error: Unknown option '--colour'"),
        ] {
            let outcome = try Easel.run(["compare", "baseline", "current"] + arguments, in: workspace.path)
            #expect(outcome.status == 2, "\(arguments)")
            #expect(outcome.errors.hasPrefix(message), "\(outcome.errors)")
            #expect(outcome.errors.contains("Usage: easel compare [<options>] <baseline> <current>"))
        }
    }

    @Test func reportsAreTheLibrarysWithTheSameFigures() throws {
        let workspace = try Workspace()
        let (baseline, current) = (workspace.path("baseline"), workspace.path("current"))
        let outcome = try workspace.easel("compare", baseline, current, "--report", workspace.path("report"),
                                          "--json", workspace.path("out/summary.json"), "--junit", workspace.path("out/junit.xml"))
        #expect(outcome.status == 1)
        #expect(outcome.output.hasSuffix("""
            report: \(workspace.path("report"))/index.html
            JSON summary: \(workspace.path("out/summary.json"))
            JUnit XML: \(workspace.path("out/junit.xml"))

            """))
        // The library's documents for the same comparison, which EaselDiffTests validate
        // (the JSON against docs/compare-summary.schema.json, the JUnit with XMLParser).
        let expectedFolder = try Workspace()
        let report = try ReportFolder(preparing: workspace.path("report"))
        let run = try ComparisonRun(comparing: baseline, with: current, jobs: 1, report: report)
        try JSONSummary(run, report: report).write(toFile: expectedFolder.path("summary.json"))
        #expect(try workspace.read("out/summary.json") == expectedFolder.read("summary.json"))
        #expect(try workspace.read("out/junit.xml") == Data(JUnitReport(run, report: report).xml.utf8))
        #expect(try workspace.read("report/index.html") == Data(HTMLReport(run, in: report).html.utf8))
        #expect(FileManager.default.fileExists(atPath: workspace.path("report/images/ui.png/diff.png")))
    }

    @Test func updateCopiesExactlyWhatItSaysAfterTheReport() throws {
        let workspace = try Workspace()
        let before = try workspace.snapshot()
        let outcome = try workspace.easel("compare", "baseline", "current", "--update", "--report", "report")
        #expect(outcome.status == 0, "\(outcome)")
        #expect(outcome.output.hasSuffix("""
            report: report/index.html
            update: copied 2 images into the baseline:
              current/new.png → baseline/new.png
              current/ui.png → baseline/ui.png

            """))
        let after = try workspace.snapshot()
        let changedFiles = Set(after.keys).union(before.keys).filter { after[$0] != before[$0] && !$0.hasPrefix("report/") }
        #expect(changedFiles == ["baseline/new.png", "baseline/ui.png"])
        #expect(after["baseline/new.png"] == before["current/new.png"])
        #expect(after["baseline/ui.png"] == before["current/ui.png"])
        // The report was written before the update: it shows the old baseline.
        #expect(after["report/images/ui.png/baseline.png"] == before["baseline/ui.png"])
        let again = try workspace.easel("compare", "baseline", "current", "--update")
        #expect(again.status == 0)
        #expect(again.output == """
            · old.png: removed: only in the baseline
            5 images: 4 unchanged, 0 changed, 0 added, 1 removed
            update: nothing to copy, the baseline is up to date

            """)
    }
}
