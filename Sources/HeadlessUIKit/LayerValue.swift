// MARK: - Layer property values for key paths and interpolation
//
// Core Animation animates any layer property by key path with values of several types (numbers,
// points, rectangles, transforms, colours, arrays, paths), boxed or not. One table says which type
// each key path holds; values are read flexibly (a CGFloat, a Double, an NSNumber; a CGPoint or an
// NSValue), interpolated as flat vectors, and written back in the property's own type. Values that
// cannot be interpolated (contents, strings, paths of different shapes) switch at the midpoint.

/// The type a layer key path holds.
enum LayerValueKind {
    case scalar, point, size, rect, transform, color, colors, numbers, path, discrete
}

enum LayerValue {
    /// The kind of each animatable key path (sub-paths of structs and transforms included).
    static let kinds: [String: LayerValueKind] = {
        var table: [String: LayerValueKind] = [:]
        let scalars = [
            "opacity", "zPosition", "anchorPointZ", "cornerRadius", "borderWidth", "shadowOpacity", "shadowRadius",
            "strokeStart", "strokeEnd", "lineWidth", "lineDashPhase", "miterLimit", "fontSize", "instanceDelay",
            "instanceCount", "instanceAlphaOffset", "instanceRedOffset", "instanceGreenOffset", "instanceBlueOffset",
            "birthRate", "lifetime", "velocity", "scale", "spin", "emitterZPosition", "emitterDepth", "contentsScale",
            "rasterizationScale"
        ]
        for key in scalars { table[key] = .scalar }
        for key in ["position", "anchorPoint", "startPoint", "endPoint", "emitterPosition", "bounds.origin"] {
            table[key] = .point
        }
        for key in ["shadowOffset", "bounds.size", "emitterSize", "transform.translation", "sublayerTransform.translation"] {
            table[key] = .size
        }
        for key in ["bounds", "contentsRect", "contentsCenter", "frame"] { table[key] = .rect }
        for key in ["transform", "sublayerTransform", "instanceTransform"] { table[key] = .transform }
        for key in [
            "backgroundColor", "borderColor", "shadowColor", "fillColor", "strokeColor", "foregroundColor", "instanceColor"
        ] {
            table[key] = .color
        }
        table["colors"] = .colors
        table["locations"] = .numbers
        table["lineDashPattern"] = .numbers
        table["path"] = .path
        table["shadowPath"] = .path
        for base in ["position", "anchorPoint", "startPoint", "endPoint", "bounds.origin", "emitterPosition"] {
            table[base + ".x"] = .scalar
            table[base + ".y"] = .scalar
        }
        for base in ["bounds.size", "shadowOffset", "emitterSize"] {
            table[base + ".width"] = .scalar
            table[base + ".height"] = .scalar
        }
        for base in ["transform", "sublayerTransform"] {
            for part in [
                "rotation", "rotation.x", "rotation.y", "rotation.z", "scale", "scale.x", "scale.y", "scale.z",
                "translation.x", "translation.y", "translation.z"
            ] {
                table[base + "." + part] = .scalar
            }
        }
        return table
    }()

    /// The kind of `keyPath`, or, for a key the table lacks, the kind the value's type implies.
    static func kind(of keyPath: String, value: Any?) -> LayerValueKind {
        if let kind = kinds[keyPath] { return kind }
        switch value {
        case is CGPoint: return .point
        case is CGSize: return .size
        case is CGRect: return .rect
        case is CATransform3D: return .transform
        case is CGColor, is UIColor: return .color
        case is CGPath: return .path
        default: return number(value) != nil ? .scalar : .discrete
        }
    }

    // MARK: Reading

    static func number(_ value: Any?) -> Double? {
        switch value {
        case let v as Double: return v
        case let v as CGFloat: return Double(v)
        case let v as Float: return Double(v)
        case let v as Int: return Double(v)
        case let v as NSNumber: return v.doubleValue
        default: return nil
        }
    }

    static func point(_ value: Any?) -> CGPoint? {
        switch value {
        case let v as CGPoint: return v
        case let v as NSValue: return v.pointValue
        default: return nil
        }
    }

    static func size(_ value: Any?) -> CGSize? {
        switch value {
        case let v as CGSize: return v
        case let v as NSValue: return v.sizeValue
        default: return nil
        }
    }

    static func rect(_ value: Any?) -> CGRect? {
        switch value {
        case let v as CGRect: return v
        case let v as NSValue: return v.rectValue
        default: return nil
        }
    }

    static func transform(_ value: Any?) -> CATransform3D? {
        switch value {
        case let v as CATransform3D: return v
        case let v as CGAffineTransform: return CATransform3DMakeAffineTransform(v)
        case let v as NSValue: return v.caTransform3DValue
        default: return nil
        }
    }

    /// A `CGColor`; a `UIColor` is accepted too (Core Animation would ignore it, but sample code passes it).
    static func color(_ value: Any?) -> CGColor? {
        switch value {
        case let v as CGColor: return v
        case let v as UIColor: return v.cgColor
        default: return nil
        }
    }

    static func colors(_ value: Any?) -> [CGColor]? {
        guard let array = value as? [Any] else { return nil }
        let colors = array.compactMap(color)
        return colors.count == array.count ? colors : nil
    }

    static func numbers(_ value: Any?) -> [Double]? {
        guard let array = value as? [Any] else { return nil }
        let numbers = array.compactMap(number)
        return numbers.count == array.count ? numbers : nil
    }

    // MARK: Vectors

    static func vector(_ value: Any?, _ kind: LayerValueKind) -> [Double]? {
        switch kind {
        case .scalar: return number(value).map { [$0] }
        case .point: return point(value).map(AnimationVector.of)
        case .size: return size(value).map { [Double($0.width), Double($0.height)] }
        case .rect: return rect(value).map(AnimationVector.of)
        case .transform: return transform(value).map { $0.entries.map(Double.init) }
        case .color: return color(value).map(componentsOf)
        case .colors: return colors(value).map { $0.flatMap(componentsOf) }
        case .numbers: return numbers(value)
        case .path: return (value as? CGPath).map { $0.elements.flatMap(\.points).flatMap(AnimationVector.of) }
        case .discrete: return nil
        }
    }

    static func componentsOf(_ color: CGColor) -> [Double] {
        let c = color.components ?? [0, 0, 0, 0]
        return c.count >= 4 ? c.prefix(4).map(Double.init) : [Double(c[0]), Double(c[0]), Double(c[0]), Double(c.last ?? 1)]
    }

    /// A vector back in the kind's type; `template` supplies a path's element structure.
    static func value(_ v: [Double], _ kind: LayerValueKind, template: Any?) -> Any? {
        switch kind {
        case .scalar: return CGFloat(v[0])
        case .point: return AnimationVector.point(v)
        case .size: return CGSize(width: v[0], height: v[1])
        case .rect: return AnimationVector.rect(v)
        case .transform: return CATransform3D(entries: v.map { CGFloat($0) })
        case .color: return makeColor(v, 0)
        case .colors: return stride(from: 0, to: v.count, by: 4).map { makeColor(v, $0) }
        case .numbers: return v.map { NSNumber(value: $0) }
        case .path:
            guard let path = template as? CGPath else { return template }
            var index = 0
            func next(_ p: CGPoint) -> CGPoint {
                defer { index += 2 }
                return CGPoint(x: v[index], y: v[index + 1])
            }
            return CGPath(elements: path.elements.map { $0.mapped(next) })
        case .discrete: return template
        }
    }

    private static func makeColor(_ v: [Double], _ start: Int) -> CGColor {
        CGColor(
            red: CGFloat(AnimationVector.clamp01(v[start])), green: CGFloat(AnimationVector.clamp01(v[start + 1])),
            blue: CGFloat(AnimationVector.clamp01(v[start + 2])), alpha: CGFloat(AnimationVector.clamp01(v[start + 3])))
    }

    // MARK: Arithmetic

    /// `a` at t = 0 to `b` at t = 1. Affine transforms turn (decomposed as `UIView.animate` does,
    /// the short way round); other transforms are decomposed in 3D (`TransformDecomposition`);
    /// matching vectors blend entry by entry; anything else switches at the midpoint.
    static func interpolate(_ a: Any?, _ b: Any?, _ t: Double, _ kind: LayerValueKind) -> Any? {
        if kind == .transform, let ta = transform(a), let tb = transform(b),
            CATransform3DIsAffine(ta), CATransform3DIsAffine(tb)
        {
            let from = AnimationVector.of(CATransform3DGetAffineTransform(ta))
            let to = AnimationVector.of(CATransform3DGetAffineTransform(tb))
            let delta = AnimationVector.delta(.transform, from: from, to: to)
            let mixed = zip(to, delta).map { $0 - $1 * (1 - t) }
            return CATransform3DMakeAffineTransform(AnimationVector.transform(mixed))
        }
        if kind == .transform, let ta = transform(a), let tb = transform(b) {
            return TransformDecomposition.interpolate(ta, tb, t)
        }
        if kind == .path, let pa = a as? CGPath, let pb = b as? CGPath, !sameShape(pa, pb) {
            return t < 0.5 ? a : b
        }
        guard let va = vector(a, kind), let vb = vector(b, kind), va.count == vb.count else { return t < 0.5 ? a : b }
        return value(zip(va, vb).map { $0 + ($1 - $0) * t }, kind, template: a)
    }

    static func sameShape(_ a: CGPath, _ b: CGPath) -> Bool {
        a.elements.count == b.elements.count && zip(a.elements, b.elements).allSatisfy { $0.points.count == $1.points.count }
    }

    /// `a + b` (transforms: `a` then `b`); nil when they cannot be added.
    static func add(_ a: Any?, _ b: Any?, _ kind: LayerValueKind) -> Any? {
        if kind == .transform, let ta = transform(a), let tb = transform(b) { return CATransform3DConcat(ta, tb) }
        guard let va = vector(a, kind), let vb = vector(b, kind), va.count == vb.count else { return nil }
        return value(zip(va, vb).map { $0 + $1 }, kind, template: a)
    }

    /// `a − b` (transforms: `a` undoing `b`).
    static func subtract(_ a: Any?, _ b: Any?, _ kind: LayerValueKind) -> Any? {
        if kind == .transform, let ta = transform(a), let tb = transform(b) {
            return CATransform3DConcat(ta, CATransform3DInvert(tb))
        }
        guard let va = vector(a, kind), let vb = vector(b, kind), va.count == vb.count else { return nil }
        return value(zip(va, vb).map { $0 - $1 }, kind, template: a)
    }

    /// `a × k` for cumulative repeats; nil when not a vector.
    static func scaled(_ a: Any?, by k: Double, _ kind: LayerValueKind) -> Any? {
        guard kind != .transform, let va = vector(a, kind) else { return nil }
        return value(va.map { $0 * k }, kind, template: a)
    }

    /// The Euclidean distance between two values (paced keyframes); 0 when not comparable.
    static func distance(_ a: Any?, _ b: Any?, _ kind: LayerValueKind) -> Double {
        guard let va = vector(a, kind), let vb = vector(b, kind), va.count == vb.count else { return 0 }
        return zip(va, vb).map { ($0 - $1) * ($0 - $1) }.reduce(0, +).squareRoot()
    }

    /// A Catmull–Rom point between p1 (u = 0) and p2 (u = 1), p0 and p3 being the neighbours.
    static func catmullRom(_ p0: Any?, _ p1: Any?, _ p2: Any?, _ p3: Any?, _ u: Double, _ kind: LayerValueKind) -> Any? {
        guard let v1 = vector(p1, kind), let v2 = vector(p2, kind), v1.count == v2.count else {
            return interpolate(p1, p2, u, kind)
        }
        let v0 = vector(p0, kind).flatMap { $0.count == v1.count ? $0 : nil } ?? v1
        let v3 = vector(p3, kind).flatMap { $0.count == v1.count ? $0 : nil } ?? v2
        let u2 = u * u, u3 = u2 * u
        var result: [Double] = []
        for i in v1.indices {
            let m1 = (v2[i] - v0[i]) / 2, m2 = (v3[i] - v1[i]) / 2
            let h00 = 2 * u3 - 3 * u2 + 1, h10 = u3 - 2 * u2 + u, h01 = -2 * u3 + 3 * u2, h11 = u3 - u2
            result.append(h00 * v1[i] + h10 * m1 + h01 * v2[i] + h11 * m2)
        }
        return value(result, kind, template: p1)
    }

    // MARK: Struct and transform components ("position.x", "transform.rotation.z")

    /// The component `path` (already split off the property name) of `value`.
    static func component(of value: Any?, _ path: ArraySlice<String>) -> Any? {
        guard let first = path.first else { return value }
        let rest = path.dropFirst()
        if let t = transform(value), !(value is CGPoint), !(value is CGSize), !(value is CGRect) {
            return transformComponent(t, Array(path))
        }
        if let p = value as? CGPoint {
            return first == "x" ? p.x : first == "y" ? p.y : nil
        }
        if let s = value as? CGSize {
            return first == "width" ? s.width : first == "height" ? s.height : nil
        }
        if let r = value as? CGRect {
            switch first {
            case "origin": return component(of: r.origin, rest)
            case "size": return component(of: r.size, rest)
            default: return nil
            }
        }
        return nil
    }

    /// `value` with its component `path` set to `new`.
    static func setting(_ path: ArraySlice<String>, of value: Any?, to new: Any?) -> Any? {
        guard let first = path.first else { return new }
        let rest = path.dropFirst()
        if var p = value as? CGPoint {
            guard let n = number(new) else { return value }
            if first == "x" { p.x = CGFloat(n) } else if first == "y" { p.y = CGFloat(n) }
            return p
        }
        if var s = value as? CGSize {
            guard let n = number(new) else { return value }
            if first == "width" { s.width = CGFloat(n) } else if first == "height" { s.height = CGFloat(n) }
            return s
        }
        if var r = value as? CGRect {
            if first == "origin", let o = setting(rest, of: r.origin, to: new) as? CGPoint { r.origin = o }
            if first == "size", let s = setting(rest, of: r.size, to: new) as? CGSize { r.size = s }
            return r
        }
        if let t = transform(value) { return settingTransformComponent(t, Array(path), to: new) }
        return value
    }

    /// Rotation angles, scales and translations read from a transform, as Core Animation's key-path extensions.
    static func transformComponent(_ t: CATransform3D, _ path: [String]) -> Any? {
        let affine = AnimationVector.of(CATransform3DGetAffineTransform(t))
        switch path.joined(separator: ".") {
        case "rotation", "rotation.z": return CGFloat(affine[3])
        case "rotation.x": return CGFloat(atan2(Double(t.m23), Double(t.m22)))
        case "rotation.y": return CGFloat(atan2(Double(-t.m13), Double(t.m11)))
        case "scale": return CGFloat((affine[0] + affine[1]) / 2)
        case "scale.x": return CGFloat(affine[0])
        case "scale.y": return CGFloat(affine[1])
        case "scale.z": return (t.m31 * t.m31 + t.m32 * t.m32 + t.m33 * t.m33).squareRoot()
        case "translation": return CGSize(width: t.m41, height: t.m42)
        case "translation.x": return t.m41
        case "translation.y": return t.m42
        case "translation.z": return t.m43
        default: return nil
        }
    }

    /// The transform with one component replaced: z rotation, x/y scale and translation through the
    /// affine decomposition; x/y rotation turns the transform about that axis by the difference.
    static func settingTransformComponent(_ t: CATransform3D, _ path: [String], to new: Any?) -> CATransform3D {
        let key = path.joined(separator: ".")
        if key == "translation", let s = size(new) {
            var result = t
            result.m41 = s.width
            result.m42 = s.height
            return result
        }
        guard let n = number(new) else { return t }
        var affine = AnimationVector.of(CATransform3DGetAffineTransform(t))
        var result = t
        switch key {
        case "rotation", "rotation.z": affine[3] = n
        case "scale": affine[0] = n; affine[1] = n; result.m33 = CGFloat(n)
        case "scale.x": affine[0] = n
        case "scale.y": affine[1] = n
        case "scale.z": result.m33 = CGFloat(n); return result
        case "translation.x": result.m41 = CGFloat(n); return result
        case "translation.y": result.m42 = CGFloat(n); return result
        case "translation.z": result.m43 = CGFloat(n); return result
        case "rotation.x", "rotation.y":
            let current = number(transformComponent(t, path)) ?? 0
            let axis: (CGFloat, CGFloat) = key == "rotation.x" ? (1, 0) : (0, 1)
            return CATransform3DRotate(t, CGFloat(n - current), axis.0, axis.1, 0)
        default: return t
        }
        let m = AnimationVector.transform(affine)
        result.m11 = m.a; result.m12 = m.b; result.m21 = m.c; result.m22 = m.d; result.m41 = m.tx; result.m42 = m.ty
        return result
    }
}
