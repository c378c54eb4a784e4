/// How the encoder picks each row's PNG filter (PNG specification, section 9), which
/// turns pixels into the differences that deflate compresses.
///
/// Only filters that are cheap to compute are used: None, Sub (left neighbour) and Up
/// (row above). The first row of a band never uses Up, so that a band's bytes do not
/// depend on the band above it and a band can be re-encoded alone.
package enum PNGRowFilter: Sendable, CaseIterable {
    /// Every row unfiltered.
    case none
    /// Every row as differences from the pixel to the left.
    case sub
    /// Every row as differences from the row above (None for a band's first row).
    case up
    /// Per row, the filter whose output has the smallest sum of absolute values (the
    /// heuristic of the PNG specification and of libpng), among None, Sub and Up.
    case adaptive

    /// PNG's filter type bytes.
    enum Kind: UInt8 {
        case none = 0
        case sub = 1
        case up = 2
    }

    /// Writes the filter type byte and the filtered `count` bytes of `row` to `out`.
    /// `above` is the previous row of the same band, `nil` for its first row.
    @inline(__always)
    func filter(_ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>?, count: Int,
                bytesPerPixel: Int, into out: UnsafeMutablePointer<UInt8>) {
        let kind = choose(row, above: above, count: count, bytesPerPixel: bytesPerPixel)
        out[0] = kind.rawValue
        let target = out + 1
        switch kind {
        case .none:
            target.update(from: row, count: count)
        case .sub:
            target.update(from: row, count: bytesPerPixel)
            for i in bytesPerPixel..<count { target[i] = row[i] &- row[i - bytesPerPixel] }
        case .up:
            let above = above!
            for i in 0..<count { target[i] = row[i] &- above[i] }
        }
    }

    @inline(__always)
    private func choose(_ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>?, count: Int,
                        bytesPerPixel: Int) -> Kind {
        switch self {
        case .none: return .none
        case .sub: return .sub
        case .up: return above == nil ? .none : .up
        case .adaptive: return Self.smallestOutput(row, above: above, count: count, bytesPerPixel: bytesPerPixel)
        }
    }

    /// The filter whose bytes, read as signed, have the smallest sum of magnitudes.
    private static func smallestOutput(_ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>?,
                                       count: Int, bytesPerPixel: Int) -> Kind {
        var noneCost = 0
        var subCost = 0
        for i in 0..<bytesPerPixel { noneCost += magnitude(row[i]) }
        subCost = noneCost
        for i in bytesPerPixel..<count {
            noneCost += magnitude(row[i])
            subCost += magnitude(row[i] &- row[i - bytesPerPixel])
        }
        var best = subCost < noneCost ? Kind.sub : Kind.none
        guard let above else { return best }
        var upCost = 0
        for i in 0..<count { upCost += magnitude(row[i] &- above[i]) }
        if upCost < min(noneCost, subCost) { best = .up }
        return best
    }

    /// |byte| with the byte read as a signed value.
    @inline(__always)
    private static func magnitude(_ byte: UInt8) -> Int { Int(min(byte, 0 &- byte)) }
}
