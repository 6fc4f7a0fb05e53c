/// Makes its items collide with each other and with boundaries (UIKit's `UICollisionBehavior`).
open class UICollisionBehavior: UIDynamicBehavior {
    /// What the items collide with.
    public struct Mode: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Items collide with each other.
        public static let items = Mode(rawValue: 1 << 0)
        /// Items collide with this behavior's boundaries.
        public static let boundaries = Mode(rawValue: 1 << 1)
        public static let everything: Mode = [.items, .boundaries]
    }

    private var list = DynamicsItemList()
    /// Named boundaries in the order they were added.
    private(set) var namedBoundaries: [(identifier: NSCopying, path: UIBezierPath)] = []
    /// Bumped on every boundary change, so the animator rebuilds the boundary shapes.
    private(set) var boundaryVersion = 0

    public init(items: [UIDynamicItem]) {
        super.init()
        for item in items { list.add(item) }
    }
    public convenience override init() { self.init(items: []) }

    open var items: [UIDynamicItem] { list.items }
    open func addItem(_ item: UIDynamicItem) { list.add(item); setNeedsDynamicsUpdate() }
    open func removeItem(_ item: UIDynamicItem) { list.remove(item); setNeedsDynamicsUpdate() }

    open var collisionMode: Mode = .everything { didSet { setNeedsDynamicsUpdate() } }

    /// When true, the reference view's bounds (inset by `referenceBoundsInsets`) are a boundary.
    open var translatesReferenceBoundsIntoBoundary = false { didSet { boundaryChanged() } }
    private(set) var referenceBoundsInsets = UIEdgeInsets.zero

    /// Turns the reference bounds, shrunk by `insets`, into a boundary.
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: UIEdgeInsets) {
        referenceBoundsInsets = insets
        translatesReferenceBoundsIntoBoundary = true
    }

    open weak var collisionDelegate: UICollisionBehaviorDelegate?

    /// Adds (or replaces) a boundary made of the path's line segments.
    open func addBoundary(withIdentifier identifier: NSCopying, for bezierPath: UIBezierPath) {
        namedBoundaries.removeAll { Self.same($0.identifier, identifier) }
        namedBoundaries.append((identifier, bezierPath))
        boundaryChanged()
    }

    /// Adds (or replaces) a straight boundary between two points.
    open func addBoundary(withIdentifier identifier: NSCopying, from p1: CGPoint, to p2: CGPoint) {
        let path = UIBezierPath()
        path.move(to: p1)
        path.addLine(to: p2)
        addBoundary(withIdentifier: identifier, for: path)
    }

    open func boundary(withIdentifier identifier: NSCopying) -> UIBezierPath? {
        namedBoundaries.first { Self.same($0.identifier, identifier) }?.path
    }

    open func removeBoundary(withIdentifier identifier: NSCopying) {
        namedBoundaries.removeAll { Self.same($0.identifier, identifier) }
        boundaryChanged()
    }

    /// Identifiers of the named boundaries, or nil when there are none.
    open var boundaryIdentifiers: [NSCopying]? {
        namedBoundaries.isEmpty ? nil : namedBoundaries.map(\.identifier)
    }

    open func removeAllBoundaries() {
        namedBoundaries.removeAll()
        boundaryChanged()
    }

    override var dynamicsItems: [UIDynamicItem] { list.items }

    private func boundaryChanged() {
        boundaryVersion += 1
        setNeedsDynamicsUpdate()
    }

    /// Identifier equality the way Foundation compares them (strings and numbers by value).
    static func same(_ a: NSCopying, _ b: NSCopying) -> Bool {
        if let x = a as? AnyHashable, let y = b as? AnyHashable { return x == y }
        if let x = a as? NSObject, let y = b as? NSObject { return x.isEqual(y) }
        return false
    }
}
