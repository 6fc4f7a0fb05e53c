import DocumentModel

/// What alignment keeps of one topic for the next run, so that a topic whose pages and term weights are those of
/// the previous run is not aligned again (`Aligner.align(_:topicKeys:previous:…)`).
///
/// A topic's groups depend on its own sections and on the weights of the terms those sections hold, nothing else
/// (the weights are the corpus's, so an edit elsewhere can change them): the summary holds what the corpus-wide
/// steps need of the topic without its sections (its share of the term counts, each group's API names for related
/// links) and the weights it was aligned with, which must be the run's for it to be reused.
public struct TopicSummary: Hashable, Codable, Sendable {
    /// The identity of the topic's inputs, given by the caller (for the index: a hash of its pages' cache keys).
    public var key: String
    /// The term sets the topic's sections add to the corpus's term weights (an API-name and an anchor set each).
    public var setCount: Int
    /// The distinct terms of those sets, sorted.
    public var terms: [String]
    /// In how many of the sets each term appears, parallel to `terms`.
    public var counts: [Int]
    /// Each term's weight when the topic was aligned, parallel to `terms`.
    public var weights: [Double]
    /// The weight of an unseen term then.
    public var unseenWeight: Double
    /// The topic's alignment, its groups without related links (those are the corpus's, made every run).
    public var alignment: TopicAlignment
    /// Each group's API names, sorted, in group order: what related links compare.
    public var groupAPINames: [[String]]
    /// A digest of the related links the run that made the summary gave the topic's groups (`relatedDigest(of:)`): with
    /// equal groups, an equal digest means the topic came out as then.
    public var relatedDigest: String

    public init(
        key: String, setCount: Int, terms: [String], counts: [Int], weights: [Double], unseenWeight: Double,
        alignment: TopicAlignment, groupAPINames: [[String]], relatedDigest: String = ""
    ) {
        self.key = key
        self.setCount = setCount
        self.terms = terms
        self.counts = counts
        self.weights = weights
        self.unseenWeight = unseenWeight
        self.alignment = alignment
        self.groupAPINames = groupAPINames
        self.relatedDigest = relatedDigest
    }

    /// A stable digest of every field of every related link of `topic`'s groups, group by group (a test checks that
    /// the fields mixed here are all the fields there are).
    public static func relatedDigest(of topic: TopicAlignment) -> String {
        var hash = StableHash()
        for group in topic.groups {
            hash.mix(group.id)
            hash.mix(group.related.count)
            for link in group.related {
                hash.mix(link.groupID)
                hash.mix(link.topic)
                hash.mix(Int(bitPattern: UInt(link.score.bitPattern)))
                hash.mix(link.sections.count)
                for section in link.sections {
                    hash.mix(section.documentPath)
                    hash.mix(section.heading)
                    hash.mix(section.index)
                    hash.mix(section.level)
                    hash.mix(section.lines.first)
                    hash.mix(section.lines.last)
                }
                hash.mix(link.reasons.count)
                for reason in link.reasons { hash.mix(reason) }
            }
        }
        return String(hash.value, radix: 16)
    }

    /// Whether the topic was aligned with these weights: every one of its terms weighs what it weighed then.
    func wasAligned(with weights: TermWeights) -> Bool {
        guard unseenWeight == weights.unseenWeight else { return false }
        for (term, weight) in zip(terms, self.weights) where weights.weight(term) != weight { return false }
        return true
    }

    /// The distinct terms of `sections`' API-name and anchor sets, sorted, and in how many sets each appears.
    /// Each section is given by its API names and anchors alone (`SectionAdapter.terms`).
    static func termCounts(_ sections: [(apiNames: Set<String>, anchors: Set<String>)]) -> (terms: [String], counts: [Int]) {
        var frequency: [String: Int] = [:]
        for section in sections {
            for term in section.apiNames { frequency[term, default: 0] += 1 }
            for term in section.anchors { frequency[term, default: 0] += 1 }
        }
        let terms = frequency.keys.sorted()
        return (terms, terms.map { frequency[$0]! })
    }
}
