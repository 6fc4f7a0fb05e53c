/// Where a layout puts one cell or supplementary view, and how it looks (UIKit's
/// `UICollectionViewLayoutAttributes`). The collection view copies `frame`, `alpha`, `transform`,
/// `zIndex` and `isHidden` onto the view, then calls its `apply(_:)`.
open class UICollectionViewLayoutAttributes {
    /// What the attributes describe.
    public enum ElementCategory: UInt, Sendable {
        case cell, supplementaryView, decorationView
    }

    /// The element's item (or the section and index of a supplementary view).
    open var indexPath = IndexPath(item: 0, section: 0)
    public internal(set) var representedElementCategory: ElementCategory = .cell
    /// A supplementary view's kind (nil for cells).
    public internal(set) var representedElementKind: String?

    /// The element's rectangle in the collection view's content coordinates.
    open var frame: CGRect = .zero
    /// The centre of `frame` (setting it moves the frame).
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The size of `frame` (setting it keeps the centre).
    open var size: CGSize {
        get { frame.size }
        set {
            let middle = center
            frame = CGRect(
                x: middle.x - newValue.width / 2, y: middle.y - newValue.height / 2, width: newValue.width,
                height: newValue.height)
        }
    }
    /// The element's bounds: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
    open var transform: CGAffineTransform = .identity
    open var alpha: CGFloat = 1
    open var zIndex = 0
    open var isHidden = false

    /// Empty attributes (for subclasses and `copy()`).
    public required init() {}

    /// Attributes for the cell of `indexPath`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Attributes for a supplementary view of `elementKind`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// A copy of the same class (UIKit's `NSCopying`), for layouts that adjust their superclass's attributes.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        copy.frame = frame
        copy.transform = transform
        copy.alpha = alpha
        copy.zIndex = zIndex
        copy.isHidden = isHidden
        return copy
    }
}
