import EaselDiff
import EaselGraphics
import Foundation
import Synchronization
import Testing

/// A run folder written from many threads at once: every record whole.
@Suite struct RunFolderTests {
    @Test func recordsWrittenFromManyThreadsAreAllWhole() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("easel-run-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let folder = RunFolder(path: path)
        let picture = try #require(Image(width: 2, height: 2, rgbaBytes: [UInt8](repeating: 200, count: 16)).pngData())
        let failures = Mutex<[String]>([])
        DispatchQueue.concurrentPerform(iterations: 200) { index in
            // Half the images are written twice, by two threads, as a test run again would.
            let name = "Tests/image-\(index % 100).png"
            let record = RunRecord(name: name, status: .changed, failed: true, identicalBytes: false, reference: "/references/\(name)",
                                   pictures: RunRecord.Pictures(baseline: nil, current: ReportFolder.relativePath(of: name, .current), diff: nil),
                                   difference: nil, criteria: RunRecord.Criteria(ComparisonOptions(), Allowance()), test: nil)
            do {
                try folder.write(record, pictures: [ReportFolder.relativePath(of: name, .current): picture])
            } catch {
                failures.withLock { $0.append("\(error)") }
            }
        }
        #expect(failures.withLock { $0 } == [])
        let contents = try folder.read()
        #expect(contents.incomplete == [])
        #expect(contents.records.map(\.name) == (0..<100).map { "Tests/image-\($0).png" }.sorted())
    }

    @Test func aFolderWithoutRecordsIsNotARunFolder() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("easel-run-\(UUID().uuidString)").path
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: path) }
        #expect(throws: DiffError.notARunFolder(path: path)) { try RunFolder(path: path).read() }
        #expect(throws: DiffError.missing(path: path + "/nothing")) { try RunFolder(path: path + "/nothing").read() }
    }
}
