import CPNG
import EaselGraphics
import Testing

/// The LZ77 deflater's output inflates, with zlib, to its input.
@Suite struct LZ77DeflaterTests {
    /// Raw-inflates `deflated` (followed by a final empty block, as the encoder's
    /// trailer adds) and returns the bytes, or nil when zlib rejects the data.
    private func inflate(_ deflated: [UInt8], expectedCount: Int) -> [UInt8]? {
        var stream = z_stream()
        guard inflateInit2_(&stream, -15, zlibVersion(), Int32(MemoryLayout<z_stream>.size)) == Z_OK else { return nil }
        defer { inflateEnd(&stream) }
        var input = deflated + [0x03, 0x00]
        var output = [UInt8](repeating: 0, count: expectedCount + 16)
        let status = input.withUnsafeMutableBufferPointer { source in
            output.withUnsafeMutableBufferPointer { target in
                stream.next_in = source.baseAddress
                stream.avail_in = UInt32(source.count)
                stream.next_out = target.baseAddress
                stream.avail_out = UInt32(target.count)
                return CPNG.inflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { return nil }
        return Array(output.prefix(Int(stream.total_out)))
    }

    private func deflate(_ bytes: [UInt8]) -> [UInt8] {
        let deflater = LZ77Deflater()
        return bytes.withUnsafeBufferPointer { deflater.deflate($0.baseAddress!, count: $0.count) }
    }

    private func roundTrip(_ bytes: [UInt8]) -> Bool {
        inflate(deflate(bytes), expectedCount: bytes.count) == bytes
    }

    /// Bytes from a fixed-seed generator: they do not compress as literals.
    private func noise(_ count: Int, seed: UInt32) -> [UInt8] {
        var state = seed
        return (0..<count).map { _ in
            state = state &* 1_664_525 &+ 1_013_904_223
            return UInt8(truncatingIfNeeded: state >> 24)
        }
    }

    @Test func edgeCases() {
        #expect(roundTrip([]))
        #expect(roundTrip([7]))
        #expect(roundTrip([0, 0]))
        for run in [2, 3, 4, 8, 9, 257, 258, 259, 260, 261, 516, 517, 100_000] {
            #expect(roundTrip([5] + Array(repeating: 0, count: run) + [9, 9]), "run of \(run)")
            #expect(roundTrip(Array(repeating: 0xAB, count: run)), "all \(run)")
        }
    }

    @Test func mixedRunsAndNoise() {
        var random: UInt32 = 99
        for trial in 0..<30 {
            var bytes: [UInt8] = []
            while bytes.count < 20_000 + trial * 1000 {
                random = random &* 1_664_525 &+ 1_013_904_223
                let length = Int(random >> 22)
                let byte = UInt8(truncatingIfNeeded: random >> 8)
                bytes += random & 1 == 0 ? Array(repeating: byte, count: length)
                                         : (0..<length % 40).map { UInt8(truncatingIfNeeded: $0 &* Int(byte)) }
            }
            #expect(roundTrip(bytes), "trial \(trial)")
        }
    }

    @Test func everyByteValueOnceAndSkewedFrequencies() {
        // 256 literals once each, and one symbol far more frequent than the rest:
        // the code lengths must be limited to 15 bits.
        var bytes = (0..<256).map { UInt8($0) }
        var weight = 1
        for value in 0..<40 {
            bytes += (0..<weight).flatMap { _ in [UInt8(value), 1] }
            weight = min(weight * 2, 20_000)
        }
        #expect(roundTrip(bytes))
    }

    @Test func outputEndsWithAnEmptyStoredBlock() {
        let deflater = LZ77Deflater()
        let bytes: [UInt8] = [1, 2, 3]
        let deflated = bytes.withUnsafeBufferPointer { deflater.deflate($0.baseAddress!, count: 3) }
        #expect(Array(deflated.suffix(4)) == [0x00, 0x00, 0xFF, 0xFF])
    }

    /// A kept deflater (its hash chains are not cleared between calls) writes the same
    /// bytes as a new one: nothing from an earlier input is matched against.
    @Test func keptDeflaterForgetsEarlierInputs() {
        let first = noise(5000, seed: 1)
        let second = Array(first.prefix(3000)) + Array(repeating: 0, count: 700) + first.suffix(1000)
        let kept = LZ77Deflater()
        for input in [first, second, first, Array(second.prefix(10))] {
            let keptBytes = input.withUnsafeBufferPointer { kept.deflate($0.baseAddress!, count: $0.count) }
            #expect(keptBytes == deflate(input))
            #expect(inflate(keptBytes, expectedCount: input.count) == input)
        }
    }

    /// A repeat at deflate's farthest distance (32,768) is matched, in matches of at
    /// most 258 bytes; one a byte farther is not reachable and goes out as literals.
    @Test func matchesAtTheWindowEdge() {
        let repeated = noise(600, seed: 7)
        let filler = noise(32_768 - 600, seed: 8)
        let atWindow = repeated + filler + repeated
        let beyondWindow = repeated + filler + [0x5A] + repeated
        let unmatched = repeated + filler + noise(600, seed: 9)
        #expect(roundTrip(atWindow))
        #expect(roundTrip(beyondWindow))
        // Three matches (258, 258, 84 bytes) cost a few bytes; 600 literals of noise
        // about 600.
        #expect(deflate(atWindow).count + 550 < deflate(unmatched).count)
        #expect(deflate(beyondWindow).count + 550 > deflate(unmatched).count)
    }
}
