import DocumentModel

/// The entry point: aligns the sections of every topic's documents into groups, checks coverage and
/// staleness, and links groups of different topics that cover the same APIs.
///
/// Deterministic: the same documents (in any order) give the same result, ids included.
public enum Aligner {
    /// Aligns `documents`, computing code signals with `signals` (the default needs no classifier).
    ///
    /// `jobs` threads read the documents' sections and align the topics (each topic needs only its own documents
    /// and the corpus's term weights); the result is the same whatever `jobs` is.
    public static func align(
        _ documents: [Document], signals: CodeSignalExtractor = DefaultCodeSignals.extract,
        options: AlignmentOptions = AlignmentOptions(), jobs: Int = 1
    ) -> AlignmentResult {
        var work = AlignmentWork()
        return align(documents, signals: signals, options: options, jobs: jobs, work: &work)
    }

    /// From this many sections on, a document's sections are read on every thread: a page of thousands of
    /// sections alone would keep one core busy. The result is the same either side.
    static let parallelSections = 512

    /// The threads that read `document`'s sections: every job for a page of `parallelSections` or more, else one.
    static func sectionJobs(_ document: Document, of jobs: Int) -> Int {
        document.sections.count >= parallelSections ? jobs : 1
    }

    /// `align(_:signals:options:jobs:)`, counting the comparisons it makes into `work`.
    public static func align(
        _ documents: [Document], signals: CodeSignalExtractor = DefaultCodeSignals.extract,
        options: AlignmentOptions = AlignmentOptions(), jobs: Int = 1,
        work: inout AlignmentWork
    ) -> AlignmentResult {
        let perDocument = ParallelMap.map(count: documents.count, jobs: jobs) { index in
            SectionAdapter.sections(
                of: documents[index], signals: signals, jobs: sectionJobs(documents[index], of: jobs))
        }
        let entries = documents.map { ($0.topic, $0.path, $0.language) }
        return align(sections: perDocument.flatMap { $0 }, documents: entries, options: options, jobs: jobs, work: &work)
    }

    /// Aligns sections built elsewhere (for instance with the classifier's fingerprints and API names).
    /// `documents` lists every document (topic, path, language) so one without sections still shows as uncovered;
    /// when empty, the documents are those the sections name.
    public static func align(
        sections: [AlignableSection], documents: [(topic: String, path: String, language: Language)] = [],
        options: AlignmentOptions = AlignmentOptions(), jobs: Int = 1
    ) -> AlignmentResult {
        var work = AlignmentWork()
        return align(sections: sections, documents: documents, options: options, jobs: jobs, work: &work)
    }

    /// `align(sections:documents:options:)`, counting the comparisons it makes into `work`.
    ///
    /// Cost, stage by stage (N sections, T topics, D documents): grouping sections by document and documents by
    /// topic O(N + D log D); term weights O(N·terms); each topic's groups linear in its pages (see `TopicAligner`);
    /// finishing a group O(V·min(V, finishingPeers)) scores for V versions; related links through the API-name
    /// index (see `RelatedLinker`). Nothing compares every section or group of the corpus with every other.
    public static func align(
        sections: [AlignableSection], documents: [(topic: String, path: String, language: Language)] = [],
        options: AlignmentOptions = AlignmentOptions(), jobs: Int = 1,
        work: inout AlignmentWork
    ) -> AlignmentResult {
        var known = documents
        var knownPaths = Set(documents.map(\.path))
        for section in sections where knownPaths.insert(section.documentPath).inserted {
            known.append((section.topic, section.documentPath, section.language))
        }
        let weights = TermWeights(sections.map(\.apiNames) + sections.map(\.anchors))
        let aligner = TopicAligner(
            scorer: LinkScorer(weights: LinkScorer.translationWeights, termWeights: weights),
            options: options)
        let sectionsByPath = Dictionary(grouping: sections, by: \.documentPath)
        let documentsByTopic = Dictionary(grouping: known, by: \.topic)
        let topicNames = documentsByTopic.keys.sorted()
        let aligned = ParallelMap.map(count: topicNames.count, jobs: jobs) { index -> (TopicAlignment, AlignmentWork) in
            var work = AlignmentWork()
            let topic = topicNames[index]
            let inTopic = documentsByTopic[topic]!
            let alignment = alignTopic(topic, documents: inTopic, sectionsByPath: sectionsByPath, aligner: aligner, work: &work)
            return (alignment, work)
        }
        for (_, topicWork) in aligned { work.add(topicWork) }
        let linker = RelatedLinker(termWeights: weights, options: options)
        return AlignmentResult(topics: linker.link(aligned.map(\.0), sections: sections, jobs: jobs, work: &work))
    }

    /// One topic's groups (without related links) from its documents' sections.
    static func alignTopic(
        _ topic: String, documents inTopic: [(topic: String, path: String, language: Language)],
        sectionsByPath: [String: [AlignableSection]], aligner: TopicAligner, work: inout AlignmentWork
    ) -> TopicAlignment {
        let paths = inTopic.map(\.path).sorted()
        let perDocument = paths.map { path in
            (sectionsByPath[path] ?? []).sorted { $0.index < $1.index }
        }
        let order = TopicAligner.referenceOrder(perDocument)
        let referencePath = order.first?.first?.documentPath
        let built = aligner.align(perDocument, work: &work)
        let groups = built.enumerated().map { index, group in
            finish(
                group, id: groupID(topic: topic, index: index, count: built.count), topic: topic,
                referencePath: referencePath, scorer: aligner.scorer, work: &work)
        }
        let entries =
            inTopic
            .sorted { ($0.language, $0.path) < ($1.language, $1.path) }
            .map { TopicAlignment.DocumentEntry(path: $0.path, language: $0.language, isReference: $0.path == referencePath) }
        return TopicAlignment(topic: topic, documents: entries, groups: groups)
    }

    // MARK: - Finishing groups

    /// `topic/07`: zero-padded so ids sort in reading order.
    static func groupID(topic: String, index: Int, count: Int) -> String {
        let digits = max(2, String(count).count)
        let number = String(index + 1)
        return "\(topic)/" + String(repeating: "0", count: digits - number.count) + number
    }

    /// A version is scored against the union of at most this many other versions of its group: the nearest in
    /// alignment order. Only a group of more versions than that (a topic of many pages forced together) is
    /// affected; there, scoring each against all the others would be quadratic in the group.
    static let finishingPeers = 16

    /// The versions version `index` of `count` is scored against, in version order.
    static func peers(of index: Int, count: Int) -> [Int] {
        let others = (0..<count).filter { $0 != index }
        guard others.count > finishingPeers else { return others }
        return others.sorted { (abs($0 - index), $0) < (abs($1 - index), $1) }.prefix(finishingPeers).sorted()
    }

    static func finish(
        _ group: TopicAligner.Group, id: String, topic: String, referencePath: String?,
        scorer: LinkScorer, work: inout AlignmentWork
    ) -> SectionGroup {
        let statuses = StaleCheck.statuses(
            group.versions.map { version in
                StaleCheck.Copy(
                    documentPath: version.documentPath, fingerprints: version.sections.flatMap(\.codeFingerprints),
                    isReference: version.documentPath == referencePath, isMerged: version.link == .partOfMerged,
                    blockLines: version.sections.flatMap(\.codeBlockLines),
                    codeLines: version.sections.reduce(into: Set<String>()) { $0.formUnion($1.codeLines) })
            })
        // Each version is scored against the others: a group of one version is not scored.
        let contents = group.versions.count > 1 ? group.versions.map { SectionProfile.concatenating($0.sections) } : []
        var members: [GroupMember] = []
        for (index, version) in group.versions.enumerated() {
            var score: Double? = nil
            var reasons = version.notes
            if group.versions.count > 1 {
                let others = peers(of: index, count: group.versions.count).map { contents[$0] }
                let link = scorer.score(contents[index], SectionProfile.union(others))
                work.finishingScores += others.count
                score = Rounding.value(link.value)
                reasons += link.reasons
            }
            members.append(
                GroupMember(
                    documentPath: version.documentPath, language: version.language,
                    sections: version.sections.map(\.reference), link: version.link, score: score,
                    reasons: reasons, status: statuses[index].status, statusReason: statuses[index].reason))
        }
        members.sort { ($0.language, $0.documentPath) < ($1.language, $1.documentPath) }
        let reference = group.versions.first { $0.documentPath == referencePath } ?? group.versions[0]
        let title = ([reference] + group.versions).flatMap(\.sections).map(\.heading).first { !$0.isEmpty } ?? ""
        return SectionGroup(id: id, topic: topic, title: title, members: members, related: [])
    }
}
