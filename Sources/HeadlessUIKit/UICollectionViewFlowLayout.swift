/// A line-based grid layout (UIKit's `UICollectionViewFlowLayout`).
///
/// Items fill lines across the scroll direction (rows for `.vertical`, columns for `.horizontal`)
/// inside `sectionInset`, at least `minimumInteritemSpacing` apart, with `minimumLineSpacing`
/// between lines; sizes and spacings come from `UICollectionViewDelegateFlowLayout` when the
/// delegate implements it. As Apple's flow-layout guide describes, extra space in a line widens
/// the gaps so the line fills its width (a line of one item is centred), and items are centred
/// across their line; the last line of a section keeps the minimum spacing from the leading edge
/// (UIKit's behaviour, rdar://20825965). Headers and footers span the section with their
/// reference size's height (width when horizontal). Everything is worked out in `prepare()` and
/// cached; a change of the extent across the scroll direction invalidates it.
///
/// Not modelled: `estimatedItemSize` self-sizing (stored; items use `itemSize` or the delegate's
/// size), pinned headers (stored).
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// The size of every item without a delegate size (50 × 50).
    open var itemSize = CGSize(width: 50, height: 50) { didSet { if itemSize != oldValue { invalidateLayout() } } }
    /// The least space between lines (10).
    open var minimumLineSpacing: CGFloat = 10 { didSet { if minimumLineSpacing != oldValue { invalidateLayout() } } }
    /// The least space between items of a line (10).
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { if minimumInteritemSpacing != oldValue { invalidateLayout() } } }
    /// Space around each section's items.
    open var sectionInset: UIEdgeInsets = .zero { didSet { if sectionInset != oldValue { invalidateLayout() } } }
    /// The axis the content scrolls along.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical {
        didSet { if scrollDirection != oldValue { invalidateLayout() } }
    }
    /// Header size (only the height counts vertically, the width horizontally).
    open var headerReferenceSize: CGSize = .zero { didSet { if headerReferenceSize != oldValue { invalidateLayout() } } }
    /// Footer size (as the header's).
    open var footerReferenceSize: CGSize = .zero { didSet { if footerReferenceSize != oldValue { invalidateLayout() } } }
    /// Stored: self-sizing is not modelled.
    open var estimatedItemSize: CGSize = .zero
    /// Stored: headers do not float here.
    open var sectionHeadersPinToVisibleBounds = false
    /// Stored.
    open var sectionFootersPinToVisibleBounds = false
    /// UIKit's marker for self-sizing items (for `estimatedItemSize`).
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    private var itemAttributes: [[UICollectionViewLayoutAttributes]] = []
    private var supplementary: [UICollectionViewLayoutAttributes] = []
    private var contentSize: CGSize = .zero
    private var preparedExtent: CGFloat = -1

    public override init() { super.init() }

    /// Never decoded here; present for subclasses.
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func prepare() {
        super.prepare()
        itemAttributes = []
        supplementary = []
        guard let view = collectionView else {
            contentSize = .zero
            return
        }
        let vertical = scrollDirection == .vertical
        let inset = view.adjustedContentInset
        let extent = vertical ? view.bounds.width - inset.left - inset.right : view.bounds.height - inset.top - inset.bottom
        preparedExtent = extent
        var main: CGFloat = 0
        for section in 0..<view.numberOfSections {
            main = layoutSection(section, in: view, extent: extent, from: main)
        }
        contentSize = vertical ? CGSize(width: extent, height: main) : CGSize(width: main, height: extent)
    }

    /// Lays one section out from `start` along the scroll axis; returns where it ends.
    private func layoutSection(_ section: Int, in view: UICollectionView, extent: CGFloat, from start: CGFloat) -> CGFloat {
        let flow = view.delegate as? UICollectionViewDelegateFlowLayout
        let vertical = scrollDirection == .vertical
        let insets = flow?.collectionView(view, layout: self, insetForSectionAt: section) ?? sectionInset
        let lineSpacing = flow?.collectionView(view, layout: self, minimumLineSpacingForSectionAt: section) ?? minimumLineSpacing
        let itemSpacing =
            flow?.collectionView(view, layout: self, minimumInteritemSpacingForSectionAt: section) ?? minimumInteritemSpacing
        let header = flow?.collectionView(view, layout: self, referenceSizeForHeaderInSection: section) ?? headerReferenceSize
        let footer = flow?.collectionView(view, layout: self, referenceSizeForFooterInSection: section) ?? footerReferenceSize
        let crossStart = vertical ? insets.left : insets.top, crossEnd = vertical ? insets.right : insets.bottom
        var main = start
        main = addSupplementary(
            UICollectionView.elementKindSectionHeader, section: section, size: header, at: main, extent: extent)
        main += vertical ? insets.top : insets.left
        let available = extent - crossStart - crossEnd
        // Sizes as (across the lines, along the scroll axis).
        let sizes: [(cross: CGFloat, main: CGFloat)] = (0..<view.numberOfItems(inSection: section)).map { item in
            let size =
                flow?.collectionView(view, layout: self, sizeForItemAt: IndexPath(item: item, section: section)) ?? itemSize
            return vertical ? (size.width, size.height) : (size.height, size.width)
        }
        var attributes: [UICollectionViewLayoutAttributes] = []
        var line: [Int] = [], used: CGFloat = 0
        func closeLine(isLast: Bool) {
            let lineMain = line.map { sizes[$0].main }.max() ?? 0
            let total = line.map { sizes[$0].cross }.reduce(0, +)
            var cross = crossStart
            var gap = itemSpacing
            if !isLast && line.count == 1 { cross = crossStart + (available - total) / 2 }
            if !isLast && line.count > 1 { gap = (available - total) / CGFloat(line.count - 1) }
            for item in line {
                let size = sizes[item]
                let itemMain = main + (lineMain - size.main) / 2
                let attribute = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: section))
                attribute.frame =
                    vertical
                    ? CGRect(x: cross, y: itemMain, width: size.cross, height: size.main)
                    : CGRect(x: itemMain, y: cross, width: size.main, height: size.cross)
                attributes.append(attribute)
                cross += size.cross + gap
            }
            main += lineMain
        }
        for item in sizes.indices {
            let size = sizes[item]
            if !line.isEmpty, used + itemSpacing + size.cross > available + 0.0001 {
                closeLine(isLast: false)
                main += lineSpacing
                line = []
                used = 0
            }
            used += (line.isEmpty ? 0 : itemSpacing) + size.cross
            line.append(item)
        }
        if !line.isEmpty { closeLine(isLast: true) }
        itemAttributes.append(attributes)
        main += vertical ? insets.bottom : insets.right
        return addSupplementary(
            UICollectionView.elementKindSectionFooter, section: section, size: footer, at: main, extent: extent)
    }

    private func addSupplementary(_ kind: String, section: Int, size: CGSize, at main: CGFloat, extent: CGFloat) -> CGFloat {
        let vertical = scrollDirection == .vertical
        let length = vertical ? size.height : size.width
        guard length > 0 else { return main }
        let attribute = UICollectionViewLayoutAttributes(
            forSupplementaryViewOfKind: kind, with: IndexPath(item: 0, section: section))
        attribute.frame =
            vertical ? CGRect(x: 0, y: main, width: extent, height: length) : CGRect(x: main, y: 0, width: length, height: extent)
        supplementary.append(attribute)
        return main + length
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let items = itemAttributes.joined().filter { Self.overlaps($0.frame, rect) }
        return supplementary.filter { Self.overlaps($0.frame, rect) } + items
    }

    /// Whether two rectangles share area (edges that only touch do not count, as in Core Graphics).
    static func overlaps(_ a: CGRect, _ b: CGRect) -> Bool {
        a.minX < b.maxX && b.minX < a.maxX && a.minY < b.maxY && b.minY < a.maxY
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.section < itemAttributes.count, indexPath.item < itemAttributes[indexPath.section].count else {
            return nil
        }
        return itemAttributes[indexPath.section][indexPath.item]
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath)
        -> UICollectionViewLayoutAttributes?
    {
        supplementary.first { $0.representedElementKind == elementKind && $0.indexPath.section == indexPath.section }
    }

    /// A new extent across the scroll direction (rotation, resizing) needs a new layout; a scroll does not.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        let extent = scrollDirection == .vertical ? newBounds.width : newBounds.height
        let inset = collectionView?.adjustedContentInset ?? .zero
        let usable = extent - (scrollDirection == .vertical ? inset.left + inset.right : inset.top + inset.bottom)
        return usable != preparedExtent
    }
}
