import EaselDiff
import EaselGraphics
import EaselTesting
import Foundation
import Testing

/// Every assertion leaves a record in the run folder, and the records make the report
/// of the whole run: a failing, a passing, a recorded and a missing reference.
@MainActor
@Suite struct RunReportTests {
    let references = temporaryDirectory()
    let artifacts = temporaryDirectory()
    let run = temporaryDirectory()
    /// The references' folder as the report names their images: its path, without the
    /// leading slash (it is outside the current directory).
    var folderName: String { String(references.dropFirst()) }

    func verify(_ view: View, named name: String, record: RecordMode? = nil, line: UInt = #line) -> SnapshotResult {
        let result = withSnapshotConfiguration(SnapshotConfiguration(artifactsDirectory: artifacts, reportDirectory: run)) {
            verifySnapshot(of: view, as: .image, named: name, record: record, snapshotDirectory: references,
                           filePath: "/project/Tests/CardTests.swift", testName: "card()", line: line, column: 9)
        }
        return result
    }

    func cleanUp() {
        for folder in [references, artifacts, run] { removeDirectory(folder) }
    }

    @Test func eachOutcomeIsRecordedWithItsPicturesAndTheFailuresComeFirst() throws {
        defer { cleanUp() }
        _ = verify(squareView(), named: "passing", record: .all)
        _ = verify(squareView(), named: "failing", record: .all)
        #expect(verify(squareView(), named: "passing", line: 30).passed)
        #expect(!verify(squareView(color: Color(red: 0, green: 0, blue: 1)), named: "failing", line: 31).passed)
        #expect(!verify(squareView(), named: "recorded", line: 32).passed)
        #expect(verify(squareView(), named: "missing", record: .never, line: 33).outcome == .missingReference)

        let contents = try RunFolder(path: run).read()
        #expect(contents.incomplete == [])
        #expect(contents.records.map(\.name) == ["\(folderName)/card.failing.png", "\(folderName)/card.missing.png",
                                                 "\(folderName)/card.recorded.png", "\(folderName)/card.passing.png"])
        #expect(contents.records.map(\.status) == [.changed, .added, .added, .unchanged])
        #expect(contents.records.map(\.failed) == [true, true, true, false])
        let failing = contents.records[0]
        #expect(failing.test?.location == "/project/Tests/CardTests.swift:31:9")
        #expect(failing.test?.name == "CardTests/card()")
        #expect(failing.reference == references + "/card.failing.png")
        #expect(failing.figures?.difference?.differentPixelCount == 16)
        #expect(failing.pictures == RunRecord.Pictures(baseline: "images/\(folderName)/card.failing.png/baseline.png",
                                                       current: "images/\(folderName)/card.failing.png/current.png",
                                                       diff: "images/\(folderName)/card.failing.png/diff.png"))
        let missing = contents.records[1]
        #expect(missing.pictures == RunRecord.Pictures(baseline: nil, current: "images/\(folderName)/card.missing.png/current.png",
                                                       diff: nil))
        #expect(missing.test?.message == "Snapshot \"card.missing\": no reference at \(references)/card.missing.png, and record mode \"never\" writes none")
        #expect(contents.records[3].identicalBytes)
        #expect(contents.records[3].pictures == RunRecord.Pictures(baseline: nil, current: nil, diff: nil))
        // The failing image's new picture is the blue square the test rendered.
        let current = try Image(contentsOfFile: run + "/" + (failing.pictures.current ?? ""))
        #expect(current[3, 3] == Pixel(red: 0, green: 0, blue: 255, alpha: 255))
    }

    @Test func theReportOfARunNamesEachTestItsLocationAndHowToAcceptIt() throws {
        defer { cleanUp() }
        _ = verify(squareView(), named: "failing", record: .all)
        _ = verify(squareView(color: Color(red: 0, green: 0, blue: 1)), named: "failing", line: 40)
        _ = verify(squareView(), named: "passing", record: .all)
        _ = verify(squareView(), named: "passing")
        let report = try RunFolder.reportFolder(in: run)
        let comparison = try ComparisonRun(records: [RunFolder(path: run)])
        #expect(comparison.images.map(\.name) == ["\(folderName)/card.failing.png", "\(folderName)/card.passing.png"])
        #expect(!comparison.passed)
        try report.storePictures(of: comparison)
        let html = HTMLReport(comparison, in: report).html
        #expect(html.contains("<h1>easel report <span class=\"verdict failed\">failed</span></h1>"))
        #expect(html.contains(#"<p class="test">test <code>CardTests/card()</code> at <code class="location">/project/Tests/CardTests.swift:40:9</code></p>"#))
        #expect(html.contains("<p class=\"accept\">accept it: <code>easel snapshots accept \(run) --image \(folderName)/card.failing.png</code></p>"))
        #expect(files(under: report.path) == ["images/\(folderName)/card.failing.png/baseline.png",
                                              "images/\(folderName)/card.failing.png/current.png",
                                              "images/\(folderName)/card.failing.png/diff.png"])
    }

    /// A failure's pictures are its artifacts' files, linked into the run folder and from
    /// there into the report instead of written again; a picture taken again replaces
    /// the link with its own bytes.
    @Test func aFailuresPicturesAreLinkedFromItsArtifactsIntoTheRunAndTheReport() throws {
        defer { cleanUp() }
        func inode(_ path: String) throws -> UInt64 {
            UInt64(try #require(FileManager.default.attributesOfItem(atPath: path)[.systemFileNumber] as? Int))
        }
        _ = verify(squareView(), named: "failing", record: .all)
        // A run that starts with the reference recorded: the failure's pictures are new.
        removeDirectory(run)
        _ = verify(squareView(color: Color(red: 0, green: 0, blue: 1)), named: "failing")
        let pictures = run + "/images/\(folderName)/card.failing.png/"
        let artifact = artifacts + "/CardTests/card.failing."
        for (picture, file) in [("baseline", "reference"), ("current", "actual"), ("diff", "diff")] {
            #expect(try inode(pictures + picture + ".png") == inode(artifact + file + ".png"))
        }
        let report = try RunFolder.reportFolder(in: run)
        try report.storePictures(of: try ComparisonRun(records: [RunFolder(path: run)]))
        let stored = report.path + "/images/\(folderName)/card.failing.png/"
        for picture in ["baseline", "current", "diff"] {
            #expect(try inode(stored + picture + ".png") == inode(pictures + picture + ".png"))
        }

        _ = verify(squareView(color: Color(red: 0, green: 1, blue: 0)), named: "failing")
        let current = try Image(contentsOfFile: pictures + "current.png")
        #expect(current[3, 3] == Pixel(red: 0, green: 255, blue: 0, alpha: 255))
        #expect(FileManager.default.contents(atPath: pictures + "current.png")
            == FileManager.default.contents(atPath: artifact + "actual.png"))
    }

    @Test func acceptingCopiesTheFailedPicturesOverTheirReferencesOnly() throws {
        defer { cleanUp() }
        _ = verify(squareView(), named: "one", record: .all)
        _ = verify(squareView(), named: "two", record: .all)
        _ = verify(squareView(), named: "kept", record: .all)
        let blue = squareView(color: Color(red: 0, green: 0, blue: 1))
        _ = verify(blue, named: "one")
        _ = verify(blue, named: "two")
        _ = verify(squareView(), named: "kept")
        let kept = FileManager.default.contents(atPath: references + "/card.kept.png")
        let folder = RunFolder(path: run)
        #expect(throws: DiffError.noSuchRecord(folder: run, selection: "test \"other\"")) {
            try SnapshotAcceptance.accept(.test("other"), in: folder)
        }
        let first = try SnapshotAcceptance.accept(.image("\(folderName)/card.one.png"), in: folder)
        #expect(first.map(\.to) == [references + "/card.one.png"])
        let rest = try SnapshotAcceptance.accept(.test("card"), in: folder)
        #expect(rest.map(\.to) == [references + "/card.two.png"])
        #expect(FileManager.default.contents(atPath: references + "/card.kept.png") == kept)
        #expect(verify(blue, named: "one").passed && verify(blue, named: "two").passed)
    }

    @Test func unusedReferencesAreTheOnesInTheRunsFoldersThatNoRecordNames() throws {
        defer { cleanUp() }
        _ = verify(squareView(), named: "used", record: .all)
        try Data([1]).write(to: URL(fileURLWithPath: references + "/card.gone.png"))
        try Data([1]).write(to: URL(fileURLWithPath: references + "/notes.txt"))
        let folder = RunFolder(path: run)
        let unused = try UnusedReferences.find(in: folder)
        #expect(unused == [references + "/card.gone.png"])
        try UnusedReferences.delete(unused)
        #expect(files(under: references) == ["card.used.png", "notes.txt"])
    }

    @Test func aKilledWriterLeavesARunThatStillReportsWhatIsWhole() throws {
        defer { cleanUp() }
        _ = verify(squareView(), named: "whole", record: .all)
        let folder = RunFolder(path: run)
        let recordsFolder = run + "/records"
        try Data("{}\n{\"format\":\"easel-run-record\",\"version\":1,\"na".utf8)
            .write(to: URL(fileURLWithPath: recordsFolder + "/99999999999999999999-1-killed.jsonl"))
        try Data(#"{"format":"easel-run-record","version":1,"name":"cut"#.utf8 + [10])
            .write(to: URL(fileURLWithPath: recordsFolder + "/99999999999999999999-2-cut.jsonl"))
        try Data("{".utf8).write(to: URL(fileURLWithPath: recordsFolder + "/stray.json"))
        let contents = try folder.read()
        #expect(contents.records.map(\.name) == ["\(folderName)/card.whole.png"])
        #expect(contents.incomplete.map(\.description) == [
            "records/99999999999999999999-1-killed.jsonl:1: not a whole record: the key \"format\" is missing",
            "records/99999999999999999999-1-killed.jsonl:2: an unfinished record: the process writing it stopped before it finished",
            "records/99999999999999999999-2-cut.jsonl:1: not a whole record: not JSON (cut short or corrupt)",
            "records/stray.json: not a journal of records",
        ])
        #expect(throws: DiffError.incompleteRun(path: run, count: 4, first: contents.incomplete[0].description)) {
            try UnusedReferences.find(in: folder)
        }
        let comparison = try ComparisonRun(records: [folder])
        #expect(HTMLReport(comparison, in: try RunFolder.reportFolder(in: run)).html
            .contains("<h2>4 incomplete records, not in this report</h2>"))
    }
}

extension RunFolder {
    /// The report folder `easel report` makes by default, prepared.
    static func reportFolder(in run: String) throws -> ReportFolder {
        try ReportFolder(preparing: run + "/report")
    }
}
