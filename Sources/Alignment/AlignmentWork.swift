/// How much comparing an alignment did: what a test counts at two corpus sizes to catch a return of
/// quadratic cost (a count, unlike a time, does not depend on the machine or its load).
public struct AlignmentWork: Hashable, Sendable {
    /// Documents aligned to the groups of their topic (every document but each topic's first).
    public var documents = 0
    /// (group, section) pairs scored while building groups.
    public var scoredPairs = 0
    /// Versions compared when finishing groups (each version against the union of its peers: one per peer).
    public var finishingScores = 0
    /// Pairs of groups of different topics whose API names were compared for related links.
    public var relatedPairs = 0
    /// Topics whose groups were taken from the previous run's summary, not aligned again.
    public var reusedTopics = 0
    /// Groups built with a profile and a place in their topic's candidate index, for later documents to be scored
    /// against; a one-page topic's groups get neither.
    public var profiledGroups = 0

    public init() {}

    /// Adds the counts of work done elsewhere (a topic aligned on another thread).
    public mutating func add(_ other: AlignmentWork) {
        documents += other.documents
        scoredPairs += other.scoredPairs
        finishingScores += other.finishingScores
        relatedPairs += other.relatedPairs
        reusedTopics += other.reusedTopics
        profiledGroups += other.profiledGroups
    }

    /// Every comparison counted above.
    public var comparisons: Int { scoredPairs + finishingScores + relatedPairs }
}
