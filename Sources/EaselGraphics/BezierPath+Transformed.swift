import Foundation

extension BezierPath {
    /// Appends `path`'s elements mapped through `transform`. With `joiningSubpath`, a
    /// leading move becomes a line from this path's current point when it has one, as
    /// CoreGraphics joins an arc to the subpath in progress (`CGMutablePath.addArc`).
    package func append(_ path: BezierPath, transform: Transform, joiningSubpath: Bool) {
        var appended = path.elements.map { $0.applying(transform) }
        if joiningSubpath, !isEmpty, case .move(let start)? = appended.first {
            appended[0] = .line(to: start)
        }
        add(contentsOf: appended)
    }
}
