// searchbench: builds the search index over a generated corpus of ≥ 100,000 sections in the four
// languages (the real corpus pages, replicated and perturbed) and measures build time, size and
// query latency, next to a plain FTS5 `unicode61` index of the same raw text as the baseline.
//
// Run in release: swift run -c release searchbench [SECTIONS] [QUERIES-PER-KIND]
import DocumentModel
import Foundation
import SearchIndex
import TestSupport

/// The same corpus and queries on every run.
typealias Random = SeededGenerator

// MARK: - Corpus pools

/// The blank-line-separated blocks of one language's pages, split into prose and code.
struct Pool {
    var headings: [String] = []
    var prose: [String] = []
    var code: [[String]] = []
    var apis: [[String]] = []
}

let corpus = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("corpus")
let files: [(String, Language)] = [
    ("uikit-dynamics/ru.txt", .ru), ("uikit-dynamics/hi.txt", .hi), ("uikit-dynamics/zh.txt", .zh),
    ("uidynamicanimator-guide/zh.txt", .zh), ("displaying-animation-in-ios/en.txt", .en)
]
let apiPattern = try! NSRegularExpression(pattern: #"\bUI[A-Z][A-Za-z]+\b|\b[a-z][A-Za-z]+\([a-z][A-Za-z]*:"#)

func isCode(_ lines: [String]) -> Bool {
    let codeLike = lines.filter { line in line.contains { "{}();=[]@#".contains($0) } || line.hasPrefix(" ") }
    return codeLike.count * 2 >= lines.count
}

func apis(_ code: String) -> [String] {
    let matches = apiPattern.matches(in: code, range: NSRange(code.startIndex..., in: code))
    let names = matches.map { match -> String in
        let name = String(code[Range(match.range, in: code)!])
        return name.hasSuffix(":") ? name + ")" : name
    }
    return Array(Set(names)).sorted()
}

var pools: [Language: Pool] = [:]
for (path, language) in files {
    let text = try String(contentsOf: corpus.appendingPathComponent(path), encoding: .utf8)
    var pool = pools[language] ?? Pool()
    for block in text.components(separatedBy: "\n\n") {
        let lines = block.split(separator: "\n", omittingEmptySubsequences: true).map(String.init)
        guard !lines.isEmpty else { continue }
        if isCode(lines) {
            pool.code.append(lines)
            pool.apis.append(apis(block))
        } else if lines.count == 1 && lines[0].count < 60 {
            pool.headings.append(lines[0])
        } else {
            pool.prose.append(contentsOf: lines)
        }
    }
    pools[language] = pool
}

// MARK: - Generating sections

let arguments = CommandLine.arguments
let sectionTotal = arguments.count > 1 ? Int(arguments[1]) ?? 100_000 : 100_000
let queriesPerKind = arguments.count > 2 ? Int(arguments[2]) ?? 300 : 300
let languages: [Language] = [.ru, .hi, .zh, .en]
let sectionsPerDocument = 50
var random = Random(seed: 2026)

/// A made-up word in the language's script, so the vocabulary grows with the corpus.
func syntheticWord(_ language: Language, _ random: inout Random) -> String {
    let alphabets: [Language: [Character]] = [
        .ru: Array("абвгдежзиклмнопрстуфхцчшэюя"), .hi: Array("कखगघचछजझटठडढणतथदधनपफबभमयरलवशसह"),
        .zh: Array("天地玄黄宇宙洪荒日月盈昃辰宿列张寒来暑往秋收冬藏"), .en: Array("abcdefghijklmnopqrstuvwxyz")
    ]
    let letters = alphabets[language]!
    return String((0..<(language == .zh ? 2 : 5 + random.below(4))).map { _ in random.pick(letters) })
}

func perturbProse(_ line: String, _ language: Language, _ random: inout Random) -> String {
    var words = line.split(separator: " ").map(String.init)
    let insertions = 1 + random.below(3)
    for _ in 0..<insertions {
        words.insert(syntheticWord(language, &random), at: random.below(words.count + 1))
    }
    return words.joined(separator: language == .zh && random.below(2) == 0 ? "" : " ")
}

func perturbCode(_ lines: [String], _ random: inout Random) -> String {
    let length = min(lines.count, 3 + random.below(6))
    let start = random.below(lines.count - length + 1)
    let suffix = String(random.below(1000))
    return lines[start..<(start + length)].map { line in
        line.replacingOccurrences(of: "View ", with: "View\(suffix) ")
            .replacingOccurrences(of: "view)", with: "view\(suffix))")
    }.joined(separator: "\n")
}

var generationStart = Date()
var documents: [SearchableDocument] = []
var rawSections: [(heading: String, prose: String, code: String, language: Language)] = []
for documentIndex in 0..<((sectionTotal + sectionsPerDocument - 1) / sectionsPerDocument) {
    let language = languages[documentIndex % languages.count]
    let pool = pools[language]!
    let path = "generated/\(language.rawValue)/\(documentIndex / languages.count).txt"
    var sections: [SearchableSection] = []
    var line = 1
    for ordinal in 0..<sectionsPerDocument where documents.count * sectionsPerDocument + ordinal < sectionTotal {
        let heading = perturbProse(random.pick(pool.headings.isEmpty ? pool.prose : pool.headings), language, &random)
        let prose = (0..<(1 + random.below(2))).map { _ in perturbProse(random.pick(pool.prose), language, &random) }
        let codeIndex = random.below(pool.code.count)
        let code = random.below(4) == 0 ? nil : perturbCode(pool.code[codeIndex], &random)
        let proseFragments = prose.enumerated().map { SourceFragment(line: line + 2 + $0.offset * 2, text: $0.element) }
        let codeLine = line + 2 + prose.count * 2
        let codeFragments = code.map { [SourceFragment(line: codeLine, text: $0)] } ?? []
        let lastLine = codeLine + (code?.split(separator: "\n").count ?? 0)
        // Sections at the same place in the four languages' documents form one alignment group.
        let group = "g\(documentIndex / languages.count)-\(ordinal)"
        let codeApis = code == nil ? [] : pool.apis[codeIndex].filter { code!.contains($0.split(separator: "(")[0]) }
        let objc = code?.contains("alloc]") == true || code?.contains("];") == true
        sections.append(
            SearchableSection(
                id: "\(path)#\(line)", topic: "generated", language: language, heading: heading,
                headingLine: line, prose: proseFragments, code: codeFragments,
                range: SourceRange(file: path, firstLine: line, lastLine: lastLine, byteStart: 0, byteEnd: 0),
                groupID: group, apis: codeApis, codeLanguages: code == nil ? [] : [objc ? .objc : .swift],
                swiftEras: code == nil || objc ? [] : [random.pick([SwiftEra.swift2, .swift3, .modern])]))
        rawSections.append((heading, prose.joined(separator: "\n"), code ?? "", language))
        line = lastLine + 2
    }
    documents.append(
        SearchableDocument(
            path: path, topic: "generated", language: language,
            contentHash: String(documentIndex), sections: sections))
}
let generationSeconds = Date().timeIntervalSince(generationStart)
let rawBytes = rawSections.reduce(0) { $0 + $1.heading.utf8.count + $1.prose.utf8.count + $1.code.utf8.count }

// MARK: - Queries

/// Query strings of one kind, drawn from the generated text so they have realistic frequencies.
func words(_ text: String) -> [String] {
    text.split(whereSeparator: { !$0.isLetter && !$0.isMark }).map(String.init)
}
extension Character {
    var isMark: Bool {
        unicodeScalars.allSatisfy {
            $0.properties.generalCategory == .nonspacingMark || $0.properties.generalCategory == .spacingMark
        }
    }
}

var queryRandom = Random(seed: 7)
var wordQueries: [String] = [], phraseQueries: [String] = [], chineseQueries: [String] = [], apiQueries: [String] = []
while wordQueries.count < queriesPerKind || phraseQueries.count < queriesPerKind || chineseQueries.count < queriesPerKind {
    let section = rawSections[queryRandom.below(rawSections.count)]
    if section.language == .zh {
        let han = section.prose.unicodeScalars.filter { (0x4E00...0x9FFF).contains($0.value) }.map { Character($0) }
        if han.count >= 2 && chineseQueries.count < queriesPerKind {
            let start = queryRandom.below(han.count - 1)
            chineseQueries.append(String(han[start...(start + 1)]))
        }
        continue
    }
    let proseWords = words(section.prose).filter { $0.count >= 4 }
    guard proseWords.count >= 2 else { continue }
    if wordQueries.count < queriesPerKind { wordQueries.append(queryRandom.pick(proseWords)) }
    let all = words(section.prose)
    if phraseQueries.count < queriesPerKind, all.count >= 2 {
        let start = queryRandom.below(all.count - 1)
        phraseQueries.append("\"\(all[start]) \(all[start + 1])\"")
    }
}
// Natural questions: two or three words of one section (its heading and prose) inside the question
// words of its language, as people type them ("how to … with the …", "как … в …", "… को कैसे …", "如何……的…").
var questionQueries: [String] = []
while questionQueries.count < queriesPerKind {
    let section = rawSections[queryRandom.below(rawSections.count)]
    let text = section.heading + " " + section.prose
    if section.language == .zh {
        let han = text.unicodeScalars.filter { (0x4E00...0x9FFF).contains($0.value) }.map { Character($0) }
        guard han.count >= 6 else { continue }
        let pairs = (0..<3).map { _ -> String in
            let start = queryRandom.below(han.count - 1)
            return String(han[start...(start + 1)])
        }
        questionQueries.append("如何" + pairs[0] + pairs[1] + "的" + pairs[2])
        continue
    }
    let content = words(text).filter { $0.count >= 4 }
    guard content.count >= 3 else { continue }
    let picked = (0..<3).map { _ in queryRandom.pick(content) }
    switch section.language {
    case .ru: questionQueries.append("как \(picked[0]) \(picked[1]) в \(picked[2])")
    case .hi: questionQueries.append("\(picked[0]) \(picked[1]) को कैसे \(picked[2])")
    default: questionQueries.append("how to \(picked[0]) \(picked[1]) with the \(picked[2])")
    }
}
// Misspelled words (one letter dropped from a word query): most find nothing and get suggestions.
let typoQueries = wordQueries.map { word -> String in
    var letters = Array(word)
    letters.remove(at: letters.count / 2)
    return String(letters)
}
let apiNames = Array(Set(documents.flatMap { $0.sections.flatMap(\.apis) })).sorted()
for _ in 0..<queriesPerKind { apiQueries.append(queryRandom.pick(apiNames)) }

// MARK: - Measuring

func percentile(_ samples: [Double], _ p: Double) -> Double {
    let sorted = samples.sorted()
    return sorted[min(sorted.count - 1, Int((Double(sorted.count) * p).rounded(.up)) - 1)]
}

/// Latency figures of one query kind: wall-clock and this thread's CPU time (the machine is shared,
/// so CPU time is the figure that does not depend on what else runs), in milliseconds.
struct Latency {
    var wallP50: Double, wallP99: Double, cpuP50: Double, cpuP99: Double, meanHits: Double
}

/// CPU time of the whole process (every thread), for builds: the builder analyzes on a second thread.
func processCPUNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

func cpuNanoseconds() -> UInt64 {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
}

func measure(_ queries: [String], _ run: (String) throws -> Int) rethrows -> Latency {
    var wall: [Double] = [], cpu: [Double] = []
    var hits = 0
    for query in queries {
        let start = DispatchTime.now().uptimeNanoseconds, cpuStart = cpuNanoseconds()
        hits += try run(query)
        cpu.append(Double(cpuNanoseconds() - cpuStart) / 1_000_000)
        wall.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
    }
    return Latency(
        wallP50: percentile(wall, 0.5), wallP99: percentile(wall, 0.99), cpuP50: percentile(cpu, 0.5),
        cpuP99: percentile(cpu, 0.99), meanHits: Double(hits) / Double(queries.count))
}

func fileSize(_ url: URL) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? Int) ?? 0
}

// SEARCHBENCH_KEEP=1 leaves both databases behind for inspection. SEARCHBENCH_QUERY=KIND (word, phrase,
// api, chinese, filtered, question, question-filtered, typo) with SEARCHBENCH_DIR=DIR measures only that kind, in a loop, against the
// index kept in DIR (built there on first use): the mode for profiling queries with perf.
let environment = ProcessInfo.processInfo.environment
if let kind = environment["SEARCHBENCH_QUERY"], let directory = environment["SEARCHBENCH_DIR"] {
    let folder = URL(fileURLWithPath: directory)
    if !FileManager.default.fileExists(atPath: folder.appendingPathComponent(SearchIndexBuilder.fileName).path) {
        try SearchIndexBuilder.build(at: folder, documents: documents)
    }
    let reader = try SearchIndexReader(directory: folder)
    let queries: [String: [String]] = [
        "word": wordQueries, "phrase": phraseQueries, "api": apiQueries,
        "chinese": chineseQueries, "filtered": wordQueries, "question": questionQueries,
        "question-filtered": questionQueries, "typo": typoQueries
    ]
    let rounds = Int(environment["SEARCHBENCH_ROUNDS"] ?? "") ?? 5
    for _ in 0..<rounds {
        let latency = try measure(queries[kind] ?? []) { query in
            let request =
                kind.hasSuffix("filtered")
                ? SearchRequest(query: query, codeLanguage: .swift, era: .modern)
                : SearchRequest(query: query)
            return try reader.search(request).hits.count
        }
        print(String(format: "%@: cpu p50 %.2f ms, p99 %.2f ms", kind, latency.cpuP50, latency.cpuP99))
    }
    if environment["SEARCHBENCH_SLOWEST"] != nil {
        var timed: [(Double, String)] = []
        for query in queries[kind] ?? [] {
            let start = cpuNanoseconds()
            _ = try reader.search(
                kind.hasSuffix("filtered")
                    ? SearchRequest(query: query, codeLanguage: .swift, era: .modern)
                    : SearchRequest(query: query))
            timed.append((Double(cpuNanoseconds() - start) / 1e6, query))
        }
        for (ms, query) in timed.sorted(by: { $0.0 > $1.0 }).prefix(8) {
            print(
                String(format: "%7.2f ms  %@  →  %@", ms, query, SearchQuery(query, analyzer: Analyzer()).matchExpression ?? "-"))
        }
    }
    exit(0)
}
let work = FileManager.default.temporaryDirectory.appendingPathComponent(
    "searchbench-\(ProcessInfo.processInfo.processIdentifier)")
try? FileManager.default.removeItem(at: work)
try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
let keep = environment["SEARCHBENCH_KEEP"] != nil
defer { if keep { print("kept \(work.path)") } else { try? FileManager.default.removeItem(at: work) } }

// Our index.
let buildStart = Date(), buildCPUStart = processCPUNanoseconds()
try SearchIndexBuilder.build(at: work, documents: documents)
let buildSeconds = Date().timeIntervalSince(buildStart)
let buildCPUSeconds = Double(processCPUNanoseconds() - buildCPUStart) / 1e9
let indexSize = fileSize(work.appendingPathComponent(SearchIndexBuilder.fileName))
let noOpStart = Date()
let noOp = try SearchIndexBuilder.build(at: work, documents: documents)
let noOpSeconds = Date().timeIntervalSince(noOpStart)
var changed = documents
changed[0].contentHash = "changed"
changed[0].sections[0].heading += " изменено"
let incrementalStart = Date()
let incremental = try SearchIndexBuilder.build(at: work, documents: changed)
let incrementalSeconds = Date().timeIntervalSince(incrementalStart)

let reader = try SearchIndexReader(directory: work)
@MainActor func ours(_ request: @escaping (String) -> SearchRequest) -> (String) throws -> Int {
    { query in try reader.search(request(query)).hits.count }
}
// Warm the page cache the same way for both indexes.
_ = try measure(Array(wordQueries.prefix(20)), ours { SearchRequest(query: $0) })
let oursWord = try measure(wordQueries, ours { SearchRequest(query: $0) })
let oursPhrase = try measure(phraseQueries, ours { SearchRequest(query: $0) })
let oursAPI = try measure(apiQueries, ours { SearchRequest(query: $0) })
let oursAPIFilter = try measure(apiQueries, ours { SearchRequest(query: "", api: $0) })
let oursChinese = try measure(chineseQueries, ours { SearchRequest(query: $0) })
let oursFiltered = try measure(wordQueries, ours { SearchRequest(query: $0, codeLanguage: .swift, era: .modern) })
let oursQuestion = try measure(questionQueries, ours { SearchRequest(query: $0) })
let oursQuestionFiltered = try measure(questionQueries, ours { SearchRequest(query: $0, codeLanguage: .swift, era: .modern) })
let oursTypo = try measure(typoQueries, ours { SearchRequest(query: $0) })
var typoMisses = 0
for query in typoQueries where try reader.search(SearchRequest(query: query)).groups.isEmpty { typoMisses += 1 }
// The same word queries ranked exactly (no tiers), to show what the tiers buy.
let exactReader = try SearchIndexReader(directory: work, exactRankingLimit: Int.max)
let oursExact = try measure(wordQueries) { query in try exactReader.search(SearchRequest(query: query)).hits.count }
var broadCount = 0
for query in wordQueries where !(try reader.search(SearchRequest(query: query)).rankedExactly) { broadCount += 1 }

// Baseline: plain FTS5 unicode61 over the raw text, BM25, top 10 (no snippets, no grouping).
let baselineURL = work.appendingPathComponent("baseline.sqlite")
let baselineStart = Date(), baselineCPUStart = processCPUNanoseconds()
do {
    let database = try SQLiteDatabase(path: baselineURL.path, mode: .readWrite)
    try database.execute("PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF;")
    try database.execute("CREATE VIRTUAL TABLE t USING fts5(heading, prose, code, tokenize = 'unicode61')")
    let insert = try database.prepare("INSERT INTO t(heading, prose, code) VALUES(?, ?, ?)")
    try database.transaction {
        for section in rawSections { try insert.run([.text(section.heading), .text(section.prose), .text(section.code)]) }
    }
    try database.execute("INSERT INTO t(t) VALUES('optimize')")
}
let baselineSeconds = Date().timeIntervalSince(baselineStart)
let baselineCPUSeconds = Double(processCPUNanoseconds() - baselineCPUStart) / 1e9
let baselineSize = fileSize(baselineURL)
let baseline = try SQLiteDatabase(path: baselineURL.path, mode: .readOnly)
let baselineQuery = try baseline.prepare("SELECT rowid, heading FROM t WHERE t MATCH ? ORDER BY rank LIMIT 10")
@MainActor func plain(_ query: String) throws -> Int {
    let phrase = "\"" + query.replacingOccurrences(of: "\"", with: "") + "\""
    return try baselineQuery.rows([.text(phrase)]) { $0.int(0) }.count
}
_ = try measure(Array(wordQueries.prefix(20)), plain)
let plainWord = try measure(wordQueries, plain)
let plainPhrase = try measure(phraseQueries, plain)
let plainAPI = try measure(apiQueries, plain)
let plainChinese = try measure(chineseQueries, plain)
// The baseline's natural form of a question: every word must match (FTS5's implicit AND).
@MainActor func plainWords(_ query: String) throws -> Int {
    let terms = query.split(separator: " ").map { "\"" + $0.replacingOccurrences(of: "\"", with: "") + "\"" }
    return try baselineQuery.rows([.text(terms.joined(separator: " "))]) { $0.int(0) }.count
}
let plainQuestion = try measure(questionQueries, plainWords)

// MARK: - Report

func pad(_ text: String, _ width: Int) -> String {
    text.count >= width ? text : text + String(repeating: " ", count: width - text.count)
}
func figures(_ latency: Latency?) -> String {
    guard let latency else { return "      —       —       —       —     —" }
    return String(
        format: "%7.2f %7.2f %7.2f %7.2f %5.1f", latency.cpuP50, latency.cpuP99, latency.wallP50,
        latency.wallP99, latency.meanHits)
}
func row(_ name: String, _ ours: Latency, _ plain: Latency?) -> String {
    pad(name, 27) + figures(ours) + "  | " + figures(plain)
}
let megabyte = 1_048_576.0
var load = [Double](repeating: 0, count: 3)
getloadavg(&load, 3)
print(
    "searchbench: \(rawSections.count) sections in \(documents.count) documents (ru, hi, zh, en), "
        + String(
            format: "%.1f MB of text, generated in %.1f s; SQLite %@; load average %.1f",
            Double(rawBytes) / megabyte, generationSeconds, SQLiteDatabase.libraryVersion, load[0]))
print(
    String(
        format:
            "build      doctool: %6.1f s wall, %6.1f s CPU, %6.1f MB  |  plain unicode61: %5.1f s wall, %5.1f s CPU, %5.1f MB",
        buildSeconds, buildCPUSeconds, Double(indexSize) / megabyte, baselineSeconds, baselineCPUSeconds,
        Double(baselineSize) / megabyte))
print(
    String(
        format:
            "build rate doctool: %.1f MB of text/s wall (%.1f per CPU-second)  |  plain unicode61: %.1f MB/s; compare ingestbench's MB/s",
        Double(rawBytes) / megabyte / buildSeconds, Double(rawBytes) / megabyte / buildCPUSeconds,
        Double(rawBytes) / megabyte / baselineSeconds))
print(
    String(
        format: "re-index   unchanged corpus: %.3f s (no-op: %@); one changed document: %.2f s (updated %d)",
        noOpSeconds, noOp.isNoOp ? "yes" : "no", incrementalSeconds, incremental.updated.count))
print("latency in ms over \(queriesPerKind) queries each: doctool = top 10 groups with snippets; plain = top 10 rows")
print(pad("", 27) + "---------- doctool ------------------  | ----------- plain unicode61 ---------")
print(pad("query kind", 27) + "cpu p50 cpu p99 walp50 wal p99  hits  | cpu p50 cpu p99 walp50 wal p99  hits")
print(row("word (ru/hi/en)", oursWord, plainWord))
print(row("phrase", oursPhrase, plainPhrase))
print(row("API name as query", oursAPI, plainAPI))
print(row("API filter (--api)", oursAPIFilter, nil))
print(row("Chinese two-character", oursChinese, plainChinese))
print(row("word + --code swift --era", oursFiltered, nil))
print(row("natural question", oursQuestion, plainQuestion))
print(row("question + --code --era", oursQuestionFiltered, nil))
print(row("misspelled word", oursTypo, nil))
print(row("word, exact BM25 (no tiers)", oursExact, nil))
print("\(typoMisses) of \(typoQueries.count) misspelled words found nothing and were given suggestions")
print(
    "\(broadCount) of \(wordQueries.count) word queries matched more than \(SearchIndexReader.defaultExactRankingLimit) sections and were ranked in tiers"
)
