/// A layer filled with a colour gradient (Core Animation's `CAGradientLayer`); stored, not drawn.
/// `colors`, `locations`, `startPoint` and `endPoint` are animatable; points are in unit coordinates
/// of the bounds, (0.5, 0) to (0.5, 1) by default (top to bottom).
open class CAGradientLayer: CALayer {
    /// The colours (`CGColor`s), first to last.
    open var colors: [Any]? {
        didSet { didChange("colors", from: oldValue) }
    }
    /// Where each colour stops (0…1); nil spreads them evenly.
    open var locations: [NSNumber]? {
        didSet { if locations != oldValue { didChange("locations", from: oldValue) } }
    }
    /// Where the gradient starts, in unit coordinates.
    open var startPoint = CGPoint(x: 0.5, y: 0) {
        didSet { if startPoint != oldValue { didChange("startPoint", from: oldValue) } }
    }
    /// Where it ends.
    open var endPoint = CGPoint(x: 0.5, y: 1) { didSet { if endPoint != oldValue { didChange("endPoint", from: oldValue) } } }
    /// The gradient's shape (`.axial` by default).
    open var type: CAGradientLayerType = .axial

    override class func makeBlank() -> CALayer { CAGradientLayer() }

    override func property(_ key: String) -> Any? {
        switch key {
        case "colors": return colors
        case "locations": return locations
        case "startPoint": return startPoint
        case "endPoint": return endPoint
        default: return super.property(key)
        }
    }

    override func setProperty(_ key: String, _ value: Any?) -> Bool {
        switch key {
        case "colors": colors = value as? [Any]
        case "locations": locations = LayerValue.numbers(value)?.map { NSNumber(value: $0) }
        case "startPoint": if let p = LayerValue.point(value) { startPoint = p }
        case "endPoint": if let p = LayerValue.point(value) { endPoint = p }
        default: return super.setProperty(key, value)
        }
        return true
    }

    override func copyProperties(from other: CALayer) {
        super.copyProperties(from: other)
        guard let other = other as? CAGradientLayer else { return }
        withoutActions {
            colors = other.colors
            locations = other.locations
            startPoint = other.startPoint
            endPoint = other.endPoint
            type = other.type
        }
    }

    /// The colour at unit position `t` along the gradient (0 at `startPoint`, 1 at `endPoint`),
    /// blending between stops linearly as Core Animation does; nil without colours.
    public func color(atFraction t: CGFloat) -> CGColor? {
        guard let list = LayerValue.colors(colors), let first = list.first else { return nil }
        guard list.count > 1 else { return first }
        let given: [CGFloat] = (locations ?? []).map { CGFloat($0.doubleValue) }
        let even: [CGFloat] = (0..<list.count).map { CGFloat($0) / CGFloat(list.count - 1) }
        let stops: [CGFloat] = given.count == list.count ? given : even
        if t <= stops[0] { return list[0] }
        for i in 1..<list.count where t <= stops[i] {
            let span = stops[i] - stops[i - 1]
            let u = span > 0 ? Double((t - stops[i - 1]) / span) : 1
            return LayerValue.interpolate(list[i - 1], list[i], u, .color) as? CGColor
        }
        return list[list.count - 1]
    }
}
