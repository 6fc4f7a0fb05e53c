import DocumentModel

extension Aligner {
    /// `align(_:signals:options:jobs:work:)`, taking the groups of a topic from `previous` where they are still
    /// right, and returning every topic's summary for the next run (in topic order, with the digest of the related
    /// links it ends with).
    ///
    /// A topic's previous summary is used when its key is `topicKeys[topic]` (its pages are the same) and each of
    /// its terms weighs what it weighed then: its sections are not even read again. Any other topic is aligned as
    /// `align` does. The result is the same as `align`'s, whatever `previous` holds (`AlignerSummaryTests`);
    /// `work.reusedTopics` counts the topics taken from it.
    public static func align(
        _ documents: [Document], topicKeys: [String: String], previous: [String: TopicSummary],
        signals: CodeSignalExtractor = DefaultCodeSignals.extract, options: AlignmentOptions = AlignmentOptions(),
        jobs: Int = 1, work: inout AlignmentWork
    ) -> (result: AlignmentResult, summaries: [TopicSummary]) {
        let documentsByTopic = Dictionary(grouping: documents, by: \.topic)
        let topicNames = documentsByTopic.keys.sorted()
        // Every topic's share of the term counts. Only the terms are kept here, and a topic's sections are made when
        // it is aligned: holding every topic's sections until the weights were known was a quarter of the heap at
        // this point (84 MB at 3,500 pages).
        let prepared = ParallelMap.map(count: topicNames.count, jobs: jobs) { index -> Prepared in
            let topic = topicNames[index]
            if let key = topicKeys[topic], let summary = previous[topic], summary.key == key {
                return Prepared(isUnchanged: true, terms: summary.terms, counts: summary.counts, setCount: summary.setCount)
            }
            let sectionTerms = documentsByTopic[topic]!.sorted { $0.path < $1.path }.flatMap { document in
                SectionAdapter.terms(
                    of: document, signals: signals, jobs: sectionJobs(document, of: jobs))
            }
            let (terms, counts) = TopicSummary.termCounts(sectionTerms)
            return Prepared(isUnchanged: false, terms: terms, counts: counts, setCount: 2 * sectionTerms.count)
        }
        var frequency: [String: Int] = [:]
        var setCount = 0
        for part in prepared {
            setCount += part.setCount
            for (term, count) in zip(part.terms, part.counts) { frequency[term, default: 0] += count }
        }
        let weights = TermWeights(frequency: frequency, setCount: setCount)
        let aligner = TopicAligner(
            scorer: LinkScorer(weights: LinkScorer.translationWeights, termWeights: weights), options: options)
        let summaries = ParallelMap.map(count: topicNames.count, jobs: jobs) {
            index -> (summary: TopicSummary, work: AlignmentWork, reused: Bool) in
            let topic = topicNames[index]
            if prepared[index].isUnchanged, let summary = previous[topic], summary.wasAligned(with: weights) {
                return (summary, AlignmentWork(), true)
            }
            let inTopic = documentsByTopic[topic]!
            let sections = inTopic.sorted { $0.path < $1.path }.flatMap { document in
                SectionAdapter.sections(
                    of: document, signals: signals, jobs: sectionJobs(document, of: jobs), scored: inTopic.count > 1)
            }
            var work = AlignmentWork()
            let alignment = alignTopic(
                topic, documents: inTopic.map { ($0.topic, $0.path, $0.language) },
                sectionsByPath: Dictionary(grouping: sections, by: \.documentPath), aligner: aligner, work: &work)
            let names = RelatedLinker.apiNames(of: alignment.groups, sections: sections, jobs: 1)
            let (terms, counts) = (prepared[index].terms, prepared[index].counts)
            let summary = TopicSummary(
                key: topicKeys[topic] ?? "", setCount: prepared[index].setCount, terms: terms, counts: counts,
                weights: terms.map { weights.weight($0) }, unseenWeight: weights.unseenWeight, alignment: alignment,
                groupAPINames: names.map { $0.sorted() })
            return (summary, work, false)
        }
        for part in summaries {
            work.add(part.work)
            if part.reused { work.reusedTopics += 1 }
        }
        let names = summaries.flatMap { $0.summary.groupAPINames.map { Set($0) } }
        let linker = RelatedLinker(termWeights: weights, options: options)
        let topics = linker.link(summaries.map(\.summary.alignment), names: names, jobs: jobs, work: &work)
        var kept = summaries.map(\.summary)
        for index in kept.indices { kept[index].relatedDigest = TopicSummary.relatedDigest(of: topics[index]) }
        return (AlignmentResult(topics: topics), kept)
    }

    /// Whether a topic's previous summary's key is its key (its pages are the same), and its share of the term counts.
    private struct Prepared: Sendable {
        var isUnchanged: Bool
        var terms: [String]
        var counts: [Int]
        var setCount: Int
    }
}
