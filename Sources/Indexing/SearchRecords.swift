import DocumentModel
import SampleAnalysis
import SearchIndex

/// Turns documents and their analysis into the search index's input records.
enum SearchRecords {
    /// On `jobs` threads (each document's records need only the lookup); in the order of `documents`.
    static func documents(_ documents: [Document], analysis: CorpusAnalysis, jobs: Int = 1) -> [SearchableDocument] {
        let lookup = SectionLookup(analysis)
        return ParallelMap.map(count: documents.count, jobs: jobs) { index -> SearchableDocument in
            let document = documents[index]
            let sections = document.sections.enumerated().compactMap { index, section -> SearchableSection? in
                record(section, index: index, of: document, lookup: lookup)
            }
            return SearchableDocument(
                path: document.path, topic: document.topic, language: document.language,
                contentHash: document.contentHash, sections: sections)
        }
    }

    /// Each section's samples and group, found once for the whole corpus.
    ///
    /// Asking the analysis section by section (`CorpusAnalysis.samples(in:section:)`, `AlignmentResult.group(containing:section:)`)
    /// scans every sample and every group each time: quadratic in the sections of a page, 50 of the 83 seconds a 30 MB page of
    /// 25,000 sections took to index. The answers are the same: samples in page order, the first group holding the section
    /// in the first version of its document.
    struct SectionLookup {
        struct Key: Hashable {
            var document: String
            var section: Int
        }

        private var samples: [Key: [CodeSample]] = [:]
        private var groupIDs: [Key: String] = [:]

        init(_ analysis: CorpusAnalysis) {
            for sample in analysis.samples.samples {
                samples[Key(document: sample.documentPath, section: sample.sectionIndex), default: []].append(sample)
            }
            for group in analysis.alignment.groups {
                var documents: Set<String> = []
                for member in group.members where documents.insert(member.documentPath).inserted {
                    for section in member.sections {
                        let key = Key(document: member.documentPath, section: section.index)
                        if groupIDs[key] == nil { groupIDs[key] = group.id }
                    }
                }
            }
        }

        func samples(in document: String, section: Int) -> [CodeSample] {
            samples[Key(document: document, section: section)] ?? []
        }
        func groupID(of document: String, section: Int) -> String? { groupIDs[Key(document: document, section: section)] }
    }

    static func record(_ section: Section, index: Int, of document: Document, lookup: SectionLookup) -> SearchableSection? {
        guard var range = section.range else { return nil }
        range.file = document.path
        let prose = section.blocks.filter { $0.kind == .prose || $0.kind == .list }
            .map { SourceFragment(line: $0.range.firstLine, text: $0.text) }
        let code = section.blocks.filter { $0.kind == .code }
            .map { SourceFragment(line: $0.range.firstLine, text: $0.text) }
        let samples = lookup.samples(in: document.path, section: index)
        // APIs as readers search for them: framework types, Swift call names (Objective-C calls arrive
        // converted through Swift's import rules) and the selector spellings as written.
        var apis: Set<String> = []
        for sample in samples {
            apis.formUnion(sample.symbols.frameworkTypes)
            for call in sample.symbols.calls {
                apis.insert(call.swiftName)
                apis.insert(call.spelling)
            }
        }
        // Sorted by name, the order the index has always written them in.
        let languages = Set(samples.map { $0.language.value }).sorted { $0.rawValue < $1.rawValue }
        let eras = Set(samples.compactMap { $0.era?.value }).sorted { $0.rawValue < $1.rawValue }
        return SearchableSection(
            id: "\(document.path)#\(index)", topic: document.topic, language: document.language,
            heading: section.title, headingLine: section.heading?.range.firstLine, prose: prose, code: code,
            range: range, groupID: lookup.groupID(of: document.path, section: index),
            apis: apis.sorted(), codeLanguages: languages, swiftEras: eras)
    }
}
