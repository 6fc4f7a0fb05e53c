// MARK: - Drawing a path into the current context

/// `UIBezierPath`'s drawing: each call draws into `UIGraphicsGetCurrentContext()` with the path's
/// own line settings, which override the context's only for that call (the context's path and state
/// are left as they were, as UIKit documents). With no current context nothing is drawn, where UIKit
/// logs "invalid context" and does the same.
extension UIBezierPath {
    /// Sets the dash pattern: `count` lengths from `pattern` (painted, gap, painted, …), starting
    /// `phase` points into it; a nil pattern or a count of 0 makes the line solid.
    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else { lineDash = ([], 0); return }
        lineDash = (Array(UnsafeBufferPointer(start: pattern, count: count)), phase)
    }

    /// Reads the dash pattern back: the lengths into `pattern` (when given), their number into
    /// `count` and the phase into `phase`.
    public func getLineDash(
        _ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?,
        phase: UnsafeMutablePointer<CGFloat>?
    ) {
        if let pattern { for (i, length) in lineDash.pattern.enumerated() { pattern[i] = length } }
        count?.pointee = lineDash.pattern.count
        phase?.pointee = lineDash.phase
    }

    private var fillRule: CGPathFillRule { usesEvenOddFillRule ? .evenOdd : .winding }

    /// Paints the inside of the path with the context's fill colour.
    public func fill() { fill(with: nil, alpha: nil) }

    /// Paints the inside in `blendMode` with the context's alpha set to `alpha` for the call.
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) { fill(with: Optional(blendMode), alpha: Optional(alpha)) }

    /// Draws the outline with the context's stroke colour and the path's line settings.
    public func stroke() { stroke(with: nil, alpha: nil) }

    /// Draws the outline in `blendMode` at `alpha`.
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) { stroke(with: Optional(blendMode), alpha: Optional(alpha)) }

    /// Intersects the current context's clip with the inside of the path (kept until the context's
    /// state is restored).
    public func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.beginPath()
        context.addPath(cgPath)
        context.clip(using: fillRule)
    }

    private func fill(with blendMode: CGBlendMode?, alpha: CGFloat?) {
        draw(blendMode, alpha) { context in
            context.addPath(cgPath)
            context.fillPath(using: fillRule)
        }
    }

    private func stroke(with blendMode: CGBlendMode?, alpha: CGFloat?) {
        draw(blendMode, alpha) { context in
            context.setLineWidth(lineWidth)
            context.setLineCap(lineCapStyle)
            context.setLineJoin(lineJoinStyle)
            context.setMiterLimit(miterLimit)
            context.setLineDash(phase: lineDash.phase, lengths: lineDash.pattern)
            context.addPath(cgPath)
            context.strokePath()
        }
    }

    /// Runs `paint` on the current context inside a saved state, on an empty path (the caller's
    /// path is not part of the context's state, so it is set aside and put back).
    private func draw(_ blendMode: CGBlendMode?, _ alpha: CGFloat?, _ paint: (CGContext) -> Void) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        defer { context.restoreGState() }
        if let blendMode { context.setBlendMode(blendMode) }
        if let alpha { context.setAlpha(alpha) }
        context.withPathSetAside {
            context.beginPath()
            paint(context)
        }
    }
}
