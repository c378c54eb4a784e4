import Foundation

/// A plane-to-plane perspective mapping (a homography): what a `Transform3D` does to a
/// flat layer once Core Animation drops z after projecting it into its superlayer's
/// plane.
///
/// Row vectors, like `Transform` and `Transform3D`: the point `(x, y)` becomes
/// `(x·m11 + y·m21 + m31, x·m12 + y·m22 + m32) / (x·m13 + y·m23 + m33)`. The
/// denominator is the point's `w`, positive in front of the eye; `t1.concatenating(t2)`
/// applies `t1` first, then `t2`.
package struct ProjectiveTransform: Hashable, Sendable {
    package var m11: CGFloat, m12: CGFloat, m13: CGFloat
    package var m21: CGFloat, m22: CGFloat, m23: CGFloat
    package var m31: CGFloat, m32: CGFloat, m33: CGFloat

    package init(m11: CGFloat, m12: CGFloat, m13: CGFloat,
                 m21: CGFloat, m22: CGFloat, m23: CGFloat,
                 m31: CGFloat, m32: CGFloat, m33: CGFloat) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }

    /// The affine transform as a projective one.
    package init(_ affine: Transform) {
        self.init(m11: affine.a, m12: affine.b, m13: 0, m21: affine.c, m22: affine.d, m23: 0,
                  m31: affine.tx, m32: affine.ty, m33: 1)
    }

    /// Whether the mapping keeps parallel lines parallel (no perspective).
    package var isAffine: Bool { m13 == 0 && m23 == 0 && m33 == 1 }

    /// The affine transform doing the same, when `isAffine`.
    package var affine: Transform { Transform(a: m11, b: m12, c: m21, d: m22, tx: m31, ty: m32) }

    /// `self` followed by `other`.
    package func concatenating(_ other: ProjectiveTransform) -> ProjectiveTransform {
        let a = self, b = other
        return ProjectiveTransform(
            m11: a.m11 * b.m11 + a.m12 * b.m21 + a.m13 * b.m31,
            m12: a.m11 * b.m12 + a.m12 * b.m22 + a.m13 * b.m32,
            m13: a.m11 * b.m13 + a.m12 * b.m23 + a.m13 * b.m33,
            m21: a.m21 * b.m11 + a.m22 * b.m21 + a.m23 * b.m31,
            m22: a.m21 * b.m12 + a.m22 * b.m22 + a.m23 * b.m32,
            m23: a.m21 * b.m13 + a.m22 * b.m23 + a.m23 * b.m33,
            m31: a.m31 * b.m11 + a.m32 * b.m21 + a.m33 * b.m31,
            m32: a.m31 * b.m12 + a.m32 * b.m22 + a.m33 * b.m32,
            m33: a.m31 * b.m13 + a.m32 * b.m23 + a.m33 * b.m33)
    }

    /// `self` followed by an affine transform.
    package func concatenating(_ affine: Transform) -> ProjectiveTransform {
        concatenating(ProjectiveTransform(affine))
    }

    /// The mapping back, or `nil` when the plane is seen edge-on (the mapping folds it
    /// onto a line and has no inverse).
    package func inverted() -> ProjectiveTransform? {
        let c11 = m22 * m33 - m23 * m32, c12 = m13 * m32 - m12 * m33, c13 = m12 * m23 - m13 * m22
        let determinant = m11 * c11 + m21 * c12 + m31 * c13
        guard determinant != 0, determinant.isFinite else { return nil }
        let inverse = 1 / determinant
        return ProjectiveTransform(
            m11: c11 * inverse, m12: c12 * inverse, m13: c13 * inverse,
            m21: (m23 * m31 - m21 * m33) * inverse, m22: (m11 * m33 - m13 * m31) * inverse,
            m23: (m13 * m21 - m11 * m23) * inverse,
            m31: (m21 * m32 - m22 * m31) * inverse, m32: (m12 * m31 - m11 * m32) * inverse,
            m33: (m11 * m22 - m12 * m21) * inverse)
    }

    /// Where `point` goes, or `nil` when it goes behind the eye (`w` not positive).
    package func apply(to point: CGPoint) -> CGPoint? {
        let w = point.x * m13 + point.y * m23 + m33
        guard w > 0 else { return nil }
        return CGPoint(x: (point.x * m11 + point.y * m21 + m31) / w, y: (point.x * m12 + point.y * m22 + m32) / w)
    }

    /// The `w` below which a point counts as behind the eye: the near plane a layer
    /// reaching behind the eye is clipped at (a millionth of the eye distance, so
    /// what is in front keeps its place to well under a pixel).
    package static let nearW: CGFloat = 1e-6

    /// The part of `rect` in front of the near plane (`w ≥ nearW`), once mapped: a
    /// convex polygon, clockwise on screen from the top-left corner (when that is in
    /// front) while the front of the plane faces the viewer; empty when all of `rect`
    /// is behind the eye. A plane that reaches behind the eye is clipped there, as a
    /// camera's near plane clips it, rather than drawn inside out.
    package func visiblePolygon(of rect: CGRect) -> [CGPoint] {
        let corners = [CGPoint(x: rect.minX, y: rect.minY), CGPoint(x: rect.maxX, y: rect.minY),
                       CGPoint(x: rect.maxX, y: rect.maxY), CGPoint(x: rect.minX, y: rect.maxY)]
        func w(_ p: CGPoint) -> CGFloat { p.x * m13 + p.y * m23 + m33 }
        // Sutherland–Hodgman against the one plane w = nearW, in the layer's plane.
        var kept: [CGPoint] = []
        for (index, p) in corners.enumerated() {
            let q = corners[(index + 1) % 4]
            let (wp, wq) = (w(p), w(q))
            if wp >= Self.nearW { kept.append(p) }
            if (wp >= Self.nearW) != (wq >= Self.nearW) {
                let t = (Self.nearW - wp) / (wq - wp)
                kept.append(CGPoint(x: p.x + (q.x - p.x) * t, y: p.y + (q.y - p.y) * t))
            }
        }
        return kept.compactMap(apply(to:))
    }

    /// The smallest rectangle holding the part of `rect` in front of the eye once
    /// mapped (see `visiblePolygon(of:)`), or `nil` when all of it is behind.
    package func boundingBox(of rect: CGRect) -> CGRect? {
        let polygon = visiblePolygon(of: rect)
        guard !polygon.isEmpty else { return nil }
        let xs = polygon.map(\.x), ys = polygon.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }

    /// The area the part of `rect` in front of the eye covers once mapped, positive
    /// while its front faces the viewer (its corners keep their clockwise order on
    /// screen), negative once it shows its back, zero seen edge-on or when all of it
    /// is behind the eye.
    package func signedArea(of rect: CGRect) -> CGFloat {
        let polygon = visiblePolygon(of: rect)
        var twice: CGFloat = 0
        for (index, p) in polygon.enumerated() {
            let q = polygon[(index + 1) % polygon.count]
            twice += p.x * q.y - q.x * p.y
        }
        return twice / 2
    }
}
