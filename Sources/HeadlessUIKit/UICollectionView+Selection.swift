// MARK: - Selection, and the user's taps on items

extension UICollectionView {
    /// The selected items in index-path order (nil when none).
    public var indexPathsForSelectedItems: [IndexPath]? { selectedPaths.isEmpty ? nil : selectedPaths.sorted() }

    /// Selects an item in code (no delegate calls); without multiple selection the others are deselected.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath = indexPath else {
            for path in selectedPaths.sorted() { deselectItem(at: path, animated: animated) }
            return
        }
        if !allowsMultipleSelection {
            for path in selectedPaths.sorted() where path != indexPath { deselectItem(at: path, animated: animated) }
        }
        selectedPaths.insert(indexPath)
        visibleCellsByPath[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item in code (no delegate calls).
    public func deselectItem(at indexPath: IndexPath, animated: Bool) {
        guard selectedPaths.remove(indexPath) != nil else { return }
        visibleCellsByPath[indexPath]?.isSelected = false
    }

    func itemTouched(_ touches: Set<UITouch>) -> IndexPath? {
        guard let touch = touches.first, !touchStoppedScrolling else { return nil }
        let path = indexPathForItem(at: touch.location(in: self))
        return path.flatMap { visibleCellsByPath[$0] != nil ? $0 : nil }
    }

    func highlightItem(at path: IndexPath) {
        guard allowsSelection, collectionDelegate?.collectionView(self, shouldHighlightItemAt: path) ?? true else { return }
        highlightedPath = path
        visibleCellsByPath[path]?.isHighlighted = true
        collectionDelegate?.collectionView(self, didHighlightItemAt: path)
    }

    func unhighlight() {
        guard let path = highlightedPath else { return }
        highlightedPath = nil
        visibleCellsByPath[path]?.isHighlighted = false
        collectionDelegate?.collectionView(self, didUnhighlightItemAt: path)
    }

    /// A user's tap on an item, in UIKit's order: `shouldSelectItemAt`, then the old selection's
    /// `shouldDeselectItemAt`/`didDeselectItemAt`, then `didSelectItemAt`; with multiple selection a
    /// tap on a selected item asks `shouldDeselectItemAt` and deselects it.
    func userSelectItem(at path: IndexPath) {
        guard allowsSelection else { return }
        if selectedPaths.contains(path), allowsMultipleSelection {
            userDeselect(path)
            return
        }
        guard collectionDelegate?.collectionView(self, shouldSelectItemAt: path) ?? true else { return }
        if !allowsMultipleSelection {
            for old in selectedPaths.sorted() where old != path { userDeselect(old) }
        }
        selectedPaths.insert(path)
        visibleCellsByPath[path]?.isSelected = true
        collectionDelegate?.collectionView(self, didSelectItemAt: path)
    }

    private func userDeselect(_ path: IndexPath) {
        guard collectionDelegate?.collectionView(self, shouldDeselectItemAt: path) ?? true else { return }
        deselectItem(at: path, animated: false)
        collectionDelegate?.collectionView(self, didDeselectItemAt: path)
    }
}
