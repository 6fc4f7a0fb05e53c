/// Draws views that override `draw(_:)` into their layers' contents, once per run-loop turn after
/// layout, as UIKit does when it commits a transaction.
///
/// A view is drawn when its layer needs display (`setNeedsDisplay()`), when it has never been drawn
/// and is in a window with a non-zero size (UIKit draws such a view on first display), and when its
/// size changed with `contentMode` `.redraw`. The drawing goes into a bitmap of the bounds times
/// the layer's `contentsScale` (the screen's scale, set on first drawing if the layer has 1), with
/// the context pushed, and becomes `layer.contents` as a `CGImage`.
///
/// Design: Swift cannot ask whether a subclass overrides a method, so the base `draw(_:)` marks the
/// call, and every UIKit drawing call finds its context through `UIGraphicsGetCurrentContext()`,
/// which counts its lookups. A class whose drawing reached the base and looked up no context
/// draws nothing of its own (an override that calls `super.draw(rect)` and then draws still
/// counts as drawing); it is remembered and never drawn again, its contents staying nil. The cost
/// is one empty bitmap per such class, once.
enum ViewDisplay {
    /// Classes whose `draw(_:)` is the base's (they draw nothing).
    private static var nonDrawingClasses: Set<ObjectIdentifier> = []

    /// Draws every view in `window`'s tree that is due (hidden subtrees are skipped).
    static func displayPass(_ window: UIView) {
        var stack: [UIView] = [window]
        while let view = stack.popLast() {
            guard !view.isHidden else { continue }
            if isDue(view) { draw(view) }
            stack.append(contentsOf: view.subviews.reversed())
        }
    }

    private static func isDue(_ view: UIView) -> Bool {
        guard !nonDrawingClasses.contains(ObjectIdentifier(type(of: view))) else { return false }
        guard let drawn = view.drawnBounds else { return view.bounds.width > 0 && view.bounds.height > 0 }
        return view.layer.needsDisplayFlag || (view.contentMode == .redraw && drawn.size != view.bounds.size)
    }

    /// Draws `view` now (`layer.display()` comes here for a view's layer).
    static func draw(_ view: UIView) {
        let layer = view.layer
        if layer.needsDisplayFlag { layer.display(); return }  // display() clears the flag and comes back
        let kind = ObjectIdentifier(type(of: view))
        guard !nonDrawingClasses.contains(kind) else { return }
        let bounds = view.bounds
        view.drawnBounds = bounds
        guard bounds.width > 0, bounds.height > 0 else { layer.contents = nil; return }
        if layer.contentsScale == 1 { layer.contentsScale = UIScreen.main.scale }
        let scale = layer.contentsScale
        let context = CGContext(
            canvas: CairoCanvas(
                width: Int((bounds.width * scale).rounded(.up)),
                height: Int((bounds.height * scale).rounded(.up))), scale: scale)
        context.translateBy(x: -bounds.minX, y: -bounds.minY)
        view.drewNothing = false
        let loop = SimulationClock.shared.mainLoop
        let lookups = loop.graphicsContextLookups
        UIGraphicsPushContext(context)
        view.draw(bounds)
        UIGraphicsPopContext()
        if view.drewNothing && loop.graphicsContextLookups == lookups {
            nonDrawingClasses.insert(kind)
            return
        }
        let bitmap = context.canvas.bitmap
        layer.contents = CGImage(width: bitmap.width, height: bitmap.height, bitmap: bitmap)
    }
}
