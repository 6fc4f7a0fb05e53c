import DocumentModel
import SampleAnalysis
import SearchIndex

/// Turns documents and their analysis into the search index's input records.
enum SearchRecords {
    static func documents(_ documents: [Document], analysis: CorpusAnalysis) -> [SearchableDocument] {
        documents.map { document in
            let sections = document.sections.enumerated().compactMap { index, section -> SearchableSection? in
                record(section, index: index, of: document, analysis: analysis)
            }
            return SearchableDocument(path: document.path, topic: document.topic, language: document.language,
                                      contentHash: document.contentHash, sections: sections)
        }
    }

    static func record(_ section: Section, index: Int, of document: Document, analysis: CorpusAnalysis) -> SearchableSection? {
        guard let range = section.range else { return nil }
        let prose = section.blocks.filter { $0.kind == .prose || $0.kind == .list }
            .map { SourceFragment(line: $0.range.firstLine, text: $0.text) }
        let code = section.blocks.filter { $0.kind == .code }
            .map { SourceFragment(line: $0.range.firstLine, text: $0.text) }
        let samples = analysis.samples(in: document.path, section: index)
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
            groupID: analysis.groupID(containing: document.path, section: index),
            apis: apis.sorted(), codeLanguages: languages.sorted(), swiftEras: eras.sorted())
    }
}
