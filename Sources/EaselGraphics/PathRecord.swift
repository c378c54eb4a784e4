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
        // Element by element, without gathering the points: the compositor asks every
        // shape layer for its bounds at every composite.
        // The first point starts the box as it is, so that one that is not a number
        // makes the box not a number (which damages the whole window).
        var box: (minX: CGFloat, minY: CGFloat, maxX: CGFloat, maxY: CGFloat)?
        func include(_ point: CGPoint) {
            guard let current = box else { return box = (point.x, point.y, point.x, point.y) }
            box = (min(current.minX, point.x), min(current.minY, point.y),
                   max(current.maxX, point.x), max(current.maxY, point.y))
        }
        for element in elements {
            switch element {
            case .move(let point), .line(let point): include(point)
            case .quadCurve(let end, let control): include(control); include(end)
            case .curve(let end, let control1, let control2): include(control1); include(control2); include(end)
            case .close: break
            }
        }
        guard let box else { return .null }
        return CGRect(x: box.minX, y: box.minY, width: box.maxX - box.minX, height: box.maxY - box.minY)
    }
}
