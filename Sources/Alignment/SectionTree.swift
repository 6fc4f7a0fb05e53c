import DocumentModel

/// Sections aligned with their subsections (issue 19, point 2).
///
/// Alignment links sections one to one, so a page that divides an example into subsections (`## Shade
/// Transition`, then `### The Empty Animator`, `### The Shade Animator`) against a translation that keeps it
/// in one section gave a group per subsection, the translation's one section "merged" into each and the
/// original "partial" in all. This pass, run on a topic's groups once every document is aligned, puts such a
/// subsection group back into its parent's group:
/// - the parent group has a version of document D whose section S (with any subsections folded in already)
///   is the subsection's ancestor in D
///   (it comes before it, with a lower level, and no section of S's level or higher stands between them);
/// - every other version of the subsection group is the same sections as that document's version of the
///   parent group, one of the two a merged copy: the translations hold the subsection's content inside
///   their section;
/// - or the subsection group has no other version and no code, and the parent group has translations (a
///   subsection of prose the translations keep in their section);
/// - or the parent group is that one section alone, prose with no code, over exactly one subsection (an
///   introduction whose example is all in the subsection): the translations' versions of the subsection join it.
/// A page's title (its first heading, alone at its level) is nobody's parent here.
/// D's version then holds S and its subsections, reported as split ("“The Empty Animator” continues it"), and
/// the merged copies are gone, so each translation is one complete version. Subsections that translations
/// also have as sections of their own keep their groups.
extension TopicAligner {
    static func foldSubsections(_ groups: [Group], documents: [[AlignableSection]]) -> [Group] {
        // Each section's ancestors (nearest first) and how many sections its subtree holds, from one pass over
        // each page with a stack of open sections. A page's title (its first heading, alone at its level) is
        // every section's ancestor and no example, so it is nobody's; nor is a lead section (level 0).
        var ancestors: [String: [String]] = [:]
        var descendants: [String: Int] = [:]
        var hasContent: [String: Bool] = [:]
        for sections in documents {
            let title = sections.first(where: { $0.level > 0 }).flatMap { first in
                sections.filter { $0.level == first.level }.count == 1 ? first.id : nil
            }
            var open: [AlignableSection] = []
            for section in sections.sorted(by: { $0.index < $1.index }) {
                while let last = open.last, last.level >= section.level { open.removeLast() }
                let parents = open.reversed().filter { $0.level > 0 && $0.id != title }
                ancestors[section.id] = parents.map(\.id)
                for parent in parents { descendants[parent.id, default: 0] += 1 }
                hasContent[section.id] = section.blockCount > 0
                open.append(section)
            }
        }
        func isDescendant(_ child: AlignableSection, of parent: AlignableSection) -> Bool {
            ancestors[child.id]?.contains(parent.id) == true
        }
        func subtree(_ root: AlignableSection) -> (descendants: Int, hasContent: Bool) {
            (descendants[root.id] ?? 0, hasContent[root.id] ?? false)
        }
        // The group each version's first section stands at the head of, to find a parent group in one lookup
        // instead of trying every group before (a topic of hundreds of pages forced together has thousands).
        var headedBy: [String: Int] = [:]
        var result: [Group] = []
        result.reserveCapacity(groups.count)
        for group in groups {
            let candidates = Set(
                group.versions.flatMap { version -> [Int] in
                    guard let first = version.sections.first else { return [] }
                    return (ancestors[first.id] ?? []).compactMap { headedBy[$0] }
                }
            ).sorted(by: >)
            if let parent = candidates.first(where: { canFold(group, into: result[$0], isDescendant, subtree) }) {
                result[parent].fold(group, isDescendant)
                continue
            }
            for version in group.versions {
                if let first = version.sections.first, headedBy[first.id] == nil { headedBy[first.id] = result.count }
            }
            result.append(group)
        }
        return result
    }

    /// Whether `child` is a subsection group of `parent` in the sense of `foldSubsections`.
    private static func canFold(
        _ child: Group, into parent: Group,
        _ isDescendant: (AlignableSection, AlignableSection) -> Bool,
        _ subtree: (AlignableSection) -> (descendants: Int, hasContent: Bool)
    ) -> Bool {
        // The document whose subsections the child group holds, and its one section in the parent group.
        guard
            let owner = child.versions.first(where: { version in
                // The host is one section, or one with subsections folded into it already.
                guard let host = parent.version(of: version.documentPath), let root = host.sections.first,
                    host.sections.dropFirst().allSatisfy({ isDescendant($0, root) })
                else { return false }
                return version.sections.allSatisfy { isDescendant($0, root) }
            })
        else { return false }
        let others = child.versions.filter { $0.documentPath != owner.documentPath }
        // A section whose whole body is in its one subsection: only its own page has it, with prose and no code
        // (a heading over several subsections is a container, whose subsections keep their groups).
        if parent.versions.count == 1, let root = parent.versions[0].sections.first,
            parent.versions[0].sections.allSatisfy({ $0.codeFingerprints.isEmpty })
        {
            let tree = subtree(root)
            return !others.isEmpty && tree.descendants == 1 && tree.hasContent
        }
        // A prose subsection only this document has folds where the translations keep one section for it.
        if others.isEmpty {
            return parent.versions.count > 1 && owner.sections.allSatisfy { $0.codeFingerprints.isEmpty }
        }
        return others.allSatisfy { version in
            guard let host = parent.version(of: version.documentPath) else { return false }
            return host.sections.map(\.id) == version.sections.map(\.id)
                && (version.link == .partOfMerged || host.link == .partOfMerged)
        }
    }
}

extension TopicAligner.Group {
    /// Takes in the subsection group `child` (`TopicAligner.foldSubsections`): its owner's sections join the
    /// owner's version here, its merged copies go, and no version of this group shares a section any more.
    mutating func fold(_ child: TopicAligner.Group, _ isDescendant: (AlignableSection, AlignableSection) -> Bool) {
        for version in child.versions {
            guard let index = versions.firstIndex(where: { $0.documentPath == version.documentPath }) else {
                // A translation of the subsection's content, which this group's one page put under a subsection.
                append(version)
                continue
            }
            if versions[index].link == .partOfMerged, version.link != .partOfMerged,
                versions[index].sections.map(\.id) == version.sections.map(\.id)
            {
                // The copy linked on its own content speaks for the document, not the merged one.
                updateVersion(index) {
                    $0.link = version.link; $0.notes = version.notes
                }
                continue
            }
            let host = versions[index].sections[0]
            guard version.sections.allSatisfy({ isDescendant($0, host) }) else { continue }
            updateVersion(index) { owner in
                owner.sections = (owner.sections + version.sections).sorted { $0.index < $1.index }
                if owner.link != .reference { owner.link = .partOfSplit }
                for section in version.sections {
                    let name = section.heading.isEmpty ? "section \(section.index)" : "“\(section.heading)”"
                    owner.notes.append("split: \(name) continues it (a subsection)")
                }
            }
        }
        for index in versions.indices where versions[index].sharesSection {
            updateVersion(index) { $0.sharesSection = false }
        }
    }
}
