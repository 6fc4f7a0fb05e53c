import DocumentModel
import Foundation
import SearchIndex
import Verification

/// `doctool search`: query `index/search.sqlite` and print sections grouped across languages.
struct SearchCommand: Command {
    static let name = "search"
    static let abstract = "Search the index in words or code, in any of the corpus languages."
    static let overview = """
        OVERVIEW: Search the index built by `doctool index`. Words in Russian, Hindi, Chinese or English
        find their inflected forms; code finds identifiers whole or by part (UIFieldBehavior, field),
        dotted names (UIView.animate) and selectors (updateItem(usingCurrentState:), initWithItems:).
        A question may be typed as asked ("how to animate a view", "как остановить квадрат"): its
        stopwords are dropped, and sections matching more of the other words rank first, heading matches
        above body matches and adjacent words above scattered ones.
        Other Hindi spellings (ि/ी, ु/ू, ँ/ं, nukta) match a tier below the exact one; full-width
        letters and digits are read as ASCII, Russian ё as е.
        Hits are grouped by aligned section: a hit in one language lists the section's other versions,
        and the same section saved twice in one language (Markdown and HTML) is one hit naming both.
        When nothing matches, the index's closest words are shown, and with --lang the sections in other
        languages whose samples use the API names in the query.
        """
    static let usage = [
        "[QUERY] [--lang] [--code] [--api] [--era] [--status] [--limit] [--json] [--index] [--corpus]"
    ]
    static let argumentsHelp: String? = """
        ARGUMENTS:
          QUERY                   Words or a question (sections matching every word first), "a phrase"
                                  (stopwords kept), or prefix* . May be left out with --api.
        """
    static let options: [OptionSpec] = [
        OptionSpec(
            "--lang", value: "L", choices: [Language.ru, .hi, .zh, .en].map(\.rawValue),
            help: "Only sections in this language: ru, hi, zh, en."),
        OptionSpec(
            "--code", choices: [CodeLanguage.swift, .objc].map(\.rawValue),
            help: "Only sections with a sample in this code language."),
        OptionSpec(
            "--api", value: "NAME",
            help: """
                Only sections whose samples use this API (UISnapBehavior, updateItem, initWithItems:).
                """),
        OptionSpec(
            "--era", value: "E", choices: SwiftEra.allCases.map(\.rawValue),
            help: """
                Only sections with a Swift sample of this era (swift2, swift3, modern).
                """),
        OptionSpec(
            "--status", value: "S", choices: VerificationRecord.Category.allCases.map(\.rawValue),
            help: """
                Only sections with a sample of this status in the last `doctool verify` (passed, failed, smoke, \
                unverified, or stale: its code changed since); each result shows its samples' statuses. Read from \
                .doctool/verification.json, which verify and check keep.
                """),
        OptionSpec("--limit", value: "N", help: "At most N result groups (default 10)."),
        OptionSpec(
            "--json",
            help: """
                Print the results as JSON: each hit's snippet with matches marked <mark>…</mark>, and plainSnippet \
                with highlights as its UTF-8 byte ranges.
                """),
        OptionSpec("--index", value: "DIR", default: "index", help: "The index folder (default: index)."),
        OptionSpec(
            "--corpus", value: "DIR", default: "corpus",
            help: """
                The corpus folder the index was built from, for the paths printed: each is named from the working \
                folder, as every command names files (default: corpus).
                """)
    ]
    static let exitStatus = """
        EXIT STATUS:
          0 the search ran (with or without results); 1 the index could not be read; 64 a usage error (a
          query of more than 64 terms, a filter the index has no values for); 66 no index folder.
        """

    /// `<mark>` around matches in JSON (on a terminal: `TerminalControl.highlight`).
    static let jsonHighlight = ("<mark>", "</mark>")

    var request: SearchRequest
    var limit: Int
    var json: Bool
    var index: String
    var corpus: String
    /// `--status`: only sections with a sample of this status (the request itself carries none).
    var status: VerificationRecord.Category?

    init(arguments: ParsedArguments) throws {
        var arguments = arguments
        let language = try arguments.choiceOption("--lang").flatMap(Language.init(rawValue:))
        let code = try arguments.choiceOption("--code").flatMap(CodeLanguage.init(rawValue:))
        let api = arguments.option("--api")
        let era = try arguments.choiceOption("--era").flatMap(SwiftEra.init(rawValue:))
        let status = try arguments.choiceOption("--status")
            .flatMap(VerificationRecord.Category.init(rawValue:))
        let limit = try arguments.intOption("--limit", range: 1...1000) ?? 10
        json = arguments.flag("--json")
        index = arguments.value("--index")
        corpus = arguments.value("--corpus")
        try arguments.finish(maxPositionals: 1)
        let query = arguments.positionals.first ?? ""
        if query.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty && api == nil {
            throw UsageError("give a QUERY, or --api NAME to list the sections using an API")
        }
        self.status = status
        // Filtered after the search: it asks for as many groups as it may show, so that enough remain.
        request = SearchRequest(
            query: query, language: language, codeLanguage: code, api: api, era: era,
            limit: status == nil ? limit : 1000)
        self.limit = limit
    }

    func run(_ context: CommandContext) -> Int32 {
        var results: SearchResults
        var statuses: SampleStatuses?
        do {
            let reader = try SearchIndexReader(directory: context.url(for: index))
            results = try reader.search(request)
            // Read only where it may matter: samples.json is the corpus's every sample.
            let recorded = FileManager.default.fileExists(atPath: context.url(for: VerificationRecord.defaultPath).path)
            if status != nil || (recorded && !results.hits.isEmpty) {
                statuses = try? SampleStatuses(
                    index: context.url(for: index),
                    record: context.url(for: VerificationRecord.defaultPath))
            }
        } catch let error as SearchIndexError {
            switch error {
            case .missingIndex: return context.fail(error.description, code: ExitCode.noInput)
            case .queryTooLong, .unrecordedField: return context.fail(error.description, code: ExitCode.usage)
            default: return context.fail(error.description)
            }
        } catch {
            return context.fail("\(context.url(for: index).path): \(error)")
        }
        if let status {
            guard let statuses else {
                return context.fail("--status needs index/samples.json and a readable \(VerificationRecord.defaultPath)")
            }
            if !statuses.hasRecord {
                context.err.write(
                    "note: no verification record yet (\(VerificationRecord.defaultPath)): every sample is unverified until `doctool verify` runs\n"
                )
            }
            results.groups = results.groups.compactMap { group in
                var kept = group
                kept.hits = group.hits.filter { statuses.statuses(of: $0.section).contains(status) }
                return kept.hits.isEmpty ? nil : kept
            }
            results.groups = Array(results.groups.prefix(limit))
        }
        let sampleStatus: (SectionReference) -> String = { section in
            statuses.map { SampleStatuses.summary($0.statuses(of: section)) } ?? ""
        }
        if json {
            context.out.writeJSON(Self.json(results, corpus: corpus, status: sampleStatus) + "\n")
        } else {
            context.print(Self.text(results, colour: context.isTerminal, corpus: corpus, status: sampleStatus))
        }
        return ExitCode.success
    }

    // MARK: - Output

    /// One block per group: each hit's `file:line`, language and heading, its snippet, then the
    /// group's other language versions.
    static func text(
        _ results: SearchResults, colour: Bool, corpus: String,
        status: (SectionReference) -> String = { _ in "" }
    ) -> TerminalText {
        func place(_ path: String) -> String { CorpusSamples.displayedPath(path, corpus: corpus) }
        guard !results.groups.isEmpty else { return noResults(results, place: place) }
        var lines: [TerminalText] = []
        for (number, group) in results.groups.enumerated() {
            for (offset, hit) in group.hits.enumerated() {
                let lead = offset == 0 ? "\(number + 1)." : ""
                let heading = hit.section.heading.isEmpty ? "" : " \(hit.section.heading)"
                lines.append(
                    TerminalText(
                        "\(lead.padding(toLength: 4, withPad: " ", startingAt: 0))\(place(hit.location))  [\(hit.section.language.rawValue)]\(heading)"
                    ))
                if !hit.snippet.text.isEmpty {
                    lines.append(TerminalText("      ") + (colour ? highlighted(hit.snippet) : TerminalText(hit.snippet.text)))
                }
                let samples = status(hit.section)
                if !samples.isEmpty { lines.append(TerminalText("      samples: " + samples)) }
                if !hit.alsoAt.isEmpty {
                    lines.append(
                        TerminalText("      same text: " + hit.alsoAt.map { place($0.location) }.joined(separator: ", ")))
                }
            }
            if !group.otherVersions.isEmpty {
                let others = group.otherVersions.map { "[\($0.language.rawValue)] \(place($0.location))" }
                lines.append(TerminalText("    also: " + others.joined(separator: ", ")))
            }
        }
        if !results.rankedExactly {
            lines.append(
                TerminalText(
                    "(a broad query: heading matches first, then the first matches in index order; add words to narrow it)"))
        }
        var text = TerminalText("")
        for (index, line) in lines.enumerated() {
            if index > 0 { text += TerminalText("\n") }
            text += line
        }
        return text
    }

    /// "No results", then the index's closest words and the other languages' sections using the query's APIs.
    static func noResults(_ results: SearchResults, place: (String) -> String) -> TerminalText {
        var lines = ["No results for \(describe(results.query))."]
        if !results.suggestions.isEmpty {
            lines.append("Closest words in the index: " + results.suggestions.joined(separator: ", "))
        }
        if !results.otherLanguageSections.isEmpty {
            lines.append("In other languages, sections using " + results.sharedAPIs.joined(separator: ", ") + ":")
            for section in results.otherLanguageSections {
                let heading = section.heading.isEmpty ? "" : " \(section.heading)"
                lines.append("    \(place(section.location))  [\(section.language.rawValue)]\(heading)")
            }
        }
        return TerminalText(lines.joined(separator: "\n"))
    }

    /// A snippet with its matches in bold red: the text between and inside the highlights escaped, the colour kept.
    static func highlighted(_ snippet: Snippet) -> TerminalText {
        var text = TerminalText("")
        for part in snippet.parts {
            text +=
                part.isHighlighted
                ? TerminalText(.highlight) + TerminalText(part.text) + TerminalText(.reset)
                : TerminalText(part.text)
        }
        return text
    }

    private static func describe(_ query: String) -> String {
        query.isEmpty ? "the filters" : "'\(query)'"
    }

    /// The results with each snippet also rendered with `<mark>` markers, keys sorted.
    static func json(_ results: SearchResults, corpus: String, status: (SectionReference) -> String = { _ in "" }) -> String {
        func place(_ path: String) -> String { CorpusSamples.displayedPath(path, corpus: corpus) }
        struct Hit: Encodable {
            var id: String, file: String, line: Int, firstLine: Int, lastLine: Int, language: String
            /// `snippet` has the matches marked; `highlights` are UTF-8 byte ranges [start, end) of `plainSnippet`.
            var heading: String, score: Double, snippet: String, plainSnippet: String, highlights: [[Int]]
            /// The same section content at other locations in the same language.
            var alsoAt: [Version]
            /// The section's samples by verification status (`2 passed, 1 smoke`), empty when it has none.
            var samples: String
        }
        struct Version: Encodable {
            var id: String, file: String, firstLine: Int, lastLine: Int, language: String, heading: String
        }
        func version(_ reference: SectionReference) -> Version {
            Version(
                id: reference.id, file: place(reference.document), firstLine: reference.firstLine,
                lastLine: reference.lastLine, language: reference.language.rawValue, heading: reference.heading)
        }
        struct Group: Encodable { var group: String?, score: Double, hits: [Hit], otherVersions: [Version] }
        struct Output: Encodable {
            var query: String, queryLanguages: [String], rankedExactly: Bool, groups: [Group]
            /// When nothing matched: the index's closest words, and other languages' sections using the query's APIs.
            var suggestions: [String], otherLanguageSections: [Version], sharedAPIs: [String]
        }
        let groups = results.groups.map { group in
            Group(
                group: group.groupID, score: group.score,
                hits: group.hits.map { hit in
                    Hit(
                        id: hit.section.id, file: place(hit.section.document), line: hit.snippet.line,
                        firstLine: hit.section.firstLine, lastLine: hit.section.lastLine,
                        language: hit.section.language.rawValue, heading: hit.section.heading, score: hit.score,
                        snippet: hit.snippet.rendered(open: jsonHighlight.0, close: jsonHighlight.1),
                        plainSnippet: hit.snippet.text, highlights: hit.snippet.highlights, alsoAt: hit.alsoAt.map(version),
                        samples: status(hit.section))
                }, otherVersions: group.otherVersions.map(version))
        }
        let output = Output(
            query: results.query, queryLanguages: results.queryLanguages.map(\.rawValue),
            rankedExactly: results.rankedExactly, groups: groups, suggestions: results.suggestions,
            otherLanguageSections: results.otherLanguageSections.map(version), sharedAPIs: results.sharedAPIs)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(output) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}

extension SearchCommand {
    /// What the README's command reference says `doctool search` does (`doctool help --reference` writes the table).
    static let reference = #"""
        Full-text search in four languages and code, grouped by aligned section, with file:line (named from the
        working folder: `--corpus` says where the corpus is) and highlighted snippets (in `--json`: `snippet`
        with `<mark>` around matches, and `plainSnippet` with `highlights` as its UTF-8 byte ranges). `--status
        passed|failed|smoke|unverified|stale` keeps the sections with a sample of that status in the last
        `verify` or `check` (recorded by sample in `.doctool/verification.json`, git-ignored: the committed
        index holds only what the pages say), and every hit shows its samples' statuses (`samples: 3 passed, 3
        failed`; JSON `samples`); a sample whose code changed since it ran is `stale`. A question may be typed
        as asked ("how to animate a view", "как остановить квадрат", "गिरने वाला वर्ग कैसे बनाएं", "怎么设置重力方向"):
        its stopwords (per language, dropped at query time, kept in the index so quoted phrases still match
        them) are dropped and the other words are a ranked disjunction: sections matching more of them first
        (all of them first of all), then heading matches above body matches, then BM25 with a bonus for adjacent
        words; stemming as before. The snippet is the line (or window of a long line) holding the most distinct
        query words, each highlighted; a code match shows its code line. Other Hindi spellings (ि/ी, ु/ू, ँ/ं,
        nukta) match a tier below the exact one; full-width letters and digits read as ASCII, ё as е. The same
        section saved twice in one language (Markdown and HTML) is one hit naming both files (`same text:`; JSON
        `alsoAt`). When nothing matches: the index's closest words (edit distance, same script; JSON
        `suggestions`), and with `--lang` the sections of other languages whose samples use the query's API
        names (`In other languages, sections using NAME:`; JSON `otherLanguageSections`, `sharedAPIs`). A query
        of more than 64 terms (as typed) is a usage error.
        """#
}
