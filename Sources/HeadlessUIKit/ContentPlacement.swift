/// Where contents of a size go in a layer's or view's bounds: the one rule `contentsGravity` and an
/// image view's `contentMode` share (iOS's y-down reading of top and bottom), used by the image
/// view's frame and by snapshots.
extension CALayerContentsGravity {
    /// The gravity that places contents as `mode` places an image view's image.
    init(_ mode: UIView.ContentMode) {
        switch mode {
        case .scaleToFill, .redraw: self = .resize
        case .scaleAspectFit: self = .resizeAspect
        case .scaleAspectFill: self = .resizeAspectFill
        case .center: self = .center
        case .top: self = .top
        case .bottom: self = .bottom
        case .left: self = .left
        case .right: self = .right
        case .topLeft: self = .topLeft
        case .topRight: self = .topRight
        case .bottomLeft: self = .bottomLeft
        case .bottomRight: self = .bottomRight
        }
    }

    /// The rectangle contents of `size` take in `bounds`; `.zero` for empty contents.
    func frame(for size: CGSize, in bounds: CGRect) -> CGRect {
        guard size.width > 0, size.height > 0 else { return .zero }
        let b = bounds
        func at(_ x: CGFloat, _ y: CGFloat) -> CGRect { CGRect(x: x, y: y, width: size.width, height: size.height) }
        switch self {
        case .resizeAspect, .resizeAspectFill:
            let sx = b.width / size.width, sy = b.height / size.height
            let s = self == .resizeAspect ? min(sx, sy) : max(sx, sy)
            let w = size.width * s, h = size.height * s
            return CGRect(x: b.midX - w / 2, y: b.midY - h / 2, width: w, height: h)
        case .center: return at(b.midX - size.width / 2, b.midY - size.height / 2)
        case .top: return at(b.midX - size.width / 2, b.minY)
        case .bottom: return at(b.midX - size.width / 2, b.maxY - size.height)
        case .left: return at(b.minX, b.midY - size.height / 2)
        case .right: return at(b.maxX - size.width, b.midY - size.height / 2)
        case .topLeft: return at(b.minX, b.minY)
        case .topRight: return at(b.maxX - size.width, b.minY)
        case .bottomLeft: return at(b.minX, b.maxY - size.height)
        case .bottomRight: return at(b.maxX - size.width, b.maxY - size.height)
        default: return b
        }
    }
}
