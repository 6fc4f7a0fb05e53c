/// A layer that fills and strokes a path (Core Animation's `CAShapeLayer`); stored, not drawn.
///
/// Defaults are Apple's: an opaque black fill, no stroke, line width 1, `.butt` caps, `.miter`
/// joins (limit 10), the whole path stroked (`strokeStart` 0, `strokeEnd` 1). `path`, the colours,
/// `lineWidth`, `strokeStart`, `strokeEnd` and `lineDashPhase` are animatable: a `strokeEnd`
/// animation from 0 to 1 draws the outline in; `strokedLength` says how much of it shows.
open class CAShapeLayer: CALayer {
    /// The shape (in the layer's coordinates).
    open var path: CGPath? { didSet { if path != oldValue { didChange("path", from: oldValue) } } }
    /// The fill colour (opaque black by default; nil for none).
    open var fillColor: CGColor? = CGColor(gray: 0, alpha: 1) {
        didSet { if fillColor != oldValue { didChange("fillColor", from: oldValue) } }
    }
    /// Which parts are inside.
    open var fillRule: CAShapeLayerFillRule = .nonZero
    /// The stroke colour (none by default).
    open var strokeColor: CGColor? { didSet { if strokeColor != oldValue { didChange("strokeColor", from: oldValue) } } }
    /// Where along the path the stroke starts (0…1).
    open var strokeStart: CGFloat = 0 { didSet { if strokeStart != oldValue { didChange("strokeStart", from: oldValue) } } }
    /// Where along the path the stroke ends (0…1).
    open var strokeEnd: CGFloat = 1 { didSet { if strokeEnd != oldValue { didChange("strokeEnd", from: oldValue) } } }
    /// The stroke width.
    open var lineWidth: CGFloat = 1 { didSet { if lineWidth != oldValue { didChange("lineWidth", from: oldValue) } } }
    /// The miter limit.
    open var miterLimit: CGFloat = 10 { didSet { if miterLimit != oldValue { didChange("miterLimit", from: oldValue) } } }
    /// How open ends look.
    open var lineCap: CAShapeLayerLineCap = .butt
    /// How segments join.
    open var lineJoin: CAShapeLayerLineJoin = .miter
    /// Where the dash pattern starts.
    open var lineDashPhase: CGFloat = 0 { didSet { if lineDashPhase != oldValue { didChange("lineDashPhase", from: oldValue) } } }
    /// Dash and gap lengths, alternating (nil: solid).
    open var lineDashPattern: [NSNumber]?

    override class func makeBlank() -> CALayer { CAShapeLayer() }

    /// The path's length (curves sampled), and the part of it the stroke covers between `strokeStart` and `strokeEnd`.
    public var strokedLength: CGFloat {
        guard let path else { return 0 }
        let total = path.polylines().reduce(CGFloat(0)) { sum, line in
            var length: CGFloat = 0
            let points = line.closed ? line.points + [line.points[0]] : line.points
            for i in 1..<max(1, points.count) { length += hypot(points[i].x - points[i - 1].x, points[i].y - points[i - 1].y) }
            return sum + length
        }
        let start = min(1, max(0, strokeStart)), end = min(1, max(0, strokeEnd))
        return total * max(0, end - start)
    }

    override func property(_ key: String) -> Any? {
        switch key {
        case "path": return path
        case "fillColor": return fillColor
        case "strokeColor": return strokeColor
        case "strokeStart": return strokeStart
        case "strokeEnd": return strokeEnd
        case "lineWidth": return lineWidth
        case "miterLimit": return miterLimit
        case "lineDashPhase": return lineDashPhase
        case "lineDashPattern": return lineDashPattern
        default: return super.property(key)
        }
    }

    override func setProperty(_ key: String, _ value: Any?) -> Bool {
        switch key {
        case "path": path = value as? CGPath
        case "fillColor": fillColor = LayerValue.color(value)
        case "strokeColor": strokeColor = LayerValue.color(value)
        case "strokeStart": if let v = LayerValue.number(value) { strokeStart = CGFloat(v) }
        case "strokeEnd": if let v = LayerValue.number(value) { strokeEnd = CGFloat(v) }
        case "lineWidth": if let v = LayerValue.number(value) { lineWidth = CGFloat(v) }
        case "miterLimit": if let v = LayerValue.number(value) { miterLimit = CGFloat(v) }
        case "lineDashPhase": if let v = LayerValue.number(value) { lineDashPhase = CGFloat(v) }
        case "lineDashPattern": lineDashPattern = LayerValue.numbers(value)?.map { NSNumber(value: $0) }
        default: return super.setProperty(key, value)
        }
        return true
    }

    override func copyProperties(from other: CALayer) {
        super.copyProperties(from: other)
        guard let other = other as? CAShapeLayer else { return }
        withoutActions {
            path = other.path
            fillColor = other.fillColor
            fillRule = other.fillRule
            strokeColor = other.strokeColor
            strokeStart = other.strokeStart
            strokeEnd = other.strokeEnd
            lineWidth = other.lineWidth
            miterLimit = other.miterLimit
            lineCap = other.lineCap
            lineJoin = other.lineJoin
            lineDashPhase = other.lineDashPhase
            lineDashPattern = other.lineDashPattern
        }
    }
}
