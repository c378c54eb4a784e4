import EaselDiff
import EaselGraphics
import Foundation
import Synchronization
import Testing

/// Run folders: a journal written from many threads at once has every record whole, a
/// later journal's record of an image replaces an earlier one's, a line cut short is
/// named by its file and line, and a journal this process has open reads from memory as
/// its file reads.
@Suite struct RunFolderTests {
    @Test func recordsWrittenFromManyThreadsAreAllWhole() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("easel-run-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let folder = RunFolder(path: path)
        let picture = try #require(Image(width: 2, height: 2, rgbaBytes: [UInt8](repeating: 200, count: 16)).pngData())
        let failures = Mutex<[String]>([])
        func appendFromManyThreads(to journal: RunJournal) {
            DispatchQueue.concurrentPerform(iterations: 200) { index in
                // Half the images are written twice, by two threads, as a test run again would.
                let name = "Tests/image-\(index % 100).png"
                let record = RunRecord(name: name, status: .changed, failed: true, identicalBytes: false, reference: "/references/\(name)",
                                       pictures: RunRecord.Pictures(baseline: nil, current: ReportFolder.relativePath(of: name, .current), diff: nil),
                                       difference: nil, criteria: RunRecord.Criteria(ComparisonOptions(), Allowance()), test: nil)
                do {
                    try journal.append(record, pictures: [ReportFolder.relativePath(of: name, .current): picture])
                } catch {
                    failures.withLock { $0.append("\(error)") }
                }
            }
        }
        var journal: RunJournal? = try folder.openJournal()
        appendFromManyThreads(to: try #require(journal))
        #expect(failures.withLock { $0 } == [])
        // Read from memory while the journal is open, then from its file.
        let fromMemory = try folder.read()
        journal = nil
        let contents = try folder.read()
        #expect(contents.incomplete == [])
        #expect(contents.records.map(\.name) == (0..<100).map { "Tests/image-\($0).png" }.sorted())
        #expect(fromMemory.records == contents.records)
        #expect(fromMemory.incomplete == [])
    }

    /// A number JSON cannot hold is written as null, which reading refuses: so it is
    /// while the journal is open too.
    @Test func aRecordWhoseLineDoesNotReadBackIsRefusedWhileItsJournalIsOpen() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("easel-run-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let folder = RunFolder(path: path)
        let journal = try folder.openJournal()
        for (name, threshold) in [("a.png", 0.1), ("b.png", Double.nan)] {
            try journal.append(RunRecord(name: name, status: .unchanged, failed: false, identicalBytes: true, reference: nil,
                                         pictures: RunRecord.Pictures(baseline: nil, current: nil, diff: nil), difference: nil,
                                         criteria: RunRecord.Criteria(ComparisonOptions(threshold: threshold), Allowance()),
                                         test: nil), pictures: [:])
        }
        let contents = try folder.read()
        #expect(contents.records.map(\.name) == ["a.png"])
        #expect(contents.incomplete.map(\.reason) == ["not a whole record: criteria.threshold: not a number"])
    }

    /// Two writers (each lock opened apart, as two processes open it): only the last to
    /// leave writes the report; one joining later is the last again.
    @Test func onlyTheLastWriterToLeaveWritesTheReport() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("easel-run-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let folder = RunFolder(path: path)
        let first = try RunWriterLock(joining: folder), second = try RunWriterLock(joining: folder)
        var reports: [String] = []
        first.leave { reports.append("first") }
        second.leave { reports.append("second") }
        #expect(reports == ["second"])
        let third = try RunWriterLock(joining: folder)
        third.leave { reports.append("third") }
        third.leave { reports.append("third again") }
        #expect(reports == ["second", "third"])
    }

    @Test func aLaterJournalReplacesARecordAndACutLineIsNamed() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("easel-run-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let folder = RunFolder(path: path)
        func record(_ name: String, failed: Bool) -> RunRecord {
            RunRecord(name: name, status: failed ? .changed : .unchanged, failed: failed, identicalBytes: !failed,
                      reference: name, pictures: RunRecord.Pictures(baseline: nil, current: nil, diff: nil),
                      difference: nil, criteria: RunRecord.Criteria(ComparisonOptions(), Allowance()), test: nil)
        }
        let first = try folder.openJournal()
        try first.append(record("a.png", failed: true), pictures: [:])
        try first.append(record("b.png", failed: false), pictures: [:])
        let second = try folder.openJournal()
        try second.append(record("a.png", failed: false), pictures: [:])
        // A writer killed in the middle of its third line.
        let cut = try #require(FileHandle(forWritingAtPath: second.path))
        try cut.seekToEnd()
        try cut.write(contentsOf: Data(#"{"format":"easel-run-record","vers"#.utf8))
        try cut.close()
        let journalName = URL(fileURLWithPath: second.path).lastPathComponent
        #expect(first.path < second.path)

        let contents = try folder.read()
        #expect(contents.records == [record("a.png", failed: false), record("b.png", failed: false)])
        #expect(contents.incomplete.map(\.description) == [
            "records/\(journalName):2: an unfinished record: the process writing it stopped before it finished",
        ])
    }

    @Test func aFolderWithoutRecordsIsNotARunFolder() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("easel-run-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: DiffError.notARunFolder(path: path)) { try RunFolder(path: path).read() }
        #expect(throws: DiffError.missing(path: path + "/nothing")) { try RunFolder(path: path + "/nothing").read() }
    }
}
