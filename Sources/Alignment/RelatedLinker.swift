/// Links groups of different topics that cover the same APIs: a blog post's "UIKit Dynamics" part and the
/// tutorial's falling-square example. Related links are reading suggestions; groups are never merged.
///
/// Design: a related link weighs the API names the two groups' code uses and nothing else. Their code is
/// different code (so code identity would only dilute the score), their places and sizes are unrelated, and
/// prose names are too few on most sections to weigh in a mean (a section naming no API would score 0).
/// Every group is scored against every group of another topic, so the names are compared as sorted id
/// arrays (`APINameVectors`), and a link's wording is built only for the pairs that are linked.
struct RelatedLinker {
    var termWeights: TermWeights
    var options: AlignmentOptions

    /// The topics with each group's related links filled in, best first, at most `maxRelated`.
    func link(_ topics: [TopicAlignment], sections: [AlignableSection]) -> [TopicAlignment] {
        let byID = Dictionary(grouping: sections, by: \.id)
        func apiNames(_ group: SectionGroup) -> Set<String> {
            // A merged version also holds other groups' content: leave it out when another version speaks for the group.
            let own = group.members.filter { $0.link != .partOfMerged }
            return SectionProfile.union((own.isEmpty ? group.members : own).map { member in
                SectionProfile.concatenating(member.sections.compactMap { byID["\($0.documentPath)#\($0.index)"]?.first })
            }).apiNames
        }
        let all = topics.flatMap(\.groups)
        let vectors = APINameVectors(all.map(apiNames), weights: termWeights)
        var result = topics
        var index = 0
        for t in result.indices {
            for g in result[t].groups.indices {
                let group = all[index]
                defer { index += 1 }
                // Ranked on the rounded score first; only the links kept are worded.
                var candidates: [(score: Double, other: Int)] = []
                for (otherIndex, other) in all.enumerated() where other.topic != group.topic {
                    // A shared API is required (overlap 0 without one): shared words alone are too weak to call two pages related.
                    let value = vectors.overlap(index, otherIndex)
                    guard value > 0, value >= options.relatedThreshold else { continue }
                    candidates.append((value, otherIndex))
                }
                candidates.sort { (Rounding.value($0.score), all[$1.other].id) > (Rounding.value($1.score), all[$0.other].id) }
                let links = candidates.prefix(options.maxRelated).map { candidate -> RelatedLink in
                    let other = all[candidate.other]
                    let score = LinkScore(value: candidate.score,
                                          features: [vectors.feature(index, candidate.other, value: candidate.score)])
                    return RelatedLink(groupID: other.id, topic: other.topic, sections: other.members.flatMap(\.sections),
                                       score: Rounding.value(score.value), reasons: score.reasons)
                }
                result[t].groups[g].related = links
            }
        }
        return result
    }
}
