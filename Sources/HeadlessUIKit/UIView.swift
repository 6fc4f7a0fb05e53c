/// A rectangular view in a hierarchy: the minimal base that dynamics drives (issue 6);
/// the app-model work grows it (layout, layers, gestures, animations).
///
/// Geometry follows UIKit: `frame` is derived from `center`, `bounds.size` and `transform`
/// (it is the bounding box of the transformed bounds); setting `frame` is meaningful only
/// with an identity transform, as Apple documents.
open class UIView {
    public private(set) weak var superview: UIView?
    public private(set) var subviews: [UIView] = []

    open var bounds: CGRect
    open var center: CGPoint
    open var transform: CGAffineTransform = .identity
    open var backgroundColor: UIColor?
    open var alpha: CGFloat = 1
    open var isHidden = false
    open var tag = 0

    public init(frame: CGRect) {
        bounds = CGRect(origin: .zero, size: frame.size)
        center = CGPoint(x: frame.midX, y: frame.midY)
    }

    public convenience init() { self.init(frame: .zero) }

    open var frame: CGRect {
        get {
            let size = bounds.size.applying(transform)
            let width = abs(size.width), height = abs(size.height)
            if transform.b == 0 && transform.c == 0 {
                return CGRect(x: center.x - width / 2, y: center.y - height / 2, width: width, height: height)
            }
            let local = CGRect(x: -bounds.width / 2, y: -bounds.height / 2, width: bounds.width, height: bounds.height)
            let box = local.applying(CGAffineTransform(a: transform.a, b: transform.b, c: transform.c, d: transform.d, tx: 0, ty: 0))
            return box.offsetBy(dx: center.x, dy: center.y)
        }
        set {
            bounds.size = newValue.size
            center = CGPoint(x: newValue.midX, y: newValue.midY)
        }
    }

    open func addSubview(_ view: UIView) {
        view.removeFromSuperview()
        subviews.append(view)
        view.superview = self
    }

    open func removeFromSuperview() {
        guard let parent = superview else { return }
        parent.subviews.removeAll { $0 === self }
        superview = nil
    }
}
