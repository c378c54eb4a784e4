/// A path, like `CGPath`: the same object as Easel's `BezierPath` (UIKit's
/// `UIBezierPath`), so a path built with Core Graphics' methods goes to
/// `CGContext.addPath(_:)` and `UIBezierPath(cgPath:)` unchanged.
public typealias CGPath = BezierPath

/// A path being built, like `CGMutablePath`; the same class as `CGPath`.
public typealias CGMutablePath = BezierPath
