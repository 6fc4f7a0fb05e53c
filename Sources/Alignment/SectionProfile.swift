/// What the features compare: one section, a version made of several sections, or a whole group.
public struct SectionProfile: Hashable, Sendable {
    /// Code fingerprints, in order, each once.
    public var fingerprints: [String]
    public var apiNames: Set<String>
    public var anchors: Set<String>
    public var numbers: Set<String>
    public var codeLines: Set<String>
    public var codeLineCount: Int
    public var blockCount: Int
    /// Relative place in the page, nil when unknown (see `AlignableSection.position`).
    public var position: Double?

    public init(
        fingerprints: [String], apiNames: Set<String>, anchors: Set<String>, numbers: Set<String>,
        codeLines: Set<String>, codeLineCount: Int, blockCount: Int, position: Double?
    ) {
        self.fingerprints = fingerprints
        self.apiNames = apiNames
        self.anchors = anchors
        self.numbers = numbers
        self.codeLines = codeLines
        self.codeLineCount = codeLineCount
        self.blockCount = blockCount
        self.position = position
    }

    /// One section's profile.
    public init(_ section: AlignableSection) {
        self.init(
            fingerprints: SectionProfile.unique(section.codeFingerprints), apiNames: section.apiNames,
            anchors: section.anchors, numbers: section.numbers, codeLines: section.codeLines,
            codeLineCount: section.codeLineCount, blockCount: section.blockCount, position: section.position)
    }

    /// The sections of one version taken together (a section split in two is one version).
    public static func concatenating(_ sections: [AlignableSection]) -> SectionProfile {
        // Most versions are one section: its sets as they are, not inserted one by one into empty ones.
        if sections.count == 1 { return SectionProfile(sections[0]) }
        var profile = SectionProfile(
            fingerprints: [], apiNames: [], anchors: [], numbers: [], codeLines: [],
            codeLineCount: 0, blockCount: 0, position: 0)
        for section in sections {
            profile.fingerprints += section.codeFingerprints
            profile.apiNames.formUnion(section.apiNames)
            profile.anchors.formUnion(section.anchors)
            profile.numbers.formUnion(section.numbers)
            profile.codeLines.formUnion(section.codeLines)
            profile.codeLineCount += section.codeLineCount
            profile.blockCount += section.blockCount
        }
        profile.position = mean(sections.map(\.position))
        profile.fingerprints = unique(profile.fingerprints)
        return profile
    }

    /// Several versions of one section seen as one: the union of what they contain, sizes of the largest,
    /// the mean of the known positions.
    public static func union(_ profiles: [SectionProfile]) -> SectionProfile {
        var union = Union()
        for profile in profiles { union.add(profile) }
        return union.profile
    }

    /// `union` built one profile at a time, so a group that gains a version per document is not summed
    /// again from its first version each time (the same fold, in the same order, so the same bits).
    public struct Union: Hashable, Sendable {
        private var partial = SectionProfile(
            fingerprints: [], apiNames: [], anchors: [], numbers: [], codeLines: [],
            codeLineCount: 0, blockCount: 0, position: nil)
        private var seenFingerprints: Set<String> = []
        private var positionSum = 0.0
        private var positionCount = 0

        public init() {}

        public mutating func add(_ profile: SectionProfile) {
            for fingerprint in profile.fingerprints where seenFingerprints.insert(fingerprint).inserted {
                partial.fingerprints.append(fingerprint)
            }
            Self.merge(profile.apiNames, into: &partial.apiNames)
            Self.merge(profile.anchors, into: &partial.anchors)
            Self.merge(profile.numbers, into: &partial.numbers)
            Self.merge(profile.codeLines, into: &partial.codeLines)
            partial.codeLineCount = max(partial.codeLineCount, profile.codeLineCount)
            partial.blockCount = max(partial.blockCount, profile.blockCount)
            if let position = profile.position {
                positionSum += position
                positionCount += 1
            }
        }

        /// `set` joins `union`: taken as it is while the union is empty (the first version of most groups), its larger
        /// side kept and the smaller inserted otherwise.
        private static func merge(_ set: Set<String>, into union: inout Set<String>) {
            if union.isEmpty {
                union = set
            } else if set.count > union.count {
                union = set.union(union)
            } else {
                union.formUnion(set)
            }
        }

        /// The union of the profiles added so far.
        public var profile: SectionProfile {
            var result = partial
            result.position = positionCount > 0 ? positionSum / Double(positionCount) : nil
            return result
        }
    }

    /// The mean of the known values, nil when none is known.
    static func mean(_ values: [Double?]) -> Double? {
        let known = values.compactMap { $0 }
        return known.isEmpty ? nil : known.reduce(0, +) / Double(known.count)
    }

    static func unique(_ values: [String]) -> [String] {
        var seen: Set<String> = []
        return values.filter { seen.insert($0).inserted }
    }
}
