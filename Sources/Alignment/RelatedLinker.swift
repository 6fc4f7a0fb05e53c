/// Links groups of different topics that cover the same APIs: a blog post's "UIKit Dynamics" part and the
/// tutorial's falling-square example. Related links are reading suggestions; groups are never merged.
struct RelatedLinker {
    var scorer: LinkScorer
    var options: AlignmentOptions

    /// The topics with each group's related links filled in, best first, at most `maxRelated`.
    func link(_ topics: [TopicAlignment], sections: [AlignableSection]) -> [TopicAlignment] {
        let byID = Dictionary(grouping: sections, by: \.id)
        func profile(_ group: SectionGroup) -> SectionProfile {
            // A merged version also holds other groups' content: leave it out when another version speaks for the group.
            let own = group.members.filter { $0.link != .partOfMerged }
            return SectionProfile.union((own.isEmpty ? group.members : own).map { member in
                SectionProfile.concatenating(member.sections.compactMap { byID["\($0.documentPath)#\($0.index)"]?.first })
            })
        }
        let all = topics.flatMap(\.groups)
        // Each group is scored against every other: its API names' mass is computed once, on the set it is scored with.
        let profiles = Dictionary(uniqueKeysWithValues: all.map { group in
            let profile = profile(group)
            return (group.id, (profile: profile, mass: AlignmentFeatures.mass(profile.apiNames, weights: scorer.termWeights)))
        })
        var result = topics
        for t in result.indices {
            for g in result[t].groups.indices {
                let group = result[t].groups[g]
                guard let (own, ownMass) = profiles[group.id] else { continue }
                var links: [RelatedLink] = []
                for other in all where other.topic != group.topic {
                    // No shared API name, no link (below): such a pair ends here, before it is scored.
                    guard let (theirs, theirMass) = profiles[other.id], !own.apiNames.isDisjoint(with: theirs.apiNames) else { continue }
                    let score = scorer.score(own, theirs, apiNameMasses: (ownMass, theirMass))
                    // A shared API is required: shared words alone are too weak to call two pages related.
                    guard score.value >= options.relatedThreshold, score.value(of: .apiNames) > 0 else { continue }
                    links.append(RelatedLink(groupID: other.id, topic: other.topic,
                                             sections: other.members.flatMap(\.sections),
                                             score: Rounding.value(score.value), reasons: score.reasons))
                }
                links.sort { ($0.score, $1.groupID) > ($1.score, $0.groupID) }
                result[t].groups[g].related = Array(links.prefix(options.maxRelated))
            }
        }
        return result
    }
}
