// MARK: - Core Animation's 4×4 transform

/// A 4×4 homogeneous transform (Core Animation's `CATransform3D`), in Core Animation's convention:
/// a point is a row vector multiplied on the left, `(x, y, z, 1) · M`, so the translation sits in
/// `m41…m43` and `CATransform3DConcat(a, b)` applies `a` first, then `b`. The affine part maps to
/// `CGAffineTransform` as `a = m11, b = m12, c = m21, d = m22, tx = m41, ty = m42`.
public struct CATransform3D: Hashable, Sendable, CustomStringConvertible {
    public var m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat
    public var m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat
    public var m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat
    public var m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat

    /// The zero matrix, as the C struct's empty initializer gives.
    public init() {
        m11 = 0; m12 = 0; m13 = 0; m14 = 0
        m21 = 0; m22 = 0; m23 = 0; m24 = 0
        m31 = 0; m32 = 0; m33 = 0; m34 = 0
        m41 = 0; m42 = 0; m43 = 0; m44 = 0
    }

    /// Every entry, row by row (the C struct's memberwise initializer).
    public init(
        m11: CGFloat, m12: CGFloat, m13: CGFloat, m14: CGFloat,
        m21: CGFloat, m22: CGFloat, m23: CGFloat, m24: CGFloat,
        m31: CGFloat, m32: CGFloat, m33: CGFloat, m34: CGFloat,
        m41: CGFloat, m42: CGFloat, m43: CGFloat, m44: CGFloat
    ) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13; self.m14 = m14
        self.m21 = m21; self.m22 = m22; self.m23 = m23; self.m24 = m24
        self.m31 = m31; self.m32 = m32; self.m33 = m33; self.m34 = m34
        self.m41 = m41; self.m42 = m42; self.m43 = m43; self.m44 = m44
    }

    /// The entries row by row.
    var entries: [CGFloat] {
        [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44]
    }

    init(entries e: [CGFloat]) {
        self.init(
            m11: e[0], m12: e[1], m13: e[2], m14: e[3], m21: e[4], m22: e[5], m23: e[6], m24: e[7],
            m31: e[8], m32: e[9], m33: e[10], m34: e[11], m41: e[12], m42: e[13], m43: e[14], m44: e[15])
    }

    /// `self · other`: `self` applied first.
    func multiplied(by other: CATransform3D) -> CATransform3D {
        let a = entries, b = other.entries
        var result = [CGFloat](repeating: 0, count: 16)
        for row in 0..<4 {
            for column in 0..<4 {
                var sum: CGFloat = 0
                for k in 0..<4 { sum += a[row * 4 + k] * b[k * 4 + column] }
                result[row * 4 + column] = sum
            }
        }
        return CATransform3D(entries: result)
    }

    /// Maps a point of the plane z = 0, dividing by w (perspective).
    func apply(to point: CGPoint) -> CGPoint {
        let x = point.x * m11 + point.y * m21 + m41
        let y = point.x * m12 + point.y * m22 + m42
        let w = point.x * m14 + point.y * m24 + m44
        return w == 0 || w == 1 ? CGPoint(x: x, y: y) : CGPoint(x: x / w, y: y / w)
    }

    public var description: String {
        "CATransform3D(" + entries.map { "\($0)" }.joined(separator: ", ") + ")"
    }
}

/// The identity transform.
public let CATransform3DIdentity = CATransform3D(
    m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
    m31: 0, m32: 0, m33: 1, m34: 0, m41: 0, m42: 0, m43: 0, m44: 1)

/// Whether `t` is the identity.
public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t == CATransform3DIdentity }

/// Whether two transforms are equal entry by entry.
public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }

/// Translation by (tx, ty, tz).
public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m41 = tx; t.m42 = ty; t.m43 = tz
    return t
}

/// Scale by (sx, sy, sz).
public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    var t = CATransform3DIdentity
    t.m11 = sx; t.m22 = sy; t.m33 = sz
    return t
}

/// Rotation by `angle` radians about the vector (x, y, z); a zero vector gives the identity.
/// About z it equals `CGAffineTransform(rotationAngle:)` (m11 = cos, m12 = sin, m21 = −sin, m22 = cos).
public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    let length = (x * x + y * y + z * z).squareRoot()
    guard length > 0 else { return CATransform3DIdentity }
    let ux = x / length, uy = y / length, uz = z / length
    let c = cos(angle), s = sin(angle), t = 1 - c
    // The transpose of Rodrigues' column-vector matrix, since points are row vectors here.
    return CATransform3D(
        m11: t * ux * ux + c, m12: t * ux * uy + s * uz, m13: t * ux * uz - s * uy, m14: 0,
        m21: t * ux * uy - s * uz, m22: t * uy * uy + c, m23: t * uy * uz + s * ux, m24: 0,
        m31: t * ux * uz + s * uy, m32: t * uy * uz - s * ux, m33: t * uz * uz + c, m34: 0,
        m41: 0, m42: 0, m43: 0, m44: 1)
}

/// `translate(tx, ty, tz) · t`: the translation happens first, in t's own coordinates.
public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
    CATransform3DMakeTranslation(tx, ty, tz).multiplied(by: t)
}

/// `scale(sx, sy, sz) · t`.
public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
    CATransform3DMakeScale(sx, sy, sz).multiplied(by: t)
}

/// `rotation(angle, x, y, z) · t`.
public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
    CATransform3DMakeRotation(angle, x, y, z).multiplied(by: t)
}

/// `a · b`: `a` applied first, then `b`.
public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { a.multiplied(by: b) }

/// The inverse, or `t` unchanged when it has none (as Core Animation documents).
public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D {
    // Gauss–Jordan elimination with partial pivoting on [t | I].
    var a = t.entries.map(Double.init)
    var inverse = CATransform3DIdentity.entries.map(Double.init)
    for column in 0..<4 {
        var pivot = column
        for row in column..<4 where abs(a[row * 4 + column]) > abs(a[pivot * 4 + column]) { pivot = row }
        guard abs(a[pivot * 4 + column]) > 1e-12 else { return t }
        if pivot != column {
            for k in 0..<4 {
                a.swapAt(pivot * 4 + k, column * 4 + k)
                inverse.swapAt(pivot * 4 + k, column * 4 + k)
            }
        }
        let scale = a[column * 4 + column]
        for k in 0..<4 { a[column * 4 + k] /= scale; inverse[column * 4 + k] /= scale }
        for row in 0..<4 where row != column {
            let factor = a[row * 4 + column]
            guard factor != 0 else { continue }
            for k in 0..<4 {
                a[row * 4 + k] -= factor * a[column * 4 + k]
                inverse[row * 4 + k] -= factor * inverse[column * 4 + k]
            }
        }
    }
    return CATransform3D(entries: inverse.map { CGFloat($0) })
}

/// The 3D transform with the affine transform's entries (z untouched).
public func CATransform3DMakeAffineTransform(_ m: CGAffineTransform) -> CATransform3D {
    CATransform3D(
        m11: m.a, m12: m.b, m13: 0, m14: 0, m21: m.c, m22: m.d, m23: 0, m24: 0,
        m31: 0, m32: 0, m33: 1, m34: 0, m41: m.tx, m42: m.ty, m43: 0, m44: 1)
}

/// Whether `t` is exactly an affine transform of the plane.
public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool {
    t.m13 == 0 && t.m14 == 0 && t.m23 == 0 && t.m24 == 0 && t.m31 == 0 && t.m32 == 0
        && t.m33 == 1 && t.m34 == 0 && t.m43 == 0 && t.m44 == 1
}

/// The affine part of `t` (meaningful when `CATransform3DIsAffine(t)`).
public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform {
    CGAffineTransform(a: t.m11, b: t.m12, c: t.m21, d: t.m22, tx: t.m41, ty: t.m42)
}

extension NSValue {
    /// Boxes a 3D transform. Foundation on Linux boxes only its own geometry types, so the box is an
    /// NSRange whose location keys a table of boxed transforms and whose length marks it as ours
    /// (a few bytes per box, kept for the process's life).
    public convenience init(caTransform3D t: CATransform3D) {
        TransformBoxes.next += 1
        TransformBoxes.table[TransformBoxes.next] = t
        self.init(range: NSRange(location: TransformBoxes.next, length: TransformBoxes.marker))
    }

    /// The boxed 3D transform (the identity when the value holds something else).
    public var caTransform3DValue: CATransform3D {
        guard String(cString: objCType).contains("NSRange") else { return CATransform3DIdentity }
        let range = rangeValue
        guard range.length == TransformBoxes.marker, let t = TransformBoxes.table[range.location] else {
            return CATransform3DIdentity
        }
        return t
    }
}

/// The transforms boxed in NSValues, by key.
enum TransformBoxes {
    static let marker = 0x7A11_CA3D
    static var next = 0
    static var table: [Int: CATransform3D] = [:]
}
