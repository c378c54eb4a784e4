import Foundation

extension BezierPath {
    /// A new path that traces the same shape the other way round, like
    /// `UIBezierPath.reversing()`: the last subpath comes first, each subpath starts
    /// at its old end and runs its segments backwards (curves with their control
    /// points swapped), and a closed subpath stays closed. The line settings are
    /// copied. Reversing a subpath flips the sign of its winding number, which is
    /// how a hole is cut with the nonzero rule: append the reversed inner shape to
    /// the outer one.
    ///
    /// Apple documents only "the reversed contents"; the subpath order and where a
    /// closed subpath starts follow what UIKit returns for rectangles and open lines.
    public func reversing() -> BezierPath {
        let reversed = copy()
        reversed.removeAllPoints()
        reversed.add(contentsOf: Self.subpaths(of: elements).reversed().flatMap(Self.reversed))
        return reversed
    }

    /// One subpath: where it starts, its drawing segments, and whether it is closed.
    private struct Subpath {
        var start: CGPoint
        var segments: [PathElement] = []
        var isClosed = false
    }

    /// The elements split into subpaths. A segment after a `close` with no move of
    /// its own starts at the closed subpath's start, as the current point does.
    private static func subpaths(of elements: [PathElement]) -> [Subpath] {
        var result: [Subpath] = []
        for element in elements {
            switch element {
            case .move(let point):
                result.append(Subpath(start: point))
            case .close:
                if let last = result.indices.last { result[last].isClosed = true }
            default:
                guard let last = result.last else { continue }
                if last.isClosed { result.append(Subpath(start: last.start)) }
                result[result.count - 1].segments.append(element)
            }
        }
        return result
    }

    /// The subpath's elements traced from its end back to its start.
    private static func reversed(_ subpath: Subpath) -> [PathElement] {
        var from = subpath.start
        var backwards: [PathElement] = []
        for segment in subpath.segments {
            switch segment {
            case .line(let end): backwards.append(.line(to: from)); from = end
            case .quadCurve(let end, let control): backwards.append(.quadCurve(to: from, control: control)); from = end
            case .curve(let end, let control1, let control2):
                backwards.append(.curve(to: from, control1: control2, control2: control1)); from = end
            case .move, .close: break
            }
        }
        return [.move(to: from)] + backwards.reversed() + (subpath.isClosed ? [.close] : [])
    }
}
