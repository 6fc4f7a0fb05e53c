/// An animation through a list of values or along a path (Core Animation's `CAKeyframeAnimation`).
///
/// `keyTimes` (fractions 0…1, one per value) say when each value is reached; without them (or with
/// the wrong count) the values are spaced evenly. `calculationMode`: `.linear` interpolates each
/// segment, `.discrete` jumps (with `keyTimes` one longer than `values`, or one per value),
/// `.paced` ignores `keyTimes` and `timingFunctions` and moves at constant speed, `.cubic` runs a
/// Catmull–Rom spline through the values, `.cubicPaced` both. `timingFunctions` ease each segment.
/// With `path` (for a point property) its elements are the segments and `values` is ignored;
/// `rotationMode` turns the layer to the path's tangent.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The keyframe values.
    open var values: [Any]?
    /// A path for a point property; overrides `values`.
    open var path: CGPath?
    /// When each value is reached, as fractions of the duration.
    open var keyTimes: [NSNumber]?
    /// The curve of each segment.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values between keyframes are computed.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// Kochanek–Bartels parameters; stored (cubic mode uses tension, continuity and bias 0: Catmull–Rom).
    open var tensionValues: [NSNumber]?
    open var continuityValues: [NSNumber]?
    open var biasValues: [NSNumber]?
    /// Whether the layer turns to follow the path's tangent.
    open var rotationMode: CAAnimationRotationMode?

    override class func makeBlank() -> CAAnimation { CAKeyframeAnimation() }

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        values = other.values
        path = other.path
        keyTimes = other.keyTimes
        timingFunctions = other.timingFunctions
        calculationMode = other.calculationMode
        tensionValues = other.tensionValues
        continuityValues = other.continuityValues
        biasValues = other.biasValues
        rotationMode = other.rotationMode
    }

    /// One keyframe segment of a path: its start and element.
    private struct PathSegment {
        let start: CGPoint
        let element: CGPath.Element
        func point(at u: Double) -> CGPoint { CGPath.point(on: element, from: start, at: CGFloat(u)) }
        var length: Double {
            var total = 0.0, last = start
            for i in 1...16 {
                let p = point(at: Double(i) / 16)
                total += Double(hypot(p.x - last.x, p.y - last.y))
                last = p
            }
            return total
        }
    }

    private func pathSegments() -> [PathSegment] {
        guard let path else { return [] }
        var segments: [PathSegment] = []
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        for element in path.elements {
            switch element {
            case let .move(p):
                current = p
                subpathStart = p
            case .close:
                if current != subpathStart { segments.append(PathSegment(start: current, element: .line(subpathStart))) }
                current = subpathStart
            default:
                segments.append(PathSegment(start: current, element: element))
                current = element.points.last ?? current
            }
        }
        return segments
    }

    /// The key time of each of `count` frames, given each segment's length for paced modes.
    private func frameTimes(count: Int, lengths: () -> [Double]) -> [Double] {
        guard count > 1 else { return [0] }
        if calculationMode == .paced || calculationMode == .cubicPaced {
            let lengths = lengths()
            let total = lengths.reduce(0, +)
            if total > 0 {
                var times = [0.0], sum = 0.0
                for length in lengths { sum += length; times.append(sum / total) }
                return times
            }
        }
        if let given = keyTimes?.map(\.doubleValue), given.count == count { return given }
        return (0..<count).map { Double($0) / Double(count - 1) }
    }

    /// The segment containing progress `p` and the fraction through it (segment timing applied).
    private func locate(_ p: Double, times: [Double]) -> (index: Int, fraction: Double) {
        var index = 0
        while index < times.count - 2 && p >= times[index + 1] { index += 1 }
        let span = times[index + 1] - times[index]
        var u = span > 0 ? (p - times[index]) / span : 1
        u = min(1, max(0, u))
        let paced = calculationMode == .paced || calculationMode == .cubicPaced
        if !paced, let functions = timingFunctions, index < functions.count { u = functions[index].progress(at: u) }
        return (index, u)
    }

    override func apply(to layer: CALayer, atParentTime t: CFTimeInterval) {
        guard let key = keyPath, let state = state(atParentTime: t) else { return }
        let p = state.progress
        let current = layer.value(forKeyPath: key)
        if path != nil {
            let segments = pathSegments()
            guard !segments.isEmpty else { return }
            let times = frameTimes(count: segments.count + 1) { segments.map(\.length) }
            let (index, u) =
                calculationMode == .discrete
                ? (min(segments.count - 1, discreteIndex(p, count: segments.count + 1)), 0.0)
                : locate(p, times: times)
            let point = segments[index].point(at: u)
            write(point, to: layer, kind: .point, current: current)
            if let mode = rotationMode {
                let a = segments[index].point(at: max(0, u - 1e-3)), b = segments[index].point(at: min(1, u + 1e-3))
                var angle = atan2(Double(b.y - a.y), Double(b.x - a.x))
                if mode == .rotateAutoReverse { angle += .pi }
                layer.setValue(angle, forKeyPath: "transform.rotation.z")
            }
            return
        }
        guard let values, !values.isEmpty else { return }
        let kind = LayerValue.kind(of: key, value: values[0])
        guard values.count > 1 else { write(values[0], to: layer, kind: kind, current: current); return }
        if calculationMode == .discrete {
            write(values[min(values.count - 1, discreteIndex(p, count: values.count))], to: layer, kind: kind, current: current)
            return
        }
        let times = frameTimes(count: values.count) {
            (0..<values.count - 1).map { LayerValue.distance(values[$0], values[$0 + 1], kind) }
        }
        let (index, u) = locate(p, times: times)
        let value: Any?
        if calculationMode == .cubic || calculationMode == .cubicPaced {
            value = LayerValue.catmullRom(
                values[max(0, index - 1)], values[index], values[index + 1],
                values[min(values.count - 1, index + 2)], u, kind)
        } else {
            value = LayerValue.interpolate(values[index], values[index + 1], u, kind)
        }
        write(value, to: layer, kind: kind, current: current)
    }

    /// The value shown at progress `p` in discrete mode.
    private func discreteIndex(_ p: Double, count: Int) -> Int {
        if let times = keyTimes?.map(\.doubleValue), times.count == count || times.count == count + 1 {
            var index = 0
            while index + 1 < times.count && index + 1 < count && p >= times[index + 1] { index += 1 }
            return index
        }
        return min(count - 1, Int(p * Double(count)))
    }
}
