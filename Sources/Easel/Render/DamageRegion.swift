import Foundation

/// The damaged area of a window as a short list of whole-pixel rectangles.
///
/// A new rectangle merges with one it barely adds to (their union wastes at most a
/// quarter of its area); past `maximumCount` rectangles the pair whose union wastes
/// the least merges. The list covers every damaged pixel, never fewer.
struct DamageRegion {
    static let maximumCount = 8
    static let acceptableWaste = 0.25

    private(set) var rects: [CGRect] = []

    var isEmpty: Bool { rects.isEmpty }

    /// Adds a rectangle, already in whole pixels.
    mutating func add(_ rect: CGRect) {
        guard !rect.isNull, !rect.isEmpty else { return }
        var pending = rect
        while let index = rects.firstIndex(where: { Self.waste($0, pending) <= Self.acceptableWaste * Self.area($0.union(pending)) }) {
            pending = pending.union(rects.remove(at: index))
        }
        rects.append(pending)
        while rects.count > Self.maximumCount { mergeCheapestPair() }
    }

    mutating func removeAll() { rects.removeAll() }

    private mutating func mergeCheapestPair() {
        var best = (i: 0, j: 1, waste: CGFloat.infinity)
        for i in rects.indices {
            for j in rects.indices where j > i {
                let waste = Self.waste(rects[i], rects[j])
                if waste < best.waste { best = (i, j, waste) }
            }
        }
        let merged = rects[best.i].union(rects[best.j])
        rects.remove(at: best.j)
        rects[best.i] = merged
    }

    /// The area of the union's rectangle not covered by either rectangle.
    private static func waste(_ a: CGRect, _ b: CGRect) -> CGFloat {
        let overlap = a.intersection(b)
        let covered = area(a) + area(b) - (overlap.isNull ? 0 : area(overlap))
        return area(a.union(b)) - covered
    }

    private static func area(_ rect: CGRect) -> CGFloat { rect.width * rect.height }
}
