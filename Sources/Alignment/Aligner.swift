import DocumentModel

/// The entry point: aligns the sections of every topic's documents into groups, checks coverage and
/// staleness, and links groups of different topics that cover the same APIs.
///
/// Deterministic: the same documents (in any order) give the same result, ids included.
public enum Aligner {
    /// Aligns `documents`, computing code signals with `signals` (the default needs no classifier).
    public static func align(_ documents: [Document], signals: CodeSignalExtractor = DefaultCodeSignals.extract,
                             options: AlignmentOptions = AlignmentOptions()) -> AlignmentResult {
        let sections = documents.flatMap { SectionAdapter.sections(of: $0, signals: signals) }
        let entries = documents.map { ($0.topic, $0.path, $0.language) }
        return align(sections: sections, documents: entries, options: options)
    }

    /// Aligns sections built elsewhere (for instance with the classifier's fingerprints and API names).
    /// `documents` lists every document (topic, path, language) so one without sections still shows as uncovered;
    /// when empty, the documents are those the sections name.
    public static func align(sections: [AlignableSection], documents: [(topic: String, path: String, language: Language)] = [],
                             options: AlignmentOptions = AlignmentOptions()) -> AlignmentResult {
        var known = documents
        for section in sections where !known.contains(where: { $0.path == section.documentPath }) {
            known.append((section.topic, section.documentPath, section.language))
        }
        let weights = TermWeights(sections.map(\.apiNames) + sections.map(\.anchors))
        let aligner = TopicAligner(scorer: LinkScorer(weights: LinkScorer.translationWeights, termWeights: weights),
                                   options: options)
        var topics: [TopicAlignment] = []
        for topic in Set(known.map(\.topic)).sorted() {
            let paths = known.filter { $0.topic == topic }.map(\.path).sorted()
            let perDocument = paths.map { path in
                sections.filter { $0.documentPath == path }.sorted { $0.index < $1.index }
            }
            let order = TopicAligner.referenceOrder(perDocument)
            let referencePath = order.first?.first?.documentPath
            let built = aligner.align(perDocument)
            let groups = built.enumerated().map { index, group in
                finish(group, id: groupID(topic: topic, index: index, count: built.count), topic: topic,
                       referencePath: referencePath, scorer: aligner.scorer)
            }
            let entries = known.filter { $0.topic == topic }
                .sorted { ($0.language, $0.path) < ($1.language, $1.path) }
                .map { TopicAlignment.DocumentEntry(path: $0.path, language: $0.language, isReference: $0.path == referencePath) }
            topics.append(TopicAlignment(topic: topic, documents: entries, groups: groups))
        }
        return AlignmentResult(topics: RelatedLinker(termWeights: weights, options: options).link(topics, sections: sections))
    }

    // MARK: - Finishing groups

    /// `topic/07`: zero-padded so ids sort in reading order.
    static func groupID(topic: String, index: Int, count: Int) -> String {
        let digits = max(2, String(count).count)
        let number = String(index + 1)
        return "\(topic)/" + String(repeating: "0", count: digits - number.count) + number
    }

    static func finish(_ group: TopicAligner.Group, id: String, topic: String, referencePath: String?,
                       scorer: LinkScorer) -> SectionGroup {
        let statuses = StaleCheck.statuses(group.versions.map { version in
            StaleCheck.Copy(documentPath: version.documentPath, fingerprints: version.sections.flatMap(\.codeFingerprints),
                            isReference: version.documentPath == referencePath, isMerged: version.link == .partOfMerged,
                            blockLines: version.sections.flatMap(\.codeBlockLines),
                            codeLines: version.sections.reduce(into: Set<String>()) { $0.formUnion($1.codeLines) })
        })
        var members: [GroupMember] = []
        for (index, version) in group.versions.enumerated() {
            var score: Double? = nil
            var reasons = version.notes
            if group.versions.count > 1 {
                let others = group.versions.indices.filter { $0 != index }
                    .map { SectionProfile.concatenating(group.versions[$0].sections) }
                let link = scorer.score(SectionProfile.concatenating(version.sections), SectionProfile.union(others))
                score = Rounding.value(link.value)
                reasons += link.reasons
            }
            members.append(GroupMember(documentPath: version.documentPath, language: version.language,
                                       sections: version.sections.map(\.reference), link: version.link, score: score,
                                       reasons: reasons, status: statuses[index].status, statusReason: statuses[index].reason))
        }
        members.sort { ($0.language, $0.documentPath) < ($1.language, $1.documentPath) }
        let reference = group.versions.first { $0.documentPath == referencePath } ?? group.versions[0]
        let title = ([reference] + group.versions).flatMap(\.sections).map(\.heading).first { !$0.isEmpty } ?? ""
        return SectionGroup(id: id, topic: topic, title: title, members: members, related: [])
    }
}
