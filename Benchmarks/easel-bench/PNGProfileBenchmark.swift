import EaselGraphics
import Foundation

/// `easel-bench png-profile`: the `png` benchmark's three frames, each encoded once on
/// one thread by `encodeForProfile`, out of line, so that
/// `valgrind --tool=callgrind --collect-atstart=no --toggle-collect='*encodeForProfile*'`
/// counts the encodes' instructions alone (counts repeat exactly on a noisy machine,
/// where times do not). Each frame is also encoded on four threads: the bytes must be
/// the same, and must decode to the frame.
struct PNGProfileBenchmark: Benchmark {
    let name = "png-profile"

    func run() throws -> [BenchmarkResult] {
        let frames = [("rects", PNGBenchmark.drawFrame()),
                      ("cards", try PNGBenchmark.render(BenchmarkScreens.cardsScene, named: "cards")),
                      ("bodyText", try PNGBenchmark.render(BenchmarkScreens.bodyTextScene, named: "bodyText"))]
        return try frames.map { frameName, frame in
            let oneThread = Self.encodeForProfile(frame)
            let fourThreads = BandedPNGEncoder(threads: 4).encode(frame)!
            guard oneThread == fourThreads else {
                throw BenchmarkError.mismatch("the \(frameName) frame's bytes depend on the number of threads")
            }
            guard try PNGDecoder.bitmap(from: oneThread, file: nil) == frame else {
                throw BenchmarkError.mismatch("the encoded \(frameName) frame does not decode to the drawn pixels")
            }
            return BenchmarkResult(name: "\(name).\(frameName)", unit: "bytes", easel: Double(oneThread.count),
                                   baselineName: "four threads", baseline: Double(fourThreads.count),
                                   details: ["fnv1a": Double(Self.fnv1a(oneThread) >> 11)])
        }
    }

    /// A digest of the file (FNV-1a, its top 53 bits in the JSON), to tell whether a
    /// change of the encoder left its bytes as they were.
    private static func fnv1a(_ data: Data) -> UInt64 {
        data.reduce(0xCBF2_9CE4_8422_2325) { ($0 ^ UInt64($1)) &* 0x100_0000_01B3 }
    }

    @inline(never) static func encodeForProfile(_ frame: Bitmap) -> Data {
        BandedPNGEncoder(threads: 1).encode(frame)!
    }
}
