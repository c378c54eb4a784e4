/// The ignore regions of a comparison, row by row: for each row, the sorted, merged
/// column ranges that are not compared.
struct IgnoredColumns {
    /// The regions clipped to the compared bounds, empty ones dropped, by left edge.
    private let regions: [PixelRect]

    init(_ regions: [PixelRect], within bounds: PixelRect) {
        self.regions = regions.map { $0.intersection(bounds) }.filter { !$0.isEmpty }.sorted { $0.x < $1.x }
    }

    /// Whether no pixel is ignored.
    var isEmpty: Bool { regions.isEmpty }

    /// Replaces `spans` with the ignored column ranges of row `y`, sorted, merged and
    /// non-empty. `spans` is the caller's, reused from row to row.
    func spans(inRow y: Int, into spans: inout [Range<Int>]) {
        spans.removeAll(keepingCapacity: true)
        for region in regions where y >= region.y && y < region.maxY {
            if let last = spans.last, region.x <= last.upperBound {
                spans[spans.count - 1] = last.lowerBound..<max(last.upperBound, region.maxX)
            } else {
                spans.append(region.x..<region.maxX)
            }
        }
    }
}
