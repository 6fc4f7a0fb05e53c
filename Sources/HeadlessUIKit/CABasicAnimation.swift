/// An animation between two values of one property (Core Animation's `CABasicAnimation`).
///
/// Which values it runs between follows Apple's table: from and to; from and from + by; to − by and to;
/// from and the current value; the current value and current + by; the current value and to. The
/// "current value" is what the layer shows without this animation, and the model is never changed:
/// unless the model is set to the end value (or `fillMode = .forwards` with `isRemovedOnCompletion = false`),
/// the layer snaps back when the animation ends.
open class CABasicAnimation: CAPropertyAnimation {
    /// The start value.
    open var fromValue: Any?
    /// The end value.
    open var toValue: Any?
    /// A relative change.
    open var byValue: Any?

    override class func makeBlank() -> CAAnimation { CABasicAnimation() }

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CABasicAnimation else { return }
        fromValue = other.fromValue
        toValue = other.toValue
        byValue = other.byValue
    }

    /// The two values the animation runs between, given what the layer shows without it.
    func endpoints(current: Any?, kind: LayerValueKind) -> (Any?, Any?) {
        switch (fromValue, toValue, byValue) {
        case let (from?, to?, _): return (from, to)
        case let (from?, nil, by?): return (from, LayerValue.add(from, by, kind) ?? from)
        case let (nil, to?, by?): return (LayerValue.subtract(to, by, kind) ?? to, to)
        case let (from?, nil, nil): return (from, current)
        case let (nil, nil, by?): return (current, LayerValue.add(current, by, kind) ?? current)
        case let (nil, to?, nil): return (current, to)
        case (nil, nil, nil): return (current, current)
        }
    }

    override func apply(to layer: CALayer, atParentTime t: CFTimeInterval) {
        guard let key = keyPath, let state = state(atParentTime: t) else { return }
        let current = layer.value(forKeyPath: key)
        let kind = LayerValue.kind(of: key, value: fromValue ?? toValue ?? byValue ?? current)
        let (from, to) = endpoints(current: isAdditive ? LayerValue.scaled(current, by: 0, kind) : current, kind: kind)
        var value = LayerValue.interpolate(from, to, state.progress, kind)
        if isCumulative, state.iteration > 0, let change = LayerValue.subtract(to, from, kind),
            let accumulated = LayerValue.scaled(change, by: Double(state.iteration), kind)
        {
            value = LayerValue.add(value, accumulated, kind) ?? value
        }
        write(value, to: layer, kind: kind, current: current)
    }
}
