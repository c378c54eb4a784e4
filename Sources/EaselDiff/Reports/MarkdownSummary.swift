import Foundation

/// The run as Markdown for a CI job summary (`$GITHUB_STEP_SUMMARY`) or a pull-request
/// comment: the verdict, the counts per status, and a table of every image that is not
/// unchanged with its figures (and, for a test run, its test and source location).
public struct MarkdownSummary {
    let run: ComparisonRun

    /// The summary of `run`.
    public init(_ run: ComparisonRun) {
        self.run = run
    }

    /// The Markdown text.
    public var markdown: String {
        let verdict = run.passed ? "passed" : "failed"
        let counts = ComparisonStatus.allCases.map { "\(run.count(of: $0)) \($0.rawValue)" }.joined(separator: " · ")
        var lines = ["### \(run.runFolders.isEmpty ? "easel compare" : "easel report"): \(verdict)", "",
                     "\(run.images.count) \(run.images.count == 1 ? "image" : "images"): \(counts)"
                         + (run.failures.isEmpty ? "" : " · **\(run.failures.count) failed**")]
        let listed = run.images.filter { $0.status != .unchanged || $0.exceedsAllowance }
        if !listed.isEmpty {
            let hasTests = listed.contains { $0.origin?.record.test != nil }
            lines += ["", "| | image | status | figures |" + (hasTests ? " test |" : ""),
                      "|---|---|---|---|" + (hasTests ? "---|" : "")]
            for image in listed {
                let mark = image.exceedsAllowance ? "✗" : "·"
                var row = "| \(mark) | \(cell(image.name)) | \(image.status.rawValue) | \(cell(Figures.summary(of: image, allowance: run.allowance))) |"
                if hasTests {
                    row += " " + (image.origin?.record.test.map { cell("\($0.name) (\($0.location))") } ?? "") + " |"
                }
                lines.append(row)
            }
        }
        if !run.incompleteRecords.isEmpty {
            lines += ["", "Incomplete records (not in the report):", ""]
            lines += run.incompleteRecords.map { "- " + cell($0.description) }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` inside a table cell: pipes escaped, backticks and brackets kept from
    /// making code or links, on one line.
    private func cell(_ text: String) -> String {
        var result = ""
        for character in text {
            switch character {
            case "|", "`", "[", "]", "*", "_", "<", ">", "\\": result += "\\" + String(character)
            case "\n", "\r": result += " "
            default: result.append(character)
            }
        }
        return result
    }

    /// Writes the Markdown to `path`, all at once.
    public func write(toFile path: String) throws(DiffError) {
        try FileSystem.write(Data(markdown.utf8), to: path)
    }
}
