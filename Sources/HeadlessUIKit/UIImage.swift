/// An image (UIKit's `UIImage`): a size in points, a scale, and — when decoded from PNG data —
/// its pixels. Nothing is drawn; views that show an image take their size from it.
///
/// Where images come from, headless:
/// - `init(named:)` looks the name up in a registry the scenario fills, standing in for the app's
///   asset catalog: `UIImage.registerImage(named: "cat", size: CGSize(width: 120, height: 80))`
///   registers a *placeholder* (an image of that size and scale with no pixels), and
///   `registerImage(_:named:)` registers any image (a decoded PNG, say). An unregistered name
///   gives nil, as UIKit does for a name missing from the bundle. The registry outlives
///   `SimulationClock.reset()`; `removeAllRegisteredImages()` empties it.
/// - `init(systemName:)` gives an SF Symbol placeholder for any name spelled as SF Symbols are
///   (lowercase words, digits and dots: `heart.fill`), nil for other spellings; the engine has
///   no symbol catalogue. A symbol is square, `1.2 × pointSize` of its configuration (17 points by
///   default, scaled 0.8 / 1 / 1.3 for small / medium / large) at the screen's scale, and a template.
/// - `init(data:)` decodes PNG with the system's libpng (see `PNGCodec`); JPEG and other formats
///   give nil, as does data that is not a readable PNG.
open class UIImage: NSObject {
    /// How the image is drawn in a tinted context (UIKit's `UIImage.RenderingMode`).
    public enum RenderingMode: Int {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    /// How a resizable image fills its middle (UIKit's `UIImage.ResizingMode`).
    public enum ResizingMode: Int {
        case tile, stretch
    }

    /// The orientation of the image data (UIKit's `UIImage.Orientation`).
    public enum Orientation: Int {
        case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored
    }

    /// The size in points: pixels divided by `scale`.
    public let size: CGSize
    /// Pixels per point (1, 2 or 3).
    public let scale: CGFloat
    /// The rendering mode (`.automatic` unless set with `withRenderingMode(_:)`; symbols are templates).
    public private(set) var renderingMode: RenderingMode = .automatic
    /// The end caps of a resizable image (zero unless made with `resizableImage(withCapInsets:)`).
    public private(set) var capInsets: UIEdgeInsets = .zero
    /// How the middle of a resizable image fills (`.tile` unless stated).
    public private(set) var resizingMode: ResizingMode = .tile
    /// The orientation (always `.up`: the engine never rotates image data).
    public let imageOrientation: Orientation = .up
    /// The frames of an animated image (`animatedImage(with:duration:)`).
    public private(set) var images: [UIImage]?
    /// The length of one cycle of an animated image.
    public private(set) var duration: TimeInterval = 0
    /// Whether this is an SF Symbol.
    public private(set) var isSymbolImage = false
    /// The symbol configuration of a symbol image.
    public private(set) var symbolConfiguration: SymbolConfiguration?
    /// The tint colour given by `withTintColor(_:)`.
    var tint: UIColor?
    /// The decoded pixels (nil for placeholders).
    let bitmap: PNGCodec.Bitmap?
    /// The registry or symbol name it was made from, for messages.
    public private(set) var engineName: String?

    /// An empty image (zero size).
    public override init() {
        size = .zero
        scale = 1
        bitmap = nil
        super.init()
    }

    /// An image of `size` points at `scale` with no pixels: what the registry hands out for a
    /// placeholder (engine only; UIKit has no such initializer).
    init(placeholderSize size: CGSize, scale: CGFloat, name: String?) {
        self.size = size
        self.scale = scale
        bitmap = nil
        engineName = name
        super.init()
    }

    init(bitmap: PNGCodec.Bitmap, scale: CGFloat) {
        self.bitmap = bitmap
        self.scale = scale
        size = CGSize(width: CGFloat(bitmap.width) / scale, height: CGFloat(bitmap.height) / scale)
        super.init()
    }

    /// A copy with the same pixels and settings, for the `with…` methods.
    private func copy(_ change: (UIImage) -> Void) -> UIImage {
        let image =
            bitmap.map { UIImage(bitmap: $0, scale: scale) }
            ?? UIImage(placeholderSize: size, scale: scale, name: engineName)
        image.renderingMode = renderingMode
        image.capInsets = capInsets
        image.resizingMode = resizingMode
        image.images = images
        image.duration = duration
        image.isSymbolImage = isSymbolImage
        image.symbolConfiguration = symbolConfiguration
        image.tint = tint
        image.engineName = engineName
        change(image)
        return image
    }

    // MARK: - Named images (the registry)

    private static var registry: [String: UIImage] = [:]

    /// Registers a placeholder of `size` points at `scale` under `name` (engine only: stands in for
    /// an asset-catalog entry). A name may be registered again; the last one wins.
    public static func registerImage(named name: String, size: CGSize, scale: CGFloat = 1) {
        registry[name] = UIImage(placeholderSize: size, scale: scale, name: name)
    }

    /// Registers `image` under `name` (engine only).
    public static func registerImage(_ image: UIImage, named name: String) {
        registry[name] = image.copy { $0.engineName = name }
    }

    /// Empties the registry (engine only).
    public static func removeAllRegisteredImages() { registry.removeAll() }

    /// The registered names, sorted (engine only).
    public static var registeredImageNames: [String] { registry.keys.sorted() }

    /// The image registered under `name`, or nil when there is none (as UIKit for a missing asset).
    /// A name with an extension (`"cat.png"`) also finds `"cat"`.
    public convenience init?(named name: String) {
        let stem = (name as NSString).deletingPathExtension
        guard let found = UIImage.registry[name] ?? UIImage.registry[stem] else { return nil }
        self.init(copying: found)
    }

    /// The same lookup; the bundle and traits are accepted for UIKit's spelling.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        self.init(named: name)
    }

    /// The same lookup; the configuration is accepted for UIKit's spelling.
    public convenience init?(named name: String, in bundle: Bundle?, with configuration: SymbolConfiguration?) {
        self.init(named: name)
    }

    /// An independent image equal to `other`.
    convenience init(copying other: UIImage) {
        if let bitmap = other.bitmap {
            self.init(bitmap: bitmap, scale: other.scale)
        } else {
            self.init(placeholderSize: other.size, scale: other.scale, name: other.engineName)
        }
        renderingMode = other.renderingMode
        capInsets = other.capInsets
        resizingMode = other.resizingMode
        images = other.images
        duration = other.duration
        isSymbolImage = other.isSymbolImage
        symbolConfiguration = other.symbolConfiguration
        tint = other.tint
    }

    // MARK: - Symbols

    /// Whether `name` is spelled like an SF Symbol name.
    static func isSymbolName(_ name: String) -> Bool {
        guard let first = name.first, first.isLetter || first.isNumber, !name.hasSuffix("."), !name.contains("..") else {
            return false
        }
        return name.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "." }
    }

    /// An SF Symbol placeholder (see the type's comment), nil for a name not spelled like one.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// An SF Symbol in `configuration`.
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        guard UIImage.isSymbolName(name) else { return nil }
        let side = ((configuration ?? .unspecified).effectivePointSize * 1.2).rounded()
        self.init(placeholderSize: CGSize(width: side, height: side), scale: UIScreen.main.scale, name: name)
        isSymbolImage = true
        renderingMode = .alwaysTemplate
        symbolConfiguration = configuration
    }

    /// An SF Symbol; the traits are accepted for UIKit's spelling.
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// The same symbol in another configuration (other images are returned unchanged).
    open func withConfiguration(_ configuration: UIImage.Configuration) -> UIImage {
        guard isSymbolImage, let name = engineName, let symbol = configuration as? SymbolConfiguration else { return self }
        return UIImage(systemName: name, withConfiguration: symbol) ?? self
    }

    /// The same symbol with `configuration` applied.
    open func applyingSymbolConfiguration(_ configuration: SymbolConfiguration) -> UIImage? {
        isSymbolImage ? withConfiguration(configuration) : nil
    }

    // MARK: - Data

    /// Decodes PNG `data` at scale 1; nil for anything else (JPEG included, see `PNGCodec`).
    public convenience init?(data: Data) {
        self.init(data: data, scale: 1)
    }

    /// Decodes PNG `data` at `scale` (a 200-pixel-wide image at scale 2 is 100 points wide).
    public convenience init?(data: Data, scale: CGFloat) {
        guard scale > 0, let bitmap = PNGCodec.decode(data) else { return nil }
        self.init(bitmap: bitmap, scale: scale)
    }

    /// Reads and decodes a PNG file; nil when it cannot be read or decoded. A name ending in
    /// `@2x`/`@3x` (before the extension) gets that scale, as in UIKit.
    public convenience init?(contentsOfFile path: String) {
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let stem = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        let scale: CGFloat = stem.hasSuffix("@3x") ? 3 : stem.hasSuffix("@2x") ? 2 : 1
        self.init(data: data, scale: scale)
    }

    /// The image as PNG data: its pixels, or transparent pixels of its pixel size for a placeholder;
    /// nil for an empty image.
    open func pngData() -> Data? {
        if let bitmap = bitmap { return PNGCodec.encode(bitmap) }
        let width = Int((size.width * scale).rounded()), height = Int((size.height * scale).rounded())
        guard width > 0, height > 0, width <= PNGCodec.maximumPixels / height else { return nil }
        return PNGCodec.encode(
            PNGCodec.Bitmap(width: width, height: height, rgba: [UInt8](repeating: 0, count: width * height * 4)))
    }

    /// Always nil: the engine has no JPEG encoder (see `PNGCodec`).
    open func jpegData(compressionQuality: CGFloat) -> Data? { nil }

    /// The colour of the pixel at `x`, `y` (top-left origin), for scenarios checking decoded data
    /// (engine only); nil for a placeholder or outside the image.
    public func pixelColor(x: Int, y: Int) -> UIColor? {
        guard let bitmap = bitmap, x >= 0, y >= 0, x < bitmap.width, y < bitmap.height else { return nil }
        let i = (y * bitmap.width + x) * 4
        let c = bitmap.rgba[i..<i + 4].map { CGFloat($0) / 255 }
        return UIColor(red: c[0], green: c[1], blue: c[2], alpha: c[3])
    }

    // MARK: - Variants

    /// The same image drawn in `renderingMode`.
    open func withRenderingMode(_ renderingMode: RenderingMode) -> UIImage {
        copy { $0.renderingMode = renderingMode }
    }

    /// A resizable image with fixed `capInsets` whose middle tiles.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets) -> UIImage {
        resizableImage(withCapInsets: capInsets, resizingMode: .tile)
    }

    /// A resizable image with fixed `capInsets` whose middle fills by `resizingMode`.
    open func resizableImage(withCapInsets capInsets: UIEdgeInsets, resizingMode: ResizingMode) -> UIImage {
        copy {
            $0.capInsets = capInsets; $0.resizingMode = resizingMode
        }
    }

    /// The pre-iOS 5 spelling: caps of `leftCapWidth` and `topCapHeight`, the middle one point, stretched.
    open func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> UIImage {
        let left = CGFloat(leftCapWidth), top = CGFloat(topCapHeight)
        let insets = UIEdgeInsets(
            top: top, left: left, bottom: max(0, size.height - top - 1), right: max(0, size.width - left - 1))
        return resizableImage(withCapInsets: insets, resizingMode: .stretch)
    }

    /// The image tinted `color` (drawn as a template in that colour).
    open func withTintColor(_ color: UIColor) -> UIImage { copy { $0.tint = color } }

    /// The image tinted `color` with `renderingMode`.
    open func withTintColor(_ color: UIColor, renderingMode: RenderingMode) -> UIImage {
        copy {
            $0.tint = color; $0.renderingMode = renderingMode
        }
    }

    /// The image mirrored for right-to-left layouts (unchanged here: the engine lays out left to right).
    open func imageFlippedForRightToLeftLayoutDirection() -> UIImage { self }

    // MARK: - Animated images

    /// An animated image cycling through `images` every `duration` seconds; its size is the first's.
    open class func animatedImage(with images: [UIImage], duration: TimeInterval) -> UIImage? {
        guard let first = images.first else { return nil }
        return first.copy {
            $0.images = images; $0.duration = duration
        }
    }

    /// The frames registered as `name0`, `name1`, … (UIKit loads them from the bundle the same way).
    open class func animatedImageNamed(_ name: String, duration: TimeInterval) -> UIImage? {
        var frames: [UIImage] = []
        while let frame = UIImage(named: name + String(frames.count)) { frames.append(frame) }
        if frames.isEmpty, let first = UIImage(named: name + "1") {
            frames.append(first)
            while let frame = UIImage(named: name + String(frames.count + 1)) { frames.append(frame) }
        }
        return animatedImage(with: frames, duration: duration)
    }

    open override var description: String {
        "<UIImage \(engineName.map { "'\($0)' " } ?? "")\(size.width)×\(size.height) @\(scale)x>"
    }
}
