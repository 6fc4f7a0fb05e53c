/// The base of every collection view layout (UIKit's `UICollectionViewLayout`): subclasses say
/// where each element goes.
///
/// The collection view calls the layout as UIKit does: `prepare()` before the first layout and
/// after each `invalidateLayout()` (also after `reloadData()`, batch updates, and bounds changes
/// that `shouldInvalidateLayout(forBoundsChange:)` accepts), then `collectionViewContentSize`, then
/// `layoutAttributesForElements(in:)` with the visible rectangle — again at every scroll, without
/// preparing. `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)` picks where a
/// flick comes to rest.
open class UICollectionViewLayout {
    /// The collection view using this layout.
    public internal(set) weak var collectionView: UICollectionView?

    public init() {}

    /// Never decoded here; present for subclasses.
    public required init?(coder: NSCoder) {}

    /// The class of attributes the layout makes.
    open class var layoutAttributesClass: AnyClass { UICollectionViewLayoutAttributes.self }

    /// Work out the layout here (called before the first layout and after invalidation).
    open func prepare() {}

    /// The size of all the content.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element overlapping `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of one item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of one supplementary view.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    { nil }

    /// Marks the layout as out of date: `prepare()` runs again at the next layout pass.
    open func invalidateLayout() {
        collectionView?.layoutWasInvalidated()
    }

    /// Whether a change of the collection view's bounds (a scroll, or a new size) needs a new layout.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }

    /// Where a flick heading for `proposedContentOffset` should come to rest (the proposal by default).
    open func targetContentOffset(
        forProposedContentOffset proposedContentOffset: CGPoint,
        withScrollingVelocity velocity: CGPoint
    ) -> CGPoint {
        proposedContentOffset
    }

    /// The offset to show after a layout change.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }
}
