/// Matches the copies of each sample across the pages of a topic and reports copies whose code differs.
///
/// Copies are matched by position when two pages have the same sample layout (same count, same sections, each
/// pair near-identical), otherwise by code: an identical fingerprint first, else the most similar sample (line
/// similarity ≥ 0.8, ≥ 0.5 for samples of at most four lines) in page order. The reference page is the one with the most samples (ties: ru, hi, zh, en order, then path). A copy that
/// differs from the majority of its group is reported with a line diff; with no majority, copies that differ from
/// the reference are.
///
/// Cost: each page is matched against its topic's reference page only, and a sample against the reference
/// samples it shares a fingerprint or a normalised line with (`CopyBuckets`): two samples with no line in
/// common have similarity 0 and cannot be copies, so no pair is lost, and a line diff runs only inside a
/// bucket. O(samples + Σ bucket pairs · lines²), linear in pages for pages of bounded size.
public enum TranslationIdentity {
    /// Minimum line similarity for two samples to count as copies of each other. High, because different
    /// examples of one tutorial share much boilerplate (the flick and sticky-corners view controllers are 60%
    /// alike), while a damaged copy differs in a line or two.
    public static let minimumSimilarity = 0.8
    /// For samples of at most four lines one changed line already halves the similarity.
    public static let minimumSimilarityShort = 0.5

    static func areCopies(_ a: CodeSample, _ b: CodeSample) -> Bool {
        if a.fingerprint == b.fingerprint { return true }
        guard a.language.value == b.language.value else { return false }
        let short = min(LineDiff.lines(a.text).count, LineDiff.lines(b.text).count) <= 4
        return LineDiff.similarity(a.text, b.text) >= (short ? minimumSimilarityShort : minimumSimilarity)
    }

    /// One group per sample of each topic's reference page that has at least one copy elsewhere, in page order.
    public static func groups(_ samples: [CodeSample]) -> [TranslationGroup] {
        var comparisons = 0
        return groups(samples, comparisons: &comparisons)
    }

    /// `groups(_:)`, counting the pairs of samples whose code it compared into `comparisons`.
    ///
    /// Topics, pages and candidates are lists of indices into `samples`, not of samples: a sample is a large value,
    /// and copying each into its topic's and its page's lists was most of this analysis after one edit.
    public static func groups(_ samples: [CodeSample], comparisons: inout Int) -> [TranslationGroup] {
        var result: [TranslationGroup] = []
        var byTopic: [String: [Int]] = [:]
        for index in samples.indices { byTopic[samples[index].topic, default: []].append(index) }
        for topic in byTopic.keys.sorted() {
            var byPage: [String: [Int]] = [:]
            for index in byTopic[topic]! { byPage[samples[index].documentPath, default: []].append(index) }
            guard byPage.count >= 2 else { continue }
            let pages = byPage.keys.sorted { a, b in
                let (sa, sb) = (byPage[a]!, byPage[b]!)
                if sa.count != sb.count { return sa.count > sb.count }
                let (la, lb) = (samples[sa[0]].pageLanguage, samples[sb[0]].pageLanguage)
                if la != lb { return la < lb }
                return a < b
            }
            let reference = byPage[pages[0]]!
            let buckets = CopyBuckets(reference, in: samples)
            var copies: [[Int]] = reference.map { [$0] }
            for page in pages.dropFirst() {
                let pairs = match(reference, byPage[page]!, in: samples, buckets: buckets, comparisons: &comparisons)
                for (position, copy) in pairs { copies[position].append(copy) }
            }
            for group in copies where group.count >= 2 {
                result.append(check(group.map { samples[$0] }))
            }
        }
        return result
    }

    /// Pairs (position in `reference`, index of a sample of `other`): both are indices into `samples`, of one page.
    static func match(
        _ reference: [Int], _ other: [Int], in samples: [CodeSample], buckets: CopyBuckets,
        comparisons: inout Int
    ) -> [(Int, Int)] {
        // Same layout: copies sit at the same position (still required to be near-identical code).
        if reference.count == other.count {
            comparisons += reference.count
            let aligned = zip(reference, other).allSatisfy { pair in
                samples[pair.0].sectionIndex == samples[pair.1].sectionIndex && areCopies(samples[pair.0], samples[pair.1])
            }
            if aligned { return Array(zip(reference.indices, other)) }
        }
        var result: [(Int, Int)] = []
        var used = Set<Int>()
        var last = -1
        for index in other {
            // Only the reference samples in one of its buckets can be its copies; ascending, as the scan was.
            let language = samples[index].language.value
            let candidates = buckets.samples(sharingWith: samples[index]).filter {
                $0 > last && !used.contains($0) && samples[reference[$0]].language.value == language
            }
            comparisons += candidates.count
            var chosen = candidates.first { samples[reference[$0]].fingerprint == samples[index].fingerprint }
            if chosen == nil {
                let scored = candidates.filter { areCopies(samples[reference[$0]], samples[index]) }
                    .map { ($0, LineDiff.similarity(samples[reference[$0]].text, samples[index].text)) }
                if let best = scored.max(by: { ($0.1, -$0.0) < ($1.1, -$1.0) }) { chosen = best.0 }
            }
            if let chosen {
                result.append((chosen, index))
                used.insert(chosen)
                last = chosen
            }
        }
        return result
    }

    /// The reference page's samples (positions in its list) by what a copy must share with them: the fingerprint, or
    /// one normalised line (a sample with no line at all, only blank ones, is in the bucket of the empty line).
    struct CopyBuckets {
        private var byFingerprint: [String: [Int]] = [:]
        private var byLine: [String: [Int]] = [:]

        init(_ reference: [Int], in samples: [CodeSample]) {
            for (position, index) in reference.enumerated() {
                byFingerprint[samples[index].fingerprint, default: []].append(position)
                for line in Self.keys(samples[index]) where byLine[line]?.last != position {
                    byLine[line, default: []].append(position)
                }
            }
        }

        /// The distinct normalised lines of `sample`, or the empty line when it has none.
        static func keys(_ sample: CodeSample) -> [String] {
            let lines = LineDiff.lines(sample.text).map(\.1)
            return lines.isEmpty ? [""] : lines
        }

        /// Positions of the reference samples sharing a bucket with `sample`, ascending, each once.
        func samples(sharingWith sample: CodeSample) -> [Int] {
            var found = Set(byFingerprint[sample.fingerprint] ?? [])
            for line in Set(Self.keys(sample)) { found.formUnion(byLine[line] ?? []) }
            return found.sorted()
        }
    }

    static func check(_ group: [CodeSample]) -> TranslationGroup {
        let ordered = group
        let counts = Dictionary(grouping: ordered, by: \.fingerprint).mapValues(\.count)
        let ids = ordered.map(\.id)
        guard counts.count > 1 else { return TranslationGroup(sampleIDs: ids, identical: true, findings: []) }
        let top = counts.values.max()!
        let majority = counts.filter { $0.value == top }
        let standard: String
        if majority.count == 1 { standard = majority.first!.key } else { standard = ordered[0].fingerprint }
        let model = ordered.first { $0.fingerprint == standard }!
        let agreeing = ordered.filter { $0.fingerprint == standard }.map { pageName($0) }.joined(separator: ", ")
        var findings: [SampleFinding] = []
        for copy in ordered where copy.fingerprint != standard {
            let diff = LineDiff.diff(
                old: model.text, oldName: model.range.file, oldFirstLine: model.range.firstLine,
                new: copy.text, newName: copy.range.file, newFirstLine: copy.range.firstLine)
            let firstChanged = diff.first { $0.hasPrefix("+ ") }.flatMap(lineNumber) ?? copy.range.firstLine
            // A changed line is one line out and one in: count the larger side, not the diff's lines.
            let changed = max(diff.filter { $0.hasPrefix("- ") }.count, diff.filter { $0.hasPrefix("+ ") }.count)
            let lines = "\(changed) changed line\(changed == 1 ? "" : "s")"
            // Without a majority nothing says which copy is right: the reference page is the yardstick, and the
            // message says so rather than blaming this copy.
            let message =
                majority.count == 1
                ? "code differs from the \(agreeing) cop\(agreeing.contains(",") ? "ies" : "y") of this sample (\(lines)): possible translation damage"
                : "code differs from the \(agreeing) copy of this sample (\(lines)), and no majority of copies says which is right: check both"
            findings.append(
                SampleFinding(
                    category: .translationDamage, severity: .warning, file: copy.range.file, line: firstChanged,
                    sampleIDs: [copy.id, model.id], message: message, diff: diff))
        }
        return TranslationGroup(sampleIDs: ids, identical: false, findings: findings)
    }

    static func pageName(_ sample: CodeSample) -> String { SampleExtractor.pageName(sample.documentPath) }

    /// `+ file:12  text` → 12.
    static func lineNumber(_ diffLine: String) -> Int? {
        guard let colon = diffLine.firstIndex(of: ":") else { return nil }
        return Int(diffLine[diffLine.index(after: colon)...].prefix { $0.isNumber })
    }
}
