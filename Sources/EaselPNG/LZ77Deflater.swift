/// A deflate encoder (RFC 1951): LZ77 matching over hash chains with lazy evaluation,
/// then one block with Huffman codes made for its symbols.
///
/// What it compresses is filtered UI pixels: long runs of zeros (flat areas, rows that
/// repeat the row above) broken by short patterns at the edges of shapes and in text,
/// many of which recur (the same glyph, the same corner). So each position first
/// measures the run of the byte before it, eight bytes at a time, and takes a run of
/// the longest length without searching; otherwise it walks a short chain of earlier
/// positions with the same four bytes, and before taking a match looks whether the
/// next position starts a better one (zlib's lazy matching). Matches are weighed by
/// the bits they save (`gain`), not by length alone, so that a run of the byte
/// before, whose distance costs a bit or two, wins over a far match of about the
/// same length. Positions inside long matches are not indexed,
/// which keeps runs cheap.
///
/// Each call writes one block, then an empty stored block, so that the output ends on
/// a byte boundary with no block marked final: what zlib writes for `Z_FULL_FLUSH`,
/// and what lets bands be concatenated. The output depends only on the input bytes.
package final class LZ77Deflater {
    /// deflate's window and longest match. A match of the longest length is taken
    /// without trying the next position or further candidates; anything shorter,
    /// runs included, is weighed against them (measuring a run to its end before
    /// choosing made UI frames 2–4 % smaller than taking any run of 64 bytes, for
    /// little time: a run is measured eight bytes a step).
    private static let window = 32_768
    private static let longestMatch = 258
    /// Hash chains index positions by their first four bytes.
    private static let hashBits = 15
    /// At most this many earlier positions are tried for a match. Longer chains made
    /// UI frames larger, not smaller (the longest match is not the cheapest to send),
    /// and slower.
    private static let chainLimit = 8
    /// Matches longer than this leave their positions out of the chains.
    private static let indexedMatchLimit = 32

    /// The chains: per hash, the latest position with it, and per position (modulo the
    /// window), the one before with the same hash. Entries hold `base` plus the
    /// position, so entries from earlier calls are below `base` and mean none: the
    /// 128 KiB head table is not cleared for every call (every band).
    private var head = UnsafeMutablePointer<Int32>.allocate(capacity: 1 << hashBits)
    private var previous = UnsafeMutablePointer<Int32>.allocate(capacity: window)
    /// What this call's positions are stored as in the chains, less the position.
    private var base = 0
    private var tokens = UnsafeMutablePointer<UInt32>.allocate(capacity: 1)
    private var tokenCapacity = 1
    private let literalFrequencies = UnsafeMutablePointer<Int32>.allocate(capacity: 286)
    private let distanceFrequencies = UnsafeMutablePointer<Int32>.allocate(capacity: 30)

    /// A deflater; its tables and token buffer are kept between calls.
    package init() {
        head.initialize(repeating: -1, count: 1 << Self.hashBits)
        previous.initialize(repeating: -1, count: Self.window)
    }

    deinit {
        head.deallocate()
        previous.deallocate()
        tokens.deallocate()
        literalFrequencies.deallocate()
        distanceFrequencies.deallocate()
    }

    /// The deflate blocks of `count` bytes, compressed from an empty history.
    package func deflate(_ input: UnsafePointer<UInt8>, count: Int) -> [UInt8] {
        let tokenCount = tokenize(input, count: count)
        let block = DynamicHuffmanBlock(
            literalFrequencies: UnsafeBufferPointer(start: literalFrequencies, count: 286),
            distanceFrequencies: UnsafeBufferPointer(start: distanceFrequencies, count: 30))
        var writer = DeflateBitWriter(capacity: count / 2 + 1024)
        block.writeHeader(to: &writer)
        block.writeSymbols(UnsafeBufferPointer(start: tokens, count: tokenCount), to: &writer)
        // An empty stored block: three header bits, padding to a byte, then LEN = 0
        // and NLEN = 0xFFFF.
        writer.write(0, bits: 3)
        writer.alignToByte()
        writer.write(0xFFFF_0000, bits: 32)
        return writer.finish()
    }

    /// Turns the input into tokens (`LZ77Token`), counting the symbols they need;
    /// returns how many.
    private func tokenize(_ input: UnsafePointer<UInt8>, count: Int) -> Int {
        if tokenCapacity < count {
            tokens.deallocate()
            tokens = .allocate(capacity: count)
            tokenCapacity = count
        }
        // A new history: every stored position below `base`. When the stored values
        // would pass Int32's range, the tables are cleared and `base` starts again.
        if base &+ count >= Int(Int32.max) {
            head.update(repeating: -1, count: 1 << Self.hashBits)
            base = 0
        }
        defer { base &+= count }
        literalFrequencies.update(repeating: 0, count: 286)
        distanceFrequencies.update(repeating: 0, count: 30)
        var tokenCount = 0
        var indexed = 0 // positions below this are in the chains (or skipped)
        var position = 0
        while position < count {
            index(upTo: position, from: &indexed, input, count: count)
            var (length, distance) = bestMatch(at: position, input, count: count)
            if length == 0 {
                literalFrequencies[Int(input[position])] &+= 1
                tokens[tokenCount] = UInt32(input[position])
                tokenCount &+= 1
                position &+= 1
                continue
            }
            // Lazy evaluation: while the next position starts a longer match, this
            // position's byte goes out as a literal.
            while length < Self.longestMatch && position &+ 1 < count {
                index(upTo: position &+ 1, from: &indexed, input, count: count)
                let next = bestMatch(at: position &+ 1, input, count: count)
                guard Self.gain(next.length, next.distance) > Self.gain(length, distance) else { break }
                literalFrequencies[Int(input[position])] &+= 1
                tokens[tokenCount] = UInt32(input[position])
                tokenCount &+= 1
                position &+= 1
                (length, distance) = next
            }
            literalFrequencies[257 &+ LZ77Token.lengthSymbol(length).code] &+= 1
            distanceFrequencies[LZ77Token.distanceSymbol(distance).code] &+= 1
            tokens[tokenCount] = LZ77Token.match(length: length, distance: distance)
            tokenCount &+= 1
            if length > Self.indexedMatchLimit { indexed = max(indexed, position &+ length) }
            position &+= length
        }
        return tokenCount
    }

    /// Roughly how many bits a match saves over sending its bytes as literals: eight
    /// a byte, less the length and distance symbols (about 6 and 5 bits) and their
    /// extra bits. What makes a far match lose to a run of the byte before when the
    /// two are about as long: on filtered UI frames a far match of a few bytes costs
    /// more than it saves.
    @inline(__always)
    private static func gain(_ length: Int, _ distance: Int) -> Int {
        guard length > 0 else { return 0 }
        return 8 &* length &- 11 &- LZ77Token.lengthSymbol(length).extraBits &- LZ77Token.distanceSymbol(distance).extraBits
    }

    /// Adds positions `indexed..<position` to the hash chains (those with four bytes
    /// to hash).
    @inline(__always)
    private func index(upTo position: Int, from indexed: inout Int, _ input: UnsafePointer<UInt8>, count: Int) {
        let end = min(position, count &- 3)
        while indexed < end {
            let hash = Self.hash(input, at: indexed)
            previous[indexed & (Self.window &- 1)] = head[hash]
            head[hash] = Int32(truncatingIfNeeded: base &+ indexed)
            indexed &+= 1
        }
        indexed = max(indexed, position)
    }

    @inline(__always)
    private static func hash(_ input: UnsafePointer<UInt8>, at position: Int) -> Int {
        let word = UnsafeRawPointer(input + position).loadUnaligned(as: UInt32.self)
        return Int((word &* 2_654_435_761) >> UInt32(32 &- hashBits))
    }

    /// The longest match (length 0 when none of at least 3 bytes for a run of the
    /// previous byte, 4 for anything else) at `position`: the run first, then the
    /// chain of earlier positions with the same hash, nearest first; the nearest of
    /// equally long matches.
    @inline(__always)
    private func bestMatch(at position: Int, _ input: UnsafePointer<UInt8>, count: Int) -> (length: Int, distance: Int) {
        let limit = min(Self.longestMatch, count &- position)
        var bestLength = 0
        var bestDistance = 0
        if position > 0 {
            let run = Self.matchLength(input + position, input + (position &- 1), limit: limit)
            if run >= 3 {
                bestLength = run
                bestDistance = 1
                if run >= Self.longestMatch { return (run, 1) }
            }
        }
        guard limit >= 4 else { return (bestLength, bestDistance) }
        let here = input + position
        let word = UnsafeRawPointer(here).loadUnaligned(as: UInt32.self)
        var candidate = Int(head[Self.hash(input, at: position)]) &- base
        var tries = Self.chainLimit
        while candidate >= 0 && position &- candidate <= Self.window && tries > 0 {
            let there = input + candidate
            // Cheap rejections first: the byte that would make this match longer than
            // the best so far, and the four bytes every match starts with.
            if bestLength < limit && there[bestLength] == here[bestLength]
                && UnsafeRawPointer(there).loadUnaligned(as: UInt32.self) == word {
                let length = Self.matchLength(here, there, limit: limit)
                if length > bestLength && Self.gain(length, position &- candidate) > Self.gain(bestLength, bestDistance) {
                    bestLength = length
                    bestDistance = position &- candidate
                    if length >= Self.longestMatch { break }
                }
            }
            candidate = Int(previous[candidate & (Self.window &- 1)]) &- base
            tries &-= 1
        }
        return bestLength >= 4 || bestDistance == 1 ? (bestLength, bestDistance) : (0, 0)
    }

    /// How many of the `limit` bytes at `here` equal those at `there`, eight bytes per
    /// step (`there` is before `here`; the two may overlap).
    @inline(__always)
    private static func matchLength(_ here: UnsafePointer<UInt8>, _ there: UnsafePointer<UInt8>, limit: Int) -> Int {
        let a = UnsafeRawPointer(here), b = UnsafeRawPointer(there)
        var length = 0
        while length &+ 8 <= limit {
            let difference = a.loadUnaligned(fromByteOffset: length, as: UInt64.self)
                ^ b.loadUnaligned(fromByteOffset: length, as: UInt64.self)
            if difference != 0 { return length &+ UInt64(littleEndian: difference).trailingZeroBitCount >> 3 }
            length &+= 8
        }
        while length < limit && here[length] == there[length] { length &+= 1 }
        return length
    }
}
