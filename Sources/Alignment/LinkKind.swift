/// How a version came to be in its group.
public enum LinkKind: String, Codable, Sendable {
    /// The version from the reference document (the most complete one), which the others were aligned to.
    case reference
    /// Linked on content evidence strong enough on its own (identical code, or many shared names).
    case content
    /// Linked by order: it stands between the same neighbours in both documents and its content agrees enough.
    case order
    /// The document has no matching section; the version holds sections that together match (a split section),
    /// or one part of a section that covers several groups (a merged section).
    case partOfSplit = "split"
    case partOfMerged = "merged"
    /// The only version: no other document has this section.
    case only
}
