/// Decides, for the copies of one group, whose code is the group's code and whose differs.
///
/// The group's code is the fingerprint set most copies share; with no majority (two copies that
/// disagree) it is the reference document's, since that is the most complete version and the one
/// the others were aligned to. A copy with code outside that set is possibly stale, unless its code
/// lines are exactly the group's (the same code cut into blocks differently); one missing some of it
/// is partial. A merged copy (one section holding several groups) only has to contain it.
public enum StaleCheck {
    /// One version's code, as the check sees it.
    public struct Copy: Hashable, Sendable {
        public var documentPath: String
        public var fingerprints: [String]
        public var isReference: Bool
        public var isMerged: Bool
        /// Where each block stands, parallel to `fingerprints` (may be empty), so a message can point there.
        public var blockLines: [LineSpan]
        /// The copy's normalised code lines (may be empty).
        public var codeLines: Set<String>

        public init(
            documentPath: String, fingerprints: [String], isReference: Bool, isMerged: Bool = false,
            blockLines: [LineSpan] = [], codeLines: Set<String> = []
        ) {
            self.documentPath = documentPath
            self.fingerprints = fingerprints
            self.isReference = isReference
            self.isMerged = isMerged
            self.blockLines = blockLines
            self.codeLines = codeLines
        }
    }

    /// Each copy's status and, when not complete, why; in the order of `copies`.
    public static func statuses(_ copies: [Copy]) -> [(status: VersionStatus, reason: String?)] {
        let withCode = copies.filter { !$0.fingerprints.isEmpty && !$0.isMerged }
        var counts: [Set<String>: Int] = [:]
        for copy in withCode { counts[Set(copy.fingerprints), default: 0] += 1 }
        // At most one set can hold a strict majority, so which key is found first does not matter.
        let reference: Set<String>
        let referenceName: String
        if let majority = counts.first(where: { $0.value * 2 > withCode.count })?.key {
            reference = majority
            referenceName = "the other copies"
        } else if let ref = withCode.first(where: \.isReference) ?? withCode.first {
            reference = Set(ref.fingerprints)
            referenceName = ref.documentPath
        } else {
            return copies.map { _ in (.complete, nil) }
        }
        let referenceLines = withCode.filter { Set($0.fingerprints) == reference }
            .reduce(into: Set<String>()) { $0.formUnion($1.codeLines) }
        return copies.map { copy in
            let own = Set(copy.fingerprints)
            let missing = reference.subtracting(own).count
            if copy.isMerged {
                return missing == 0 ? (.complete, nil) : (.partial, "\(missing) of \(reference.count) code blocks missing")
            }
            if own.isEmpty { return (.partial, "no code; the other copies have \(reference.count) code blocks") }
            let differing = copy.fingerprints.indices.filter { !reference.contains(copy.fingerprints[$0]) }
            if !differing.isEmpty {
                if !copy.codeLines.isEmpty && copy.codeLines == referenceLines { return (.complete, nil) }
                var reason = "\(differing.count) of \(own.count) code blocks differ from \(referenceName)"
                if let first = differing.first, first < copy.blockLines.count {
                    reason += ", first at \(copy.documentPath):\(copy.blockLines[first])"
                }
                return (.stale, reason)
            }
            if missing > 0 { return (.partial, "\(missing) of \(reference.count) code blocks missing") }
            return (.complete, nil)
        }
    }
}
