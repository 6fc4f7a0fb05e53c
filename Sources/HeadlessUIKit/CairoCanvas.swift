// Implementation-only for the reason PNGCodec gives: sample code compiles against the engine with
// `-I Modules` alone, so no cairo type may appear in the engine's interface.
@_implementationOnly import CCairo

/// A pixel buffer that cairo draws into: the one place the engine turns drawing into pixels
/// (`CGContext`, image renderers and snapshots all draw through one).
///
/// Pixels are cairo's ARGB32: native-endian words, premultiplied alpha, rows top to bottom.
/// `bitmap` converts them to the straight RGBA that `PNGCodec` and `UIImage` keep, so a test reads a
/// drawn colour as it was set. Cairo's software rasterizer gives the same pixels for the same
/// drawing on every run, which keeps images and snapshots byte-identical.
final class CairoCanvas {
    /// Width and height in pixels.
    let width: Int
    let height: Int
    let surface: OpaquePointer
    let context: OpaquePointer

    /// A transparent canvas (sizes below 1 are drawn as 1 pixel, as an empty image context is).
    init(width: Int, height: Int) {
        self.width = max(1, width)
        self.height = max(1, height)
        surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(self.width), Int32(self.height))
        context = cairo_create(surface)
    }

    /// A canvas holding `bitmap`'s pixels (to draw an image, or more on top of one).
    convenience init(bitmap: PNGCodec.Bitmap) {
        self.init(width: bitmap.width, height: bitmap.height)
        guard bitmap.width > 0, bitmap.height > 0, bitmap.rgba.count >= bitmap.width * bitmap.height * 4 else { return }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return }
        bitmap.rgba.withUnsafeBufferPointer { rgba in
            for y in 0..<height {
                let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let i = (y * width + x) * 4
                    let a = UInt32(rgba[i + 3])
                    let r = Self.premultiply(rgba[i], a), g = Self.premultiply(rgba[i + 1], a)
                    let b = Self.premultiply(rgba[i + 2], a)
                    row[x] = a << 24 | r << 16 | g << 8 | b
                }
            }
        }
        cairo_surface_mark_dirty(surface)
    }

    deinit {
        cairo_destroy(context)
        cairo_surface_destroy(surface)
    }

    /// The pixels as straight (not premultiplied) RGBA.
    var bitmap: PNGCodec.Bitmap {
        cairo_surface_flush(surface)
        var rgba = [UInt8](repeating: 0, count: width * height * 4)
        let stride = Int(cairo_image_surface_get_stride(surface))
        if let data = cairo_image_surface_get_data(surface) {
            for y in 0..<height {
                let row = UnsafeRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
                for x in 0..<width {
                    let word = row[x], i = (y * width + x) * 4
                    let a = word >> 24
                    rgba[i] = Self.unpremultiply(word >> 16 & 0xFF, a)
                    rgba[i + 1] = Self.unpremultiply(word >> 8 & 0xFF, a)
                    rgba[i + 2] = Self.unpremultiply(word & 0xFF, a)
                    rgba[i + 3] = UInt8(a)
                }
            }
        }
        return PNGCodec.Bitmap(width: width, height: height, rgba: rgba)
    }

    private static func premultiply(_ component: UInt8, _ alpha: UInt32) -> UInt32 {
        (UInt32(component) * alpha + 127) / 255
    }

    private static func unpremultiply(_ component: UInt32, _ alpha: UInt32) -> UInt8 {
        alpha == 0 ? 0 : UInt8(min(255, (component * 255 + alpha / 2) / alpha))
    }
}

/// A `CGPath` on a cairo context: the one translation `CGContext` and the snapshot renderer share.
enum CairoPath {
    /// Appends `path`'s elements to the context's current path.
    static func append(_ path: CGPath, to cr: OpaquePointer) {
        for element in path.elements {
            switch element {
            case let .move(p): cairo_move_to(cr, Double(p.x), Double(p.y))
            case let .line(p): cairo_line_to(cr, Double(p.x), Double(p.y))
            case let .quad(c, p): quad(to: p, control: c, on: cr)
            case let .cubic(c1, c2, p):
                cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(p.x), Double(p.y))
            case .close: cairo_close_path(cr)
            }
        }
    }

    /// A quadratic segment as the cubic cairo draws, from cairo's current point (after a close, the
    /// subpath's start, as in Core Graphics; the origin when there is none).
    static func quad(to end: CGPoint, control: CGPoint, on cr: OpaquePointer) {
        var x = 0.0, y = 0.0
        if cairo_has_current_point(cr) != 0 { cairo_get_current_point(cr, &x, &y) } else { cairo_move_to(cr, 0, 0) }
        let start = CGPoint(x: x, y: y)
        let c1 = CGPoint(x: start.x + 2 / 3 * (control.x - start.x), y: start.y + 2 / 3 * (control.y - start.y))
        let c2 = CGPoint(x: end.x + 2 / 3 * (control.x - end.x), y: end.y + 2 / 3 * (control.y - end.y))
        cairo_curve_to(cr, Double(c1.x), Double(c1.y), Double(c2.x), Double(c2.y), Double(end.x), Double(end.y))
    }
}
