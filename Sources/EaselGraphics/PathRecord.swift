import Foundation

/// A sequence of path elements with the bookkeeping CoreGraphics does as it builds a
/// path: the current point, and where the subpath in progress started. `BezierPath`
/// keeps one in user space; `GraphicsContext` keeps its current path in one, in device
/// space, as CoreGraphics does.
struct PathRecord {
    private(set) var elements: [PathElement] = []
    /// Where the next element starts; `nil` until the first move.
    private(set) var currentPoint: CGPoint?
    /// The first point of the subpath in progress, where a close returns to.
    private var subpathStart: CGPoint?

    /// Appends `element`, unless it is a line or curve with no current point to start
    /// from (or a close with nothing to close): then nothing changes and the result is
    /// `false`.
    @discardableResult
    mutating func add(_ element: PathElement) -> Bool {
        switch element {
        case .move(let point):
            subpathStart = point
            currentPoint = point
        case .line(let point), .quadCurve(let point, _), .curve(let point, _, _):
            guard currentPoint != nil else { return false }
            currentPoint = point
        case .close:
            guard currentPoint != nil else { return false }
            currentPoint = subpathStart
        }
        elements.append(element)
        return true
    }

    mutating func removeAll() {
        self = PathRecord()
    }

    /// The record with every point mapped through `transform`.
    func applying(_ transform: Transform) -> PathRecord {
        PathRecord(elements: elements.map { $0.applying(transform) },
                   currentPoint: currentPoint?.applying(transform),
                   subpathStart: subpathStart?.applying(transform))
    }

    /// The smallest rectangle holding every point, control points included, as
    /// `CGPath.boundingBox` measures; `CGRect.null` when there are none.
    var boundingBox: CGRect {
        let points = elements.flatMap(\.points)
        guard let first = points.first else { return .null }
        var minX = first.x, maxX = first.x, minY = first.y, maxY = first.y
        for point in points.dropFirst() {
            minX = min(minX, point.x)
            maxX = max(maxX, point.x)
            minY = min(minY, point.y)
            maxY = max(maxY, point.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
