/// A deflate block with Huffman codes made for its own symbols (BTYPE 2, RFC 1951,
/// section 3.2.7): the codes are built from the symbols' frequencies, the header sends
/// their lengths, and the block's literals, lengths and distances follow in them.
struct DynamicHuffmanBlock {
    /// Code length of each literal/length symbol (0…285) and distance symbol (0…29).
    private let literalLengths: [UInt8]
    private let distanceLengths: [UInt8]
    /// The codes, bit-reversed for deflate's bit order, and their lengths, side by
    /// side for the symbol loop.
    private let literalCodes: [UInt32]
    private let distanceCodes: [UInt32]

    /// Codes for a block whose symbols occur this often; the end-of-block symbol is
    /// counted here.
    init(literalFrequencies: UnsafeBufferPointer<Int32>, distanceFrequencies: UnsafeBufferPointer<Int32>) {
        var literals = literalFrequencies.map(Int.init)
        literals[256] = 1
        literalLengths = HuffmanCode.lengths(for: literals, limit: 15)
        distanceLengths = HuffmanCode.lengths(for: distanceFrequencies.map(Int.init), limit: 15)
        literalCodes = HuffmanCode.codes(for: literalLengths)
        distanceCodes = HuffmanCode.codes(for: distanceLengths)
    }

    /// Writes the block header (not final) and the code lengths.
    func writeHeader(to writer: inout DeflateBitWriter) {
        writer.write(0b100, bits: 3) // BFINAL 0, BTYPE 2
        let literalCount = max(257, (literalLengths.lastIndex { $0 != 0 } ?? 0) + 1)
        let distanceCount = max(1, (distanceLengths.lastIndex { $0 != 0 } ?? 0) + 1)
        let lengths = Array(literalLengths[..<literalCount]) + distanceLengths[..<distanceCount]
        // (symbol, extra bits value) pairs of the code-length alphabet: lengths, with
        // repeats of the previous length (16) and runs of zeros (17, 18).
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
        writer.write(UInt32(distanceCount - 1), bits: 5)
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

    /// Writes the tokens (see `LZ77Token`) and the end-of-block symbol.
    func writeSymbols(_ tokens: UnsafeBufferPointer<UInt32>, to writer: inout DeflateBitWriter) {
        literalCodes.withUnsafeBufferPointer { literalCodes in
        literalLengths.withUnsafeBufferPointer { literalLengths in
        distanceCodes.withUnsafeBufferPointer { distanceCodes in
        distanceLengths.withUnsafeBufferPointer { distanceLengths in
            for token in tokens {
                guard LZ77Token.isMatch(token) else {
                    let literal = Int(token)
                    writer.write(literalCodes[literal], bits: Int(literalLengths[literal]))
                    continue
                }
                let length = LZ77Token.lengthSymbol(LZ77Token.length(token))
                let symbol = 257 &+ length.code
                writer.write(literalCodes[symbol], bits: Int(literalLengths[symbol]))
                if length.extraBits > 0 { writer.write(length.extra, bits: length.extraBits) }
                let distance = LZ77Token.distanceSymbol(LZ77Token.distance(token))
                writer.write(distanceCodes[distance.code], bits: Int(distanceLengths[distance.code]))
                if distance.extraBits > 0 { writer.write(distance.extra, bits: distance.extraBits) }
            }
            writer.write(literalCodes[256], bits: Int(literalLengths[256]))
        }}}}
    }
}
