@_implementationOnly import CCairo
import Foundation

/// How a stroke's ends are drawn (Core Graphics' `CGLineCap`).
public enum CGLineCap: Int32, Sendable { case butt, round, square }
/// How a stroke's corners are drawn (Core Graphics' `CGLineJoin`).
public enum CGLineJoin: Int32, Sendable { case miter, round, bevel }
/// How drawn pixels combine with the existing ones (Core Graphics' `CGBlendMode`, the common cases).
public enum CGBlendMode: Int32, Sendable { case normal, multiply, screen, overlay, darken, lighten, clear = 16, copy = 17 }
/// What `drawPath(using:)` does with the path.
public enum CGPathDrawingMode: Int32, Sendable { case fill, eoFill, stroke, fillStroke, eoFillStroke }

/// A colour space; the engine draws in device RGB only.
public final class CGColorSpace {
    init() {}
}
/// The device RGB colour space, the only one the engine has.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { CGColorSpace() }

/// Core Foundation's array, which Foundation on Linux does not give Swift: tutorials write
/// `[start, end] as CFArray` for a gradient's colours, and Swift's bridging to `NSArray` does the same.
public typealias CFArray = NSArray

/// A gradient: colours at locations 0...1 (Core Graphics' `CGGradient`).
public final class CGGradient {
    let stops: [(location: CGFloat, color: CGColor)]
    /// A gradient through `colors` (an array of `CGColor`, as Core Graphics takes it: `[a, b] as CFArray`)
    /// at `locations` (evenly spaced when nil); nil when the array holds no colour or something else.
    public init?(colorsSpace space: CGColorSpace?, colors array: CFArray, locations: UnsafePointer<CGFloat>?) {
        let colors = array.compactMap { $0 as? CGColor }
        guard !colors.isEmpty, colors.count == array.count else { return nil }
        let count = colors.count
        stops = colors.enumerated().map { index, color in
            (locations?[index] ?? (count == 1 ? 0 : CGFloat(index) / CGFloat(count - 1)), color)
        }
    }
}

/// Whether a gradient paints beyond its start and end (Core Graphics' `CGGradientDrawingOptions`).
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}

/// A Core Graphics drawing context over a `CairoCanvas`.
///
/// Cairo keeps the path, the transform, the clip and the line state, and `saveGState()` is
/// `cairo_save`, so the only state kept here is what cairo has no slot for: the fill and stroke
/// colours and the global alpha, saved on a stack of their own beside cairo's. Coordinates are
/// UIKit's (top-left origin) with the renderer's scale already in the transform, as a
/// `UIGraphicsImageRenderer` context's are on iOS; so "clockwise" in `addArc` means clockwise on
/// the screen, which is cairo's positive angle direction (both have y pointing down).
open class CGContext {
    let canvas: CairoCanvas
    private struct Paint { var fill: CGColor; var stroke: CGColor; var alpha: CGFloat }
    private var paint = Paint(
        fill: CGColor(red: 0, green: 0, blue: 0, alpha: 1),
        stroke: CGColor(red: 0, green: 0, blue: 0, alpha: 1), alpha: 1)
    private var saved: [Paint] = []
    private var cr: OpaquePointer { canvas.context }
    /// Pixels per point: the scale the transform started with (what an image made from it gets).
    let scale: CGFloat
    /// Set on a context `UIGraphicsBeginImageContextWithOptions` made, which
    /// `UIGraphicsGetImageFromCurrentImageContext` and `UIGraphicsEndImageContext` act on.
    var isImageContext = false

    init(canvas: CairoCanvas, scale: CGFloat) {
        self.canvas = canvas
        self.scale = scale
        cairo_scale(canvas.context, Double(scale), Double(scale))
        cairo_set_line_width(canvas.context, 1)
    }

    /// A bitmap context of `width` × `height` pixels, top-left origin, scale 1 (the pixels are the
    /// engine's own; `data` is not written to).
    public convenience init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
        bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32
    ) {
        guard width > 0, height > 0 else { return nil }
        self.init(canvas: CairoCanvas(width: width, height: height), scale: 1)
    }

    // MARK: - State

    /// Pushes the graphics state (transform, clip, line and colour settings).
    public func saveGState() { cairo_save(cr); saved.append(paint) }
    /// Pops the state `saveGState()` pushed.
    public func restoreGState() {
        guard let last = saved.popLast() else { return }
        cairo_restore(cr)
        paint = last
    }
    public func translateBy(x tx: CGFloat, y ty: CGFloat) { cairo_translate(cr, Double(tx), Double(ty)) }
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { cairo_scale(cr, Double(sx), Double(sy)) }
    public func rotate(by angle: CGFloat) { cairo_rotate(cr, Double(angle)) }
    public func concatenate(_ t: CGAffineTransform) {
        var m = cairo_matrix_t(
            xx: Double(t.a), yx: Double(t.b), xy: Double(t.c), yy: Double(t.d),
            x0: Double(t.tx), y0: Double(t.ty))
        cairo_transform(cr, &m)
    }
    /// The current transform, user space to pixels.
    public var ctm: CGAffineTransform {
        var m = cairo_matrix_t()
        cairo_get_matrix(cr, &m)
        return CGAffineTransform(
            a: CGFloat(m.xx), b: CGFloat(m.yx), c: CGFloat(m.xy), d: CGFloat(m.yy),
            tx: CGFloat(m.x0), ty: CGFloat(m.y0))
    }

    public func setFillColor(_ color: CGColor) { paint.fill = color }
    public func setStrokeColor(_ color: CGColor) { paint.stroke = color }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        paint.fill = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        paint.stroke = CGColor(red: red, green: green, blue: blue, alpha: alpha)
    }
    public func setAlpha(_ alpha: CGFloat) { paint.alpha = max(0, min(1, alpha)) }
    public func setLineWidth(_ width: CGFloat) { cairo_set_line_width(cr, Double(width)) }
    public func setLineCap(_ cap: CGLineCap) { cairo_set_line_cap(cr, cairo_line_cap_t(rawValue: UInt32(cap.rawValue))) }
    public func setLineJoin(_ join: CGLineJoin) { cairo_set_line_join(cr, cairo_line_join_t(rawValue: UInt32(join.rawValue))) }
    public func setMiterLimit(_ limit: CGFloat) { cairo_set_miter_limit(cr, Double(limit)) }
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        let dashes = lengths.map(Double.init)
        cairo_set_dash(cr, dashes, Int32(dashes.count), Double(phase))
    }
    public func setBlendMode(_ mode: CGBlendMode) {
        let op: cairo_operator_t
        switch mode {
        case .normal: op = CAIRO_OPERATOR_OVER
        case .multiply: op = CAIRO_OPERATOR_MULTIPLY
        case .screen: op = CAIRO_OPERATOR_SCREEN
        case .overlay: op = CAIRO_OPERATOR_OVERLAY
        case .darken: op = CAIRO_OPERATOR_DARKEN
        case .lighten: op = CAIRO_OPERATOR_LIGHTEN
        case .clear: op = CAIRO_OPERATOR_CLEAR
        case .copy: op = CAIRO_OPERATOR_SOURCE
        }
        cairo_set_operator(cr, op)
    }

    // MARK: - Path

    public func beginPath() { cairo_new_path(cr) }
    public func move(to p: CGPoint) { cairo_move_to(cr, Double(p.x), Double(p.y)) }
    public func addLine(to p: CGPoint) { cairo_line_to(cr, Double(p.x), Double(p.y)) }
    public func addLines(between points: [CGPoint]) {
        guard let first = points.first else { return }
        move(to: first)
        points.dropFirst().forEach(addLine(to:))
    }
    public func addRect(_ r: CGRect) {
        let r = r.standardized
        cairo_rectangle(cr, Double(r.minX), Double(r.minY), Double(r.width), Double(r.height))
    }
    public func addRects(_ rects: [CGRect]) { rects.forEach(addRect) }
    public func addEllipse(in r: CGRect) {
        let r = r.standardized
        guard r.width > 0, r.height > 0 else { return }
        cairo_save(cr)
        cairo_translate(cr, Double(r.midX), Double(r.midY))
        cairo_scale(cr, Double(r.width / 2), Double(r.height / 2))
        cairo_new_sub_path(cr)
        cairo_arc(cr, 0, 0, 1, 0, 2 * Double.pi)
        cairo_close_path(cr)
        cairo_restore(cr)
    }
    /// An arc; `clockwise` as Core Graphics means it in its own y-up space, which in this
    /// top-left context is counter-clockwise on the screen (Apple's documented flip).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        let (x, y, r) = (Double(center.x), Double(center.y), Double(radius))
        if clockwise {
            cairo_arc_negative(cr, x, y, r, Double(startAngle), Double(endAngle))
        } else {
            cairo_arc(cr, x, y, r, Double(startAngle), Double(endAngle))
        }
    }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        cairo_curve_to(
            cr, Double(control1.x), Double(control1.y), Double(control2.x), Double(control2.y),
            Double(end.x), Double(end.y))
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) { CairoPath.quad(to: end, control: control, on: cr) }
    public func closePath() { cairo_close_path(cr) }
    /// Runs `body` and then puts back the path that was being built before it: cairo's path is not
    /// part of its saved state, and UIKit's drawing calls leave a context's path alone.
    func withPathSetAside(_ body: () -> Void) {
        let path = cairo_copy_path(cr)
        defer { cairo_path_destroy(path) }
        body()
        cairo_new_path(cr)
        if let path { cairo_append_path(cr, path) }
    }
    public func addPath(_ path: CGPath) { CairoPath.append(path, to: cr) }

    // MARK: - Painting

    private func source(_ color: CGColor) {
        let c = color.components ?? [0, 0, 0, 0]
        cairo_set_source_rgba(cr, Double(c[0]), Double(c[1]), Double(c[2]), Double(c[3] * paint.alpha))
    }

    public func fillPath(using rule: CGPathFillRule = .winding) {
        source(paint.fill)
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_fill(cr)
    }
    public func strokePath() { source(paint.stroke); cairo_stroke(cr) }
    public func drawPath(using mode: CGPathDrawingMode) {
        let even = mode == .eoFill || mode == .eoFillStroke
        cairo_set_fill_rule(cr, even ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        switch mode {
        case .fill, .eoFill: source(paint.fill); cairo_fill(cr)
        case .stroke: strokePath()
        case .fillStroke, .eoFillStroke: source(paint.fill); cairo_fill_preserve(cr); strokePath()
        }
    }
    public func fill(_ rect: CGRect) { beginPath(); addRect(rect); fillPath() }
    public func fill(_ rects: [CGRect]) { beginPath(); addRects(rects); fillPath() }
    public func stroke(_ rect: CGRect) { beginPath(); addRect(rect); strokePath() }
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState(); setLineWidth(width); stroke(rect); restoreGState()
    }
    public func fillEllipse(in rect: CGRect) { beginPath(); addEllipse(in: rect); fillPath() }
    public func strokeEllipse(in rect: CGRect) { beginPath(); addEllipse(in: rect); strokePath() }
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var i = 0
        while i + 1 < points.count { move(to: points[i]); addLine(to: points[i + 1]); i += 2 }
        strokePath()
    }
    /// Makes `rect` transparent.
    public func clear(_ rect: CGRect) {
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_new_path(cr); addRect(rect); cairo_fill(cr)
        cairo_restore(cr)
    }
    public func clip(using rule: CGPathFillRule = .winding) {
        cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
        cairo_clip(cr)
    }
    public func clip(to rect: CGRect) { cairo_new_path(cr); addRect(rect); cairo_clip(cr) }
    public func clip(to rects: [CGRect]) { cairo_new_path(cr); addRects(rects); cairo_clip(cr) }
    /// The clip's bounding box in user space.
    public var boundingBoxOfClipPath: CGRect {
        var x1 = 0.0, y1 = 0.0, x2 = 0.0, y2 = 0.0
        cairo_clip_extents(cr, &x1, &y1, &x2, &y2)
        return CGRect(x: x1, y: y1, width: x2 - x1, height: y2 - y1)
    }

    // MARK: - Gradients and images

    private func paintGradient(_ pattern: OpaquePointer?, _ gradient: CGGradient, _ options: CGGradientDrawingOptions) {
        guard let pattern else { return }
        for stop in gradient.stops {
            let c = stop.color.components ?? [0, 0, 0, 0]
            cairo_pattern_add_color_stop_rgba(
                pattern, Double(stop.location), Double(c[0]), Double(c[1]),
                Double(c[2]), Double(c[3] * paint.alpha))
        }
        // Cairo cannot extend one end only: either option pads both ends.
        cairo_pattern_set_extend(pattern, options.isEmpty ? CAIRO_EXTEND_NONE : CAIRO_EXTEND_PAD)
        cairo_save(cr)
        cairo_set_source(cr, pattern)
        cairo_paint(cr)
        cairo_restore(cr)
        cairo_pattern_destroy(pattern)
    }
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {
        paintGradient(
            cairo_pattern_create_linear(Double(start.x), Double(start.y), Double(end.x), Double(end.y)),
            gradient, options)
    }
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
        endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions
    ) {
        paintGradient(
            cairo_pattern_create_radial(
                Double(startCenter.x), Double(startCenter.y), Double(startRadius),
                Double(endCenter.x), Double(endCenter.y), Double(endRadius)),
            gradient, options)
    }
    /// Draws `image` stretched over `rect` (upright, as UIKit's `UIImage.draw(in:)` shows it).
    public func draw(_ image: CGImage, in rect: CGRect) {
        guard let bitmap = image.bitmap, image.width > 0, image.height > 0, rect.width != 0, rect.height != 0 else { return }
        let source = CairoCanvas(bitmap: bitmap)
        cairo_save(cr)
        cairo_translate(cr, Double(rect.minX), Double(rect.minY))
        cairo_scale(cr, Double(rect.width) / Double(image.width), Double(rect.height) / Double(image.height))
        cairo_set_source_surface(cr, source.surface, 0, 0)
        cairo_rectangle(cr, 0, 0, Double(image.width), Double(image.height))
        cairo_clip(cr)
        cairo_paint_with_alpha(cr, Double(paint.alpha))
        cairo_restore(cr)
    }
    /// The pixels drawn so far.
    public func makeImage() -> CGImage? {
        let bitmap = canvas.bitmap
        return CGImage(width: bitmap.width, height: bitmap.height, bitmap: bitmap)
    }
    /// Width and height in pixels.
    public var width: Int { canvas.width }
    public var height: Int { canvas.height }
}
