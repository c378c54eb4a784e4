import ArgumentParser
import EaselDiff

/// The reports a command was asked for, by `compare` and `report` alike: the HTML page
/// in its folder, the JSON summary, the JUnit XML and the Markdown summary, each
/// written all at once and then named on standard output.
struct ReportFiles {
    var json: String?
    var junit: String?
    var markdown: String?

    /// Writes the reports of `run`; the page only when there is a `folder`.
    func write(_ run: ComparisonRun, folder: ReportFolder?) throws(DiffError) {
        if let folder {
            try HTMLReport(run, in: folder).write()
            print("report: \(folder.path)/index.html")
        }
        if let json {
            try JSONSummary(run, report: folder).write(toFile: json)
            print("JSON summary: \(json)")
        }
        if let junit {
            try JUnitReport(run, report: folder).write(toFile: junit)
            print("JUnit XML: \(junit)")
        }
        if let markdown {
            try MarkdownSummary(run).write(toFile: markdown)
            print("Markdown summary: \(markdown)")
        }
    }
}

/// `--json`, `--junit` and `--markdown`, the options of the reports `compare` and
/// `report` write besides the page.
struct ReportFileOptions: ParsableArguments {
    @Option(help: ArgumentHelp("Write a JSON summary to this file (see docs/COMPARE.md).", valueName: "file"))
    var json: String?

    @Option(help: ArgumentHelp("Write JUnit XML to this file, one test case per image.", valueName: "file"))
    var junit: String?

    @Option(help: ArgumentHelp("Write a Markdown summary to this file, for a CI job summary or a pull-request comment.",
                               valueName: "file"))
    var markdown: String?

    /// The files asked for.
    var files: ReportFiles { ReportFiles(json: json, junit: junit, markdown: markdown) }
}
