// ingestbench: how fast pages are ingested, per format, and how much memory that takes.
//
// It generates a corpus in a temporary folder from the seed pages in corpus/ (by default 210 MiB split
// between the three formats, and a fourth set, html-site, as large as one of them): each seed is
// replicated with perturbations (numbers shifted, headings numbered) and rendered as plain text, HTML
// (with site chrome, entities, unclosed <p>s) and Markdown (fences, setext headings). Each set is then
// ingested in its own child process, one file at a time (no Document is kept), best of three passes; the
// child reports MiB/s (2^20 bytes, as every size here) and its peak RSS, so the memory figure belongs to
// that set alone and shows it is bounded by the largest file. For the HTML sets it also times libxml2 alone
// on the same files, as a SAX parse and as a parse into a tree that is then walked, and prints what fraction
// of each speed ingestion reaches: the host's speed changes from hour to hour, the fractions much less.
//
// Run: swift build -c release --product ingestbench && .build/release/ingestbench [--size-mb 210]
// (`--help` lists the options).
// To measure again without generating again: `--dir DIR --keep` once, then `--dir DIR --reuse` (a reused
// corpus is kept); `--measure text|html|markdown|html-site --dir DIR` measures one set (for a profiler;
// add `--no-baseline` to skip the libxml2-alone passes after it).
import CLibXML2
import DocumentModel
import Foundation
import Ingestion
#if canImport(Glibc)
    import Glibc
#endif

// MARK: - Arguments

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}

/// The sets the corpus holds, each in its own folder, and how a seed page is written in each.
let formats: [(name: String, ext: String, render: (String, Int) -> String)] = [
    ("text", "txt", { text, _ in text }),
    ("html", "html", renderHTML),
    ("markdown", "md", renderMarkdown),
    // Not one of the three formats the 210 MiB is split between: the same pages as HTML again, marked up as a site.
    ("html-site", "html", renderSiteHTML)
]

let usage = """
    usage: ingestbench [--size-mb N] [--dir DIR] [--keep] [--reuse] [--corpus DIR]
           ingestbench --measure text|html|markdown|html-site --dir DIR [--no-baseline]

    Generates a corpus from the seed pages (N MiB split between text, HTML and Markdown, 210 by default,
    and an html-site set as large as one of them) and prints, per set, MiB/s of CPU time (2^20 bytes)
    and peak RSS, each set ingested in its own process.
      --size-mb N    MiB split between text, HTML and Markdown (1 to 100000)
      --dir DIR      generate into DIR instead of a temporary folder
      --keep         keep the generated corpus
      --reuse        measure the corpus already in DIR, generating only the sets it lacks
      --corpus DIR   the seed pages (default: the package's corpus/)
      --measure SET  ingest one set folder of DIR and print its line (for a profiler)
      --no-baseline  with --measure: skip the libxml2-alone passes
      -h, --help     this text

    """

/// The arguments are checked before anything runs: a mistyped option must not start a long benchmark.
@MainActor func checkArguments() {
    let flags: Set<String> = ["--keep", "--reuse", "--no-baseline"]
    let valued: Set<String> = ["--size-mb", "--dir", "--corpus", "--measure"]
    var index = 1
    while index < arguments.count {
        let argument = arguments[index]
        if argument == "--help" || argument == "-h" {
            print(usage, terminator: "")
            exit(0)
        }
        if flags.contains(argument) {
            index += 1
        } else if valued.contains(argument), index + 1 < arguments.count, !arguments[index + 1].hasPrefix("--") {
            index += 2
        } else {
            let problem = valued.contains(argument) ? "\(argument) needs a value" : "unknown argument '\(argument)'"
            FileHandle.standardError.write(Data("Error: \(problem)\n\(usage)".utf8))
            exit(64)
        }
    }
    if let size = option("--size-mb"), Int(size).map({ (1...100_000).contains($0) }) != true {
        FileHandle.standardError.write(
            Data("Error: --size-mb takes a whole number of MiB from 1 to 100000, not '\(size)'\n".utf8))
        exit(64)
    }
    if let set = option("--measure"), !formats.contains(where: { $0.name == set }) {
        let names = formats.map(\.name).joined(separator: ", ")
        FileHandle.standardError.write(Data("Error: --measure takes one of \(names), not '\(set)'\n".utf8))
        exit(64)
    }
    if option("--measure") != nil, option("--dir") == nil {
        FileHandle.standardError.write(Data("Error: --measure needs --dir DIR (the folder a --keep run left)\n".utf8))
        exit(64)
    }
}
checkArguments()

// MARK: - Measuring one format (child process)

/// Seconds on `clock`: the process's CPU time measures one core even on a loaded machine
/// (wall time is printed too, for an idle one).
func now(_ clock: clockid_t) -> Double {
    var time = timespec()
    clock_gettime(clock, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
}

/// The bytes of text in the tree under `root`: a walk of every node (attributes aside) in document order,
/// down through `children`, along `next`, back up through `parent`. Iterative, because libxml2 2.9's HTML
/// parser puts no bound on nesting: a page of a million unclosed `<div>`s is a million levels deep.
func textLength(_ root: UnsafeMutablePointer<xmlNode>) -> Int {
    var total = 0
    var node = root
    while true {
        if node.pointee.type == XML_TEXT_NODE, let content = node.pointee.content { total += strlen(content) }
        if let child = node.pointee.children {
            node = child
            continue
        }
        // No children: the next sibling of this node or of the nearest ancestor that has one, below `root`.
        while node != root, node.pointee.next == nil {
            guard let parent = node.pointee.parent else { return total }
            node = parent
        }
        guard node != root, let next = node.pointee.next else { return total }
        node = next
    }
}

func peakRSSKilobytes() -> Int {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    return Int(usage.ru_maxrss)
}

if let format = option("--measure"), let folder = option("--dir") {
    let files = (try FileManager.default.contentsOfDirectory(atPath: folder + "/" + format)).sorted()
    let reader = DocumentReader(options: .init(maxFileBytes: 64 << 20))
    var best = Double.infinity, bestWall = Double.infinity
    var bytes = 0, blocks = 0, codeBlocks = 0, failures = 0, largest = 0
    for _ in 0..<3 {
        bytes = 0; blocks = 0; codeBlocks = 0; failures = 0
        let start = now(CLOCK_PROCESS_CPUTIME_ID), startWall = now(CLOCK_MONOTONIC)
        for name in files {
            let path = folder + "/" + format + "/" + name
            do {
                let document = try reader.read(filePath: path, as: name)
                // Counted in place: `Section.codeBlocks` would copy every code block, which is this loop's cost, not ingestion's.
                for section in document.sections {
                    // A tag test, not `== nil` (which compares a `Block?` as Equatable, inside the timed loop).
                    if case .some = section.heading { blocks += 1 }
                    blocks += section.blocks.count
                    for index in section.blocks.indices where section.blocks[index].kind == .code { codeBlocks += 1 }
                }
            } catch {
                failures += 1
            }
            var status = stat()
            let size = stat(path, &status) == 0 ? Int(status.st_size) : 0  // not FileManager: its cost was in the figure
            bytes += size
            largest = max(largest, size)
        }
        best = min(best, now(CLOCK_PROCESS_CPUTIME_ID) - start)
        bestWall = min(bestWall, now(CLOCK_MONOTONIC) - startWall)
    }
    let megabytes = Double(bytes) / 1_048_576
    // Ingestion's own peak, before libxml2's tree (a whole page of nodes) can raise it.
    let peakKilobytes = peakRSSKilobytes()
    // For scale: libxml2 alone on the same HTML files, two ways. Its SAX push parser with no handlers, given
    // each page as one chunk (what the ingester drives, without anything done with the events); and the way
    // the issue's reference figure was taken ("parsed and walked"): `htmlReadMemory` into a tree, every node
    // visited and its text measured, the tree freed. `--no-baseline` skips both, for a profiler.
    var libxml2Only = ""
    if format.hasPrefix("html"), !arguments.contains("--no-baseline") {
        let options = HTMLParser.libxml2Options
        /// CPU seconds of `parse` over every page, each read into memory first (as ingestion reads its pages).
        func cpuTime(parsingEachPage parse: (_ name: String, _ page: UnsafePointer<CChar>, _ count: Int32) -> Void) throws
            -> Double
        {
            let start = now(CLOCK_PROCESS_CPUTIME_ID)
            for name in files {
                let data = try Data(contentsOf: URL(fileURLWithPath: folder + "/" + format + "/" + name))
                data.withUnsafeBytes { raw in
                    parse(name, raw.baseAddress!.assumingMemoryBound(to: CChar.self), Int32(raw.count))
                }
            }
            return now(CLOCK_PROCESS_CPUTIME_ID) - start
        }
        var bestParse = Double.infinity, bestTree = Double.infinity
        var textBytes = 0
        for _ in 0..<3 {
            bestParse = min(
                bestParse,
                try cpuTime { name, page, count in
                    var handler = htmlSAXHandler()
                    guard let context = htmlCreatePushParserCtxt(&handler, nil, nil, 0, name, XML_CHAR_ENCODING_UTF8) else {
                        return
                    }
                    _ = htmlCtxtUseOptions(context, options)
                    _ = htmlParseChunk(context, page, count, 1)
                    htmlFreeParserCtxt(context)
                })
            textBytes = 0
            bestTree = min(
                bestTree,
                try cpuTime { name, page, count in
                    guard let document = htmlReadMemory(page, count, name, "UTF-8", options) else { return }
                    textBytes += textLength(UnsafeMutableRawPointer(document).assumingMemoryBound(to: xmlNode.self))
                    xmlFreeDoc(document)
                })
        }
        precondition(textBytes > 0, "the tree walk found no text")
        // The ratios move less than any speed when other load on the host slows the machine down, so they are
        // what compare a run with one on another day or machine (or with libxml2's speed measured elsewhere).
        libxml2Only = String(
            format:
                "  (libxml2 alone: SAX parse %.1f MiB/s, ingest at %.2f of it; parse to a tree and walk %.1f MiB/s, ingest at %.2f of it)",
            megabytes / bestParse, bestParse / best, megabytes / bestTree, bestTree / best)
    }
    print(
        format.padding(toLength: 10, withPad: " ", startingAt: 0)
            + String(
                format:
                    " %8.1f MiB  %4d files  largest %5.1f MiB  %7.1f MiB/s cpu %7.1f MiB/s wall  peak RSS %6.1f MiB  %9d blocks  %8d code  %d failed",
                megabytes, files.count, Double(largest) / 1_048_576, megabytes / best, megabytes / bestWall,
                Double(peakKilobytes) / 1024, blocks, codeBlocks, failures) + libxml2Only)
    exit(0)
}

// MARK: - Rendering seeds

/// The seed pages as text.
func loadSeeds() throws -> [String] {
    let corpus =
        option("--corpus")
        ?? URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("corpus").path
    var seeds: [String] = []
    let enumerator = FileManager.default.enumerator(atPath: corpus)
    while let relative = enumerator?.nextObject() as? String {
        if relative.hasSuffix(".txt") {
            seeds.append(try String(contentsOfFile: corpus + "/" + relative, encoding: .utf8))
        }
    }
    guard !seeds.isEmpty else {
        throw NSError(domain: "ingestbench", code: 1, userInfo: [NSLocalizedDescriptionKey: "no seeds in \(corpus)"])
    }
    return seeds.sorted()
}

/// A copy of a seed with its digits shifted by `variant`, so copies differ but keep their shape.
func perturb(_ text: String, _ variant: Int) -> String {
    let shift = UInt8(variant % 10)
    guard shift != 0 else { return text }
    var bytes = Array(text.utf8)
    for index in bytes.indices where bytes[index] >= 0x30 && bytes[index] <= 0x39 {
        bytes[index] = 0x30 + (bytes[index] - 0x30 + shift) % 10
    }
    return String(decoding: bytes, as: UTF8.self)
}

/// A seed's paragraphs, each marked as code or prose by a rough look at its lines.
func paragraphs(_ text: String) -> [(isCode: Bool, lines: [Substring])] {
    var result: [(Bool, [Substring])] = []
    for paragraph in text.components(separatedBy: "\n\n") {
        let lines = paragraph.split(separator: "\n", omittingEmptySubsequences: false)
        guard !lines.allSatisfy({ $0.isEmpty }) else { continue }
        let codeLike = lines.filter { line in
            line.hasPrefix(" ") || line.hasSuffix("{") || line.hasSuffix(";") || line.hasSuffix("}")
                || line.contains(" = ") || line.hasSuffix(")")
        }.count
        result.append((codeLike * 2 >= lines.count, lines))
    }
    return result
}

func escapeHTML(_ text: Substring) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for character in text {
        switch character {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        default: out.append(character)
        }
    }
    return out
}

func renderHTML(_ text: String, variant: Int) -> String {
    var html =
        "<!DOCTYPE html>\n<html lang=\"ru\"><head><meta charset=\"utf-8\"><title>Страница \(variant)</title>"
        + "<style>pre { color: #333 }</style></head>\n<body>\n<nav class=\"breadcrumb\"><a href=\"/\">iOS</a> &raquo; UIKit</nav>\n"
    for (isCode, lines) in paragraphs(text) {
        if isCode {
            html += "<pre><code class=\"language-swift\">" + lines.map(escapeHTML).joined(separator: "\n") + "</code></pre>\n"
        } else if lines.count == 1, lines[0].count < 60 {
            html += "<h2>" + escapeHTML(lines[0]) + "</h2>\n"
        } else {
            html += "<p>" + lines.map(escapeHTML).joined(separator: "<br>\n") + "\n"  // unclosed <p>, as sites write it
        }
    }
    return html + "<footer>Архив ↓ · 19.04.2021</footer>\n</body></html>\n"
}

/// The same page as a documentation site serves it: every element carries classes, code is
/// syntax-highlighted into `<span class>` tokens, API names in prose are inline `code`, some words are
/// links, and the page has a menu, a sidebar and a cookie banner. Most of its bytes are markup, and
/// every span asks the ingester whether its class makes it site chrome.
func renderSiteHTML(_ text: String, variant: Int) -> String {
    var html =
        "<!DOCTYPE html>\n<html lang=\"ru\"><head><meta charset=\"utf-8\"><title>Страница \(variant)</title>"
        + "<link rel=\"stylesheet\" href=\"/css/site.css\"></head>\n<body class=\"post-template\">\n"
        + "<header class=\"site-header\"><nav class=\"site-nav\"><ul class=\"menu\"><li class=\"menu-item\"><a class=\"nav-link\" href=\"/\">iOS</a></li>"
        + "<li class=\"menu-item\"><a class=\"nav-link\" href=\"/uikit\">UIKit</a></li></ul></nav></header>\n"
        + "<div class=\"cookie-banner\" id=\"cookie_notice\">Мы используем cookies. <a class=\"btn\" href=\"#ok\">OK</a></div>\n"
        + "<main class=\"site-main\"><article class=\"post\"><div class=\"post-content\">\n"
    var wordIndex = 0
    for (isCode, lines) in paragraphs(text) {
        if isCode {
            html +=
                "<pre class=\"code-block\"><code class=\"language-swift hljs\">"
                + lines.map(highlightedLine).joined(separator: "\n") + "</code></pre>\n"
        } else if lines.count == 1, lines[0].count < 60 {
            html += "<h2 class=\"post-heading\" id=\"h-\(wordIndex)\">" + escapeHTML(lines[0]) + "</h2>\n"
        } else {
            var rendered: [String] = []
            for line in lines {
                var words: [String] = []
                for word in line.split(separator: " ", omittingEmptySubsequences: false) {
                    wordIndex += 1
                    words.append(siteWord(word, index: wordIndex))
                }
                rendered.append(words.joined(separator: " "))
            }
            html += "<p class=\"post-text\">" + rendered.joined(separator: "<br>\n") + "</p>\n"
        }
    }
    return html + "</div></article>\n<aside class=\"sidebar\"><h3 class=\"widget-title\">Архив ↓</h3><ul class=\"archive\">"
        + "<li><a class=\"archive-link\" href=\"/2021/04\">19.04.2021</a></li></ul></aside></main>\n"
        + "<footer class=\"site-footer\"><span class=\"copyright\">© 2021</span></footer>\n</body></html>\n"
}

/// A prose word as a site marks it up: an API name as inline code, every ninth word a link.
func siteWord(_ word: Substring, index: Int) -> String {
    let hasInnerCapital = word.dropFirst().contains { $0.isUppercase && $0.isASCII }
    if hasInnerCapital { return "<code class=\"inline-code\">" + escapeHTML(word) + "</code>" }
    if index % 9 == 0, !word.isEmpty { return "<a class=\"post-link\" href=\"/tag/\(index % 50)\">" + escapeHTML(word) + "</a>" }
    return escapeHTML(word)
}

/// The Swift keywords `highlightedLine` marks.
let swiftKeywords: Set<Substring> = [
    "let", "var", "func", "class", "override", "super", "self", "return", "import",
    "if", "else", "true", "false", "nil", "in", "guard", "private", "static"
]

/// One line of Swift as a highlighter marks it up: keywords, types, numbers, strings and comments in spans.
func highlightedLine(_ line: Substring) -> String {
    var out = ""
    var index = line.startIndex
    while index < line.endIndex {
        let character = line[index]
        if character == "/", line[index...].hasPrefix("//") {
            out += "<span class=\"hljs-comment\">" + escapeHTML(line[index...]) + "</span>"
            break
        }
        if character == "\"" {
            let close = line[line.index(after: index)...].firstIndex(of: "\"").map { line.index(after: $0) } ?? line.endIndex
            out += "<span class=\"hljs-string\">" + escapeHTML(line[index..<close]) + "</span>"
            index = close
            continue
        }
        let isDigit: (Character) -> Bool = { $0.isASCII && $0.isWholeNumber }
        if character.isLetter || character == "_" || character == "@" || isDigit(character) {
            var end = line.index(after: index)
            while end < line.endIndex {
                let next = line[end]
                // A number's `.` only when a digit follows it: `1.5`, not the `0..` of `0..<n`.
                let isDecimalPoint =
                    next == "." && isDigit(character) && line.index(after: end) < line.endIndex
                    && isDigit(line[line.index(after: end)])
                guard next.isLetter || isDigit(next) || next == "_" || isDecimalPoint else { break }
                end = line.index(after: end)
            }
            let token = line[index..<end]
            if swiftKeywords.contains(token) {
                out += "<span class=\"hljs-keyword\">" + token + "</span>"
            } else if isDigit(character) {
                out += "<span class=\"hljs-number\">" + token + "</span>"
            } else if character.isUppercase {
                out += "<span class=\"hljs-type\">" + escapeHTML(token) + "</span>"
            } else {
                out += escapeHTML(token)
            }
            index = end
            continue
        }
        out += escapeHTML(line[index...index])
        index = line.index(after: index)
    }
    return out
}

func renderMarkdown(_ text: String, variant: Int) -> String {
    var markdown = "---\ntitle: Страница \(variant)\nlang: ru\n---\n\n"
    for (isCode, lines) in paragraphs(text) {
        if isCode {
            markdown += "```swift\n" + lines.joined(separator: "\n") + "\n```\n\n"
        } else if lines.count == 1, lines[0].count < 60 {
            markdown += lines[0] + "\n" + String(repeating: "-", count: max(3, lines[0].count)) + "\n\n"
        } else {
            markdown += lines.joined(separator: "\n") + "\n\n"
        }
    }
    return markdown
}

// MARK: - Generating the corpus

let totalMegabytes = Int(option("--size-mb") ?? "210") ?? 210
let folder = option("--dir") ?? FileManager.default.temporaryDirectory.appendingPathComponent("ingestbench-\(getpid())").path
let seeds = try loadSeeds()
let perFormat = totalMegabytes << 20 / 3
/// With `--reuse`, a set a corpus left by `--keep` already has is measured as it is; only missing sets are
/// generated (a corpus kept before `html-site` existed gains that set), and the folder is never removed.
let reuseAsked = arguments.contains("--reuse")
let reused = Set(
    formats.map(\.name).filter { name in
        reuseAsked && !((try? FileManager.default.contentsOfDirectory(atPath: folder + "/" + name)) ?? []).isEmpty
    })
if !reused.isEmpty { print("ingestbench: reusing \(reused.sorted().joined(separator: ", ")) in \(folder)") }
if reused.count < formats.count {
    print(
        "ingestbench: generating \(formats.filter { !reused.contains($0.name) }.map(\.name).joined(separator: ", ")), "
            + "\(totalMegabytes / 3) MiB each, from \(seeds.count) seed pages in \(folder)")
}
for format in formats where !reused.contains(format.name) {
    let directory = folder + "/" + format.name
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    var written = 0
    var fileIndex = 0
    var variant = 0
    while written < perFormat {
        // Files from about 0.3 MiB to 3 MiB: a few seed copies each, in varying numbers.
        let copies = 2 + (fileIndex * 7) % 30
        var page = ""
        for copy in 0..<copies {
            variant += 1
            let seed = seeds[(fileIndex + copy) % seeds.count]
            page += format.render(perturb(seed, variant), variant)
            if format.ext == "html", copy + 1 < copies { page = String(page.dropLast("</body></html>\n".count)) }
        }
        let data = Data(page.utf8)
        try data.write(to: URL(fileURLWithPath: directory + "/" + String(format: "page-%05d.", fileIndex) + format.ext))
        written += data.count
        fileIndex += 1
    }
}

// MARK: - Measuring each format in its own process

print("format          size      files  largest        speed (one core)     speed (wall)     memory            blocks      code")
fflush(nil)  // flush our stdout before the children write to it
for format in formats {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
    if !FileManager.default.isExecutableFile(atPath: process.executableURL!.path) {
        process.executableURL = URL(fileURLWithPath: "/proc/self/exe").resolvingSymlinksInPath()
    }
    process.arguments = ["--measure", format.name, "--dir", folder]
    try process.run()
    process.waitUntilExit()
}
if arguments.contains("--keep") || reuseAsked {
    print("kept \(folder)")
} else {
    try? FileManager.default.removeItem(atPath: folder)
}
