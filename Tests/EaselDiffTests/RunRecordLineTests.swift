import EaselDiff
import Foundation
import Testing

/// A record's line of JSON, written and read by Easel's own writer and parser: every
/// field survives the round trip, lines written by `JSONEncoder` before still read, and
/// a line that is not a record is named with the key at fault.
@Suite struct RunRecordLineTests {
    let folder = RunFolder(path: FileManager.default.temporaryDirectory
        .appendingPathComponent("easel-record-line-\(UUID().uuidString)").path)

    /// The records read from a journal holding `lines`, and the complaints.
    func read(_ lines: [String]) throws -> RunFolder.Contents {
        try FileManager.default.createDirectory(atPath: folder.path + "/records", withIntermediateDirectories: true)
        try Data(lines.map { $0 + "\n" }.joined().utf8).write(to: URL(fileURLWithPath: folder.path + "/records/1-1-a.jsonl"))
        return try folder.read()
    }

    @Test func everyFieldSurvivesTheRoundTripEscapesIncluded() throws {
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let difference = ImageDifference(baselineSize: PixelSize(width: 4, height: 3), currentSize: PixelSize(width: 4, height: 3),
                                         differentPixelCount: 5, antialiasedPixelCount: 1, largestDelta: 0.125,
                                         boundingBox: PixelRect(x: 1, y: 0, width: 2, height: 3), diffImage: nil,
                                         densestWindowCount: 4)
        let record = RunRecord(
            name: "Tests/__Snapshots__/Cards/título \"b\"\\c.txt", status: .changed, failed: true, identicalBytes: false,
            reference: "/p/ref\t.txt", pictures: RunRecord.Pictures(baseline: nil, current: nil, diff: nil),
            difference: difference,
            criteria: RunRecord.Criteria(ComparisonOptions(threshold: 0.1, includeAA: true, metric: .oklab, windowSize: 8),
                                         Allowance(maxDiffPixels: 3, maxDiffRatio: 0.000001)),
            test: SnapshotTest(name: "CardTests/card()", file: "/p/CardTests.swift", line: 12, column: 5,
                               message: "Snapshot \"card\" differs:\n@@ -1 +1 @@\n-a\n+b\u{1}😀"),
            textDiff: "@@ -1 +1 @@\n-a\n+b\u{1}😀\n", differingFrames: [RunRecord.DifferingFrame(number: 2, diff: nil)])
        let line = String(decoding: record.jsonLine, as: UTF8.self)
        #expect(line.hasSuffix("}\n"))
        #expect(line.contains(#""textDiff":"@@ -1 +1 @@\n-a\n+b\u0001😀\n""#))
        #expect(line.contains(#""maxDiffRatio":1e-06"#))
        let contents = try read([String(line.dropLast())])
        #expect(contents.incomplete == [])
        #expect(contents.records == [record])
    }

    /// A passing snapshot's line, byte for byte as the writer gave it before its keys and
    /// literals were appended without a `String` (2026-11-26, session 11).
    @Test func aPassingSnapshotsLineKeepsItsBytes() {
        let record = RunRecord(
            name: "Tests/__Snapshots__/CardTests/card.1.png", status: .unchanged, failed: false, identicalBytes: true,
            reference: "/p/Tests/__Snapshots__/CardTests/card.1.png",
            pictures: RunRecord.Pictures(baseline: nil, current: nil, diff: nil), difference: nil,
            criteria: RunRecord.Criteria(ComparisonOptions(), Allowance()),
            test: SnapshotTest(name: "CardTests/card()", file: "/p/Card \"Tests\".swift", line: 12, column: 5, message: nil))
        #expect(String(decoding: record.jsonLine, as: UTF8.self) == #"""
            {"criteria":{"includeAA":false,"maxDiffPixels":null,"maxDiffRatio":null,"metric":"yiq","threshold":0.1,"windowSize":null},"failed":false,"figures":null,"format":"easel-run-record","identicalBytes":true,"name":"Tests/__Snapshots__/CardTests/card.1.png","pictures":{"baseline":null,"current":null,"diff":null},"reference":"/p/Tests/__Snapshots__/CardTests/card.1.png","status":"unchanged","test":{"column":5,"file":"/p/Card \"Tests\".swift","line":12,"message":null,"name":"CardTests/card()"},"version":1}

            """#)
    }

    /// Whole numbers are written digit by digit: the extremes, zero and negatives as
    /// `String` gives them; those a `Double` holds (all a record's counts) read back.
    @Test func wholeNumbersKeepTheirDigitsAtTheExtremes() throws {
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        for (line, column) in [(Int.max, Int.min), (0, -7), (10, 1 << 53)] {
            let record = RunRecord(
                name: "a.png", status: .unchanged, failed: false, identicalBytes: true, reference: nil,
                pictures: RunRecord.Pictures(baseline: nil, current: nil, diff: nil), difference: nil,
                criteria: RunRecord.Criteria(ComparisonOptions(), Allowance()),
                test: SnapshotTest(name: "t", file: "f", line: line, column: column, message: nil))
            let text = String(decoding: record.jsonLine, as: UTF8.self)
            #expect(text.contains(#""test":{"column":\#(String(column)),"file":"f","line":\#(String(line)),"#))
            guard line.magnitude <= 1 << 53, column.magnitude <= 1 << 53 else { continue }
            #expect(try read([String(text.dropLast())]).records == [record])
        }
    }

    /// The criteria's JSON is reused only for equal criteria: lines of records judged
    /// by different criteria, one after the other, each give their own.
    @Test func eachLineGivesItsOwnCriteria() {
        let criteria = [RunRecord.Criteria(ComparisonOptions(), Allowance()),
                        RunRecord.Criteria(ComparisonOptions(threshold: 0.25, includeAA: true, metric: .oklab, windowSize: 3),
                                           Allowance(maxDiffPixels: 4, maxDiffRatio: 0.5)),
                        RunRecord.Criteria(ComparisonOptions(threshold: -0.0), Allowance())]
        let expected = [#"{"includeAA":false,"maxDiffPixels":null,"maxDiffRatio":null,"metric":"yiq","threshold":0.1,"windowSize":null}"#,
                        #"{"includeAA":true,"maxDiffPixels":4,"maxDiffRatio":0.5,"metric":"oklab","threshold":0.25,"windowSize":3}"#,
                        #"{"includeAA":false,"maxDiffPixels":null,"maxDiffRatio":null,"metric":"yiq","threshold":0,"windowSize":null}"#]
        for index in [0, 1, 1, 0, 2, 0] {
            let record = RunRecord(name: "a.png", status: .unchanged, failed: false, identicalBytes: true, reference: nil,
                                   pictures: RunRecord.Pictures(baseline: nil, current: nil, diff: nil), difference: nil,
                                   criteria: criteria[index], test: nil)
            #expect(String(decoding: record.jsonLine, as: UTF8.self).hasPrefix(#"{"criteria":"# + expected[index] + ","))
        }
    }

    @Test func aLineJSONEncoderWroteStillReads() throws {
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let line = #"{"criteria":{"includeAA":false,"metric":"yiq","threshold":0.1},"failed":false,"figures":null,"format":"easel-run-record","identicalBytes":true,"name":"a.png","pictures":{},"reference":"\/r\/a.png","status":"unchanged","test":null,"version":1}"#
        let contents = try read([line])
        #expect(contents.incomplete == [])
        #expect(contents.records == [RunRecord(name: "a.png", status: .unchanged, failed: false, identicalBytes: true,
                                               reference: "/r/a.png", pictures: RunRecord.Pictures(baseline: nil, current: nil, diff: nil),
                                               difference: nil, criteria: RunRecord.Criteria(ComparisonOptions(), Allowance()),
                                               test: nil)])
    }

    @Test func aLineThatIsNotARecordIsNamedWithTheKeyAtFault() throws {
        defer { try? FileManager.default.removeItem(atPath: folder.path) }
        let whole = #"{"criteria":{"includeAA":false,"metric":"yiq","threshold":0.1},"failed":false,"format":"easel-run-record","identicalBytes":true,"name":"a.png","pictures":{},"status":"unchanged","version":1}"#
        let contents = try read([
            whole.replacingOccurrences(of: #""threshold":0.1"#, with: #""threshold":"0.1""#),
            whole.replacingOccurrences(of: #""failed":false,"#, with: ""),
            whole.replacingOccurrences(of: #""unchanged""#, with: #""moved""#),
            whole.replacingOccurrences(of: #""version":1"#, with: #""version":2"#),
            whole.replacingOccurrences(of: "}", with: "]"),
            whole + " x",
            #"[1, 2]"#,
            whole.replacingOccurrences(of: #""name":"a.png""#, with: #""name":"b\ud800.png""#),
            whole.replacingOccurrences(of: #""name":"a.png""#, with: #""name":"c\u00e9\ud83d\ude00.png""#),
        ])
        #expect(contents.incomplete.map(\.description) == [
            "records/1-1-a.jsonl:1: not a whole record: criteria.threshold: not a number",
            "records/1-1-a.jsonl:2: not a whole record: the key \"failed\" is missing",
            "records/1-1-a.jsonl:3: not a whole record: status: \"moved\" is not one of its values",
            "records/1-1-a.jsonl:4: not a whole record: not an easel-run-record version 1 record",
            "records/1-1-a.jsonl:5: not a whole record: not JSON (cut short or corrupt)",
            "records/1-1-a.jsonl:6: not a whole record: not JSON (cut short or corrupt)",
            "records/1-1-a.jsonl:7: not a whole record: not a JSON object",
            "records/1-1-a.jsonl:8: not a whole record: not JSON (cut short or corrupt)",
        ])
        #expect(contents.records.map(\.name) == ["cé😀.png"])
    }
}
