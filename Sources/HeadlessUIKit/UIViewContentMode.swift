extension UIView {
    /// How a view lays out its content when its bounds change (UIKit's `UIView.ContentMode`, Apple's raw values).
    public enum ContentMode: Int {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right,
            topLeft, topRight, bottomLeft, bottomRight
    }
}
