import Foundation

// Core Animation's 4 × 4 transform and its functions, as iOS code calls them. The
// matrices are Core Animation's (points are row vectors: p′ = p × M); the compositor
// draws a layer's transform through its affine part (`CATransform3DGetAffineTransform`).

/// A layer's 4 × 4 transform, like `CATransform3D`: the same type as Easel's
/// `Transform3D`, with `m11`…`m44`.
public typealias CATransform3D = Transform3D

/// The identity transform, like `CATransform3DIdentity`.
public let CATransform3DIdentity = Transform3D.identity

/// A translation by (tx, ty, tz), like `CATransform3DMakeTranslation(_:_:_:)`.
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    Transform3D(translationX: tx, y: ty, z: tz)
}

/// A scale by (sx, sy, sz), like `CATransform3DMakeScale(_:_:_:)`.
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    Transform3D(scaleX: sx, y: sy, z: sz)
}

/// A rotation by `angle` radians about the axis (x, y, z), like
/// `CATransform3DMakeRotation(_:_:_:_:)`; an axis of zero length gives the identity.
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    Transform3D(rotationAngle: angle, x: x, y: y, z: z)
}

/// `t` after a translation, like `CATransform3DTranslate(_:_:_:_:)`.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz).concatenating(t)
}

/// `t` after a scale, like `CATransform3DScale(_:_:_:_:)`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz).concatenating(t)
}

/// `t` after a rotation, like `CATransform3DRotate(_:_:_:_:_:)`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat,
                                _ z: CGFloat) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
}

/// `a` followed by `b`, like `CATransform3DConcat(_:_:)`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D {
    a.concatenating(b)
}

/// Whether `t` is the identity, like `CATransform3DIsIdentity(_:)`.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t.isIdentity }

/// Whether two transforms are equal, like `CATransform3DEqualToTransform(_:_:)`.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// The 3D form of an affine transform, like `CATransform3DMakeAffineTransform(_:)`.
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D { Transform3D(m) }

/// Whether `t` is an affine transform, like `CATransform3DIsAffine(_:)`.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.isAffine }

/// The affine part of `t`, like `CATransform3DGetAffineTransform(_:)`.
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { t.affineTransform }

/// Core Animation's transforms boxed in `NSValue`, as animation `values` and
/// `fromValue`/`toValue` take them.
extension NSValue {
    /// A value holding `transform`, like `NSValue(caTransform3D:)`.
    public convenience init(caTransform3D transform: CATransform3D) {
        self.init(transform3D: transform)
    }

    /// The transform the value holds, like `NSValue.caTransform3DValue`; the identity
    /// for a value that holds something else.
    public var caTransform3DValue: CATransform3D { transform3DValue ?? CATransform3DIdentity }
}
