import EaselGraphics
import Foundation
import Testing

/// A writer killed before its rename leaves `.<name>.<pid>.<UUID>.tmp`; the next write
/// into that directory removes it, and never a file of a running process.
@Suite struct AbandonedTemporaryFileTests {
    /// The id of a process that has ended.
    private func endedProcess() throws -> Int32 {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/true")
        try process.run()
        process.waitUntilExit()
        return process.processIdentifier
    }

    @Test func aWriteRemovesTheFilesOfEndedWritersOnly() throws {
        let directory = try TemporaryDirectory()
        let uuid = UUID().uuidString
        let abandoned = ".frame-000001.png.\(try endedProcess()).\(uuid).tmp"
        let running = ".frame-000002.png.\(getppid()).\(uuid).tmp"
        let others = [".notes.tmp", ".frame.png.12.not-a-uuid.tmp", "frame.png.1.\(uuid).tmp"]
        for name in [abandoned, running] + others {
            try Data([1]).write(to: URL(fileURLWithPath: directory.path(name)))
        }
        try AtomicFile.write(Data([2]), toFile: directory.path("frame-000003.png"))
        #expect(try directory.contents() == ([running, "frame-000003.png"] + others).sorted())
    }

    @Test func aStreamIsPublishedWholeByFinish() throws {
        let directory = try TemporaryDirectory()
        let path = directory.path("trace.jsonl")
        try Data("old\n".utf8).write(to: URL(fileURLWithPath: path))
        let stream = try AtomicFileStream(path: path)
        stream.append(Data("one\n".utf8))
        stream.append(Data("two\n".utf8))
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "old\n", "unchanged until finish()")
        #expect(try directory.contents().count == 2, "the destination and the temporary file")
        try stream.finish()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "one\ntwo\n")
        #expect(try directory.contents() == ["trace.jsonl"])
    }

    @Test func aStreamDroppedWithoutFinishPublishesNothing() throws {
        let directory = try TemporaryDirectory()
        do {
            let stream = try AtomicFileStream(path: directory.path("trace.jsonl"))
            stream.append(Data("partial".utf8))
        }
        #expect(try directory.contents() == [])
    }
}
