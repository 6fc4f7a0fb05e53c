/// A layer showing a string (Core Animation's `CATextLayer`); stored, not drawn. Defaults are
/// Apple's: Helvetica at 36 points, opaque white, not wrapped, `.natural` alignment. `fontSize`
/// and `foregroundColor` are animatable.
open class CATextLayer: CALayer {
    /// A `String` or an `NSAttributedString`.
    open var string: Any?
    /// The font: a `UIFont`, or a font name as a `String`.
    open var font: Any?
    /// The point size (36 by default).
    open var fontSize: CGFloat = 36 { didSet { if fontSize != oldValue { didChange("fontSize", from: oldValue) } } }
    /// The text colour (opaque white by default).
    open var foregroundColor: CGColor? = CGColor(gray: 1, alpha: 1) {
        didSet { if foregroundColor != oldValue { didChange("foregroundColor", from: oldValue) } }
    }
    /// Whether lines wrap at the bounds' width.
    open var isWrapped = false
    /// Where text that does not fit is cut.
    open var truncationMode: CATextLayerTruncationMode = .none
    /// How lines align.
    open var alignmentMode: CATextLayerAlignmentMode = .natural
    /// Whether sub-pixel positioning is allowed; stored.
    open var allowsFontSubpixelQuantization = false

    override class func makeBlank() -> CALayer { CATextLayer() }

    override func property(_ key: String) -> Any? {
        switch key {
        case "string": return string
        case "fontSize": return fontSize
        case "foregroundColor": return foregroundColor
        default: return super.property(key)
        }
    }

    override func setProperty(_ key: String, _ value: Any?) -> Bool {
        switch key {
        case "string": string = value
        case "fontSize": if let v = LayerValue.number(value) { fontSize = CGFloat(v) }
        case "foregroundColor": foregroundColor = LayerValue.color(value)
        default: return super.setProperty(key, value)
        }
        return true
    }

    override func copyProperties(from other: CALayer) {
        super.copyProperties(from: other)
        guard let other = other as? CATextLayer else { return }
        withoutActions {
            string = other.string
            font = other.font
            fontSize = other.fontSize
            foregroundColor = other.foregroundColor
            isWrapped = other.isWrapped
            truncationMode = other.truncationMode
            alignmentMode = other.alignmentMode
        }
    }
}
