/// An animation of one layer property named by a key path (Core Animation's `CAPropertyAnimation`):
/// "position", "opacity", "transform.rotation.z", "bounds.size.width", "strokeEnd"…
open class CAPropertyAnimation: CAAnimation {
    /// The animated key path.
    open var keyPath: String?
    /// Whether the value is added to the current presentation value instead of replacing it.
    open var isAdditive = false
    /// Whether each repeat starts where the previous one ended.
    open var isCumulative = false

    /// An animation of `path`.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override class func makeBlank() -> CAAnimation { CAPropertyAnimation() }

    override func copyProperties(from other: CAAnimation) {
        super.copyProperties(from: other)
        guard let other = other as? CAPropertyAnimation else { return }
        keyPath = other.keyPath
        isAdditive = other.isAdditive
        isCumulative = other.isCumulative
    }

    /// Writes `value` for the key path, added to what is shown when additive.
    func write(_ value: Any?, to layer: CALayer, kind: LayerValueKind, current: Any?) {
        guard let key = keyPath else { return }
        let shown = isAdditive ? (LayerValue.add(current, value, kind) ?? value) : value
        layer.setValue(shown, forKeyPath: key)
    }
}
