import Foundation

/// A shape layer's `path`, resolved: shapes appended one after another into one path,
/// as `UIBezierPath.append(_:)` joins them. Kept as values (a `BezierPath` is a class)
/// and made into a path when the layer is built.
public struct LayerPath: Sendable {
    /// One shape of the path, as a `UIBezierPath` initializer makes it.
    public enum Shape: Sendable {
        /// `rect: [x, y, width, height]`, like `UIBezierPath(rect:)`.
        case rect(CGRect)
        /// `roundedRect: [x, y, width, height]` with `cornerRadius`, like
        /// `UIBezierPath(roundedRect:cornerRadius:)`.
        case roundedRect(CGRect, cornerRadius: CGFloat)
        /// `oval: [x, y, width, height]`, like `UIBezierPath(ovalIn:)`.
        case oval(CGRect)
        /// `arc: [x, y]` (the center) with `radius`, `startAngle`, `endAngle` and
        /// `clockwise` (true unless given), like
        /// `UIBezierPath(arcCenter:radius:startAngle:endAngle:clockwise:)`.
        case arc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool)
        /// `lines: [[x, y], …]` (at least two points), `closed` when it says so: a
        /// `move(to:)` and `addLine(to:)` for each next point.
        case lines([CGPoint], closed: Bool)
    }

    /// The shapes, in the order they are appended.
    public let shapes: [Shape]
}
