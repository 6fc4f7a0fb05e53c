/// What a version holds compared with the group's other copies.
public enum VersionStatus: String, Codable, Sendable, Comparable {
    /// Its code is the group's code.
    case complete
    /// Some of the group's code blocks are missing from it.
    case partial
    /// Its code differs from the other copies: possibly stale (translated from an older or newer original).
    case stale
    /// The document has no version of the group (coverage only).
    case missing

    public static func < (lhs: VersionStatus, rhs: VersionStatus) -> Bool {
        let order: [VersionStatus] = [.complete, .partial, .stale, .missing]
        return order.firstIndex(of: lhs)! < order.firstIndex(of: rhs)!
    }
}
