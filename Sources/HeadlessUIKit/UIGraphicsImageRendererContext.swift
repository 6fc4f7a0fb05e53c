/// The drawing environment a `UIGraphicsImageRenderer` hands its drawing block (UIKit's
/// `UIGraphicsImageRendererContext`): the Core Graphics context, the format, and conveniences that
/// draw with the context's current fill and stroke colours.
open class UIGraphicsImageRendererContext: NSObject {
    /// The context to draw with (top-left origin, the format's scale already applied).
    public let cgContext: CGContext
    /// The format the renderer draws with.
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
        super.init()
    }

    /// What has been drawn so far, as an image at the format's scale.
    open var currentImage: UIImage { UIImage(bitmap: cgContext.canvas.bitmap, scale: format.scale) }

    /// Fills `rect` with the current fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }

    /// Fills `rect` with the current fill colour in `blendMode` (the context's own mode is kept).
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.fill(rect)
        cgContext.restoreGState()
    }

    /// Strokes `rect`'s outline with the current stroke colour and line width.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }

    /// Strokes `rect`'s outline in `blendMode`.
    open func stroke(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState()
        cgContext.setBlendMode(blendMode)
        cgContext.stroke(rect)
        cgContext.restoreGState()
    }

    /// Intersects the clip with `rect`.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
}
