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

    @Test func theBombsAreValidPNGs() throws {
        // The same construction at a size that decodes: every pixel transparent black.
        let image = try Image(pngData: Data(PNGBomb.image(width: 300, height: 20)))
        #expect(image.pixelWidth == 300 && image.pixelHeight == 20)
        #expect(Set(image.rgbaBytes) == [0])
    }
}
