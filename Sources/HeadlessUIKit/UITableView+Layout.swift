// MARK: - Geometry, visible cells and scrolling to rows

extension UITableView {
    /// The default estimate for automatic rows (UIKit's standard row height).
    static let standardRowHeight: CGFloat = 44

    func rebuildGeometry() {
        needsGeometry = false
        let plain = style == .plain
        var headers: [CGFloat] = [], footers: [CGFloat] = [], rows: [[CGFloat]] = []
        for section in rowCounts.indices {
            let header = tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
            headers.append(header >= 0 ? header : automaticHeight(of: headerViewsBySection[section], plain: plain))
            let footer = tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
            footers.append(footer >= 0 ? footer : automaticHeight(of: footerViewsBySection[section], plain: plain))
            rows.append((0..<rowCounts[section]).map { resolvedRowHeight(IndexPath(row: $0, section: section)) })
        }
        geometry = TableGeometry(
            tableHeaderHeight: tableHeaderView?.frame.height ?? 0, headerHeights: headers,
            rowHeights: rows, footerHeights: footers, tableFooterHeight: tableFooterView?.frame.height ?? 0)
        contentSize = CGSize(width: bounds.width, height: geometry.contentHeight)
    }

    private func automaticHeight(of view: UIView?, plain: Bool) -> CGFloat {
        guard let view = view else { return plain ? 0 : 18 }
        if let titled = view as? UITableViewHeaderFooterView, titled.textLabel?.text != nil, titled.frame.height == 0 {
            return plain ? 28 : 38
        }
        return view.frame.height > 0 ? view.frame.height : 28
    }

    func resolvedRowHeight(_ path: IndexPath) -> CGFloat {
        let height = tableDelegate?.tableView(self, heightForRowAt: path) ?? rowHeight
        if height >= 0 { return height }
        if let measured = measuredHeights[path] { return measured }
        let estimate = tableDelegate?.tableView(self, estimatedHeightForRowAt: path) ?? estimatedRowHeight
        return estimate > 0 ? estimate : Self.standardRowHeight
    }

    private func rowIsAutomatic(_ path: IndexPath) -> Bool {
        (tableDelegate?.tableView(self, heightForRowAt: path) ?? rowHeight) < 0
    }

    // MARK: - Rectangles

    /// The row's rectangle in the table's (content) coordinates.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        loadIfNeeded()
        guard indexPath.section < geometry.sections.count else { return .zero }
        let section = geometry.sections[indexPath.section]
        guard indexPath.row >= 0, indexPath.row < section.rowTops.count else { return .zero }
        return CGRect(x: 0, y: section.rowTops[indexPath.row], width: bounds.width, height: section.rowHeights[indexPath.row])
    }

    /// The whole section: header, rows and footer.
    public func rect(forSection section: Int) -> CGRect {
        loadIfNeeded()
        guard section >= 0, section < geometry.sections.count else { return .zero }
        let strip = geometry.sections[section]
        return CGRect(x: 0, y: strip.top, width: bounds.width, height: strip.bottom - strip.top)
    }

    /// The section's header.
    public func rectForHeader(inSection section: Int) -> CGRect {
        loadIfNeeded()
        guard section >= 0, section < geometry.sections.count else { return .zero }
        let strip = geometry.sections[section]
        return CGRect(x: 0, y: strip.top, width: bounds.width, height: strip.headerHeight)
    }

    /// The section's footer.
    public func rectForFooter(inSection section: Int) -> CGRect {
        loadIfNeeded()
        guard section >= 0, section < geometry.sections.count else { return .zero }
        let strip = geometry.sections[section]
        return CGRect(x: 0, y: strip.bottom - strip.footerHeight, width: bounds.width, height: strip.footerHeight)
    }

    /// The row under `point` (content coordinates), if any.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        loadIfNeeded()
        guard point.x >= 0, point.x < bounds.width else { return nil }
        return geometry.rows(from: point.y, to: point.y + 0.001).first
    }

    /// The rows overlapping `rect`.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        loadIfNeeded()
        return geometry.rows(from: rect.minY, to: rect.maxY)
    }

    // MARK: - Visible cells

    /// The cells on screen for the current offset, top to bottom.
    public var visibleCells: [UITableViewCell] {
        layoutIfNeeded()
        return visibleCellsByPath.sorted { $0.key < $1.key }.map(\.value)
    }

    /// The index paths of the cells on screen, top to bottom.
    public var indexPathsForVisibleRows: [IndexPath]? {
        layoutIfNeeded()
        return visibleCellsByPath.keys.sorted()
    }

    /// The cell on screen for the row (nil when the row is not visible).
    public func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        layoutIfNeeded()
        return visibleCellsByPath[indexPath]
    }

    /// The row a cell on screen shows.
    public func indexPath(for cell: UITableViewCell) -> IndexPath? {
        layoutIfNeeded()
        return visibleCellsByPath.first { $0.value === cell }?.key
    }

    /// Retires the cells that left the bounds, asks for those that came in, measures new automatic
    /// rows (relaying out when a height changed), then places everything.
    func updateVisibleCells() {
        for _ in 0..<4 {
            let wanted = Set(geometry.rows(from: bounds.minY, to: bounds.maxY))
            for (path, cell) in visibleCellsByPath.sorted(by: { $0.key < $1.key }) where !wanted.contains(path) {
                visibleCellsByPath[path] = nil
                retire(cell, at: path)
            }
            var heightChanged = false
            for path in wanted.sorted() where visibleCellsByPath[path] == nil {
                guard let cell = dataSource?.tableView(self, cellForRowAt: path) else { continue }
                UIView.performWithoutAnimation {
                    cell.frame = rectForRow(at: path)
                    cell.setEditing(editing, animated: false)
                    cell.setSelected(selectedPaths.contains(path), animated: false)
                }
                if rowIsAutomatic(path), measuredHeights[path] == nil {
                    let height = cell.automaticHeight(width: bounds.width)
                    measuredHeights[path] = height
                    if height != geometry.sections[path.section].rowHeights[path.row] { heightChanged = true }
                }
                visibleCellsByPath[path] = cell
                insertSubview(cell, at: 0)
                tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
            }
            if !heightChanged { break }
            rebuildGeometry()
        }
        placeViews()
    }

    /// Puts cells, headers and footers at their rectangles (inside an animation block, they move).
    func placeViews() {
        for (path, cell) in visibleCellsByPath.sorted(by: { $0.key < $1.key }) { cell.frame = rectForRow(at: path) }
        for (section, view) in headerViewsBySection.sorted(by: { $0.key < $1.key }) {
            place(view, in: rectForHeader(inSection: section), section: section, isHeader: true)
        }
        for (section, view) in footerViewsBySection.sorted(by: { $0.key < $1.key }) {
            place(view, in: rectForFooter(inSection: section), section: section, isHeader: false)
        }
        if let header = tableHeaderView { header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height) }
        if let footer = tableFooterView {
            footer.frame = CGRect(
                x: 0, y: geometry.contentHeight - footer.frame.height, width: bounds.width, height: footer.frame.height)
        }
    }

    private func place(_ view: UIView, in rect: CGRect, section: Int, isHeader: Bool) {
        let visible = rect.height > 0 && rect.maxY > bounds.minY && rect.minY < bounds.maxY
        guard visible else {
            view.removeFromSuperview()
            return
        }
        view.frame = rect
        if view.superview !== self {
            addSubview(view)
            if isHeader { tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: section) }
        }
    }

    // MARK: - Scrolling to rows

    /// Scrolls so the row is at the top, middle or bottom (`.none`: the least scroll that shows it).
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        let rect = rectForRow(at: indexPath)
        var offset = contentOffset
        switch scrollPosition {
        case .top: offset.y = rect.minY
        case .middle: offset.y = rect.midY - bounds.height / 2
        case .bottom: offset.y = rect.maxY - bounds.height
        case .none:
            scrollRectToVisible(rect, animated: animated)
            return
        }
        setContentOffset(clampedOffset(offset), animated: animated)
    }

    /// Scrolls the first selected row into view.
    public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        guard let path = selectedPaths.sorted().first else { return }
        scrollToRow(at: path, at: scrollPosition, animated: animated)
    }
}
