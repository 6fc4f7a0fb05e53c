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
/// Greedy plus order keeps it O(groups × sections) per document and explainable link by link; a global
/// optimum (Hungarian) would not tell a reader why a link was made.
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
        var versions: [Version]

        func version(of path: String) -> Version? { versions.first { $0.documentPath == path } }

        /// What the group holds. A merged section also holds other groups' content, so it is left out
        /// when the group has another version to speak for it.
        var profile: SectionProfile {
            let own = versions.filter { !$0.sharesSection }
            return SectionProfile.union((own.isEmpty ? versions : own).map { SectionProfile.concatenating($0.sections) })
        }
    }

    var scorer: LinkScorer
    var options: AlignmentOptions

    // MARK: - Whole topic

    /// Groups for `documents` (each a document's sections, all of one topic), documents ordered by `referenceOrder`.
    func align(_ documents: [[AlignableSection]]) -> [Group] {
        var groups: [Group] = []
        for sections in TopicAligner.referenceOrder(documents) {
            if groups.isEmpty {
                groups = sections.map { section in
                    Group(versions: [Version(documentPath: section.documentPath, language: section.language,
                                             sections: [section], link: .reference, notes: ["reference version"])])
                }
            } else {
                addDocument(sections, to: &groups)
            }
        }
        return groups
    }

    /// Most complete first: more code blocks; with equal code, more sections (the finer page, so coverage
    /// keeps the finer grain: a page that merges two sections shows in both groups as a merged version, and
    /// a partial translation of one half still finds its own group); then language and path for a stable tie-break.
    static func referenceOrder(_ documents: [[AlignableSection]]) -> [[AlignableSection]] {
        documents.filter { !$0.isEmpty }.sorted { a, b in
            let codeA = a.reduce(0) { $0 + $1.codeFingerprints.count }
            let codeB = b.reduce(0) { $0 + $1.codeFingerprints.count }
            if codeA != codeB { return codeA > codeB }
            if a.count != b.count { return a.count > b.count }
            if a[0].language != b[0].language { return a[0].language < b[0].language }
            return a[0].documentPath < b[0].documentPath
        }
    }

    // MARK: - One more document

    /// The one-to-one links being made between the groups and one document's sections.
    struct Links {
        var groupOf: [Int: Int] = [:]          // section → group
        var sectionOf: [Int: Int] = [:]        // group → section
        var kinds: [Int: LinkKind] = [:]       // section → how it was linked
        var notes: [Int: [String]] = [:]

        func isFree(group g: Int, section s: Int) -> Bool { groupOf[s] == nil && sectionOf[g] == nil }

        mutating func link(group g: Int, section s: Int, _ kind: LinkKind, _ note: String) {
            groupOf[s] = g
            sectionOf[g] = s
            kinds[s] = kind
            notes[s] = [note]
        }
    }

    /// What every step compares: the group profiles, the section profiles, and the score of each pair.
    struct Table {
        var groups: [SectionProfile]
        var sections: [SectionProfile]
        var scores: [[LinkScore]]
    }

    func addDocument(_ sections: [AlignableSection], to groups: inout [Group]) {
        let path = sections[0].documentPath
        let groupProfiles = groups.map(\.profile)
        let sectionProfiles = sections.map(SectionProfile.init)
        let table = Table(groups: groupProfiles, sections: sectionProfiles,
                          scores: groupProfiles.map { group in sectionProfiles.map { scorer.score(group, $0) } })
        var links = Links()
        let skeleton = linkOnContent(table, &links)
        linkGaps(between: skeleton, table, &links)
        linkNeighbours(table, &links)
        for s in sections.indices {
            guard let g = links.groupOf[s] else { continue }
            groups[g].versions.append(Version(documentPath: path, language: sections[s].language, sections: [sections[s]],
                                              link: links.kinds[s] ?? .content, notes: links.notes[s] ?? []))
        }
        attachSplits(sections, table, &links, &groups)
        attachMerged(sections, table, links, &groups)
        insertUnmatched(sections, links, &groups)
    }

    /// Pairs with a content anchor, best first, one-to-one; returns the heaviest order-keeping chain of them.
    func linkOnContent(_ table: Table, _ links: inout Links) -> [OrderAlignment.Candidate] {
        var candidates: [OrderAlignment.Candidate] = []
        for g in table.groups.indices {
            for s in table.sections.indices where isContentAnchor(table.scores[g][s], table.groups[g], table.sections[s]) {
                candidates.append(.init(row: g, column: s, weight: table.scores[g][s].value))
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
        let bounds = [OrderAlignment.Candidate(row: -1, column: -1, weight: 0)] + skeleton
            + [OrderAlignment.Candidate(row: table.groups.count, column: table.sections.count, weight: 0)]
        for (before, after) in zip(bounds, bounds.dropFirst()) {
            let freeGroups = ((before.row + 1)..<max(before.row + 1, after.row)).filter { links.sectionOf[$0] == nil }
            let freeSections = ((before.column + 1)..<max(before.column + 1, after.column)).filter { links.groupOf[$0] == nil }
            // As many sections as groups between the same neighbours: each is most likely the other's
            // translation, so weaker agreement suffices (a title whose only English word was translated).
            let balanced = freeGroups.count == freeSections.count
            let threshold = balanced ? min(options.orderThreshold, options.balancedGapThreshold) : options.orderThreshold
            let pairs = OrderAlignment.monotonicMatch(rows: freeGroups.count, columns: freeSections.count,
                                                      threshold: threshold) { r, c in
                let score = table.scores[freeGroups[r]][freeSections[c]]
                return isContradicted(score) ? 0 : score.value
            }
            for pair in pairs {
                links.link(group: freeGroups[pair.row], section: freeSections[pair.column], .order,
                           "linked by order (between the same neighbours)")
            }
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
                          links.isFree(group: ng, section: ns), !isContradicted(table.scores[ng][ns]),
                          table.scores[ng][ns].value >= options.orderThreshold else { continue }
                    links.link(group: ng, section: ns, .order, "linked by order (next to a linked section in both documents)")
                    grew = true
                }
            }
        }
    }

    /// A leftover section whose code lies inside a group this document already has a version of joins that version.
    func attachSplits(_ sections: [AlignableSection], _ table: Table, _ links: inout Links, _ groups: inout [Group]) {
        let path = sections[0].documentPath
        for s in sections.indices where links.groupOf[s] == nil && !sections[s].codeFingerprints.isEmpty {
            let fingerprints = Set(sections[s].codeFingerprints)
            let hosts = table.groups.indices.filter { g in
                groups[g].version(of: path) != nil && fingerprints.isSubset(of: table.groups[g].fingerprints)
            }
            guard let g = hosts.max(by: { (table.scores[$0][s].value, -$0) < (table.scores[$1][s].value, -$1) }),
                  let v = groups[g].versions.firstIndex(where: { $0.documentPath == path }) else { continue }
            groups[g].versions[v].sections.append(sections[s])
            groups[g].versions[v].sections.sort { $0.index < $1.index }
            groups[g].versions[v].link = .partOfSplit
            let name = sections[s].heading.isEmpty ? "section \(s)" : "“\(sections[s].heading)”"
            groups[g].versions[v].notes.append("split: \(name) continues it")
            links.groupOf[s] = g
        }
    }

    /// A group still without a version whose code lies inside one linked section of this document gets that
    /// section too; both versions are flagged so neither speaks for its group when the next document comes.
    func attachMerged(_ sections: [AlignableSection], _ table: Table, _ links: Links, _ groups: inout [Group]) {
        let path = sections[0].documentPath
        for g in table.groups.indices where groups[g].version(of: path) == nil && !table.groups[g].fingerprints.isEmpty {
            let needed = Set(table.groups[g].fingerprints)
            let hosts = sections.indices.filter { needed.isSubset(of: sections[$0].codeFingerprints) && links.groupOf[$0] != nil }
            guard let s = hosts.max(by: { (table.scores[g][$0].value, -$0) < (table.scores[g][$1].value, -$1) }) else { continue }
            var merged = Version(documentPath: path, language: sections[s].language, sections: [sections[s]],
                                 link: .partOfMerged, notes: ["merged: the same section also holds another group's content"])
            merged.sharesSection = true
            groups[g].versions.append(merged)
            if let host = links.groupOf[s], let v = groups[host].versions.firstIndex(where: { $0.documentPath == path }) {
                groups[host].versions[v].sharesSection = true
            }
        }
    }

    /// Every section still without a group starts one, placed after the group of the section before it.
    func insertUnmatched(_ sections: [AlignableSection], _ links: Links, _ groups: inout [Group]) {
        var insertAfter: Int? = nil
        var placed = links.groupOf
        for s in sections.indices {
            if let g = placed[s] {
                insertAfter = g
                continue
            }
            let position = (insertAfter ?? -1) + 1
            groups.insert(Group(versions: [Version(documentPath: sections[s].documentPath, language: sections[s].language,
                                                   sections: [sections[s]], link: .only,
                                                   notes: ["no counterpart in the documents aligned before"])]),
                          at: position)
            placed = placed.mapValues { $0 >= position ? $0 + 1 : $0 }
            placed[s] = position
            insertAfter = position
        }
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
