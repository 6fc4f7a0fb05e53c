/// Where a table view's headers, rows and footers sit: one vertical strip, worked out from the
/// heights alone (value type; rebuilt when counts or heights change).
struct TableGeometry {
    struct Section {
        var top: CGFloat = 0
        var headerHeight: CGFloat = 0
        var rowTops: [CGFloat] = []
        var rowHeights: [CGFloat] = []
        var footerHeight: CGFloat = 0
        var bottom: CGFloat = 0
        var rowsTop: CGFloat { top + headerHeight }
    }

    var tableHeaderHeight: CGFloat = 0
    var sections: [Section] = []
    var contentHeight: CGFloat = 0

    /// Lays the strip out from the heights.
    init(
        tableHeaderHeight: CGFloat = 0, headerHeights: [CGFloat] = [], rowHeights: [[CGFloat]] = [],
        footerHeights: [CGFloat] = [], tableFooterHeight: CGFloat = 0
    ) {
        self.tableHeaderHeight = tableHeaderHeight
        var y = tableHeaderHeight
        for index in rowHeights.indices {
            var section = Section()
            section.top = y
            section.headerHeight = headerHeights[index]
            y += section.headerHeight
            for height in rowHeights[index] {
                section.rowTops.append(y)
                section.rowHeights.append(height)
                y += height
            }
            section.footerHeight = footerHeights[index]
            y += section.footerHeight
            section.bottom = y
            sections.append(section)
        }
        contentHeight = y + tableFooterHeight
    }

    /// The rows whose strips overlap `minY..<maxY`, in order.
    func rows(from minY: CGFloat, to maxY: CGFloat) -> [IndexPath] {
        var result: [IndexPath] = []
        for (sectionIndex, section) in sections.enumerated() where section.bottom > minY && section.top < maxY {
            for row in section.rowTops.indices {
                let top = section.rowTops[row], height = section.rowHeights[row]
                if height > 0, top + height > minY, top < maxY { result.append(IndexPath(row: row, section: sectionIndex)) }
            }
        }
        return result
    }
}
