@_implementationOnly import CCairo
import Foundation

/// Paints plain text into a `CairoCanvas`: the one place the engine turns characters into pixels
/// (string drawing, and the snapshot renderer for labels).
///
/// Lines are broken by `TextLayout`, the rule `UILabel` sizes itself with, so text wraps where the
/// label's layout says it does; the glyphs come from cairo's toy text API in one fixed face,
/// DejaVu Sans (DejaVu Sans Mono for monospaced fonts, `FontFaces`), with hinting off and grey
/// antialiasing, so the pixels do not depend on the machine's fontconfig defaults. The toy API does
/// no shaping: complex scripts draw as isolated glyphs, which is acceptable for snapshots.
enum TextPainter {
    /// Paints `text` in `rect` (points, top-left origin, in the canvas's current user space times
    /// `scale`), one `TextLayout` line below another from the rect's top, each placed in the rect's
    /// width by `alignment`. Lines are not clipped to the rect's height, as `draw(in:)` clips nothing
    /// when the text fits; a rect of width 0 or less means unlimited width (`draw(at:)`).
    static func paint(
        _ text: String, font: UIFont, color: UIColor, in rect: CGRect,
        alignment: NSTextAlignment = .natural, scale: CGFloat = 1, on canvas: CairoCanvas
    ) {
        paint(text, font: font, color: color, in: rect, alignment: alignment, scale: scale, context: canvas.context)
    }

    /// The same on a cairo context in the middle of a drawing (the snapshot renderer's), at most
    /// `maximumLines` lines (0 for no limit), as a label with `numberOfLines` shows.
    static func paint(
        _ text: String, font: UIFont, color: UIColor, in rect: CGRect, alignment: NSTextAlignment = .natural,
        scale: CGFloat = 1, maximumLines: Int = 0, context cr: OpaquePointer
    ) {
        guard !text.isEmpty else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_scale(cr, Double(scale), Double(scale))
        guard select(font, on: cr) else { return }
        cairo_set_source_rgba(cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
        let characters = Array(text)
        let layout = TextLayout(
            characters: characters.map { ($0, font) }, width: rect.width > 0 ? rect.width : nil,
            maximumLines: maximumLines, emptyLineFont: font)
        var top = rect.minY
        for line in layout.lines {
            let lineText = String(characters[line.range]).trimmingTrailingLineEnd()
            let advance = width(of: lineText, on: cr)
            let x: CGFloat
            switch alignment {
            case .center: x = rect.minX + (rect.width - advance) / 2
            case .right: x = rect.minX + rect.width - advance
            case .left, .justified, .natural: x = rect.minX
            }
            cairo_move_to(cr, Double(rect.width > 0 ? x : rect.minX), Double(top + font.ascender))
            cairo_show_text(cr, lineText)
            top += max(line.height, font.lineHeight)
        }
    }

    /// The width cairo's glyphs take for `text` in `font`, in points.
    static func measure(_ text: String, font: UIFont, on canvas: CairoCanvas) -> CGFloat {
        let cr = canvas.context
        cairo_save(cr)
        defer { cairo_restore(cr) }
        guard select(font, on: cr) else { return 0 }
        return width(of: text, on: cr)
    }

    private static func width(of text: String, on cr: OpaquePointer) -> CGFloat {
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr, text, &extents)
        return CGFloat(extents.x_advance)
    }

    /// Selects `font`'s face and size; false when the face's file is missing (then nothing is drawn).
    @discardableResult
    private static func select(_ font: UIFont, on cr: OpaquePointer) -> Bool {
        let bold = font.weight.rawValue >= UIFont.Weight.semibold.rawValue || font.fontName.contains("Bold")
        guard let face = FontFaces.shared.face(monospaced: font.isMonospaced, bold: bold, italic: font.isItalic) else {
            return false
        }
        cairo_set_font_face(cr, face)
        cairo_set_font_size(cr, Double(font.pointSize))
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_set_font_options(cr, options)
        cairo_font_options_destroy(options)
        return true
    }
}

/// The DejaVu faces, each loaded once per process from its file through FreeType.
///
/// Why not cairo's `cairo_select_font_face`: it asks fontconfig, which reads /etc/fonts and writes its
/// caches under /var/cache — outside the sandbox a sample runs in, so the sandbox refused the run —
/// and picks whatever face the machine's configuration prefers. A fixed file is the same face everywhere.
final class FontFaces: @unchecked Sendable {
    static let shared = FontFaces()
    /// Where Debian's fonts-dejavu-core puts the faces.
    static let folder = "/usr/share/fonts/truetype/dejavu/"

    private let lock = NSLock()
    private var library: FT_Library?
    private var faces: [String: OpaquePointer] = [:]
    private var missing: Set<String> = []

    static func fileName(monospaced: Bool, bold: Bool, italic: Bool) -> String {
        let style = bold && italic ? "-BoldOblique" : bold ? "-Bold" : italic ? "-Oblique" : ""
        return (monospaced ? "DejaVuSansMono" : "DejaVuSans") + style + ".ttf"
    }

    /// The cairo face for the style, or nil when its file is not on this machine.
    func face(monospaced: Bool, bold: Bool, italic: Bool) -> OpaquePointer? {
        let name = Self.fileName(monospaced: monospaced, bold: bold, italic: italic)
        lock.lock()
        defer { lock.unlock() }
        if let face = faces[name] { return face }
        if missing.contains(name) { return nil }
        if library == nil {
            var created: FT_Library?
            guard FT_Init_FreeType(&created) == 0 else { missing.insert(name); return nil }
            library = created
        }
        var ftFace: FT_Face?
        guard FT_New_Face(library, Self.folder + name, 0, &ftFace) == 0, let ftFace,
            let face = cairo_ft_font_face_create_for_ft_face(ftFace, 0), cairo_font_face_status(face) == 0
        else {
            missing.insert(name)
            return nil
        }
        // Kept for the life of the process: faces are few and every later drawing reuses them.
        faces[name] = face
        return face
    }
}

private extension String {
    /// The line without the newline that ended it (TextLayout keeps it in the line's range).
    func trimmingTrailingLineEnd() -> String {
        var s = self
        while let last = s.last, last.isNewline { s.removeLast() }
        return s
    }
}
