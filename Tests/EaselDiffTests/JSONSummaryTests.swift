import EaselDiff
import Foundation
import Testing

/// The JSON summary, validated against the schema docs/COMPARE.md documents.
@Suite struct JSONSummaryTests {
    static let schema = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("docs/compare-summary.schema.json").path

    func summary(of run: ComparisonRun, report: ReportFolder?, in folder: ImageFolder) throws -> [String: Any] {
        try JSONSummary(run, report: report).write(toFile: folder.path("out/summary.json"))
        return try JSONSerialization.jsonObject(with: folder.read("out/summary.json")) as! [String: Any]
    }

    @Test func fitsTheDocumentedSchemaWithAndWithoutAReport() throws {
        let gallery = try Gallery()
        let validator = try JSONSchemaValidator(schemaFile: Self.schema)
        let plain = try summary(of: try gallery.run(allowance: Allowance(maxDiffRatio: 0.5)), report: nil, in: gallery.folder)
        #expect(validator.problems(of: plain) == [])
        let report = try ReportFolder(preparing: gallery.folder.path("report"))
        let withReport = try summary(of: try gallery.run(report: report), report: report, in: gallery.folder)
        #expect(validator.problems(of: withReport) == [])
    }

    @Test func theExampleInTheDocumentationFitsTheSchema() throws {
        let page = try String(contentsOfFile: URL(fileURLWithPath: Self.schema).deletingLastPathComponent()
            .appendingPathComponent("COMPARE.md").path, encoding: .utf8)
        let example = try #require(page.components(separatedBy: "```json\n").dropFirst(2).first?.components(separatedBy: "```").first)
        let document = try JSONSerialization.jsonObject(with: Data(example.utf8))
        #expect(try JSONSchemaValidator(schemaFile: Self.schema).problems(of: document) == [])
    }

    @Test func theValidatorCatchesWhatTheSchemaForbids() throws {
        let validator = try JSONSchemaValidator(schemaFile: Self.schema)
        let gallery = try Gallery()
        var document = try summary(of: try gallery.run(), report: nil, in: gallery.folder)
        document["extra"] = 1
        var counts = document["counts"] as! [String: Any]
        counts["changed"] = "two"
        document["counts"] = counts
        document["passed"] = NSNull()
        #expect(validator.problems(of: document) == ["$: extra is not in the schema", "$.counts.changed: two is not integer",
                                                     "$.passed: null is not boolean"])
    }

    @Test func theFigures() throws {
        let gallery = try Gallery()
        let report = try ReportFolder(preparing: gallery.folder.path("report"))
        let document = try summary(of: try gallery.run(report: report), report: report, in: gallery.folder)
        #expect(document["format"] as? String == "easel-compare-summary")
        #expect(document["version"] as? Int == 1)
        #expect(document["passed"] as? Bool == false)
        #expect(document["counts"] as? [String: Int] == ["unchanged": 2, "changed": 2, "added": 1, "removed": 1, "failed": 2])
        let images = try #require(document["images"] as? [[String: Any]])
        #expect(images.map { $0["name"] as? String } == Gallery.names)
        let changed = images[1]
        #expect(changed["status"] as? String == "changed")
        #expect(changed["failed"] as? Bool == true)
        #expect(changed["differentPixels"] as? Int == 2)
        #expect(changed["ratio"] as? Double == 2.0 / 32)
        #expect(changed["boundingBox"] as? [String: Int] == ["x": 5, "y": 2, "width": 2, "height": 1])
        #expect(changed["baselineSize"] as? [String: Int] == ["width": 8, "height": 4])
        #expect(changed["summary"] as? String == "2 pixels differ (6.25%), over the allowance of 0 pixels")
        #expect(changed["report"] as? [String: String] == ["baseline": "images/home/changed.png/baseline.png",
                                                           "current": "images/home/changed.png/current.png",
                                                           "diff": "images/home/changed.png/diff.png"])
        let same = images[5]
        #expect(same["identicalBytes"] as? Bool == true)
        // Files with the same bytes are not decoded, but none of their pixels differs.
        #expect(same["differentPixels"] as? Int == 0)
        #expect(same["baselineSize"] is NSNull)
        #expect(same["report"] is NSNull)
        let added = images[3]
        #expect(added["baseline"] is NSNull)
        let addedReport = try #require(added["report"] as? [String: Any])
        #expect(addedReport["current"] as? String == "images/new.png/current.png")
        #expect(addedReport["baseline"] is NSNull && addedReport["diff"] is NSNull)
    }
}
