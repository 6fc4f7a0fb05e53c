import Foundation

/// Drawing a string into the current graphics context (UIKit's `NSString` additions), through the
/// one `TextPainter`. Attributes read: `.font` (12-point system font by default, as
/// NSAttributedString's documented Helvetica 12), `.foregroundColor` (black by default) and the
/// alignment of `.paragraphStyle`; others are ignored. No current context: nothing is drawn.
extension NSString {
    /// Draws the string on one line with its top-left corner at `point`.
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(self as String, in: CGRect(origin: point, size: .zero), attributes: attrs)
    }

    /// Draws the string wrapped to `rect`'s width, from its top, aligned by the paragraph style.
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        StringDrawing.draw(self as String, in: rect, attributes: attrs)
    }
}

extension String {
    /// Draws the string on one line with its top-left corner at `point` (see `NSString`'s).
    public func draw(at point: CGPoint, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as NSString).draw(at: point, withAttributes: attrs)
    }

    /// Draws the string wrapped to `rect`'s width (see `NSString`'s).
    public func draw(in rect: CGRect, withAttributes attrs: [NSAttributedString.Key: Any]? = nil) {
        (self as NSString).draw(in: rect, withAttributes: attrs)
    }
}

enum StringDrawing {
    static func draw(_ text: String, in rect: CGRect, attributes: [NSAttributedString.Key: Any]?) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let font = attributes?[.font] as? UIFont ?? .systemFont(ofSize: 12)
        let color = attributes?[.foregroundColor] as? UIColor ?? .black
        let alignment = (attributes?[.paragraphStyle] as? NSParagraphStyle)?.alignment ?? .natural
        // The context's transform already holds its scale: the painter adds none.
        TextPainter.paint(text, font: font, color: color, in: rect, alignment: alignment, scale: 1, on: context.canvas)
    }
}
