import EaselGraphics
import Foundation

extension LayerPath {
    /// The path its shapes make, each appended as `UIBezierPath.append(_:)` joins them.
    var bezierPath: BezierPath {
        let path = BezierPath()
        for shape in shapes {
            switch shape {
            case .rect(let rect): path.append(BezierPath(rect: rect))
            case .roundedRect(let rect, let radius): path.append(BezierPath(roundedRect: rect, cornerRadius: radius))
            case .oval(let rect): path.append(BezierPath(ovalIn: rect))
            case .arc(let center, let radius, let start, let end, let clockwise):
                path.append(BezierPath(arcCenter: center, radius: radius, startAngle: start, endAngle: end, clockwise: clockwise))
            case .lines(let points, let closed):
                path.move(to: points[0])
                for point in points.dropFirst() { path.addLine(to: point) }
                if closed { path.close() }
            }
        }
        return path
    }
}
