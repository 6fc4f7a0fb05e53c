import Alignment
import DocumentModel
import SampleAnalysis
import SearchIndex

/// Turns documents and their analysis into the search index's input records.
enum SearchRecords {
    /// On `jobs` threads (each page's records need only its own samples and the group lookup); in the order of `pages`.
    ///
    /// A section's samples are read from its page's analysis (the corpus report's samples are those lists end to end,
    /// in path order), not gathered corpus-wide first: gathering copied every sample into a dictionary on one thread,
    /// and destroyed the copies after, 0.1 s of a one-page edit's critical path at 3,500 pages.
    static func documents(_ pages: [PageAnalysis], alignment: AlignmentResult, jobs: Int = 1) -> [SearchableDocument] {
        let groups = GroupLookup(alignment)
        return ParallelMap.map(count: pages.count, jobs: jobs) { index -> SearchableDocument in
            let page = pages[index]
            let document = page.document
            let bySection = sampleIndices(of: page)
            let sections = document.sections.enumerated().compactMap { index, section -> SearchableSection? in
                record(
                    section, index: index, of: document,
                    samples: page.samples, positions: bySection[index] ?? [],
                    groupID: groups.groupID(of: document.path, section: index))
            }
            return SearchableDocument(
                path: document.path, topic: document.topic, language: document.language,
                contentHash: document.contentHash, sections: sections)
        }
    }

    /// Section index → the positions in `page.samples` of that section's samples, in page order.
    static func sampleIndices(of page: PageAnalysis) -> [Int: [Int]] {
        var result: [Int: [Int]] = [:]
        for position in page.samples.indices { result[page.samples[position].sectionIndex, default: []].append(position) }
        return result
    }

    /// Each section's group, found once for the whole corpus.
    ///
    /// Asking the analysis section by section (`AlignmentResult.group(containing:section:)`) scans every group each
    /// time: quadratic in the sections of a page, most of the 83 seconds a 30 MB page of 25,000 sections took to
    /// index. The answer is the same: the first group holding the section in the first version of its document.
    struct GroupLookup {
        struct Key: Hashable {
            var document: String
            var section: Int
        }

        private var groupIDs: [Key: String] = [:]

        init(_ alignment: AlignmentResult) {
            for group in alignment.groups {
                var documents: Set<String> = []
                for member in group.members where documents.insert(member.documentPath).inserted {
                    for section in member.sections {
                        let key = Key(document: member.documentPath, section: section.index)
                        if groupIDs[key] == nil { groupIDs[key] = group.id }
                    }
                }
            }
        }

        func groupID(of document: String, section: Int) -> String? { groupIDs[Key(document: document, section: section)] }
    }

    /// `positions`: where the section's samples are in `samples` (its page's), in page order; `groupID`: the group
    /// holding it, if any. Samples are read in place, not copied.
    static func record(
        _ section: Section, index: Int, of document: Document, samples: [CodeSample], positions: [Int], groupID: String?
    ) -> SearchableSection? {
        guard var range = section.range else { return nil }
        range.file = document.path
        let prose = section.blocks.filter { $0.kind == .prose || $0.kind == .list }
            .map { SourceFragment(line: $0.range.firstLine, text: $0.text) }
        let code = section.blocks.filter { $0.kind == .code }
            .map { SourceFragment(line: $0.range.firstLine, text: $0.text) }
        // APIs as readers search for them: framework types, Swift call names (Objective-C calls arrive
        // converted through Swift's import rules) and the selector spellings as written.
        var apis: Set<String> = []
        var languages: Set<CodeLanguage> = []
        var eras: Set<SwiftEra> = []
        for position in positions {
            apis.formUnion(samples[position].symbols.frameworkTypes)
            for call in samples[position].symbols.calls {
                apis.insert(call.swiftName)
                apis.insert(call.spelling)
            }
            languages.insert(samples[position].language.value)
            if let era = samples[position].era?.value { eras.insert(era) }
        }
        return SearchableSection(
            id: "\(document.path)#\(index)", topic: document.topic, language: document.language,
            heading: section.title, headingLine: section.heading?.range.firstLine, prose: prose, code: code,
            range: range, groupID: groupID,
            apis: apis.sorted(), codeLanguages: languages.sorted { $0.rawValue < $1.rawValue },
            swiftEras: eras.sorted { $0.rawValue < $1.rawValue })  // sorted by name, as the index always wrote them
    }
}
