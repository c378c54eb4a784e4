/// What LZ77 matching turns bytes into, one `UInt32` each: a literal byte (0…255), or a
/// match (bit 31 set) of `length` 3…258 bytes (bits 16…24) copied from `distance`
/// 1…32,768 bytes back (bits 0…15 hold distance − 1); and the deflate symbols and
/// extra bits of each (RFC 1951, section 3.2.5).
enum LZ77Token {
    private static let matchFlag: UInt32 = 1 << 31

    @inline(__always)
    static func match(length: Int, distance: Int) -> UInt32 {
        matchFlag | UInt32(truncatingIfNeeded: length) << 16 | UInt32(truncatingIfNeeded: distance &- 1)
    }

    @inline(__always)
    static func isMatch(_ token: UInt32) -> Bool { token & matchFlag != 0 }

    @inline(__always)
    static func length(_ token: UInt32) -> Int { Int(token >> 16 & 0x1FF) }

    @inline(__always)
    static func distance(_ token: UInt32) -> Int { Int(token & 0xFFFF) &+ 1 }

    /// The length code (0…28; the literal/length symbol is 257 + code), its number of
    /// extra bits and their value, for a length of 3…258.
    @inline(__always)
    static func lengthSymbol(_ length: Int) -> (code: Int, extraBits: Int, extra: UInt32) {
        let offset = length &- 3
        if offset < 8 { return (offset, 0, 0) }
        if offset == 255 { return (28, 0, 0) }
        // Four codes per power of two from 8 up, each with log2(offset) − 2 extra bits.
        let log2 = Int.bitWidth &- 1 &- offset.leadingZeroBitCount
        let extraBits = log2 &- 2
        return (4 &* (log2 &- 1) &+ (offset >> extraBits & 3), extraBits,
                UInt32(truncatingIfNeeded: offset & (1 << extraBits &- 1)))
    }

    /// The distance code (0…29), its number of extra bits and their value, for a
    /// distance of 1…32,768.
    @inline(__always)
    static func distanceSymbol(_ distance: Int) -> (code: Int, extraBits: Int, extra: UInt32) {
        let offset = distance &- 1
        if offset < 4 { return (offset, 0, 0) }
        // Two codes per power of two from 4 up, each with log2(offset) − 1 extra bits.
        let log2 = Int.bitWidth &- 1 &- offset.leadingZeroBitCount
        let extraBits = log2 &- 1
        return (2 &* log2 &+ (offset >> extraBits & 1), extraBits,
                UInt32(truncatingIfNeeded: offset & (1 << extraBits &- 1)))
    }
}
