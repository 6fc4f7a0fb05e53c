// MARK: - Asking the layout, visible items and scrolling to items

extension UICollectionView {
    /// Prepares the layout if it is out of date (UIKit's order: `prepare()`, then the content size).
    func prepareLayoutIfNeeded() {
        if needsReload { reloadNow() }
        guard needsPrepare else { return }
        needsPrepare = false
        collectionViewLayout.prepare()
        contentSize = collectionViewLayout.collectionViewContentSize
    }

    /// Asks the layout for what the bounds show, retires what left, fetches what came in, and
    /// applies every element's attributes.
    func updateVisibleElements() {
        prepareLayoutIfNeeded()
        let attributes = collectionViewLayout.layoutAttributesForElements(in: bounds) ?? []
        var cellAttributes: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var viewAttributes: [SupplementaryKey: UICollectionViewLayoutAttributes] = [:]
        for attribute in attributes {
            switch attribute.representedElementCategory {
            case .cell:
                if attribute.indexPath.section < itemCounts.count,
                    attribute.indexPath.item < itemCounts[attribute.indexPath.section]
                {
                    cellAttributes[attribute.indexPath] = attribute
                }
            case .supplementaryView:
                if let kind = attribute.representedElementKind {
                    viewAttributes[SupplementaryKey(kind: kind, indexPath: attribute.indexPath)] = attribute
                }
            case .decorationView:
                break
            }
        }
        for (path, cell) in visibleCellsByPath.sorted(by: { $0.key < $1.key }) where cellAttributes[path] == nil {
            visibleCellsByPath[path] = nil
            retire(cell, at: path)
        }
        for (key, view) in visibleSupplementary.sorted(by: { $0.key < $1.key }) where viewAttributes[key] == nil {
            visibleSupplementary[key] = nil
            retire(view, key: key)
        }
        for (path, attribute) in cellAttributes.sorted(by: { $0.key < $1.key }) {
            if let cell = visibleCellsByPath[path] {
                apply(attribute, to: cell)
                continue
            }
            guard let cell = dataSource?.collectionView(self, cellForItemAt: path) else { continue }
            UIView.performWithoutAnimation {
                apply(attribute, to: cell)
                cell.isSelected = selectedPaths.contains(path)
            }
            visibleCellsByPath[path] = cell
            insertSubview(cell, at: 0)
            collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: path)
        }
        for (key, attribute) in viewAttributes.sorted(by: { $0.key < $1.key }) {
            if let view = visibleSupplementary[key] {
                apply(attribute, to: view)
                continue
            }
            guard let view = dataSource?.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
            else { continue }
            UIView.performWithoutAnimation { apply(attribute, to: view) }
            visibleSupplementary[key] = view
            addSubview(view)
            collectionDelegate?.collectionView(
                self, willDisplaySupplementaryView: view, forElementKind: key.kind, at: key.indexPath)
        }
    }

    private func apply(_ attribute: UICollectionViewLayoutAttributes, to view: UICollectionReusableView) {
        view.transform = .identity
        view.frame = attribute.frame
        view.transform = attribute.transform
        view.alpha = attribute.alpha
        view.isHidden = attribute.isHidden
        // UIKit maps `zIndex` onto the layer's `zPosition` (which hit testing honours).
        view.layer.zPosition = CGFloat(attribute.zIndex)
        view.apply(attribute)
    }

    // MARK: - Visible items

    /// The cells on screen, in index-path order.
    public var visibleCells: [UICollectionViewCell] {
        layoutIfNeeded()
        return visibleCellsByPath.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths of the cells on screen, in order.
    public var indexPathsForVisibleItems: [IndexPath] {
        layoutIfNeeded()
        return visibleCellsByPath.keys.sorted()
    }

    /// The cell on screen for the item (nil when not visible).
    public func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? {
        layoutIfNeeded()
        return visibleCellsByPath[indexPath]
    }

    /// The item a cell on screen shows.
    public func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        layoutIfNeeded()
        return visibleCellsByPath.first { $0.value === cell }?.key
    }

    /// The item under `point` (content coordinates), asking the layout.
    public func indexPathForItem(at point: CGPoint) -> IndexPath? {
        prepareLayoutIfNeeded()
        let probe = CGRect(x: point.x, y: point.y, width: 0.001, height: 0.001)
        let hits = (collectionViewLayout.layoutAttributesForElements(in: probe) ?? [])
            .filter { $0.representedElementCategory == .cell && $0.frame.contains(point) && !$0.isHidden }
        return hits.max { $0.zIndex < $1.zIndex }?.indexPath
    }

    /// The layout's attributes for the item.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        prepareLayoutIfNeeded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// The supplementary view on screen of `elementKind` at `indexPath`.
    public func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        layoutIfNeeded()
        return visibleSupplementary[SupplementaryKey(kind: elementKind, indexPath: indexPath)]
    }

    /// The supplementary views on screen of `elementKind`.
    public func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        layoutIfNeeded()
        return visibleSupplementary.filter { $0.key.kind == elementKind }.sorted { $0.key < $1.key }.map(\.value)
    }

    /// Scrolls so the item sits at `scrollPosition` (empty: the least scroll that shows it).
    public func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        guard let frame = layoutAttributesForItem(at: indexPath)?.frame else { return }
        var offset = contentOffset
        if scrollPosition.contains(.top) { offset.y = frame.minY }
        if scrollPosition.contains(.centeredVertically) { offset.y = frame.midY - bounds.height / 2 }
        if scrollPosition.contains(.bottom) { offset.y = frame.maxY - bounds.height }
        if scrollPosition.contains(.left) { offset.x = frame.minX }
        if scrollPosition.contains(.centeredHorizontally) { offset.x = frame.midX - bounds.width / 2 }
        if scrollPosition.contains(.right) { offset.x = frame.maxX - bounds.width }
        if scrollPosition.isEmpty {
            scrollRectToVisible(frame, animated: animated)
            return
        }
        setContentOffset(clampedOffset(offset), animated: animated)
    }
}
