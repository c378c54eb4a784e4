import Foundation

/// A 4 × 4 homogeneous transform of a layer, like `CATransform3D`: row vectors, so a
/// point `(x, y, z, 1)` is multiplied on the left, and `m41`, `m42`, `m43` translate.
///
/// A layer is flat, as in Core Animation: its transform places it in its superlayer's
/// 3D space, and the result is projected into the superlayer's plane, z dropped
/// (`flattened`). A transform made of translations, scales and rotations about the z
/// axis acts in the plane (its affine part); rotations about x or y with a
/// perspective term (`m34`, or `m14`/`m24`) draw the layer in perspective.
public struct Transform3D: Hashable, Sendable {
    /// The first row, like `CATransform3D.m11`…`m14`: where the x axis goes (`m11`,
    /// `m12` are the affine `a`, `b`).
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    /// The second row, like `CATransform3D.m21`…`m24`: where the y axis goes (`m21`,
    /// `m22` are the affine `c`, `d`).
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    /// The third row, like `CATransform3D.m31`…`m34`: where the z axis goes; `m34` is
    /// the perspective term (−1 / eye distance).
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    /// The fourth row, like `CATransform3D.m41`…`m44`: the translation (`m41`, `m42`
    /// are the affine `tx`, `ty`).
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// The identity transform, like `CATransform3DIdentity`.
    public static let identity = Transform3D(Transform.identity)

    /// The 3D transform that acts as an affine transform in the plane, like
    /// `CATransform3DMakeAffineTransform(_:)`.
    public init(_ affine: Transform) {
        m11 = affine.a; m12 = affine.b; m13 = 0; m14 = 0
        m21 = affine.c; m22 = affine.d; m23 = 0; m24 = 0
        m31 = 0; m32 = 0; m33 = 1; m34 = 0
        m41 = affine.tx; m42 = affine.ty; m43 = 0; m44 = 1
    }

    /// A translation, like `CATransform3DMakeTranslation(_:_:_:)`.
    public init(translationX tx: CGFloat, y ty: CGFloat, z tz: CGFloat) {
        self = .identity
        m41 = tx; m42 = ty; m43 = tz
    }

    /// A scale, like `CATransform3DMakeScale(_:_:_:)`.
    public init(scaleX sx: CGFloat, y sy: CGFloat, z sz: CGFloat) {
        self = .identity
        m11 = sx; m22 = sy; m33 = sz
    }

    /// A rotation by `angle` radians about the z axis, like
    /// `CATransform3DMakeRotation(angle, 0, 0, 1)`: clockwise on screen, as y points down.
    public init(rotationAngle angle: CGFloat) {
        self.init(Transform(rotationAngle: angle))
    }

    /// A rotation by `angle` radians about the axis `(x, y, z)`, like
    /// `CATransform3DMakeRotation(_:_:_:_:)`; an axis of zero length gives the identity.
    /// About `(0, 1, 0)` a positive angle turns the right edge away from the viewer.
    public init(rotationAngle angle: CGFloat, x: CGFloat, y: CGFloat, z: CGFloat) {
        self = .identity
        let length = (x * x + y * y + z * z).squareRoot()
        guard length > 0, length.isFinite else { return }
        let (x, y, z) = (x / length, y / length, z / length)
        let c = cos(angle), s = sin(angle), t = 1 - c
        m11 = c + x * x * t; m12 = x * y * t + z * s; m13 = x * z * t - y * s
        m21 = x * y * t - z * s; m22 = c + y * y * t; m23 = y * z * t + x * s
        m31 = x * z * t + y * s; m32 = y * z * t - x * s; m33 = c + z * z * t
    }

    /// What the transform does to a flat layer once the result is projected into the
    /// plane and z dropped, as Core Animation flattens a layer into its superlayer: the
    /// rows and columns of x, y and w.
    package var flattened: ProjectiveTransform {
        ProjectiveTransform(m11: m11, m12: m12, m13: m14, m21: m21, m22: m22, m23: m24, m31: m41, m32: m42, m33: m44)
    }

    /// Whether the transform is the identity, like `CATransform3DIsIdentity(_:)`.
    public var isIdentity: Bool { self == .identity }

    /// Whether the transform acts in the plane only, like
    /// `CATransform3DIsAffine(_:)`.
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0
            && m43 == 0 && m44 == 1
    }

    /// The affine part, like `CATransform3DGetAffineTransform(_:)`.
    public var affineTransform: Transform {
        Transform(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42)
    }

    /// `self` followed by `other`, like `CATransform3DConcat(self, other)`.
    public func concatenating(_ other: Transform3D) -> Transform3D {
        let a = rows, b = other.rows
        var product = [[CGFloat]](repeating: [0, 0, 0, 0], count: 4)
        for i in 0..<4 {
            for j in 0..<4 {
                product[i][j] = (0..<4).reduce(0) { $0 + a[i][$1] * b[$1][j] }
            }
        }
        return Transform3D(rows: product)
    }

    /// Whether every entry is a finite number.
    public var isFinite: Bool { rows.allSatisfy { $0.allSatisfy(\.isFinite) } }

    /// The entries row by row.
    public var rows: [[CGFloat]] {
        [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]]
    }

    /// The transform of 16 entries given row by row (`m11`, `m12` … `m44`).
    package init(entries e: [CGFloat]) {
        self.init(rows: [Array(e[0..<4]), Array(e[4..<8]), Array(e[8..<12]), Array(e[12..<16])])
    }

    private init(rows r: [[CGFloat]]) {
        m11 = r[0][0]; m12 = r[0][1]; m13 = r[0][2]; m14 = r[0][3]
        m21 = r[1][0]; m22 = r[1][1]; m23 = r[1][2]; m24 = r[1][3]
        m31 = r[2][0]; m32 = r[2][1]; m33 = r[2][2]; m34 = r[2][3]
        m41 = r[3][0]; m42 = r[3][1]; m43 = r[3][2]; m44 = r[3][3]
    }
}
