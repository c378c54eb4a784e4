import EaselDiff
import Foundation
import Testing

/// The page as text: self-contained, every picture it shows in the folder, the figures
/// and filters. (EaselCLITests opens it in Chromium.)
@Suite struct HTMLReportTests {
    func page() throws -> (html: String, folder: ImageFolder) {
        let gallery = try Gallery()
        let report = try ReportFolder(preparing: gallery.folder.path("report"))
        try HTMLReport(try gallery.run(report: report), in: report).write()
        return (String(decoding: try gallery.folder.read("report/index.html"), as: UTF8.self), gallery.folder)
    }

    /// The values of every `attribute="…"` in `html`.
    func values(of attribute: String, in html: String) -> [String] {
        html.components(separatedBy: " \(attribute)=\"").dropFirst().map { String($0.prefix { $0 != "\"" }) }
    }

    @Test func everyPictureIsARelativePathToAFileOfTheFolder() throws {
        let (html, folder) = try page()
        let sources = values(of: "src", in: html)
        #expect(sources.count == 12)
        for source in Set(sources) {
            #expect(!source.contains(":") && !source.hasPrefix("/"), "\(source) is not relative")
            let path = folder.path("report/" + (source.removingPercentEncoding ?? source))
            #expect(FileManager.default.fileExists(atPath: path), "\(source) is missing")
        }
    }

    @Test func nothingComesFromTheNetwork() throws {
        let (html, _) = try page()
        #expect(!html.contains("http://") && !html.contains("https://") && !html.contains("//cdn"))
        #expect(!html.contains("<link") && !html.contains("<script src"))
    }

    @Test func sectionsFiltersAndFigures() throws {
        let (html, _) = try page()
        #expect(html.contains(#"<meta name="generator" content="easel compare">"#))
        #expect(values(of: "data-status", in: html) == ["unchanged", "changed", "changed", "added", "removed", "unchanged"])
        // Unchanged images are listed but hidden until their filter is ticked.
        #expect(html.contains(#"<section class="image unchanged" id="image-1" data-status="unchanged" hidden>"#))
        #expect(html.contains(#"<input type="checkbox" value="unchanged">"#))
        #expect(html.contains(#"<input type="checkbox" value="changed" checked>"#))
        #expect(html.contains("<dt>differing pixels</dt><dd>2 of 32 (6.25%)</dd>"))
        #expect(html.contains("<dt>sizes</dt><dd>baseline 8×4, current 8×5</dd>"))
        #expect(html.contains(#"<input class="position" type="range" min="0" max="100" value="50""#))
        #expect(html.contains(#"<input class="opacity" type="range""#))
        #expect(html.contains("<title>easel compare: 2 changed, 1 added, 1 removed</title>"))
    }

    @Test func namesAreEscapedAndPathsEncoded() throws {
        let folder = try ImageFolder()
        try folder.write(TestImages.solid(1, 1, TestImages.blue), to: "a/<b> & c#1.png")
        try folder.write(TestImages.solid(1, 1, TestImages.red), to: "b/<b> & c#1.png")
        let report = try ReportFolder(preparing: folder.path("report"))
        let run = try ComparisonRun(comparing: folder.path("a"), with: folder.path("b"), jobs: 1, report: report)
        let html = HTMLReport(run, in: report).html
        #expect(html.contains("&lt;b&gt; &amp; c#1.png"))
        #expect(!html.contains("<b> & c"))
        #expect(html.contains(#"src="images/%3Cb%3E%20%26%20c%231.png/diff.png""#))
    }
}
