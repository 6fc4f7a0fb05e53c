// MARK: - Animatable values as flat vectors
//
// Trade-off: UIKit (iOS 8 and later) makes view animations additive: the model value changes at
// once, and each animation contributes (from − to) · (1 − progress) on top of it, so a second
// animation of the same property blends smoothly with one in flight. We model exactly that, which
// needs every animatable value as a vector of Doubles. Transforms are decomposed into scale, shear,
// rotation and translation (as Core Animation interpolates them), so rotations turn rather than
// shrink through a zero matrix.

/// The view properties that `UIView.animate` and `UIViewPropertyAnimator` interpolate.
enum AnimatedProperty: Int, CaseIterable {
    case center, bounds, transform, alpha, backgroundColor
}

enum AnimationVector {
    static func of(_ point: CGPoint) -> [Double] { [Double(point.x), Double(point.y)] }
    static func point(_ v: [Double]) -> CGPoint { CGPoint(x: v[0], y: v[1]) }

    static func of(_ rect: CGRect) -> [Double] {
        [Double(rect.origin.x), Double(rect.origin.y), Double(rect.width), Double(rect.height)]
    }
    static func rect(_ v: [Double]) -> CGRect { CGRect(x: v[0], y: v[1], width: v[2], height: v[3]) }

    static func of(_ alpha: CGFloat) -> [Double] { [Double(alpha)] }

    /// A missing background colour animates as clear, as UIKit does.
    static func of(_ color: UIColor?) -> [Double] {
        guard let c = color else { return [0, 0, 0, 0] }
        return [Double(c.red), Double(c.green), Double(c.blue), Double(c.alpha)]
    }
    static func color(_ v: [Double]) -> UIColor {
        UIColor(
            red: CGFloat(clamp01(v[0])), green: CGFloat(clamp01(v[1])),
            blue: CGFloat(clamp01(v[2])), alpha: CGFloat(clamp01(v[3])))
    }

    /// Decomposes M = [sx 0; k sy] · R(θ) into (sx, sy, k, θ, tx, ty).
    static func of(_ t: CGAffineTransform) -> [Double] {
        let a = Double(t.a), b = Double(t.b), c = Double(t.c), d = Double(t.d)
        let sx = (a * a + b * b).squareRoot()
        let angle = sx == 0 ? 0 : atan2(b, a)
        let cosine = cos(angle), sine = sin(angle)
        let shear = c * cosine + d * sine
        let sy = -c * sine + d * cosine
        return [sx, sy, shear, angle, Double(t.tx), Double(t.ty)]
    }
    static func transform(_ v: [Double]) -> CGAffineTransform {
        let sx = v[0], sy = v[1], shear = v[2], angle = v[3]
        let cosine = cos(angle), sine = sin(angle)
        return CGAffineTransform(
            a: CGFloat(sx * cosine), b: CGFloat(sx * sine),
            c: CGFloat(shear * cosine - sy * sine), d: CGFloat(shear * sine + sy * cosine),
            tx: CGFloat(v[4]), ty: CGFloat(v[5]))
    }

    /// from − to, with the rotation angle taken the short way round.
    static func delta(_ property: AnimatedProperty, from: [Double], to: [Double]) -> [Double] {
        var d = zip(from, to).map { $0 - $1 }
        if property == .transform {
            var angle = d[3].truncatingRemainder(dividingBy: 2 * .pi)
            if angle > .pi { angle -= 2 * .pi }
            if angle < -.pi { angle += 2 * .pi }
            d[3] = angle
        }
        return d
    }

    static func clamp01(_ x: Double) -> Double { min(1, max(0, x)) }
}

/// One property's animation on one view: the additive record UIKit keeps on the layer.
struct PropertyAnimation {
    let property: AnimatedProperty
    /// from − to.
    let delta: [Double]
    let from: [Double]
    let to: [Double]
    let group: AnimationGroup
    /// For animations added to a running property animator: the fraction at which they joined.
    let startFraction: Double

    func remaining(at now: TimeInterval) -> Double { 1 - group.progress(at: now, startFraction: startFraction) }
}
