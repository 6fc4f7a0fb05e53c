// MARK: - Interpolating 3D transforms

/// A 3D transform split as Core Animation interpolates it: scale and shear, a rotation as a unit
/// quaternion, a translation, and the perspective column.
///
/// Trade-off: the rows of the upper 3×3 part (the images of the x, y and z axes) are made
/// orthonormal by Gram–Schmidt, which gives the scales, the shears and a rotation; rotations then
/// interpolate by spherical linear interpolation, so a card turning to `CATransform3DMakeRotation(.pi, 0, 1, 0)`
/// turns through 90° at half time instead of collapsing through a zero matrix. The perspective is
/// factored out first, as the CSS transforms spec's decomposition does: M = N · P with N having no
/// perspective column and P the identity with last column x = N⁻¹ · (m14, m24, m34, m44), so a
/// `Rotate(perspective, …)` keeps its `m34` while it turns.
struct TransformDecomposition {
    var scale: [Double]  // sx, sy, sz
    var shear: [Double]  // xy, xz, yz
    var rotation: [Double]  // x, y, z, w
    var translation: [Double]
    var perspective: [Double]

    init(_ t: CATransform3D) {
        let e = t.entries.map(Double.init)
        var r1 = [e[0], e[1], e[2]], r2 = [e[4], e[5], e[6]], r3 = [e[8], e[9], e[10]]
        func dot(_ a: [Double], _ b: [Double]) -> Double { a[0] * b[0] + a[1] * b[1] + a[2] * b[2] }
        func length(_ a: [Double]) -> Double { dot(a, a).squareRoot() }
        func minus(_ a: [Double], _ b: [Double], _ k: Double) -> [Double] { [a[0] - k * b[0], a[1] - k * b[1], a[2] - k * b[2]] }
        func unit(_ a: [Double]) -> [Double] { let l = length(a); return l > 1e-12 ? a.map { $0 / l } : a }
        var sx = length(r1)
        r1 = unit(r1)
        let kxy = dot(r1, r2)
        r2 = minus(r2, r1, kxy)
        var sy = length(r2)
        r2 = unit(r2)
        let kxz = dot(r1, r3)
        r3 = minus(r3, r1, kxz)
        let kyz = dot(r2, r3)
        r3 = minus(r3, r2, kyz)
        var sz = length(r3)
        r3 = unit(r3)
        // A mirror: flip everything so the rotation is proper.
        let cross = [r2[1] * r3[2] - r2[2] * r3[1], r2[2] * r3[0] - r2[0] * r3[2], r2[0] * r3[1] - r2[1] * r3[0]]
        if dot(r1, cross) < 0 {
            sx = -sx; sy = -sy; sz = -sz
            r1 = r1.map { -$0 }; r2 = r2.map { -$0 }; r3 = r3.map { -$0 }
        }
        scale = [sx, sy, sz]
        shear = [kxy, kxz, kyz]
        rotation = TransformDecomposition.quaternion([r1, r2, r3])
        translation = [e[12], e[13], e[14]]
        var withoutPerspective = t
        withoutPerspective.m14 = 0; withoutPerspective.m24 = 0; withoutPerspective.m34 = 0; withoutPerspective.m44 = 1
        let inverse = CATransform3DInvert(withoutPerspective).entries.map(Double.init)
        let column = [e[3], e[7], e[11], e[15]]
        perspective = TransformDecomposition.times(inverse, column)
    }

    var transform: CATransform3D {
        let m = TransformDecomposition.matrix(rotation)
        let r1 = m[0].map { $0 * scale[0] }
        let r2 = (0..<3).map { scale[1] * m[1][$0] + shear[0] * m[0][$0] }
        let r3 = (0..<3).map { scale[2] * m[2][$0] + shear[1] * m[0][$0] + shear[2] * m[1][$0] }
        let t = translation
        let rows = [r1 + [0], r2 + [0], r3 + [0], t + [1]]
        // M = N · P: the last column is N · x.
        let column = TransformDecomposition.times(rows.flatMap { $0 }, perspective)
        var entries: [Double] = []
        for i in 0..<4 { entries += [rows[i][0], rows[i][1], rows[i][2], column[i]] }
        return CATransform3D(entries: entries.map { CGFloat($0) })
    }

    /// A 4×4 matrix (row by row) times a column vector.
    static func times(_ m: [Double], _ v: [Double]) -> [Double] {
        var result = [0.0, 0.0, 0.0, 0.0]
        for row in 0..<4 {
            for k in 0..<4 { result[row] += m[row * 4 + k] * v[k] }
        }
        return result
    }

    /// `a` at t = 0 to `b` at t = 1.
    static func interpolate(_ a: CATransform3D, _ b: CATransform3D, _ t: Double) -> CATransform3D {
        let from = TransformDecomposition(a), to = TransformDecomposition(b)
        func mix(_ x: [Double], _ y: [Double]) -> [Double] { zip(x, y).map { $0 + ($1 - $0) * t } }
        var result = from
        result.scale = mix(from.scale, to.scale)
        result.shear = mix(from.shear, to.shear)
        result.translation = mix(from.translation, to.translation)
        result.perspective = mix(from.perspective, to.perspective)
        result.rotation = slerp(from.rotation, to.rotation, t)
        return result.transform
    }

    static func slerp(_ q1: [Double], _ q2: [Double], _ t: Double) -> [Double] {
        var q2 = q2
        var cosine = zip(q1, q2).map { $0 * $1 }.reduce(0, +)
        if cosine < 0 { q2 = q2.map { -$0 }; cosine = -cosine }
        if cosine > 0.9995 {
            let mixed = zip(q1, q2).map { $0 + ($1 - $0) * t }
            let length = mixed.map { $0 * $0 }.reduce(0, +).squareRoot()
            return mixed.map { $0 / length }
        }
        let angle = acos(min(1, cosine))
        let a = sin((1 - t) * angle) / sin(angle), b = sin(t * angle) / sin(angle)
        return zip(q1, q2).map { a * $0 + b * $1 }
    }

    /// The unit quaternion (x, y, z, w) of a rotation matrix m[row][column].
    static func quaternion(_ m: [[Double]]) -> [Double] {
        let trace = m[0][0] + m[1][1] + m[2][2]
        if trace > 0 {
            let s = (trace + 1).squareRoot() * 2
            return [(m[2][1] - m[1][2]) / s, (m[0][2] - m[2][0]) / s, (m[1][0] - m[0][1]) / s, s / 4]
        } else if m[0][0] > m[1][1] && m[0][0] > m[2][2] {
            let s = (1 + m[0][0] - m[1][1] - m[2][2]).squareRoot() * 2
            return [s / 4, (m[0][1] + m[1][0]) / s, (m[0][2] + m[2][0]) / s, (m[2][1] - m[1][2]) / s]
        } else if m[1][1] > m[2][2] {
            let s = (1 + m[1][1] - m[0][0] - m[2][2]).squareRoot() * 2
            return [(m[0][1] + m[1][0]) / s, s / 4, (m[1][2] + m[2][1]) / s, (m[0][2] - m[2][0]) / s]
        } else {
            let s = (1 + m[2][2] - m[0][0] - m[1][1]).squareRoot() * 2
            return [(m[0][2] + m[2][0]) / s, (m[1][2] + m[2][1]) / s, s / 4, (m[1][0] - m[0][1]) / s]
        }
    }

    /// The rotation matrix m[row][column] of a unit quaternion (x, y, z, w).
    static func matrix(_ q: [Double]) -> [[Double]] {
        let x = q[0], y = q[1], z = q[2], w = q[3]
        return [
            [1 - 2 * (y * y + z * z), 2 * (x * y - z * w), 2 * (x * z + y * w)],
            [2 * (x * y + z * w), 1 - 2 * (x * x + z * z), 2 * (y * z - x * w)],
            [2 * (x * z - y * w), 2 * (y * z + x * w), 1 - 2 * (x * x + y * y)]
        ]
    }
}
