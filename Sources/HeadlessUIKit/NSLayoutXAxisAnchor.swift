/// A horizontal anchor: leading, trailing, left, right, centerX (UIKit's `NSLayoutXAxisAnchor`).
public final class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {}
