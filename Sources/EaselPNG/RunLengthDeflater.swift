/// A deflate encoder (RFC 1951) that looks for one kind of match only: repeats of the
/// previous byte. What it compresses is filtered UI pixels, mostly runs of zeros with
/// literal bytes at the edges of shapes, where that is nearly all deflate would find,
/// and it finds runs eight bytes at a time where zlib's `Z_RLE` strategy compares one
/// byte at a time.
///
/// Each call writes one block with Huffman codes made for its data, then an empty
/// stored block, so that the output ends on a byte boundary with no block marked
/// final: what zlib writes for `Z_FULL_FLUSH`, and what lets bands be concatenated.
package struct RunLengthDeflater {
    /// A literal byte (0…255) or, with `matchFlag`, a run of 3…258 repeats.
    private var tokens: [UInt32] = []
    private static let matchFlag: UInt32 = 1 << 16

    /// The deflate blocks of `count` bytes, compressed from an empty history.
    /// A deflater; its token buffer grows with use and is kept between calls.
    package init() {}

    package mutating func deflate(_ input: UnsafePointer<UInt8>, count: Int) -> [UInt8] {
        tokenize(input, count: count)
        var literalFrequencies = [Int](repeating: 0, count: 286)
        for token in tokens {
            if token & Self.matchFlag == 0 {
                literalFrequencies[Int(token)] += 1
            } else {
                literalFrequencies[257 + DeflateTables.lengthCode[Int(token & 0xFFFF)]] += 1
            }
        }
        literalFrequencies[256] = 1 // end of block
        let literalLengths = HuffmanCode.lengths(for: literalFrequencies, limit: 15)
        // Only distance 1 is used; two one-bit codes make a complete code, which
        // every inflater accepts.
        let distanceLengths: [UInt8] = [1, 1]

        var writer = BitWriter(capacity: count * 2 + 1024)
        writer.write(0b100, bits: 3) // not final; dynamic Huffman codes
        writeCodeLengths(literal: literalLengths, distance: distanceLengths, to: &writer)
        let literalCodes = HuffmanCode.codes(for: literalLengths)
        for token in tokens {
            if token & Self.matchFlag == 0 {
                writer.write(literalCodes[Int(token)], bits: Int(literalLengths[Int(token)]))
            } else {
                let length = Int(token & 0xFFFF)
                let code = DeflateTables.lengthCode[length]
                let symbol = 257 + code
                writer.write(literalCodes[symbol], bits: Int(literalLengths[symbol]))
                writer.write(UInt32(length - DeflateTables.lengthBase[code]), bits: DeflateTables.lengthExtraBits[code])
                writer.write(0, bits: 1) // distance code 0: distance 1
            }
        }
        writer.write(literalCodes[256], bits: Int(literalLengths[256]))
        // An empty stored block: three header bits, padding to a byte, then
        // LEN = 0 and NLEN = 0xFFFF.
        writer.write(0, bits: 3)
        writer.alignToByte()
        writer.write(0xFFFF_0000, bits: 32)
        return writer.finish()
    }

    /// Splits the input into literals and runs of the byte before.
    private mutating func tokenize(_ input: UnsafePointer<UInt8>, count: Int) {
        tokens.removeAll(keepingCapacity: true)
        tokens.reserveCapacity(count / 4)
        var i = 0
        while i < count {
            let byte = input[i]
            tokens.append(UInt32(byte))
            i &+= 1
            var run = Self.repeats(of: byte, at: input + i, limit: count - i)
            while run >= 3 {
                let length = min(run, 258)
                tokens.append(Self.matchFlag | UInt32(length))
                i &+= length
                run &-= length
            }
        }
    }

    /// How many of the `limit` bytes at `bytes` equal `byte`, before the first that
    /// does not; eight bytes per step.
    @inline(__always)
    private static func repeats(of byte: UInt8, at bytes: UnsafePointer<UInt8>, limit: Int) -> Int {
        let pattern = UInt64(byte) &* 0x0101_0101_0101_0101
        let raw = UnsafeRawPointer(bytes)
        var run = 0
        while run &+ 8 <= limit {
            let difference = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: run, as: UInt64.self)) ^ pattern
            if difference != 0 { return run &+ difference.trailingZeroBitCount >> 3 }
            run &+= 8
        }
        while run < limit && bytes[run] == byte { run &+= 1 }
        return run
    }

    /// The block header after BTYPE: the code lengths of both codes, themselves
    /// Huffman-coded with runs (RFC 1951, section 3.2.7).
    private func writeCodeLengths(literal: [UInt8], distance: [UInt8], to writer: inout BitWriter) {
        let literalCount = max(257, (literal.lastIndex { $0 != 0 } ?? 0) + 1)
        let lengths = Array(literal[..<literalCount]) + distance
        // (symbol, extra bits value) pairs of the code-length alphabet.
        var symbols: [(UInt8, UInt32)] = []
        var i = 0
        while i < lengths.count {
            let length = lengths[i]
            var run = 1
            while i + run < lengths.count && lengths[i + run] == length { run += 1 }
            i += run
            if length == 0 {
                while run >= 11 { let n = min(run, 138); symbols.append((18, UInt32(n - 11))); run -= n }
                if run >= 3 { symbols.append((17, UInt32(run - 3))); run = 0 }
            } else {
                symbols.append((length, 0))
                run -= 1
                while run >= 3 { let n = min(run, 6); symbols.append((16, UInt32(n - 3))); run -= n }
            }
            for _ in 0..<run { symbols.append((length, 0)) }
        }
        var frequencies = [Int](repeating: 0, count: 19)
        for (symbol, _) in symbols { frequencies[Int(symbol)] += 1 }
        let codeLengths = HuffmanCode.lengths(for: frequencies, limit: 7)
        let codes = HuffmanCode.codes(for: codeLengths)
        let order = DeflateTables.codeLengthOrder
        let orderCount = max(4, (order.lastIndex { codeLengths[$0] != 0 } ?? 0) + 1)

        writer.write(UInt32(literalCount - 257), bits: 5)
        writer.write(UInt32(distance.count - 1), bits: 5)
        writer.write(UInt32(orderCount - 4), bits: 4)
        for symbol in order[..<orderCount] { writer.write(UInt32(codeLengths[symbol]), bits: 3) }
        for (symbol, extra) in symbols {
            writer.write(codes[Int(symbol)], bits: Int(codeLengths[Int(symbol)]))
            switch symbol {
            case 16: writer.write(extra, bits: 2)
            case 17: writer.write(extra, bits: 3)
            case 18: writer.write(extra, bits: 7)
            default: break
            }
        }
    }
}

/// Bits packed least significant first, as deflate stores them.
private struct BitWriter {
    private var bytes: UnsafeMutablePointer<UInt8>
    private var count = 0
    private var capacity: Int
    private var buffer: UInt64 = 0
    private var bufferedBits = 0

    init(capacity: Int) {
        self.capacity = capacity
        bytes = .allocate(capacity: capacity)
    }

    /// Appends the low `bits` bits of `value` (at most 32).
    @inline(__always)
    mutating func write(_ value: UInt32, bits: Int) {
        buffer |= UInt64(value) &<< UInt64(bufferedBits)
        bufferedBits &+= bits
        if bufferedBits >= 32 {
            if count &+ 4 > capacity { grow() }
            UnsafeMutableRawPointer(bytes + count).storeBytes(of: UInt32(truncatingIfNeeded: buffer).littleEndian,
                                                              as: UInt32.self)
            count &+= 4
            buffer >>= 32
            bufferedBits &-= 32
        }
    }

    mutating func alignToByte() {
        write(0, bits: (8 - bufferedBits % 8) % 8)
    }

    /// The bytes written; the writer is not usable afterwards.
    mutating func finish() -> [UInt8] {
        while bufferedBits > 0 {
            if count == capacity { grow() }
            bytes[count] = UInt8(truncatingIfNeeded: buffer)
            count += 1
            buffer >>= 8
            bufferedBits -= 8
        }
        defer { bytes.deallocate() }
        return Array(UnsafeBufferPointer(start: bytes, count: count))
    }

    private mutating func grow() {
        let larger = UnsafeMutablePointer<UInt8>.allocate(capacity: capacity * 2)
        larger.initialize(from: bytes, count: count)
        bytes.deallocate()
        bytes = larger
        capacity *= 2
    }
}
