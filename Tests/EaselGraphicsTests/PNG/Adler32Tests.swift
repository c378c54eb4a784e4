import CPNG
import EaselGraphics
import Testing

/// Our Adler-32 against zlib's, on data with and without runs of zeros.
@Suite struct Adler32Tests {
    private func zlibAdler(_ bytes: [UInt8], from start: UInt32 = 1) -> UInt32 {
        bytes.withUnsafeBufferPointer { UInt32(adler32(UInt(start), $0.baseAddress, UInt32($0.count))) }
    }

    private func ours(_ bytes: [UInt8], from start: UInt32 = 1) -> UInt32 {
        bytes.withUnsafeBufferPointer { Adler32.checksum($0.baseAddress!, count: $0.count, continuing: start) }
    }

    @Test func matchesZlib() {
        var random: UInt32 = 12345
        var bytes: [UInt8] = []
        // Noise, zero runs of every length around the 8-byte step, and 0xFF runs
        // (the largest sums), past one reduction interval.
        while bytes.count < 3_000_000 {
            random = random &* 1_664_525 &+ 1_013_904_223
            let run = Int(random >> 20 & 0x3F)
            switch random >> 28 & 3 {
            case 0: bytes += Array(repeating: 0, count: run)
            case 1: bytes += Array(repeating: 0xFF, count: run * 50)
            default: bytes += (0..<run).map { UInt8(truncatingIfNeeded: Int(random >> 8) &* ($0 + 1)) }
            }
        }
        for count in [0, 1, 7, 8, 9, 15, 16, 17, 5552, 5553, 1 << 20, bytes.count] {
            #expect(ours(Array(bytes.prefix(count))) == zlibAdler(Array(bytes.prefix(count))), "\(count) bytes")
        }
        #expect(ours(Array(bytes[100..<90_000]), from: 0xDEAD_BEEF % 65521)
                    == zlibAdler(Array(bytes[100..<90_000]), from: 0xDEAD_BEEF % 65521))
        #expect(ours(Array(repeating: 0xFF, count: 5_000_000)) == zlibAdler(Array(repeating: 0xFF, count: 5_000_000)))
    }
}
