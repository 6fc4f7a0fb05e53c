/// A pan that starts at an edge of the screen (UIKit's `UIScreenEdgePanGestureRecognizer`), as the
/// navigation controller's interactive pop uses.
///
/// The touch must go down within `edgeRegionWidth` points of one of `edges` of the window, or the
/// recognizer fails; from there it is a pan (it begins after 10 points of movement).
open class UIScreenEdgePanGestureRecognizer: UIPanGestureRecognizer {
    /// The edges a pan may start from.
    open var edges: UIRectEdge = []
    /// How close to the edge the touch must go down (UIKit does not document it; about 20 points).
    static let edgeRegionWidth: CGFloat = 20

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        super.touchesBegan(touches, with: event)
        guard let touch = touches.first else { return }
        let bounds = touch.window?.bounds ?? UIScreen.main.bounds
        let point = touch.windowLocation
        let near = Self.edgeRegionWidth
        let atEdge =
            (edges.contains(.left) && point.x - bounds.minX <= near)
            || (edges.contains(.right) && bounds.maxX - point.x <= near)
            || (edges.contains(.top) && point.y - bounds.minY <= near)
            || (edges.contains(.bottom) && bounds.maxY - point.y <= near)
        if !atEdge { setState(.failed) }
    }
}
