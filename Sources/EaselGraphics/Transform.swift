import Foundation

/// An affine transformation matrix, like `CGAffineTransform`.
///
/// The matrix is `[a b 0; c d 0; tx ty 1]` and maps a point as CoreGraphics does:
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`. Transforms compose in the order
/// CoreGraphics documents: `t1.concatenating(t2)` applies `t1` first, then `t2`.
public struct Transform: Hashable, Sendable {
    /// How much x contributes to x'.
    public var a: CGFloat
    /// How much x contributes to y'.
    public var b: CGFloat
    /// How much y contributes to x'.
    public var c: CGFloat
    /// How much y contributes to y'.
    public var d: CGFloat
    /// The translation added to x'.
    public var tx: CGFloat
    /// The translation added to y'.
    public var ty: CGFloat

    /// A transform from its six matrix entries, like `CGAffineTransform(a:b:c:d:tx:ty:)`.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The identity transform, like `CGAffineTransform()` and `.identity`.
    public init() {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    }

    /// The transform that changes nothing, like `CGAffineTransform.identity`.
    public static let identity = Transform()

    /// A translation, like `CGAffineTransform(translationX:y:)`.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A scale, like `CGAffineTransform(scaleX:y:)`.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians, like `CGAffineTransform(rotationAngle:)`; in
    /// UIKit's y-down coordinates a positive angle turns clockwise on screen.
    public init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle)
        let sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this is the identity transform, like `CGAffineTransform.isIdentity`.
    public var isIdentity: Bool { self == .identity }

    /// `self` followed by `other`, like `CGAffineTransform.concatenating(_:)`.
    public func concatenating(_ other: Transform) -> Transform {
        Transform(a: a * other.a + b * other.c,
                  b: a * other.b + b * other.d,
                  c: c * other.a + d * other.c,
                  d: c * other.b + d * other.d,
                  tx: tx * other.a + ty * other.c + other.tx,
                  ty: tx * other.b + ty * other.d + other.ty)
    }

    /// A translation applied before this transform, like `CGAffineTransform.translatedBy(x:y:)`.
    public func translatedBy(x: CGFloat, y: CGFloat) -> Transform {
        Transform(translationX: x, y: y).concatenating(self)
    }

    /// A scale applied before this transform, like `CGAffineTransform.scaledBy(x:y:)`.
    public func scaledBy(x: CGFloat, y: CGFloat) -> Transform {
        Transform(scaleX: x, y: y).concatenating(self)
    }

    /// A rotation applied before this transform, like `CGAffineTransform.rotated(by:)`.
    public func rotated(by angle: CGFloat) -> Transform {
        Transform(rotationAngle: angle).concatenating(self)
    }

    /// The determinant `a·d − b·c`; zero when the transform collapses the plane.
    var determinant: CGFloat { a * d - b * c }

    /// Whether the transform can be undone (its determinant is finite and not zero).
    var isInvertible: Bool {
        let determinant = determinant
        return determinant != 0 && determinant.isFinite && tx.isFinite && ty.isFinite
    }

    /// The inverse transform, like `CGAffineTransform.inverted()`: a transform that
    /// cannot be inverted is returned unchanged, as CoreGraphics does.
    public func inverted() -> Transform {
        guard isInvertible else { return self }
        let determinant = determinant
        return Transform(a: d / determinant,
                         b: -b / determinant,
                         c: -c / determinant,
                         d: a / determinant,
                         tx: (c * ty - d * tx) / determinant,
                         ty: (b * tx - a * ty) / determinant)
    }
}
