/// How the encoder picks each row's PNG filter (PNG specification, section 9), which
/// turns pixels into the differences that deflate compresses.
///
/// A band's first row is filtered as if it were the image's first row (the row above
/// taken as zeros), and written with the filter type that means the same without a
/// row above: None for Up, Sub for Paeth. So a band's bytes never depend on the band
/// above it, and a band can be re-encoded alone.
package enum PNGRowFilter: Sendable, CaseIterable {
    /// Every row unfiltered.
    case none
    /// Every row as differences from the pixel to the left.
    case sub
    /// Every row as differences from the row above.
    case up
    /// Every row as differences from the Paeth predictor of the left, upper and
    /// upper-left pixels.
    case paeth
    /// Per row, Up or Paeth, whichever leaves fewer non-zero bytes. On UI frames a
    /// row is mostly a repeat of the row above (Up gives zeros) or flat runs with
    /// antialiased edges (Paeth gives zeros but at the edges); zero runs are what
    /// the deflate of `PNGCompression.fast` compresses best.
    case adaptive

    /// PNG's filter type bytes.
    enum Kind: UInt8 {
        case none = 0
        case sub = 1
        case up = 2
        case paeth = 4
    }

    /// Writes the filter type byte and the filtered `count` bytes of `row` to `out`.
    /// `above` is the previous row of the same band, `nil` for a band's first row.
    @inline(__always)
    func filter(_ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>?, count: Int,
                bytesPerPixel: Int, into out: UnsafeMutablePointer<UInt8>) {
        let target = out + 1
        guard let above else {
            let kind: Kind = self == .none || self == .up ? .none : .sub
            out[0] = kind.rawValue
            if kind == .none {
                target.update(from: row, count: count)
            } else {
                Self.sub(row, count: count, bytesPerPixel: bytesPerPixel, into: target)
            }
            return
        }
        let kind: Kind
        switch self {
        case .none:
            kind = .none
            target.update(from: row, count: count)
        case .sub:
            kind = .sub
            Self.sub(row, count: count, bytesPerPixel: bytesPerPixel, into: target)
        case .up:
            kind = .up
            Self.up(row, above: above, count: count, into: target)
        case .paeth:
            kind = .paeth
            _ = Self.paeth(row, above: above, count: count, bytesPerPixel: bytesPerPixel, into: target)
        case .adaptive:
            let upNonZero = Self.differences(row, above, count: count)
            if upNonZero > 0,
               Self.paeth(row, above: above, count: count, bytesPerPixel: bytesPerPixel, into: target) <= upNonZero {
                kind = .paeth
            } else {
                kind = .up
                Self.up(row, above: above, count: count, into: target)
            }
        }
        out[0] = kind.rawValue
    }

    // The kernels below use `while` loops with wrapping arithmetic: a `for` loop over a
    // range keeps checks that stop LLVM from vectorizing them.

    @inline(__always)
    private static func sub(_ row: UnsafePointer<UInt8>, count: Int, bytesPerPixel: Int,
                            into out: UnsafeMutablePointer<UInt8>) {
        out.update(from: row, count: bytesPerPixel)
        var i = bytesPerPixel
        while i < count {
            out[i] = row[i] &- row[i &- bytesPerPixel]
            i &+= 1
        }
    }

    @inline(__always)
    private static func up(_ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int,
                           into out: UnsafeMutablePointer<UInt8>) {
        var i = 0
        while i < count {
            out[i] = row[i] &- above[i]
            i &+= 1
        }
    }

    /// How many bytes differ between two rows: the non-zero bytes of Up.
    @inline(__always)
    private static func differences(_ row: UnsafePointer<UInt8>, _ above: UnsafePointer<UInt8>, count: Int) -> Int {
        var differing = 0
        var i = 0
        while i < count {
            // A byte-wide counter vectorizes sixteen to a register; it is emptied
            // before it can overflow.
            let end = min(count, i &+ 255)
            var chunk: UInt8 = 0
            while i < end {
                chunk &+= row[i] != above[i] ? 1 : 0
                i &+= 1
            }
            differing &+= Int(chunk)
        }
        return differing
    }

    /// How many of `count` bytes are not zero.
    @inline(__always)
    private static func nonZero(_ bytes: UnsafePointer<UInt8>, count: Int) -> Int {
        var nonZero = 0
        var i = 0
        while i < count {
            let end = min(count, i &+ 255)
            var chunk: UInt8 = 0
            while i < end {
                chunk &+= bytes[i] != 0 ? 1 : 0
                i &+= 1
            }
            nonZero &+= Int(chunk)
        }
        return nonZero
    }

    /// Writes the Paeth-filtered row and returns how many of its bytes are non-zero.
    @inline(__always)
    private static func paeth(_ row: UnsafePointer<UInt8>, above: UnsafePointer<UInt8>, count: Int,
                              bytesPerPixel: Int, into out: UnsafeMutablePointer<UInt8>) -> Int {
        // The first pixel has no left neighbours: the predictor is the byte above.
        var i = 0
        while i < bytesPerPixel {
            out[i] = row[i] &- above[i]
            i &+= 1
        }
        while i < count {
            let left = row[i &- bytesPerPixel]
            let up = above[i]
            let upLeft = above[i &- bytesPerPixel]
            // The specification's distances of p = left + up - upLeft to each
            // neighbour, in bytes so that sixteen fit a vector register:
            // |p - left| = |up - upLeft|, |p - up| = |left - upLeft|, and
            // |p - upLeft| their sum when up and left lie on the same side of upLeft
            // (saturated at 255, which compares the same), else their difference.
            let toLeft = max(up, upLeft) &- min(up, upLeft)
            let toUp = max(left, upLeft) &- min(left, upLeft)
            let toUpLeft = (up >= upLeft) == (left >= upLeft)
                ? toLeft &+ min(toUp, 255 &- toLeft) : max(toLeft, toUp) &- min(toLeft, toUp)
            let predictor = toLeft <= toUp && toLeft <= toUpLeft ? left : toUp <= toUpLeft ? up : upLeft
            out[i] = row[i] &- predictor
            i &+= 1
        }
        return nonZero(out, count: count)
    }
}
