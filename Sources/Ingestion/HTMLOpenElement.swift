import DocumentModel

// What HTMLFlowBuilder keeps about each open element, and the small records it opens with some of them.

/// What is done with the content of an element.
enum HTMLContentMode {
    /// Read as flow: blocks and inline runs.
    case flow
    /// Past the depth bound: every text added to the run, elements ignored.
    case flat
    /// Not read (scripts, styles, a `title` outside `head`).
    case skip
    /// `head`: only its `title` is read.
    case head
    /// Collected as text for one block (chrome, list rows, table cells, the title).
    case capture
    /// Inside `pre`: the text as written.
    case pre
}

/// Where an element stands inside a list or table.
enum HTMLRowPlace {
    case none, rowList, row, insideRow, cell, insideCell, ignored
}

/// What `endElement` needs to know about an open element.
struct HTMLOpenElement {
    /// What the element does here (a `div` of class "breadcrumb" is chrome), and what its name alone says.
    var role: HTMLElementRole
    var rawRole: HTMLElementRole
    var mode: HTMLContentMode
    /// Offset of the start tag's `<`.
    var start: Int
    /// Inside a dropped element: its text is in no block.
    var underDrop: Bool
    var place: HTMLRowPlace
    var ownsCapture = false
    var ownsPre = false
    var isRowList = false
    var isHeader = false
    var headerHasHeading = false
    /// An `li` inside a `pre` (a line-numbered listing): its end ends a line of the code.
    var isPreLine = false
    /// An item of a list nested in a list item: its text is a row of its own.
    var isNestedRow = false
    /// For a list, table or chrome box: where its first text is, the start of its block (nil until then).
    var contentStart: Int?
    /// A list, table or box whose text becomes one block.
    var collectsText: Bool { isRowList || (ownsCapture && (role == .chrome || isHeader)) }

    init(role: HTMLElementRole, rawRole: HTMLElementRole, mode: HTMLContentMode, start: Int, underDrop: Bool, place: HTMLRowPlace)
    {
        self.role = role
        self.rawRole = rawRole
        self.mode = mode
        self.start = start
        self.underDrop = underDrop
        self.place = place
    }

}

/// What a `header` undoes when it ends without a heading and becomes chrome.
struct HTMLHeaderSnapshot {
    var blockCount: Int
    var proseSample: ProseLanguageSample
    var pendingLabel: CodeHint?
}

struct HTMLCapturedText {
    var bytes: [UInt8] = []
}

struct HTMLRowCollector {
    var isTable: Bool
    var rows: [String] = []
    var cells: [String] = []

    /// A list row's captured text, whitespace collapsed, when it has any.
    mutating func addRow(_ bytes: [UInt8]) {
        let row = HTMLText.collapsed(bytes)
        if !row.isEmpty { rows.append(row) }
    }

    /// A table cell's captured text, whitespace collapsed, when it has any.
    mutating func addCell(_ bytes: [UInt8]) {
        let cell = HTMLText.collapsed(bytes)
        if !cell.isEmpty { cells.append(cell) }
    }

    /// A table row ends: its cells, joined by " | ", become a row.
    mutating func endTableRow() {
        let row = cells.joined(separator: " | ")
        if !row.isEmpty { rows.append(row) }
        cells = []
    }
}
