import DocumentModel

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
    func link(_ topics: [TopicAlignment], sections: [AlignableSection], jobs: Int = 1) -> [TopicAlignment] {
        var work = AlignmentWork()
        return link(topics, sections: sections, jobs: jobs, work: &work)
    }

    /// Groups are linked in this many chunks: each chunk keeps one "proposed by" array of every group, so
    /// a chunk per group would make that array's set-up quadratic.
    static let chunkCount = 64

    /// `link(_:sections:jobs:)`, counting the pairs compared into `work`. Groups are linked on `jobs` threads
    /// (each group's links depend only on the name index); the result is the same whatever `jobs` is.
    func link(
        _ topics: [TopicAlignment], sections: [AlignableSection], jobs: Int = 1, work: inout AlignmentWork
    ) -> [TopicAlignment] {
        let names = Self.apiNames(of: topics.flatMap(\.groups), sections: sections, jobs: jobs)
        return link(topics, names: names, jobs: jobs, work: &work)
    }

    /// `link(_:sections:jobs:work:)` with each group's API names already known (`names`, in group order).
    func link(_ topics: [TopicAlignment], names: [Set<String>], jobs: Int = 1, work: inout AlignmentWork) -> [TopicAlignment] {
        let all = topics.flatMap(\.groups)
        let vectors = APINameVectors(names, weights: termWeights)
        let postings = Self.postings(vectors)
        // Ties on the rounded score go to the earlier id: ids ranked once, so no candidate compares strings.
        var rank = [Int](repeating: 0, count: all.count)
        for (position, group) in all.indices.sorted(by: { all[$0].id < all[$1].id }).enumerated() { rank[group] = position }
        let chunkSize = max(1, (all.count + Self.chunkCount - 1) / Self.chunkCount)
        let chunks = (all.count + chunkSize - 1) / chunkSize
        let linked = ParallelMap.map(count: chunks, jobs: jobs) { [self, rank] chunk -> (links: [[RelatedLink]], pairs: Int) in
            var proposedBy = [Int](repeating: -1, count: all.count)
            var pairs = 0
            let range = chunk * chunkSize..<min(all.count, (chunk + 1) * chunkSize)
            let chunkLinks = range.map { index in
                links(
                    of: index, all: all, vectors: vectors, postings: postings, rank: rank,
                    proposedBy: &proposedBy, pairs: &pairs)
            }
            return (chunkLinks, pairs)
        }
        var result = topics
        var chunk = 0
        var offset = 0
        for t in result.indices {
            for g in result[t].groups.indices {
                result[t].groups[g].related = linked[chunk].links[offset]
                offset += 1
                if offset == chunkSize {
                    chunk += 1
                    offset = 0
                }
            }
        }
        for part in linked { work.relatedPairs += part.pairs }
        return result
    }

    /// Group `index`'s related links: the candidates its names propose, scored once each (`proposedBy` remembers
    /// which group last proposed a candidate), best `maxRelated` kept by rounded score then id rank; only those are worded.
    private func links(
        of index: Int, all: [SectionGroup], vectors: APINameVectors, postings: [[Int]],
        rank: [Int], proposedBy: inout [Int], pairs: inout Int
    ) -> [RelatedLink] {
        let group = all[index]
        var best: [(rounded: Double, score: Double, other: Int)] = []
        for name in vectors.nameIDs(of: index) {
            for otherIndex in postings[Int(name)] where proposedBy[otherIndex] != index {
                proposedBy[otherIndex] = index
                guard all[otherIndex].topic != group.topic else { continue }
                pairs += 1
                let value = vectors.overlap(index, otherIndex)
                guard value > 0, value >= options.relatedThreshold else { continue }
                let candidate = (rounded: Rounding.value(value), score: value, other: otherIndex)
                // Insertion into the few kept: rounded score descending, then id ascending (ids are unique, so the
                // order is total and the result is what sorting every candidate and keeping the first would give).
                var position = best.count
                while position > 0,
                    candidate.rounded > best[position - 1].rounded
                        || (candidate.rounded == best[position - 1].rounded && rank[otherIndex] < rank[best[position - 1].other])
                {
                    position -= 1
                }
                if position < options.maxRelated {
                    best.insert(candidate, at: position)
                    if best.count > options.maxRelated { best.removeLast() }
                }
            }
        }
        return best.map { candidate -> RelatedLink in
            let other = all[candidate.other]
            let score = LinkScore(
                value: candidate.score, features: [vectors.feature(index, candidate.other, value: candidate.score)])
            return RelatedLink(
                groupID: other.id, topic: other.topic, sections: other.members.flatMap(\.sections),
                score: Rounding.value(score.value), reasons: score.reasons)
        }
    }

    /// Each group's API names, on `jobs` threads. A merged version also holds other groups' content: it is left
    /// out when another version speaks for the group.
    static func apiNames(of groups: [SectionGroup], sections: [AlignableSection], jobs: Int) -> [Set<String>] {
        var byDocument: [String: [Int: AlignableSection]] = [:]
        for section in sections where byDocument[section.documentPath]?[section.index] == nil {
            byDocument[section.documentPath, default: [:]][section.index] = section
        }
        return ParallelMap.map(count: groups.count, jobs: jobs) { [byDocument] index -> Set<String> in
            let group = groups[index]
            let own = group.members.filter { $0.link != .partOfMerged }
            return SectionProfile.union(
                (own.isEmpty ? group.members : own).map { member in
                    SectionProfile.concatenating(
                        member.sections.compactMap { byDocument[$0.documentPath]?[$0.index] })
                }
            ).apiNames
        }
    }

    /// Name id (`APINameVectors`) → the groups using it, ascending; a list longer than `postingLimit` keeps its
    /// lightest groups. By id, so proposing candidates hashes no string.
    static func postings(_ vectors: APINameVectors) -> [[Int]] {
        var postings = [[Int]](repeating: [], count: vectors.vocabularyCount)
        for group in 0..<vectors.profileCount {
            for name in vectors.nameIDs(of: group) { postings[Int(name)].append(group) }
        }
        for name in postings.indices where postings[name].count > postingLimit {
            let lightest = postings[name].sorted { (vectors.mass($0), $0) < (vectors.mass($1), $1) }.prefix(postingLimit)
            postings[name] = lightest.sorted()
        }
        return postings
    }
}
