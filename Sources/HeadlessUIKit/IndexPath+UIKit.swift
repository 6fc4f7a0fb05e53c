// UIKit's additions to Foundation's IndexPath (NSIndexPath+UIKitAdditions): swift-corelibs-foundation
// has none of them (checked with the toolchain's swiftc: no `row`, `section`, `item`, nor the
// two initializers), so all five are supplied here.
extension IndexPath {
    /// A two-element index path for a table view row.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }

    /// A two-element index path for a collection view item.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }

    /// The first index: the section of a table or collection view.
    public var section: Int {
        get { self[0] }
        set { self[0] = newValue }
    }

    /// The second index: a table view's row.
    public var row: Int {
        get { self[1] }
        set { self[1] = newValue }
    }

    /// The second index: a collection view's item (the same index as `row`).
    public var item: Int {
        get { self[1] }
        set { self[1] = newValue }
    }
}
