@_implementationOnly import CCairo

/// Paints plain text into a `CairoCanvas`: the one place the engine turns characters into pixels
/// (string drawing, and the snapshot renderer for labels).
///
/// Lines are broken by `TextLayout`, the rule `UILabel` sizes itself with, so text wraps where the
/// label's layout says it does; the glyphs come from cairo's toy text API in one fixed face,
/// "DejaVu Sans" ("DejaVu Sans Mono" for monospaced fonts), with hinting off and grey
/// antialiasing, so the pixels do not depend on the machine's fontconfig defaults. The toy API does
/// no shaping: complex scripts draw as isolated glyphs, which is acceptable for snapshots.
enum TextPainter {
    /// Paints `text` in `rect` (points, top-left origin, in the canvas's current user space times
    /// `scale`), one `TextLayout` line below another from the rect's top, each placed in the rect's
    /// width by `alignment`. Lines are not clipped to the rect's height, as `draw(in:)` clips nothing
    /// when the text fits; a rect of width 0 or less means unlimited width (`draw(at:)`).
    static func paint(_ text: String, font: UIFont, color: UIColor, in rect: CGRect,
                      alignment: NSTextAlignment = .natural, scale: CGFloat = 1, on canvas: CairoCanvas) {
        paint(text, font: font, color: color, in: rect, alignment: alignment, scale: scale, context: canvas.context)
    }

    /// The same on a cairo context in the middle of a drawing (the snapshot renderer's), at most
    /// `maximumLines` lines (0 for no limit), as a label with `numberOfLines` shows.
    static func paint(_ text: String, font: UIFont, color: UIColor, in rect: CGRect, alignment: NSTextAlignment = .natural,
                      scale: CGFloat = 1, maximumLines: Int = 0, context cr: OpaquePointer) {
        guard !text.isEmpty else { return }
        cairo_save(cr)
        defer { cairo_restore(cr) }
        cairo_scale(cr, Double(scale), Double(scale))
        select(font, on: cr)
        cairo_set_source_rgba(cr, Double(color.red), Double(color.green), Double(color.blue), Double(color.alpha))
        let characters = Array(text)
        let layout = TextLayout(characters: characters.map { ($0, font) }, width: rect.width > 0 ? rect.width : nil,
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
        select(font, on: cr)
        return width(of: text, on: cr)
    }

    private static func width(of text: String, on cr: OpaquePointer) -> CGFloat {
        var extents = cairo_text_extents_t()
        cairo_text_extents(cr, text, &extents)
        return CGFloat(extents.x_advance)
    }

    private static func select(_ font: UIFont, on cr: OpaquePointer) {
        let bold = font.weight.rawValue >= UIFont.Weight.semibold.rawValue || font.fontName.contains("Bold")
        cairo_select_font_face(cr, font.isMonospaced ? "DejaVu Sans Mono" : "DejaVu Sans",
                               font.isItalic ? CAIRO_FONT_SLANT_ITALIC : CAIRO_FONT_SLANT_NORMAL,
                               bold ? CAIRO_FONT_WEIGHT_BOLD : CAIRO_FONT_WEIGHT_NORMAL)
        cairo_set_font_size(cr, Double(font.pointSize))
        let options = cairo_font_options_create()
        cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
        cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
        cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
        cairo_set_font_options(cr, options)
        cairo_font_options_destroy(options)
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
