import EaselGraphics
import Foundation

/// Interpolating affine transforms as Core Animation does: through their
/// decomposition into translation, scale, rotation and the remaining skew (the 2D
/// "unmatrix" that CSS transitions also use), so a rotation turns rather than
/// shrinking through the straight-line matrix.
extension Transform {
    /// [tx, ty, scale x, scale y, angle, m11, m12, m21, m22]: in row form the linear
    /// part is diag(scale)·R(angle)·m, followed by the translation.
    var decomposition: [Double] {
        var row0 = (a, b), row1 = (c, d)
        var scaleX = (row0.0 * row0.0 + row0.1 * row0.1).squareRoot()
        var scaleY = (row1.0 * row1.0 + row1.1 * row1.1).squareRoot()
        // A reflection goes into the scale of one axis.
        if row0.0 * row1.1 - row0.1 * row1.0 < 0 {
            if row0.0 < row1.1 { scaleX = -scaleX } else { scaleY = -scaleY }
        }
        if scaleX != 0 { row0 = (row0.0 / scaleX, row0.1 / scaleX) }
        if scaleY != 0 { row1 = (row1.0 / scaleY, row1.1 / scaleY) }
        let angle = atan2(row0.1, row0.0)
        let sine = -row0.1, cosine = row0.0
        let m11 = cosine * row0.0 + sine * row1.0, m12 = cosine * row0.1 + sine * row1.1
        let m21 = -sine * row0.0 + cosine * row1.0, m22 = -sine * row0.1 + cosine * row1.1
        return [tx, ty, scaleX, scaleY, angle, m11, m12, m21, m22]
    }

    /// The transform of a decomposition (the inverse of `decomposition`): the rows of
    /// rotation·skew, scaled, with the translation.
    init(decomposition v: [Double]) {
        let rotated = Transform(rotationAngle: v[4]).concatenating(Transform(a: v[5], b: v[6], c: v[7], d: v[8], tx: 0, ty: 0))
        self.init(a: rotated.a * v[2], b: rotated.b * v[2], c: rotated.c * v[3], d: rotated.d * v[3], tx: v[0], ty: v[1])
    }

    /// Decompositions of `from` and `to` made ready for linear interpolation: a flip
    /// of both axes is read as a half turn, and the angles take the shorter way round.
    static func interpolationEnds(from: [Double], to: [Double]) -> (from: [Double], to: [Double]) {
        var a = from, b = to
        if (a[2] < 0 && b[3] < 0) || (a[3] < 0 && b[2] < 0) {
            a[2] = -a[2]
            a[3] = -a[3]
            a[4] += a[4] < 0 ? .pi : -.pi
        }
        if abs(a[4] - b[4]) > .pi {
            if a[4] > b[4] { a[4] -= 2 * .pi } else { b[4] -= 2 * .pi }
        }
        return (a, b)
    }
}
