import Foundation

extension Bitmap {
    /// The smallest rectangle of whole pixels, within `region`, that holds every pixel
    /// of `region` that is not transparent black (a word other than zero); `.null`
    /// when there is none.
    ///
    /// Painted with cairo's `OVER`, which is how layers are composited, a transparent
    /// black pixel leaves what is under it exactly as it was, so the compositor paints
    /// a backing store only where this says it has ink. Rows are tested with ORs of
    /// their words, which LLVM vectorizes: whole, then each side of the rectangle found
    /// so far, which is searched only where a side has ink.
    package func inkBounds(in region: CGRect) -> CGRect {
        let area = region.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !area.isNull, !area.isEmpty else { return .null }
        let columns = Int(area.minX.rounded(.down))..<Int(area.maxX.rounded(.up))
        flush()
        var minX = columns.upperBound, maxX = columns.lowerBound
        var minY = Int.max, maxY = Int.min
        for y in Int(area.minY.rounded(.down))..<Int(area.maxY.rounded(.up)) {
            let words = rowWords(y).baseAddress!
            guard Self.union(of: words, columns.lowerBound, columns.upperBound) != 0 else { continue }
            if Self.union(of: words, columns.lowerBound, minX) != 0 {
                var first = columns.lowerBound
                while words[first] == 0 { first &+= 1 }
                minX = first
            }
            if Self.union(of: words, maxX, columns.upperBound) != 0 {
                var end = columns.upperBound
                while words[end &- 1] == 0 { end &-= 1 }
                maxX = end
            }
            minY = Swift.min(minY, y)
            maxY = y + 1
        }
        guard minY <= maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// The OR of the words from `start` up to `end` (none when `end <= start`).
    @inline(__always)
    private static func union(of words: UnsafeMutablePointer<UInt32>, _ start: Int, _ end: Int) -> UInt32 {
        var union: UInt32 = 0
        var x = start
        while x < end {
            union |= words[x]
            x &+= 1
        }
        return union
    }
}
