// UIKit's graphics context functions: one stack of `CGContext`s per run (kept on the main loop, so
// `SimulationClock.reset()` empties it), whose top is the context `UIColor.setFill()`,
// `UIBezierPath.fill()`, `UIImage.draw(in:)` and string drawing paint into. Image renderers push
// their context for the length of their drawing block; `UIView` pushes one around `draw(_:)`.

/// Makes `context` the current graphics context.
public func UIGraphicsPushContext(_ context: CGContext) {
    SimulationClock.shared.mainLoop.graphicsContexts.append(context)
}

/// Removes the current graphics context, making the one below it current.
public func UIGraphicsPopContext() {
    _ = SimulationClock.shared.mainLoop.graphicsContexts.popLast()
}

/// The current graphics context; nil outside any drawing (UIKit's drawing calls then do nothing).
public func UIGraphicsGetCurrentContext() -> CGContext? {
    let loop = SimulationClock.shared.mainLoop
    loop.graphicsContextLookups &+= 1
    return loop.graphicsContexts.last
}

/// Starts a bitmap context of `size` points at `scale` pixels per point (0: the screen's scale) and
/// makes it current; an opaque one starts black, as its pixels have no alpha to be transparent with.
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    let scale = scale > 0 ? scale : UIScreen.main.scale
    let context = CGContext(
        canvas: CairoCanvas(
            width: Int((size.width * scale).rounded(.up)),
            height: Int((size.height * scale).rounded(.up))), scale: scale)
    if opaque { context.fillOpaqueBackground(size) }
    context.isImageContext = true
    UIGraphicsPushContext(context)
}

/// Starts a transparent bitmap context of `size` points at scale 1.
public func UIGraphicsBeginImageContext(_ size: CGSize) {
    UIGraphicsBeginImageContextWithOptions(size, false, 1)
}

/// What the current image context holds, as an image at its scale; nil when the current context
/// is not one `UIGraphicsBeginImageContextWithOptions` made.
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let context = UIGraphicsGetCurrentContext(), context.isImageContext else { return nil }
    return UIImage(bitmap: context.canvas.bitmap, scale: context.scale)
}

/// Removes the current image context (nothing when the current context is not an image context).
public func UIGraphicsEndImageContext() {
    guard let context = UIGraphicsGetCurrentContext(), context.isImageContext else { return }
    UIGraphicsPopContext()
}

extension CGContext {
    /// Paints `size` points black, unaffected by the colours a drawing sets (an opaque bitmap's start).
    func fillOpaqueBackground(_ size: CGSize) {
        saveGState()
        setFillColor(CGColor(red: 0, green: 0, blue: 0, alpha: 1))
        fill(CGRect(origin: .zero, size: size))
        restoreGState()
    }
}

/// Fills `rect` in the current context with its fill colour, replacing what is there (UIKit fills
/// with the copy blend mode, so `UIColor.clear.set(); UIRectFill(r)` erases).
public func UIRectFill(_ rect: CGRect) { UIRectFillUsingBlendMode(rect, .copy) }

/// Fills `rect` in the current context with its fill colour in `blendMode`.
public func UIRectFillUsingBlendMode(_ rect: CGRect, _ blendMode: CGBlendMode) {
    guard let context = UIGraphicsGetCurrentContext() else { return }
    context.saveGState()
    context.setBlendMode(blendMode)
    context.withPathSetAside { context.fill(rect) }
    context.restoreGState()
}
