import Foundation

/// The comparison as JUnit XML, so that CI systems (Jenkins, GitLab, GitHub checks)
/// list it with the tests: one test case per image. A changed image over the allowance
/// fails with its figures; a removed one is skipped with the reason; the others pass,
/// with their summary as output.
public struct JUnitReport {
    let run: ComparisonRun
    /// Where the HTML report is, to point failures at their diff images.
    let report: ReportFolder?

    /// The XML of `run`; `report` is the HTML report's folder when one was written.
    public init(_ run: ComparisonRun, report: ReportFolder?) {
        self.run = run
        self.report = report
    }

    /// The XML document.
    public var xml: String {
        let failures = run.failures.count
        let skipped = run.count(of: .removed)
        let counts = #"tests="\#(run.images.count)" failures="\#(failures)" errors="0" skipped="\#(skipped)""#
        let suite = MarkupEscaping.escape("easel compare \(run.baseline) \(run.current)")
        var lines = [
            #"<?xml version="1.0" encoding="UTF-8"?>"#,
            #"<testsuites name="easel compare" \#(counts)>"#,
            #"  <testsuite name="\#(suite)" \#(counts)>"#,
        ]
        for image in run.images {
            lines += testCase(image)
        }
        lines += ["  </testsuite>", "</testsuites>", ""]
        return lines.joined(separator: "\n")
    }

    private func testCase(_ image: ComparedImage) -> [String] {
        let summary = Figures.summary(of: image, allowance: run.allowance)
        let open = #"    <testcase classname="easel.compare" name="\#(MarkupEscaping.escape(image.name))">"#
        if image.exceedsAllowance {
            let type = image.difference?.sizesDiffer == true ? "size" : "pixels"
            return [open,
                    #"      <failure type="\#(type)" message="\#(MarkupEscaping.escape(summary))">\#(MarkupEscaping.escape(details(image)))</failure>"#,
                    "    </testcase>"]
        }
        if image.status == .removed {
            return [open, #"      <skipped message="\#(MarkupEscaping.escape(summary))"/>"#, "    </testcase>"]
        }
        return [open, "      <system-out>\(MarkupEscaping.escape(summary))</system-out>", "    </testcase>"]
    }

    /// The failure's body: the files, the figures and the diff image.
    private func details(_ image: ComparedImage) -> String {
        var lines = ["baseline: \(image.baselinePath ?? "none")", "current: \(image.currentPath ?? "none")"]
        if let difference = image.difference {
            lines += Figures.details(of: difference, judgedBy: run.criteria(of: image))
                .map { "\($0.0): \($0.1)" }
        }
        if let report {
            lines.append("diff: \(report.file(of: image.name, .diff))")
        }
        return lines.joined(separator: "\n")
    }

    /// Writes the XML to `path`, all at once.
    public func write(toFile path: String) throws(DiffError) {
        try FileSystem.write(Data(xml.utf8), to: path)
    }
}
