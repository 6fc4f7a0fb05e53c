/// Links groups of different topics that cover the same APIs: a blog post's "UIKit Dynamics" part and the
/// tutorial's falling-square example. Related links are reading suggestions; groups are never merged.
///
/// Design: a related link weighs the API names the two groups' code uses and nothing else. Their code is
/// different code (so code identity would only dilute the score), their places and sizes are unrelated, and
/// prose names are too few on most sections to weigh in a mean (a section naming no API would score 0).
/// Candidates come from an inverted index from each name to the groups using it; only they are scored
/// (`APINameVectors`, names compared as sorted id arrays), and a link's wording is built only for the pairs
/// that are linked, at most `maxRelated` per group.
///
/// A shared name is required for a link, so every pair that could link is proposed, except through names
/// used by more than `postingLimit` groups (`UIView` in a large collection): such a name proposes only the
/// `postingLimit` groups with the lightest name vectors, the ones it weighs most in (the cosine of a pair
/// sharing one name is that name's weight over the geometric mean of the two vectors' masses), ties to the
/// earlier group. Cost: O(G·names·postingLimit) overlaps for G groups, plus sorting each long posting list once:
/// linear in the corpus; on a corpus with no name that common, the result is that of scoring every pair.
struct RelatedLinker {
    var termWeights: TermWeights
    var options: AlignmentOptions

    /// A name used by more groups than this proposes only the lightest of them.
    static let postingLimit = 48

    /// The topics with each group's related links filled in, best first, at most `maxRelated`.
    func link(_ topics: [TopicAlignment], sections: [AlignableSection]) -> [TopicAlignment] {
        var work = AlignmentWork()
        return link(topics, sections: sections, work: &work)
    }

    /// `link(_:sections:)`, counting the pairs compared into `work`.
    func link(_ topics: [TopicAlignment], sections: [AlignableSection], work: inout AlignmentWork) -> [TopicAlignment] {
        let byID = Dictionary(grouping: sections, by: \.id)
        func apiNames(_ group: SectionGroup) -> Set<String> {
            // A merged version also holds other groups' content: leave it out when another version speaks for the group.
            let own = group.members.filter { $0.link != .partOfMerged }
            return SectionProfile.union(
                (own.isEmpty ? group.members : own).map { member in
                    SectionProfile.concatenating(member.sections.compactMap { byID["\($0.documentPath)#\($0.index)"]?.first })
                }
            ).apiNames
        }
        let all = topics.flatMap(\.groups)
        let names = all.map(apiNames)
        let vectors = APINameVectors(names, weights: termWeights)
        let postings = Self.postings(names, vectors: vectors)
        var result = topics
        var index = 0
        // Which group last proposed each group, so a candidate reached through several names is scored once.
        var proposedBy = [Int](repeating: -1, count: all.count)
        for t in result.indices {
            for g in result[t].groups.indices {
                let group = all[index]
                defer { index += 1 }
                // Ranked on the rounded score first; only the links kept are worded.
                var candidates: [(score: Double, other: Int)] = []
                for name in names[index] {
                    for otherIndex in postings[name] ?? [] where proposedBy[otherIndex] != index {
                        proposedBy[otherIndex] = index
                        guard all[otherIndex].topic != group.topic else { continue }
                        work.relatedPairs += 1
                        let value = vectors.overlap(index, otherIndex)
                        guard value > 0, value >= options.relatedThreshold else { continue }
                        candidates.append((value, otherIndex))
                    }
                }
                candidates.sort { (Rounding.value($0.score), all[$1.other].id) > (Rounding.value($1.score), all[$0.other].id) }
                let links = candidates.prefix(options.maxRelated).map { candidate -> RelatedLink in
                    let other = all[candidate.other]
                    let score = LinkScore(
                        value: candidate.score,
                        features: [vectors.feature(index, candidate.other, value: candidate.score)])
                    return RelatedLink(
                        groupID: other.id, topic: other.topic, sections: other.members.flatMap(\.sections),
                        score: Rounding.value(score.value), reasons: score.reasons)
                }
                result[t].groups[g].related = links
            }
        }
        return result
    }

    /// Name → the groups using it, ascending; a list longer than `postingLimit` keeps its lightest groups.
    static func postings(_ names: [Set<String>], vectors: APINameVectors) -> [String: [Int]] {
        var postings: [String: [Int]] = [:]
        for (group, set) in names.enumerated() {
            for name in set { postings[name, default: []].append(group) }
        }
        for (name, groups) in postings where groups.count > postingLimit {
            let lightest = groups.sorted { (vectors.mass($0), $0) < (vectors.mass($1), $1) }.prefix(postingLimit)
            postings[name] = lightest.sorted()
        }
        return postings
    }
}
