import Foundation

/// The heights of one section's rows, in memory that grows with the rows measured, not
/// with the rows there are: every row is `estimate` tall until it is measured, and
/// the measured rows are kept sorted with the running sum of how far they differ from
/// the estimate, so a row's offset and the row at an offset are binary searches.
///
/// A table with `estimatedRowHeight == 0` measures every row up front (as UIKit asks
/// for every height then), and only then does this grow with the row count.
struct RowHeights {
    /// The rows' count.
    private(set) var count: Int
    /// The height of a row not yet measured.
    let estimate: CGFloat
    /// The measured rows, ascending, with their heights.
    private var measuredRows: [Int] = []
    private var measuredHeights: [CGFloat] = []
    /// `differenceBefore[i]`: the sum of (height − estimate) over `measuredRows[..<i]`.
    private var differenceBefore: [CGFloat] = [0]

    init(count: Int, estimate: CGFloat) {
        self.count = count
        self.estimate = estimate
    }

    /// The sum of every row's height.
    var total: CGFloat { CGFloat(count) * estimate + differenceBefore[measuredRows.count] }

    /// Whether `row` has a measured height.
    func isMeasured(_ row: Int) -> Bool { measuredIndex(of: row) != nil }

    /// The height of `row`: measured, or the estimate.
    func height(of row: Int) -> CGFloat {
        measuredIndex(of: row).map { measuredHeights[$0] } ?? estimate
    }

    /// The offset of `row`'s top from the section's first row (`row` may be `count`).
    func offset(of row: Int) -> CGFloat {
        CGFloat(row) * estimate + differenceBefore[firstMeasured(atOrAfter: row)]
    }

    /// The row that holds `offset` (clamped to the rows there are); `nil` without rows.
    func row(at offset: CGFloat) -> Int? {
        guard count > 0 else { return nil }
        var low = 0, high = count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if self.offset(of: middle) <= offset { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// Records the measured height of `row`.
    mutating func setHeight(_ height: CGFloat, of row: Int) {
        if let index = measuredIndex(of: row) {
            guard measuredHeights[index] != height else { return }
            measuredHeights[index] = height
            recomputeDifferences(from: index)
        } else {
            let index = firstMeasured(atOrAfter: row)
            measuredRows.insert(row, at: index)
            measuredHeights.insert(height, at: index)
            differenceBefore.append(0)
            recomputeDifferences(from: index)
        }
    }

    /// The heights of the same rows after they were renumbered by `newRow` (`nil`: the
    /// row is gone) in a section of `newCount` rows.
    func renumbered(count newCount: Int, _ newRow: (Int) -> Int?) -> RowHeights {
        var result = RowHeights(count: newCount, estimate: estimate)
        let moved = zip(measuredRows, measuredHeights).compactMap { row, height in newRow(row).map { ($0, height) } }
        for (row, height) in moved.sorted(by: { $0.0 < $1.0 }) where row < newCount {
            result.measuredRows.append(row)
            result.measuredHeights.append(height)
            result.differenceBefore.append(result.differenceBefore.last! + height - estimate)
        }
        return result
    }

    private func firstMeasured(atOrAfter row: Int) -> Int {
        var low = 0, high = measuredRows.count
        while low < high {
            let middle = (low + high) / 2
            if measuredRows[middle] < row { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private func measuredIndex(of row: Int) -> Int? {
        let index = firstMeasured(atOrAfter: row)
        return index < measuredRows.count && measuredRows[index] == row ? index : nil
    }

    private mutating func recomputeDifferences(from index: Int) {
        for i in index..<measuredRows.count {
            differenceBefore[i + 1] = differenceBefore[i] + measuredHeights[i] - estimate
        }
    }
}
