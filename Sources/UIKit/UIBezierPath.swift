/// A path with its line settings, like `UIBezierPath`: the same class as Easel's
/// `BezierPath` and Core Graphics' `CGPath`, with UIKit's initializers, `fill()`,
/// `stroke()`, `addClip()`, `usesEvenOddFillRule` and `setLineDash(_:count:phase:)`.
public typealias UIBezierPath = BezierPath

extension BezierPath {
    /// The path as Core Graphics takes it, like `UIBezierPath.cgPath`: reading gives a
    /// copy (later changes to the path do not change it), setting replaces the elements.
    public var cgPath: CGPath {
        get { copy() }
        set {
            let elements = newValue.copy()
            removeAllPoints()
            append(elements)
        }
    }

    /// A path with the elements of a `CGPath`, like `UIBezierPath(cgPath:)`.
    public convenience init(cgPath: CGPath) {
        self.init()
        append(cgPath)
    }
}
