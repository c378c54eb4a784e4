import EaselGraphics
import Foundation
import Testing
@testable import EaselDiff

/// `easel compare`'s limits: images over `pixels` and pairs over `memory` are refused
/// from their headers, before either file is read; the rest share `memory`.
@Suite struct ComparisonLimitsTests {
    @Test func theDefaultsAreTheDocumentedOnes() {
        #expect(ComparisonLimits.Name.allCases.map { "\($0.rawValue)=\(ComparisonLimits.standard.value(of: $0))" }
                == ["pixels=67108864", "memory=536870912"])
    }

    @Test func settingsAreCheckedByName() {
        func setting(_ text: String) -> String {
            var limits = ComparisonLimits.standard
            do { try limits.set(text) } catch { return error.description }
            return "pixels=\(limits.pixels) memory=\(limits.memory)"
        }
        #expect(setting("memory=1000") == "pixels=67108864 memory=1000")
        #expect(setting("pixels=12") == "pixels=12 memory=536870912")
        #expect(setting("memory=0") == #"--limit: expected a whole number of at least 1 for memory, found "0""#)
        #expect(setting("memory") == #"--limit: expected name=value, such as memory=1073741824, found "memory""#)
        #expect(setting("views=1") == #"--limit: unknown limit "views"; the limits are pixels and memory"#)
    }

    @Test func limitsAreCheckedFromTheHeadersBeforeDecoding() throws {
        let folder = try ImageFolder()
        // 40 × 30 pixels declared, then a body that would not decode.
        let png = try #require(Image(bitmap: Bitmap(width: 40, height: 30)).pngData())
        try folder.write(png.prefix(40), to: "a.png")
        try folder.write(png.prefix(41), to: "b.png")
        var limits = ComparisonLimits.standard
        limits.pixels = 1199
        #expect(throws: DiffError.overLimit(path: folder.path("a.png"), excess: "the image is 40 × 30 pixels, over the limit of 1199 pixels",
                                            limit: .pixels)) {
            try ComparisonRun(comparing: folder.path("a.png"), with: folder.path("b.png"), limits: limits)
        }
        // The two files (81 bytes) and two images of 4800 bytes, each decoded in place
        // with a filter byte for each of its 30 rows and 4 bytes of slack: 9749 bytes.
        limits = .standard
        limits.memory = 9748
        #expect(throws: DiffError.overLimit(path: folder.path("b.png"),
                                            excess: "comparing it with \(folder.path("a.png")) would hold 9749 bytes at once, over the limit of 9748",
                                            limit: .memory)) {
            try ComparisonRun(comparing: folder.path("a.png"), with: folder.path("b.png"), limits: limits)
        }
        // Within both, the files are read and the truncation found.
        limits.memory = 9749
        #expect(throws: DiffError.image(.truncated(file: folder.path("a.png"), length: 40))) {
            try ComparisonRun(comparing: folder.path("a.png"), with: folder.path("b.png"), limits: limits)
        }
    }

    @Test func reservationsNeverAddUpToMoreThanTheCapacity() async {
        let reservations = MemoryReservations(capacity: 10)
        let held = HeldBytes()
        // Sizes whose pairs mostly do not fit together, on more threads than could run at once.
        DispatchQueue.concurrentPerform(iterations: 64) { index in
            let bytes = [6, 4, 10, 3, 7][index % 5]
            reservations.holding(bytes) {
                held.change(by: bytes)
                usleep(200)
                held.change(by: -bytes)
            }
        }
        #expect(held.peak <= 10)
        #expect(held.peak >= 7, "some reservations that fit together overlapped")
        #expect(held.current == 0)
    }
}

/// Bytes held at once by the bodies of `reservationsNeverAddUpToMoreThanTheCapacity`.
private final class HeldBytes: @unchecked Sendable {
    private let queue = DispatchQueue(label: "held-bytes")
    private var value = 0
    private var highest = 0

    func change(by bytes: Int) {
        queue.sync {
            value += bytes
            highest = max(highest, value)
        }
    }

    var current: Int { queue.sync { value } }
    var peak: Int { queue.sync { highest } }
}
