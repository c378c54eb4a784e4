import EaselGraphics
import Foundation
import Testing

/// Inputs built to exhaust memory or time, run through the built `easel` as a CI job
/// would run them, under a ceiling of 1 GiB of address space and a 60-second kill:
/// each ends with exit 2 and its message, prints nothing to standard output, writes
/// nothing, and peaks under `HostileInput.peakMemoryBound`. The kill only catches a
/// runaway (an expansion, a hang); the times measured are in docs/RELIABILITY.md.
@Suite(.serialized) struct ResourceExhaustionTests {
    /// `ulimit -v` in KiB, then the probe under `timeout`'s kill.
    static let launcher = ["/bin/sh", "-c", #"ulimit -v 1048576 && exec "$0" "$@""#, "/usr/bin/timeout", "-s", "KILL", "60"]

    @Test(arguments: HostileInput.all)
    func hostileInputEndsWithItsMessageInBoundedMemory(_ input: HostileInput) throws {
        let folder = try Scratch()
        for (name, bytes) in input.files() { try Data(bytes).write(to: URL(fileURLWithPath: folder.path(name))) }
        let before = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        let (outcome, peak) = try PeakMemory.measure(input.badInput.arguments, in: folder.path, launcher: Self.launcher)
        #expect(outcome.status == input.badInput.status, "\(outcome)")
        #expect(outcome.errors.split(separator: "\n", omittingEmptySubsequences: false).first.map(String.init)
                == input.badInput.message)
        #expect(outcome.output.isEmpty, "\(outcome)")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted() == before)
        #expect(peak < HostileInput.peakMemoryBound, "peak RSS \(peak / 1024) KiB")
    }

    @Test func compareJobsShareTheMemoryLimit() throws {
        // Six pairs of 2000 × 2000 images (16 MB each decoded) whose bytes differ, so
        // that every pair is decoded.
        let folder = try Scratch()
        for index in 0..<6 {
            try Data(PNGBomb.image(width: 2000, height: 2000)).write(to: URL(fileURLWithPath: folder.path("a/\(index).png")))
            try Data(PNGBomb.image(width: 2000, height: 2000, trailingBytes: 1))
                .write(to: URL(fileURLWithPath: folder.path("b/\(index).png")))
        }
        try Data(PNGBomb.image(width: 1, height: 1)).write(to: URL(fileURLWithPath: folder.path("dot.png")))
        try Data(PNGBomb.image(width: 1, height: 1, trailingBytes: 1)).write(to: URL(fileURLWithPath: folder.path("dot-b.png")))
        func peak(_ arguments: [String]) throws -> Int {
            let (outcome, peak) = try PeakMemory.measure(["compare"] + arguments, in: folder.path)
            #expect(outcome.status == 0, "\(outcome)")
            return peak
        }
        let idle = try peak(["dot.png", "dot-b.png"])
        let free = try peak(["a", "b", "--jobs", "6"])
        // Two files and their pixels, each decoded in place (a filter byte a row and
        // four bytes of slack more).
        let pair = 2 * (2000 * 2000 * 4 + 2000 + 4) + 2 * PNGBomb.image(width: 2000, height: 2000).count + 1
        let limited = try peak(["a", "b", "--jobs", "6", "--limit", "memory=\(pair)"])
        // One pair at a time under the limit; without it, as many as the work queue
        // runs at once (one per core), which on any machine with two cores overlap.
        #expect(limited < idle + pair + 8 << 20, "idle \(idle >> 10) KiB, limited \(limited >> 10) KiB")
        if ProcessInfo.processInfo.activeProcessorCount >= 2 {
            #expect(free > limited + pair / 2, "free \(free >> 10) KiB, limited \(limited >> 10) KiB")
        }
    }

    @Test func theBombsAreValidPNGs() throws {
        // The same construction at a size that decodes: every pixel transparent black.
        let image = try Image(pngData: Data(PNGBomb.image(width: 300, height: 20)))
        #expect(image.pixelWidth == 300 && image.pixelHeight == 20)
        #expect(Set(image.rgbaBytes) == [0])
    }
}
