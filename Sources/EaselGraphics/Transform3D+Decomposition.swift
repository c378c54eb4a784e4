import Foundation

extension Transform3D {
    /// A transform taken apart as Core Animation takes it apart to interpolate it and
    /// to read and write its `transform.rotation.y`, `transform.scale.x` …
    /// key paths: a scale, then a skew, then a rotation, then a translation, then a
    /// perspective (the "unmatrix" of Graphics Gems II that CSS transitions also use).
    ///
    /// In row form a point `p` goes to `p · S · K · R · T · P`: `S` scales the axes,
    /// `K` shears y along x and z along x and y, `R` rotates (an orthonormal matrix
    /// with determinant 1), `T` translates and `P` holds the perspective column.
    package struct Decomposition: Sendable {
        /// The translation along x, y and z (`m41`, `m42`, `m43` of a transform
        /// without perspective).
        package var translation: SIMD3<Double>
        /// The scale of each axis; a reflection is the sign of the x or y scale.
        package var scale: SIMD3<Double>
        /// The shears: y along x, z along x, z along y.
        package var skew: SIMD3<Double>
        /// The perspective column (`m14`, `m24`, `m34`, `m44` of a transform that only
        /// takes perspective).
        package var perspective: SIMD4<Double>
        /// The rotation's rows: where it takes the x, y and z axes.
        package var rotation: (x: SIMD3<Double>, y: SIMD3<Double>, z: SIMD3<Double>)

        /// The parts of the identity transform.
        package static let identity = Decomposition(
            translation: .zero, scale: .one, skew: .zero, perspective: SIMD4(0, 0, 0, 1),
            rotation: (SIMD3(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1)))

        private init(translation: SIMD3<Double>, scale: SIMD3<Double>, skew: SIMD3<Double>,
                     perspective: SIMD4<Double>, rotation: (x: SIMD3<Double>, y: SIMD3<Double>, z: SIMD3<Double>)) {
            self.translation = translation
            self.scale = scale
            self.skew = skew
            self.perspective = perspective
            self.rotation = rotation
        }

        /// The parts of `transform`; `nil` when it has none (`m44` zero, an entry not
        /// finite, or perspective on a plane folded flat). An axis scaled to zero gets
        /// a direction that completes the rotation.
        package init?(_ transform: Transform3D) {
            guard transform.isFinite, transform.m44 != 0 else { return nil }
            let r = transform.rows.map { $0.map { Double($0) / Double(transform.m44) } }
            var rows = (0..<3).map { SIMD3(r[$0][0], r[$0][1], r[$0][2]) }
            let column = SIMD3(r[0][3], r[1][3], r[2][3])
            translation = SIMD3(r[3][0], r[3][1], r[3][2])
            // The perspective column P solves rows · p = column: M = A · P.
            if column == .zero {
                perspective = SIMD4(0, 0, 0, 1)
            } else {
                guard let p = Self.solve(rows, column) else { return nil }
                perspective = SIMD4(p.x, p.y, p.z, 1 - (translation * p).sum())
            }
            // A reflection goes into the scale of x or y (as the plane's decomposition
            // puts it), so that what is left is a rotation.
            var flip = SIMD3<Double>(1, 1, 1)
            if Self.determinant(rows) < 0 {
                let axis = rows[0].x < rows[1].y ? 0 : 1
                flip[axis] = -1
                rows[axis] = -rows[axis]
            }
            // Gram–Schmidt: each row is its scale times (its direction plus shears
            // along the directions before it).
            var scale = SIMD3<Double>.zero, skew = SIMD3<Double>.zero
            let x = Self.direction(rows[0], length: &scale.x, completing: [])
            let xy = (x * rows[1]).sum()
            var y = Self.direction(rows[1] - xy * x, length: &scale.y, completing: [x])
            let xz = (x * rows[2]).sum(), yz = (y * rows[2]).sum()
            var z = Self.direction(rows[2] - xz * x - yz * y, length: &scale.z, completing: [x, y])
            skew = SIMD3(scale.y == 0 ? 0 : xy / scale.y, scale.z == 0 ? 0 : xz / scale.z, scale.z == 0 ? 0 : yz / scale.z)
            if Self.determinant([x, y, z]) < 0 {
                // Only a completed axis (its scale zero) can turn the basis over.
                if scale.y == 0 { y = -y; skew.z = -skew.z } else { z = -z; scale.z = -scale.z; skew.y = -skew.y; skew.z = -skew.z }
            }
            self.scale = scale * flip
            self.skew = skew
            rotation = (x, y, z)
        }

        /// The transform the parts make.
        package var recomposed: Transform3D {
            let rows = [scale.x * rotation.x,
                        scale.y * (rotation.y + skew.x * rotation.x),
                        scale.z * (rotation.z + skew.y * rotation.x + skew.z * rotation.y)]
            let p = SIMD3(perspective.x, perspective.y, perspective.z)
            let r = rows.map { row in [row.x, row.y, row.z, (row * p).sum()].map { CGFloat($0) } }
            let last = [translation.x, translation.y, translation.z, (translation * p).sum() + perspective.w].map { CGFloat($0) }
            var t = Transform3D.identity
            (t.m11, t.m12, t.m13, t.m14) = (r[0][0], r[0][1], r[0][2], r[0][3])
            (t.m21, t.m22, t.m23, t.m24) = (r[1][0], r[1][1], r[1][2], r[1][3])
            (t.m31, t.m32, t.m33, t.m34) = (r[2][0], r[2][1], r[2][2], r[2][3])
            (t.m41, t.m42, t.m43, t.m44) = (last[0], last[1], last[2], last[3])
            return t
        }

        /// The rotation as angles about x, then y, then z, each as
        /// `Transform3D(rotationAngle:x:y:z:)` turns (so a rotation about z alone is its
        /// angle, `atan2(m12, m11)`): Core Animation's `transform.rotation.x`, `.y`
        /// and `.z`. Of the two sets of angles (−π…π) that make a rotation, the one
        /// that turns least in all (a half turn about y reads as such, not as half
        /// turns about x and z). Setting them replaces the rotation.
        package var eulerAngles: SIMD3<Double> {
            get {
                let (x, y, z) = rotation
                let turnY = asin(min(1, max(-1, -x.z)))
                guard abs(x.z) < 1 - 1e-12 else {
                    // Seen along y, x and z turn about the same axis: z takes none.
                    return SIMD3(atan2(-z.y, y.y), turnY, 0)
                }
                let angles = SIMD3(atan2(y.z, z.z), turnY, atan2(x.y, x.x))
                func wrapped(_ angle: Double) -> Double {
                    angle > .pi ? angle - 2 * .pi : angle <= -.pi ? angle + 2 * .pi : angle
                }
                let other = SIMD3(wrapped(angles.x + .pi), wrapped(.pi - turnY), wrapped(angles.z + .pi))
                func turning(_ a: SIMD3<Double>) -> Double { abs(a.x) + abs(a.y) + abs(a.z) }
                return turning(other) < turning(angles) ? other : angles
            }
            set {
                let turned = Transform3D(rotationAngle: newValue.x, x: 1, y: 0, z: 0)
                    .concatenating(Transform3D(rotationAngle: newValue.y, x: 0, y: 1, z: 0))
                    .concatenating(Transform3D(rotationAngle: newValue.z, x: 0, y: 0, z: 1))
                let r = turned.rows.map { row in SIMD3(row[0...2].map { Double($0) }) }
                rotation = (r[0], r[1], r[2])
            }
        }

        /// The parts `fraction` of the way to `other` (beyond 0…1 for a spring's
        /// overshoot): translation, scale, skew and perspective in a straight line, the
        /// rotation along the shorter great arc between their unit quaternions
        /// (spherical linear interpolation), as Core Animation interpolates a
        /// `transform`.
        package func interpolated(to other: Decomposition, _ fraction: Double) -> Decomposition {
            func mix<V: SIMD>(_ a: V, _ b: V) -> V where V.Scalar == Double { a + (b - a) * fraction }
            var mixed = Decomposition(translation: mix(translation, other.translation), scale: mix(scale, other.scale),
                                      skew: mix(skew, other.skew), perspective: mix(perspective, other.perspective),
                                      rotation: rotation)
            mixed.quaternion = Self.slerp(quaternion, other.quaternion, fraction)
            return mixed
        }

        /// The rotation as a unit quaternion `(x, y, z, w)`: a turn by `θ` about the
        /// unit axis `a` is `(a · sin(θ/2), cos(θ/2))`.
        package var quaternion: SIMD4<Double> {
            get {
                // The rotation's columns are its rows here (row vectors): c[i][j] = r[j][i].
                let (r0, r1, r2) = rotation
                let trace = r0.x + r1.y + r2.z
                if trace > 0 {
                    let s = (trace + 1).squareRoot() * 2
                    return SIMD4((r1.z - r2.y) / s, (r2.x - r0.z) / s, (r0.y - r1.x) / s, s / 4)
                } else if r0.x > r1.y, r0.x > r2.z {
                    let s = (1 + r0.x - r1.y - r2.z).squareRoot() * 2
                    return SIMD4(s / 4, (r1.x + r0.y) / s, (r2.x + r0.z) / s, (r1.z - r2.y) / s)
                } else if r1.y > r2.z {
                    let s = (1 + r1.y - r0.x - r2.z).squareRoot() * 2
                    return SIMD4((r1.x + r0.y) / s, s / 4, (r2.y + r1.z) / s, (r2.x - r0.z) / s)
                } else {
                    let s = (1 + r2.z - r0.x - r1.y).squareRoot() * 2
                    return SIMD4((r2.x + r0.z) / s, (r2.y + r1.z) / s, s / 4, (r0.y - r1.x) / s)
                }
            }
            set {
                let (x, y, z, w) = (newValue.x, newValue.y, newValue.z, newValue.w)
                rotation = (SIMD3(1 - 2 * (y * y + z * z), 2 * (x * y + z * w), 2 * (x * z - y * w)),
                            SIMD3(2 * (x * y - z * w), 1 - 2 * (x * x + z * z), 2 * (y * z + x * w)),
                            SIMD3(2 * (x * z + y * w), 2 * (y * z - x * w), 1 - 2 * (x * x + y * y)))
            }
        }

        /// Spherical linear interpolation the shorter way round.
        private static func slerp(_ a: SIMD4<Double>, _ b: SIMD4<Double>, _ t: Double) -> SIMD4<Double> {
            var b = b, cosine = (a * b).sum()
            if cosine < 0 { b = -b; cosine = -cosine }
            guard cosine < 1 - 1e-9 else {
                let mixed = a + (b - a) * t
                return mixed / (mixed * mixed).sum().squareRoot()
            }
            let angle = acos(cosine), sine = sin(angle)
            return a * (sin((1 - t) * angle) / sine) + b * (sin(t * angle) / sine)
        }

        /// `vector` made unit, its length in `length`; a vector of no length becomes the
        /// first axis (x, y, z) that keeps most of itself once the parts along the unit
        /// vectors of `basis` are taken out, made unit.
        private static func direction(_ vector: SIMD3<Double>, length: inout Double,
                                      completing basis: [SIMD3<Double>]) -> SIMD3<Double> {
            length = (vector * vector).sum().squareRoot()
            guard length == 0 else { return vector / length }
            // With at most two unit vectors taken out, some axis keeps a length of at
            // least √⅓ (the squared lengths left add up to at least 1).
            let axis = [SIMD3<Double>(1, 0, 0), SIMD3(0, 1, 0), SIMD3(0, 0, 1)].lazy
                .map { axis in basis.reduce(axis) { $0 - ($0 * $1).sum() * $1 } }
                .first { ($0 * $0).sum() > 0.25 }!
            return axis / (axis * axis).sum().squareRoot()
        }

        private static func determinant(_ r: [SIMD3<Double>]) -> Double {
            r[0].x * (r[1].y * r[2].z - r[1].z * r[2].y) - r[0].y * (r[1].x * r[2].z - r[1].z * r[2].x)
                + r[0].z * (r[1].x * r[2].y - r[1].y * r[2].x)
        }

        /// The column `p` with `rows · p = column` (Cramer's rule); `nil` when the rows
        /// are not independent.
        private static func solve(_ rows: [SIMD3<Double>], _ column: SIMD3<Double>) -> SIMD3<Double>? {
            let d = determinant(rows)
            guard d != 0, d.isFinite else { return nil }
            func replacing(_ index: Int) -> Double {
                determinant(rows.indices.map { i in var row = rows[i]; row[index] = column[i]; return row })
            }
            return SIMD3(replacing(0), replacing(1), replacing(2)) / d
        }
    }
}
