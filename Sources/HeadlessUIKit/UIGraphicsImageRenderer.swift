/// Draws images (UIKit's `UIGraphicsImageRenderer`): each `image(actions:)` call runs the block on
/// a fresh bitmap of the renderer's size times its format's scale, with the block's context made
/// the current context (so `UIColor.setFill()`, `UIBezierPath.fill()` and string drawing reach it),
/// and returns the pixels as an image whose size in points is the renderer's.
///
/// A renderer made with `bounds` draws the bounds' rectangle: its origin is the bitmap's top-left.
open class UIGraphicsImageRenderer: NSObject {
    /// The drawing block (UIKit's `UIGraphicsImageRenderer.DrawingActions`).
    public typealias DrawingActions = (UIGraphicsImageRendererContext) -> Void

    /// The format the renderer draws with.
    public let format: UIGraphicsImageRendererFormat
    /// The rectangle drawn, in the drawing's coordinates.
    let bounds: CGRect

    /// A renderer of `size` points in the default format.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
    }

    /// A renderer of `size` points in `format`.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of `bounds` in the default format.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// A renderer of `bounds` in `format`.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds.standardized
        self.format = format
        super.init()
    }

    /// Whether the renderer can make images (always).
    open var allowsImageOutput: Bool { true }

    /// Runs `actions` on a fresh bitmap and returns what it drew.
    open func image(actions: DrawingActions) -> UIImage {
        let context = draw(actions)
        return UIImage(bitmap: context.canvas.bitmap, scale: context.scale)
    }

    /// Runs `actions` on a fresh bitmap and returns what it drew as PNG data.
    open func pngData(actions: DrawingActions) -> Data {
        PNGCodec.encode(draw(actions).canvas.bitmap) ?? Data()
    }

    /// A fresh context: transparent (black when opaque), the bounds' origin at the top-left.
    private func draw(_ actions: DrawingActions) -> CGContext {
        let scale = format.scale > 0 ? format.scale : UIScreen.main.scale
        let canvas = CairoCanvas(
            width: Int((bounds.width * scale).rounded(.up)),
            height: Int((bounds.height * scale).rounded(.up)))
        let context = CGContext(canvas: canvas, scale: scale)
        if format.opaque { context.fillOpaqueBackground(bounds.size) }
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        UIGraphicsPushContext(context)
        defer { UIGraphicsPopContext() }
        actions(UIGraphicsImageRendererContext(cgContext: context, format: format))
        return context
    }
}
