import Alignment
import DocumentModel
import SampleAnalysis
import SearchIndex

/// Turns documents and their analysis into the search index's input records.
enum SearchRecords {
    static func documents(_ documents: [Document], analysis: CorpusAnalysis) -> [SearchableDocument] {
        // Looked up once per section: filtering every sample and every group per section was quadratic.
        let samples = Dictionary(grouping: analysis.samples.samples) { SectionKey(path: $0.documentPath, index: $0.sectionIndex) }
        let groups = groupIDs(analysis.alignment)
        return documents.map { document in
            let sections = document.sections.enumerated().compactMap { index, section -> SearchableSection? in
                let key = SectionKey(path: document.path, index: index)
                return record(section, index: index, of: document, samples: samples[key] ?? [], groupID: groups[key])
            }
            return SearchableDocument(path: document.path, topic: document.topic, language: document.language,
                                      contentHash: document.contentHash, sections: sections)
        }
    }

    struct SectionKey: Hashable {
        var path: String
        var index: Int
    }

    /// Each section's group, as `AlignmentResult.group(containing:section:)` finds it: the first group (in the
    /// result's order) whose version for the section's document holds the section.
    static func groupIDs(_ alignment: AlignmentResult) -> [SectionKey: String] {
        var result: [SectionKey: String] = [:]
        for group in alignment.groups {
            var seen: Set<String> = []
            for member in group.members where seen.insert(member.documentPath).inserted {
                // `member(for:)` is the group's first version of that document; later ones are not consulted.
                for section in group.member(for: member.documentPath)?.sections ?? [] {
                    let key = SectionKey(path: member.documentPath, index: section.index)
                    if result[key] == nil { result[key] = group.id }
                }
            }
        }
        return result
    }

    static func record(_ section: Section, index: Int, of document: Document, samples: [CodeSample],
                       groupID: String?) -> SearchableSection? {
        guard let range = section.range else { return nil }
        let prose = section.blocks.filter { $0.kind == .prose || $0.kind == .list }
            .map { SourceFragment(line: $0.range.firstLine, text: $0.text) }
        let code = section.blocks.filter { $0.kind == .code }
            .map { SourceFragment(line: $0.range.firstLine, text: $0.text) }
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
        let languages = Set(samples.map { $0.language.value.rawValue })
        let eras = Set(samples.compactMap { $0.era?.value.rawValue })
        return SearchableSection(
            id: "\(document.path)#\(index)", documentPath: document.path, topic: document.topic, language: document.language,
            heading: section.title, headingLine: section.heading?.range.firstLine, prose: prose, code: code,
            firstLine: range.firstLine, lastLine: range.lastLine,
            groupID: groupID,
            apis: apis.sorted(), codeLanguages: languages.sorted(), swiftEras: eras.sorted())
    }
}
