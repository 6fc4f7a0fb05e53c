import DocumentModel

/// Aligns the documents of one topic into section groups.
///
/// Design (progressive alignment against a reference):
/// 1. Documents are taken most complete first; the first one's sections seed the groups.
/// 2. Each further document is aligned to the groups built so far (a group is compared as the union of
///    its versions, so a section only the second document had can still be found in the third):
///    - **content links**: pairs with a content anchor (identical code, or a high score carried by shared
///      API names or words) are made greedily, best first, one-to-one, wherever they stand;
///    - the heaviest order-keeping chain of those is the skeleton; the others are *moved* sections;
///    - **order links**: between consecutive skeleton links, what is left on both sides is paired by a
///      monotonic match on the full score (headings alone, prose with few names);
///    - **neighbours**: a free section next to a linked one, facing a free group next to that link's group
///      (on the same side), is linked when its score passes the order threshold: runs move together;
///    - **split**: a leftover section whose code is all inside a group this document already has a
///      version of joins that version; **merged**: a group this document still lacks, whose code is all
///      inside one of its sections, gets that section too;
///    - anything left becomes a new group, placed after the group of the section before it.
/// Candidates come from an inverted index (`CandidateIndex`): a section is scored only against the groups
/// it shares a token with, and a score is computed once per pair, when a step first asks for it. Gaps between
/// skeleton links are matched densely (every free pair, as order alone may decide) while small, and over
/// the index's candidates when a gap is larger than `denseGapLimit` cells: that happens only on a topic of
/// hundreds of pages (forced together by manifests), where a dense match would be quadratic in the topic.
/// Greedy plus order keeps it explainable link by link; a global optimum (Hungarian) would not tell a reader
/// why a link was made.
///
/// Cost per document of S sections against G groups: O(S·C) scores (C ≤ `CandidateIndex.candidatesPerSection`,
/// plus at most `denseGapLimit` per gap), O(S·C log(S·C)) for the content links, O(G) word moves for the
/// positions and the group array; so O(pages·S·C + pages·G) for a topic, linear in pages for the topics a
/// corpus holds (a page in a few languages), and with no quadratic scoring even for a forced topic.
struct TopicAligner {
    /// One document's version while groups are built.
    struct Version {
        var documentPath: String
        var language: Language
        var sections: [AlignableSection]
        var link: LinkKind
        var notes: [String]
        /// True when one of its sections is also in another group (a merged section).
        var sharesSection = false
    }

    /// A group while it is built: versions in the order documents were aligned.
    struct Group {
        private(set) var versions: [Version]
        /// Whether the group keeps a profile: only a group that a later document is scored against needs one. The
        /// groups of a one-page topic (most topics of a collection) never are, and building their unions was a third
        /// of aligning a 30 MB page and half of its memory (heaptrack, 2026-12-07).
        let isProfiled: Bool
        /// What the group holds, kept up to date as versions come (see `refresh`).
        private var storedProfile: SectionProfile
        private var own = SectionProfile.Union()
        private var all = SectionProfile.Union()
        private var ownCount = 0

        /// `profiled`: whether a later document will be scored against it (see `isProfiled`).
        init(_ first: Version, profiled: Bool = true) {
            versions = []
            isProfiled = profiled
            storedProfile = SectionProfile.union([])
            append(first)
        }

        /// What the group holds; only a profiled group has one.
        var profile: SectionProfile {
            precondition(isProfiled, "a group that no document is scored against has no profile")
            return storedProfile
        }

        func version(of path: String) -> Version? { versions.first { $0.documentPath == path } }

        /// Adds a version; the profile grows by it (no pass over the earlier versions).
        mutating func append(_ version: Version) {
            versions.append(version)
            guard isProfiled else { return }
            add(version)
            storedProfile = (ownCount > 0 ? own : all).profile
        }

        /// Adds a version's content to the unions the profile is made from.
        private mutating func add(_ version: Version) {
            let content = SectionProfile.concatenating(version.sections)
            all.add(content)
            if !version.sharesSection {
                own.add(content)
                ownCount += 1
            }
        }

        /// Changes version `index` (a split section joins it, or it turns out to share a section).
        mutating func updateVersion(_ index: Int, _ change: (inout Version) -> Void) {
            change(&versions[index])
            refresh()
        }

        /// What the group holds. A merged section also holds other groups' content, so it is left out
        /// when the group has another version to speak for it.
        private mutating func refresh() {
            guard isProfiled else { return }
            own = SectionProfile.Union()
            all = SectionProfile.Union()
            ownCount = 0
            for version in versions { add(version) }
            storedProfile = (ownCount > 0 ? own : all).profile
        }
    }

    /// A gap between skeleton links larger than this many (group, section) cells is matched over candidates only.
    static let denseGapLimit = 1024

    var scorer: LinkScorer
    var options: AlignmentOptions

    // MARK: - Whole topic

    /// The groups of a topic while it is built, with the index of what they hold.
    struct Build {
        var groups: [Group] = []
        /// Parallel to `groups`: each group's stable key (the index and the score memo use keys, not positions).
        var keys: [Int] = []
        var index = CandidateIndex()
        var nextKey = 0

        mutating func newKey() -> Int {
            defer { nextKey += 1 }
            return nextKey
        }
    }

    /// Groups for `documents` (each a document's sections, all of one topic), documents ordered by `referenceOrder`.
    func align(_ documents: [[AlignableSection]], work: inout AlignmentWork) -> [Group] {
        var build = Build()
        let ordered = TopicAligner.referenceOrder(documents)
        // A one-page topic's groups are its sections: nothing is scored against them, so they get no profile and
        // no place in the index.
        let scored = ordered.count > 1
        for sections in ordered {
            if build.groups.isEmpty {
                build.groups.reserveCapacity(sections.count)
                build.keys.reserveCapacity(sections.count)
                for section in sections {
                    let group = Group(
                        Version(
                            documentPath: section.documentPath, language: section.language,
                            sections: [section], link: .reference, notes: ["reference version"]),
                        profiled: scored)
                    let key = build.newKey()
                    if scored { build.index.add(key, group.profile) }
                    build.groups.append(group)
                    build.keys.append(key)
                }
                if scored { work.profiledGroups += sections.count }
            } else {
                addDocument(sections, to: &build, work: &work)
            }
        }
        return Self.foldSubsections(build.groups, documents: documents)
    }

    /// Most complete first: more code blocks; with equal code, more sections (the finer page, so coverage
    /// keeps the finer grain: a page that merges two sections shows in both groups as a merged version, and
    /// a partial translation of one half still finds its own group); then language and path for a stable tie-break.
    static func referenceOrder(_ documents: [[AlignableSection]]) -> [[AlignableSection]] {
        let ranked = documents.filter { !$0.isEmpty }.map { sections in
            (sections: sections, code: sections.reduce(0) { $0 + $1.codeFingerprints.count })
        }
        return ranked.sorted { a, b in
            if a.code != b.code { return a.code > b.code }
            if a.sections.count != b.sections.count { return a.sections.count > b.sections.count }
            if a.sections[0].language != b.sections[0].language { return a.sections[0].language < b.sections[0].language }
            return a.sections[0].documentPath < b.sections[0].documentPath
        }.map(\.sections)
    }

    // MARK: - One more document

    /// The one-to-one links being made between the groups and one document's sections.
    struct Links {
        var groupOf: [Int: Int] = [:]  // section → group
        var sectionOf: [Int: Int] = [:]  // group → section
        var kinds: [Int: LinkKind] = [:]  // section → how it was linked
        var notes: [Int: [String]] = [:]

        func isFree(group g: Int, section s: Int) -> Bool { groupOf[s] == nil && sectionOf[g] == nil }

        mutating func link(group g: Int, section s: Int, _ kind: LinkKind, _ note: String) {
            groupOf[s] = g
            sectionOf[g] = s
            kinds[s] = kind
            notes[s] = [note]
        }
    }

    /// Scores computed once per (group, section) pair, when a step first asks. A reference type so the
    /// steps that only read the table can still fill the memo; it lives for one document.
    final class PairScores {
        let scorer: LinkScorer
        private var memo: [Int: LinkScore] = [:]
        private let sectionCount: Int
        private(set) var computed = 0

        init(scorer: LinkScorer, sectionCount: Int) {
            self.scorer = scorer
            self.sectionCount = sectionCount
        }

        func score(_ group: SectionProfile, _ section: SectionProfile, g: Int, s: Int) -> LinkScore {
            let key = g * sectionCount + s
            if let known = memo[key] { return known }
            let score = scorer.score(group, section)
            memo[key] = score
            computed += 1
            return score
        }
    }

    /// What every step compares: the groups (positions as at the start of the document), the section
    /// profiles, each section's candidate groups (positions, best first) and the scores asked for so far.
    struct Table {
        var groups: [Group]
        var sections: [SectionProfile]
        var candidates: [[Int]]
        var scores: PairScores

        func group(_ g: Int) -> SectionProfile { groups[g].profile }

        func score(_ g: Int, _ s: Int) -> LinkScore {
            scores.score(groups[g].profile, sections[s], g: g, s: s)
        }
    }

    func addDocument(_ sections: [AlignableSection], to build: inout Build, work: inout AlignmentWork) {
        let path = sections[0].documentPath
        var position = [Int](repeating: 0, count: build.nextKey)
        for (g, key) in build.keys.enumerated() { position[key] = g }
        let sectionProfiles = sections.map(SectionProfile.init)
        let candidates: [[Int]] = sectionProfiles.map { profile in
            build.index.candidates(for: profile) { position[$0] }.map { position[$0] }
        }
        let table = Table(
            groups: build.groups, sections: sectionProfiles, candidates: candidates,
            scores: PairScores(scorer: scorer, sectionCount: sections.count))
        var links = Links()
        let skeleton = linkOnContent(table, &links)
        linkGaps(between: skeleton, table, &links)
        linkNeighbours(table, &links)
        var touched = Set<Int>()
        for s in sections.indices {
            guard let g = links.groupOf[s] else { continue }
            build.groups[g].append(
                Version(
                    documentPath: path, language: sections[s].language, sections: [sections[s]],
                    link: links.kinds[s] ?? .content, notes: links.notes[s] ?? []))
            touched.insert(g)
        }
        attachSplits(sections, table, &links, &build.groups, &touched)
        attachMerged(sections, table, links, &build, position: position, &touched)
        for g in touched.sorted() { build.index.add(build.keys[g], build.groups[g].profile) }
        insertUnmatched(sections, links, &build, work: &work)
        work.scoredPairs += table.scores.computed
        work.documents += 1
    }

    /// Pairs with a content anchor, best first, one-to-one; returns the heaviest order-keeping chain of them.
    func linkOnContent(_ table: Table, _ links: inout Links) -> [OrderAlignment.Candidate] {
        var candidates: [OrderAlignment.Candidate] = []
        for s in table.sections.indices {
            for g in table.candidates[s] where isContentAnchor(table.score(g, s), table.group(g), table.sections[s]) {
                candidates.append(.init(row: g, column: s, weight: table.score(g, s).value))
            }
        }
        candidates.sort { ($0.weight, -$0.row, -$0.column) > ($1.weight, -$1.row, -$1.column) }
        var anchors: [OrderAlignment.Candidate] = []
        for candidate in candidates where links.isFree(group: candidate.row, section: candidate.column) {
            links.link(group: candidate.row, section: candidate.column, .content, "linked on content")
            anchors.append(candidate)
        }
        let chain = OrderAlignment.increasingChain(anchors).map { anchors[$0] }
        let chained = Set(chain.map(\.column))
        for anchor in anchors where !chained.contains(anchor.column) {
            links.notes[anchor.column] = ["linked on content; moved (stands elsewhere in reading order)"]
        }
        return chain
    }

    /// Between consecutive skeleton links, pairs what is left on both sides by a monotonic match on the score.
    func linkGaps(between skeleton: [OrderAlignment.Candidate], _ table: Table, _ links: inout Links) {
        let bounds =
            [OrderAlignment.Candidate(row: -1, column: -1, weight: 0)] + skeleton
            + [OrderAlignment.Candidate(row: table.groups.count, column: table.sections.count, weight: 0)]
        for (before, after) in zip(bounds, bounds.dropFirst()) {
            let rows = (before.row + 1)..<max(before.row + 1, after.row)
            let columns = (before.column + 1)..<max(before.column + 1, after.column)
            let freeGroups = rows.filter { links.sectionOf[$0] == nil }
            let freeSections = columns.filter { links.groupOf[$0] == nil }
            // As many sections as groups between the same neighbours: each is most likely the other's
            // translation, so weaker agreement suffices (a title whose only English word was translated).
            let balanced = freeGroups.count == freeSections.count
            let threshold = balanced ? min(options.orderThreshold, options.balancedGapThreshold) : options.orderThreshold
            if freeGroups.count * freeSections.count > Self.denseGapLimit {
                linkLargeGap(rows: rows, sections: freeSections, threshold: threshold, table, &links)
                continue
            }
            let pairs = OrderAlignment.monotonicMatch(
                rows: freeGroups.count, columns: freeSections.count,
                threshold: threshold
            ) { r, c in
                let score = table.score(freeGroups[r], freeSections[c])
                return isContradicted(score) ? 0 : score.value
            }
            for pair in pairs {
                links.link(
                    group: freeGroups[pair.row], section: freeSections[pair.column], .order,
                    "linked by order (between the same neighbours)")
            }
        }
    }

    /// A gap too large to match every pair: the same order-keeping match, over the sections' candidate groups.
    func linkLargeGap(rows: Range<Int>, sections: [Int], threshold: Double, _ table: Table, _ links: inout Links) {
        var pairs: [OrderAlignment.Candidate] = []
        for s in sections {
            for g in table.candidates[s] where rows.contains(g) && links.sectionOf[g] == nil {
                let score = table.score(g, s)
                guard !isContradicted(score), score.value >= threshold else { continue }
                pairs.append(.init(row: g, column: s, weight: score.value - threshold))
            }
        }
        for index in OrderAlignment.increasingChain(pairs) {
            links.link(
                group: pairs[index].row, section: pairs[index].column, .order,
                "linked by order (between the same neighbours)")
        }
    }

    /// A section moved together with the one before or after it (an introduction that travels with its
    /// remarks) has no skeleton around it, so gaps never see it; adjacency to a link does.
    func linkNeighbours(_ table: Table, _ links: inout Links) {
        var grew = true
        while grew {
            grew = false
            for (s, g) in links.groupOf.sorted(by: { $0.key < $1.key }) {
                for step in [1, -1] {
                    let ns = s + step, ng = g + step
                    guard table.sections.indices.contains(ns), table.groups.indices.contains(ng),
                        links.isFree(group: ng, section: ns), !isContradicted(table.score(ng, ns)),
                        table.score(ng, ns).value >= options.orderThreshold
                    else { continue }
                    links.link(group: ng, section: ns, .order, "linked by order (next to a linked section in both documents)")
                    grew = true
                }
            }
        }
    }

    /// A leftover section whose code lies inside a group this document already has a version of joins that version.
    func attachSplits(
        _ sections: [AlignableSection], _ table: Table, _ links: inout Links, _ groups: inout [Group],
        _ touched: inout Set<Int>
    ) {
        let path = sections[0].documentPath
        // The groups this document has a version of: those its sections were just linked to.
        let linked = Set(links.groupOf.values)
        for s in sections.indices where links.groupOf[s] == nil && !sections[s].codeFingerprints.isEmpty {
            let fingerprints = Set(sections[s].codeFingerprints)
            let hosts = linked.filter { g in fingerprints.isSubset(of: table.group(g).fingerprints) }
            guard let g = hosts.max(by: { (table.score($0, s).value, -$0) < (table.score($1, s).value, -$1) }),
                let v = groups[g].versions.firstIndex(where: { $0.documentPath == path })
            else { continue }
            groups[g].updateVersion(v) { version in
                version.sections.append(sections[s])
                version.sections.sort { $0.index < $1.index }
                version.link = .partOfSplit
                let name = sections[s].heading.isEmpty ? "section \(s)" : "“\(sections[s].heading)”"
                version.notes.append("split: \(name) continues it")
            }
            links.groupOf[s] = g
            touched.insert(g)
        }
    }

    /// A group still without a version whose code lies inside one linked section of this document gets that
    /// section too; both versions are flagged so neither speaks for its group when the next document comes.
    func attachMerged(
        _ sections: [AlignableSection], _ table: Table, _ links: Links, _ build: inout Build,
        position: [Int], _ touched: inout Set<Int>
    ) {
        let path = sections[0].documentPath
        // Only a group sharing a fingerprint with this document can have all its code inside one of its sections.
        var keys = Set<Int>()
        for section in sections {
            for fingerprint in section.codeFingerprints { keys.formUnion(build.index.groups(withFingerprint: fingerprint)) }
        }
        let positions = keys.map { position[$0] }.sorted()
        for g in positions where build.groups[g].version(of: path) == nil && !table.group(g).fingerprints.isEmpty {
            let needed = Set(table.group(g).fingerprints)
            let hosts = sections.indices.filter { needed.isSubset(of: sections[$0].codeFingerprints) && links.groupOf[$0] != nil }
            guard let s = hosts.max(by: { (table.score(g, $0).value, -$0) < (table.score(g, $1).value, -$1) }) else { continue }
            var merged = Version(
                documentPath: path, language: sections[s].language, sections: [sections[s]],
                link: .partOfMerged, notes: ["merged: the same section also holds another group's content"])
            merged.sharesSection = true
            build.groups[g].append(merged)
            touched.insert(g)
            if let host = links.groupOf[s], let v = build.groups[host].versions.firstIndex(where: { $0.documentPath == path }) {
                build.groups[host].updateVersion(v) { $0.sharesSection = true }
                touched.insert(host)
            }
        }
    }

    /// Every section still without a group starts one, placed after the group of the section before it.
    /// Built in one pass: a run of new groups follows the group its run started after (later runs after the same
    /// group stand before earlier ones, as inserting each right after that group would place them).
    func insertUnmatched(_ sections: [AlignableSection], _ links: Links, _ build: inout Build, work: inout AlignmentWork) {
        var front: [(Group, Int)] = []
        var runsAfter: [Int: [[(Group, Int)]]] = [:]
        var anchor: Int? = nil
        var run: [(Group, Int)] = []
        func closeRun() {
            guard !run.isEmpty else { return }
            if let anchor { runsAfter[anchor, default: []].append(run) } else { front += run }
            run = []
        }
        for s in sections.indices {
            if let g = links.groupOf[s] {
                closeRun()
                anchor = g
                continue
            }
            let group = Group(
                Version(
                    documentPath: sections[s].documentPath, language: sections[s].language,
                    sections: [sections[s]], link: .only,
                    notes: ["no counterpart in the documents aligned before"]))
            let key = build.newKey()
            build.index.add(key, group.profile)
            work.profiledGroups += 1
            run.append((group, key))
        }
        closeRun()
        guard !front.isEmpty || !runsAfter.isEmpty else { return }
        var groups: [Group] = []
        var keys: [Int] = []
        groups.reserveCapacity(build.groups.count + sections.count)
        keys.reserveCapacity(build.groups.count + sections.count)
        for (group, key) in front {
            groups.append(group)
            keys.append(key)
        }
        for g in build.groups.indices {
            groups.append(build.groups[g])
            keys.append(build.keys[g])
            for run in (runsAfter[g] ?? []).reversed() {
                for (group, key) in run {
                    groups.append(group)
                    keys.append(key)
                }
            }
        }
        build.groups = groups
        build.keys = keys
    }

    // MARK: - Decisions

    /// Evidence strong enough to link regardless of order: identical code, code contained whole (a split
    /// or merged section), or a high score carried by names shared in code or prose.
    func isContentAnchor(_ score: LinkScore, _ group: SectionProfile, _ section: SectionProfile) -> Bool {
        if score.value(of: .codeIdentity) >= 0.5 { return true }
        if AlignmentFeatures.codeContainment(group.fingerprints, section.fingerprints) >= 1 { return true }
        if score.value(of: .codeLines) >= 0.6 { return true }
        guard score.value >= options.contentThreshold, !isContradicted(score) else { return false }
        return max(score.value(of: .apiNames), score.value(of: .anchors)) >= 0.5
    }

    /// Both sides have code and it has almost nothing in common: different samples, whatever the rest says.
    func isContradicted(_ score: LinkScore) -> Bool {
        guard let lines = score.feature(.codeLines) else { return false }
        return score.value(of: .codeIdentity) == 0 && lines.value < 0.3
    }
}
