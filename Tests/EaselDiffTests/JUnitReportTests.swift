import EaselDiff
import Foundation
import Testing
#if canImport(FoundationXML)
import FoundationXML
#endif

/// The JUnit XML, read back with Foundation's XML parser.
@Suite struct JUnitReportTests {
    /// The elements of a JUnit document: names, attributes and text, in order.
    final class Reader: NSObject, XMLParserDelegate {
        struct Element { let name: String; let attributes: [String: String]; var text = "" }
        var elements: [Element] = []
        private var open: [Int] = []

        func parser(_ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
                    attributes: [String: String] = [:]) {
            elements.append(Element(name: name, attributes: attributes))
            open.append(elements.count - 1)
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if let index = open.last { elements[index].text += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            open.removeLast()
        }
    }

    func parse(_ xml: String) throws -> [Reader.Element] {
        let parser = XMLParser(data: Data(xml.utf8))
        let reader = Reader()
        parser.delegate = reader
        #expect(parser.parse(), "the XML does not parse: \(parser.parserError.map { "\($0)" } ?? "")")
        return reader.elements
    }

    @Test func oneTestCasePerImageAndTheChangedOnesFail() throws {
        let gallery = try Gallery()
        let run = try gallery.run()
        let elements = try parse(JUnitReport(run, report: nil).xml)
        #expect(elements.map(\.name) == ["testsuites", "testsuite", "testcase", "system-out", "testcase", "failure", "testcase",
                                         "failure", "testcase", "system-out", "testcase", "skipped", "testcase", "system-out"])
        let suites = elements[0].attributes
        #expect(suites["tests"] == "6" && suites["failures"] == "2" && suites["skipped"] == "1" && suites["errors"] == "0")
        #expect(elements[1].attributes["tests"] == "6")
        #expect(elements.filter { $0.name == "testcase" }.map { $0.attributes["name"] } == Gallery.names)
        let failure = elements[5]
        #expect(failure.attributes["type"] == "pixels")
        #expect(failure.attributes["message"] == "2 pixels differ (6.25%), over the allowance of 0 pixels")
        #expect(failure.text.contains("differing pixels: 2 of 32 (6.25%)"))
        #expect(failure.text.contains("bounding box: 5,2 2×1"))
        #expect(failure.text.contains("baseline: \(gallery.baseline)/home/changed.png"))
        #expect(elements[7].attributes["type"] == "size")
        #expect(elements[7].attributes["message"] == "sizes differ: baseline 8×4, current 8×5")
        #expect(elements[11].attributes["message"] == "removed: only in the baseline")
        let antialiased = try #require(run.images.first?.difference?.antialiasedPixelCount)
        #expect(elements[3].text == "unchanged: \(antialiased) anti-aliased pixels ignored")
        #expect(elements[13].text == "unchanged: the files are identical")
        #expect(elements[9].text == "added: only in the current images")
    }

    @Test func failuresPointAtTheDiffImageOfTheReport() throws {
        let gallery = try Gallery()
        let report = try ReportFolder(preparing: gallery.folder.path("report"))
        let xml = JUnitReport(try gallery.run(report: report), report: report).xml
        #expect(xml.contains("diff: \(gallery.folder.path("report"))/images/home/changed.png/diff.png"))
    }

    @Test func namesAreEscaped() throws {
        let folder = try ImageFolder()
        try folder.write(TestImages.solid(1, 1, TestImages.blue), to: "a/<&\"'>.png")
        try folder.write(TestImages.solid(1, 1, TestImages.red), to: "b/<&\"'>.png")
        let elements = try parse(JUnitReport(try ComparisonRun(comparing: folder.path("a"), with: folder.path("b"), jobs: 1),
                                             report: nil).xml)
        #expect(elements[2].attributes["name"] == "<&\"'>.png")
    }
}
