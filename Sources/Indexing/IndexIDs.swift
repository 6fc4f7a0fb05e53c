/// Stable identifiers for what index/ records, shared by every stage that refers to them.
///
/// Built from the document's corpus path and positions, so they survive re-indexing as long as
/// the page does not change: `uikit-dynamics/ru.txt#3` is the fourth section, `#3.0` its heading
/// (blocks count from the heading when there is one).
public enum IndexIDs {
    public static func section(_ path: String, _ sectionIndex: Int) -> String { "\(path)#\(sectionIndex)" }

    /// `blockIndex` counts in `Section.allBlocks` (the heading first).
    public static func block(_ path: String, _ sectionIndex: Int, _ blockIndex: Int) -> String {
        "\(path)#\(sectionIndex).\(blockIndex)"
    }

    /// Where a document's record is stored inside index/.
    public static func recordFile(for path: String) -> String { "documents/\(path).json" }
}
