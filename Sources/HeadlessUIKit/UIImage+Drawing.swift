// MARK: - Drawing an image into the current context

/// `UIImage`'s drawing: the image's pixels, upright, into `UIGraphicsGetCurrentContext()` (nothing
/// without one). A placeholder image (a registered size with no pixels) draws nothing, as a
/// transparent image of that size would; the rendering mode and tint are not applied.
extension UIImage {
    /// Draws the image at its size in points with its top-left corner at `point`.
    public func draw(at point: CGPoint) { draw(in: CGRect(origin: point, size: size)) }

    /// Draws the image at `point` in `blendMode` with the context's alpha set to `alpha`.
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: CGRect(origin: point, size: size), blendMode: blendMode, alpha: alpha)
    }

    /// Draws the image stretched to fill `rect`.
    public func draw(in rect: CGRect) { draw(in: rect, blendMode: nil, alpha: nil) }

    /// Draws the image stretched to fill `rect` in `blendMode` with the context's alpha set to `alpha`.
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {
        draw(in: rect, blendMode: Optional(blendMode), alpha: Optional(alpha))
    }

    private func draw(in rect: CGRect, blendMode: CGBlendMode?, alpha: CGFloat?) {
        guard let context = UIGraphicsGetCurrentContext(), let image = cgImage, image.bitmap != nil else { return }
        context.saveGState()
        if let blendMode { context.setBlendMode(blendMode) }
        if let alpha { context.setAlpha(alpha) }
        context.draw(image, in: rect)
        context.restoreGState()
    }
}
