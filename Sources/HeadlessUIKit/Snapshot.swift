/// Pictures of what is on screen: a view's (or a layer's) tree drawn as it is presented now, mid-animation
/// included, at a chosen scale (2 pixels per point by default, as the engine's screen; 1 is four times
/// cheaper). The same scene gives the same pixels, so the same PNG bytes, on every run.
///
/// Not drawn: shadows, masks, the 3D part of transforms (see `SnapshotRenderer`); label text is
/// drawn by `TextPainter` (one face, no shaping).
public enum Snapshot {
    /// `view` drawn in its own bounds (its frame and transform are not applied), as
    /// `drawHierarchy(in:afterScreenUpdates:)` draws a view; transparent where nothing is drawn.
    public static func image(of view: UIView, scale: CGFloat = 2) -> UIImage {
        image(of: view.layer, scale: scale)
    }

    /// `layer` and its sublayers drawn in its own bounds, as `render(in:)` draws a layer.
    public static func image(of layer: CALayer, scale: CGFloat = 2) -> UIImage {
        let scale = validScale(scale)
        return UIImage(bitmap: bitmap(of: layer, scale: scale), scale: scale)
    }

    /// The straight (not premultiplied) RGBA pixels of `view`'s snapshot, rows top to bottom, for
    /// code that composes frames itself (a filmstrip).
    public static func rgba(of view: UIView, scale: CGFloat = 2) -> (width: Int, height: Int, rgba: [UInt8]) {
        let pixels = bitmap(of: view.layer, scale: scale)
        return (pixels.width, pixels.height, pixels.rgba)
    }

    /// The snapshot's pixels as the engine keeps an image's (straight RGBA).
    static func bitmap(of view: UIView, scale: CGFloat) -> PNGCodec.Bitmap {
        bitmap(of: view.layer, scale: scale)
    }

    static func bitmap(of layer: CALayer, scale: CGFloat) -> PNGCodec.Bitmap {
        SnapshotRenderer(scale: validScale(scale)).render(layer).bitmap
    }

    /// Scales outside 0.25…4 (or not finite) are taken as 1: a snapshot is for looking at, and a
    /// huge one from a mistyped scale would only exhaust memory.
    private static func validScale(_ scale: CGFloat) -> CGFloat {
        scale.isFinite && scale >= 0.25 && scale <= 4 ? scale : 1
    }
}
