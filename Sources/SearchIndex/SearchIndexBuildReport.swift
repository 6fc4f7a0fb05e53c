/// What one build did, for `doctool index` to print.
public struct SearchIndexBuildReport: Hashable, Codable, Sendable {
    /// Document paths, sorted, by what happened to them.
    public var added: [String]
    public var updated: [String]
    public var removed: [String]
    public var unchanged: [String]
    /// True when the index was written from scratch (no usable previous index).
    public var rebuilt: Bool
    /// Sections in the index after the build.
    public var sectionCount: Int

    /// True when the build wrote nothing (the corpus was unchanged).
    public var isNoOp: Bool { added.isEmpty && updated.isEmpty && removed.isEmpty && !rebuilt }

    public init(
        added: [String], updated: [String], removed: [String], unchanged: [String], rebuilt: Bool,
        sectionCount: Int
    ) {
        self.added = added
        self.updated = updated
        self.removed = removed
        self.unchanged = unchanged
        self.rebuilt = rebuilt
        self.sectionCount = sectionCount
    }
}
