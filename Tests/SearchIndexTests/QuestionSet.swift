import DocumentModel
import Foundation
import Ingestion
import SearchIndex

/// The natural-question set of issue 26 (`Fixtures/questions/questions.tsv`) and the collection it is
/// asked of: the shipped corpus pages and `Fixtures/questions/ios-basics.md`, read by the real page
/// reader. `evaluate` gives recall@3 and MRR per language, the figures the README reports.
struct QuestionSet {
    /// One question and the sections that answer it (any of them counts).
    struct Question {
        var language: Language
        var text: String
        var answers: [String]
        var line: Int
    }

    /// Where the first answering section came, per question (nil: not in the top `limit` groups).
    struct Outcome {
        var question: Question
        var rank: Int?
    }

    /// recall@3 and mean reciprocal rank of one language's questions.
    struct Figures {
        var questions: Int
        var recallAt3: Double
        var meanReciprocalRank: Double
    }

    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("Fixtures/questions")

    var questions: [Question]

    /// Reads `questions.tsv`; a malformed line is an error naming its file:line.
    static func load() throws -> QuestionSet {
        let url = folder.appendingPathComponent("questions.tsv")
        let text = try String(contentsOf: url, encoding: .utf8)
        var questions: [Question] = []
        for (index, line) in text.components(separatedBy: "\n").enumerated() where !line.isEmpty && !line.hasPrefix("#") {
            let fields = line.components(separatedBy: "\t")
            guard fields.count == 4, let language = Language(rawValue: fields[0]) else {
                throw QuestionSetError("\(url.path):\(index + 1): expected language, question, answers, heading")
            }
            questions.append(
                Question(
                    language: language, text: fields[1],
                    answers: fields[2].components(separatedBy: ","), line: index + 1))
        }
        return QuestionSet(questions: questions)
    }

    /// The headings the file gives for each question's first answer, by line (checked against the collection).
    static func expectedHeadings() throws -> [Int: String] {
        let text = try String(contentsOf: folder.appendingPathComponent("questions.tsv"), encoding: .utf8)
        var headings: [Int: String] = [:]
        for (index, line) in text.components(separatedBy: "\n").enumerated() where !line.isEmpty && !line.hasPrefix("#") {
            headings[index + 1] = line.components(separatedBy: "\t").last
        }
        return headings
    }

    // MARK: - The collection

    /// The shipped corpus pages and the questions' own English page, as the index takes them.
    static func collection() throws -> [SearchableDocument] {
        let corpus = CorpusFixture.corpus
        var pages: [(file: URL, path: String, language: Language)] = [
            ("uikit-dynamics/ru.txt", Language.ru), ("uikit-dynamics/hi.txt", .hi), ("uikit-dynamics/zh.txt", .zh),
            ("uidynamicanimator-guide/zh.txt", .zh), ("displaying-animation-in-ios/en.txt", .en)
        ].map { (corpus.appendingPathComponent($0.0), $0.0, $0.1) }
        pages.append((folder.appendingPathComponent("ios-basics.md"), "questions/ios-basics.md", .en))
        let reader = DocumentReader()
        return try pages.map { page in
            let topic = String(page.path.split(separator: "/")[0])
            let document = try reader.read(filePath: page.file.path, as: page.path, topic: topic, declaredLanguage: page.language)
            return searchable(document)
        }
    }

    /// A read page as the index takes it: prose and list blocks as prose, code blocks as code, ids
    /// `path#index` (the record `doctool index` makes, less the sample analysis and alignment).
    static func searchable(_ document: Document) -> SearchableDocument {
        let sections = document.sections.enumerated().compactMap { index, section -> SearchableSection? in
            guard let range = section.range else { return nil }
            let prose = section.blocks.filter { $0.kind == .prose || $0.kind == .list }
                .map { SourceFragment(line: $0.range.firstLine, text: $0.text) }
            let code = section.blocks.filter { $0.kind == .code }.map { SourceFragment(line: $0.range.firstLine, text: $0.text) }
            return SearchableSection(
                id: "\(document.path)#\(index)", topic: document.topic,
                language: document.language, heading: section.title,
                headingLine: section.heading?.range.firstLine, prose: prose, code: code,
                range: SourceRange(
                    file: document.path, firstLine: range.firstLine, lastLine: range.lastLine, byteStart: range.byteStart,
                    byteEnd: range.byteEnd))
        }
        return SearchableDocument(
            path: document.path, topic: document.topic, language: document.language,
            contentHash: document.contentHash, sections: sections)
    }

    // MARK: - Measuring

    /// Asks every question (no filters, as a user types it) and finds where its answer came.
    func outcomes(_ reader: SearchIndexReader, limit: Int = 10) throws -> [Outcome] {
        try questions.map { question in
            let results = try reader.search(SearchRequest(query: question.text, limit: limit))
            let answers = Set(question.answers)
            let rank = results.groups.firstIndex { group in
                group.hits.contains { answers.contains($0.section.id) }
                    || group.otherVersions.contains { answers.contains($0.id) }
            }
            return Outcome(question: question, rank: rank.map { $0 + 1 })
        }
    }

    /// recall@3 and MRR per language (and "all"), from `outcomes`.
    static func figures(_ outcomes: [Outcome]) -> [(String, Figures)] {
        func figures(_ subset: [Outcome]) -> Figures {
            let count = Double(max(1, subset.count))
            let recall = Double(subset.filter { ($0.rank ?? .max) <= 3 }.count) / count
            let reciprocal = subset.reduce(0.0) { $0 + ($1.rank.map { 1 / Double($0) } ?? 0) } / count
            return Figures(questions: subset.count, recallAt3: recall, meanReciprocalRank: reciprocal)
        }
        var rows: [(String, Figures)] = [Language.ru, .hi, .zh, .en].map { language in
            (language.rawValue, figures(outcomes.filter { $0.question.language == language }))
        }
        rows.append(("all", figures(outcomes)))
        return rows
    }

    /// The table printed by the test: one row per language.
    static func table(_ rows: [(String, Figures)]) -> String {
        var lines = ["language  questions  recall@3    MRR"]
        for (name, figures) in rows {
            lines.append(
                name.padding(toLength: 10, withPad: " ", startingAt: 0)
                    + String(format: "%9d  %8.2f  %5.2f", figures.questions, figures.recallAt3, figures.meanReciprocalRank))
        }
        return lines.joined(separator: "\n")
    }
}

struct QuestionSetError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}
