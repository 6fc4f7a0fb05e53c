// indexbench: `doctool index` on collections of the shape issue 18 describes, next to Pagefind on the same pages.
//
// For each size it generates the collection (CorpusGenerator: Markdown pages in folders of 200, code in two
// dozen languages, a fifth of the English pages also in Russian, Hindi and Chinese) into the work folder, then
// runs the release doctool as a child process three times: from scratch (no index/), again on the unchanged
// corpus, and after one page is edited. Each row is the child's own wall time, CPU time (user + system) and
// peak RSS (wait4). Then pagefind.py (beside this file) renders the same pages to HTML and runs Pagefind on them
// in the same run, so the two columns come from the same machine state. Generated data stays in the work folder
// (default .build/indexbench, which git ignores).
//
// Run: swift build -c release --product doctool --product indexbench && .build/release/indexbench
//      [--sizes 3500,10500,35000] [--jobs N] [--layout folders|flat] [--work DIR] [--doctool PATH]
//      [--timeout SECONDS] [--no-pagefind]
//      or: .build/release/indexbench --page-mb 30   (one large page: parse against index, issue 25)
import Foundation

/// A line on stdout at once (unbuffered, so each row shows as soon as it is measured, also in a file).
func emit(_ line: String) { FileHandle.standardOutput.write(Data((line + "\n").utf8)) }

// MARK: - Arguments

let arguments = CommandLine.arguments
func option(_ name: String) -> String? {
    guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
    return arguments[index + 1]
}
if arguments.contains("--help") || arguments.contains("-h") {
    print(
        """
        USAGE: indexbench [--sizes 3500,10500,35000] [--jobs N] [--layout folders|flat] [--work DIR] [--doctool PATH] [--timeout SECONDS] [--no-pagefind]
          --sizes     Page counts to generate and index (default: 3500, 3x and 10x that).
          --jobs      Passed to doctool index --jobs (default: doctool's own default, the processor count).
          --layout    folders: English pages in folders of 200 (default); flat: at the corpus's top level, so
                      that today's discovery already makes each page its own topic.
          --work      Where corpora, indexes and Pagefind's virtual environment go (default: .build/indexbench).
          --doctool   The doctool binary (default: the one beside this executable).
          --timeout   Seconds before a doctool run is stopped and the size's remaining runs skipped (default: 1800).
          --no-pagefind  Do not run pagefind.py.
          --page-mb N    Instead: one page of N MB in each format (text, Markdown, HTML), doctool parse and
                         doctool index on it side by side (issue 25: index within 3x parse's time, 2x its memory).
        """)
    exit(0)
}
let sizes = (option("--sizes") ?? "3500,10500,35000").split(separator: ",").compactMap { Int($0) }
let executableFolder = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
let doctool = option("--doctool") ?? executableFolder.appendingPathComponent("doctool").path
let work = URL(fileURLWithPath: option("--work") ?? ".build/indexbench").standardizedFileURL
let timeout = Double(option("--timeout") ?? "1800") ?? 1800
let jobs = option("--jobs")
let flat = option("--layout") == "flat"
let pagefindScript = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("pagefind.py")
let runsPagefind = !arguments.contains("--no-pagefind") && FileManager.default.fileExists(atPath: pagefindScript.path)

guard FileManager.default.isExecutableFile(atPath: doctool) else {
    FileHandle.standardError.write(
        Data("Error: no doctool at \(doctool); build it: swift build -c release --product doctool\n".utf8))
    exit(66)
}
try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)

// MARK: - Table

func row(_ cells: [String]) -> String {
    let widths = [7, 6, 16, 9, 9, 9, 8, 9]
    return cells.enumerated().map { index, cell in
        let width = index < widths.count ? widths[index] : 10
        return index == 2
            ? cell.padding(toLength: width, withPad: " ", startingAt: 0)
            : String(repeating: " ", count: max(0, width - cell.count)) + cell
    }.joined(separator: " ")
}
func fixed(_ value: Double, _ digits: Int = 2) -> String { String(format: "%.\(digits)f", value) }

// MARK: - One large page

// `--page-mb N`: one page of N MB in each format, `doctool parse` and `doctool index` on it, side by side.
// Issue 25 asks that index take at most 3x parse's time and 2x its memory.
if let pageSize = option("--page-mb").flatMap(Double.init) {
    emit("format      MB    parse CPU s  parse RSS MB   index CPU s  index RSS MB   time x  memory x  parse wall s  index wall s")
    for format in LargePage.Format.allCases {
        let folder = work.appendingPathComponent("page-\(format.rawValue)")
        try? FileManager.default.removeItem(at: folder)
        let corpus = folder.appendingPathComponent("corpus")
        let page = try LargePage(megabytes: pageSize).write(format, into: corpus)
        let parse = ChildRun.run([doctool, "parse", page.path], timeout: timeout, log: folder.appendingPathComponent("parse.log"))
        var command = [doctool, "index", "--corpus", corpus.path, "--output", folder.appendingPathComponent("index").path]
        if let jobs { command += ["--jobs", jobs] }
        let index = ChildRun.run(command + ["--timings"], timeout: timeout, log: folder.appendingPathComponent("index.log"))
        let failed = [("parse", parse), ("index", index)].filter { $0.1.status != 0 || $0.1.timedOut }.map(\.0)
        let parseMB = Double(parse.peakRSSKB) / 1024, indexMB = Double(index.peakRSSKB) / 1024
        var line =
            format.rawValue.padding(toLength: 9, withPad: " ", startingAt: 0)
            + String(
                format: " %5.1f %13.2f %13.0f %13.2f %13.0f %8.2f %9.2f %13.2f %13.2f", Double(page.bytes) / 1e6, parse.cpu,
                parseMB, index.cpu, indexMB, index.cpu / max(parse.cpu, 0.001), indexMB / max(parseMB, 0.001), parse.wall,
                index.wall)
        if !failed.isEmpty { line += "  (\(failed.joined(separator: ", ")) failed: see \(folder.lastPathComponent)/*.log)" }
        emit(line)
        let log = (try? String(contentsOf: folder.appendingPathComponent("index.log"), encoding: .utf8)) ?? ""
        if let steps = log.split(separator: "\n").last(where: { $0.hasPrefix("timings: ") }) {
            emit(String(repeating: " ", count: 16) + steps)
        }
    }
    exit(0)
}

// MARK: - Sizes

emit(row(["pages", "MB", "run", "wall s", "CPU s", "pages/s", "MB/s", "RSS MB"]))

for size in sizes {
    let folder = work.appendingPathComponent("size-\(size)")
    let corpus = folder.appendingPathComponent("corpus"), index = folder.appendingPathComponent("index")
    try? FileManager.default.removeItem(at: folder)
    let generated = try CorpusGenerator(pages: size, flat: flat).write(into: corpus)
    let megabytes = Double(generated.bytes) / 1e6
    let prefix = [String(generated.pages), fixed(megabytes, 1)]

    var command = [doctool, "index", "--corpus", corpus.path, "--output", index.path, "--timings"]
    if let jobs { command += ["--jobs", jobs] }
    func measure(_ name: String) -> Bool {
        let result = ChildRun.run(command, timeout: timeout, log: folder.appendingPathComponent("\(name).log"))
        if result.timedOut {
            emit(row(prefix + [name, ">\(Int(timeout))", "-", "-", "-", "-"]) + "  (stopped: over the timeout)")
            return false
        }
        let note = result.status == 0 ? "" : "  (exit \(result.status), see \(folder.lastPathComponent)/\(name).log)"
        emit(
            row(
                prefix + [
                    name, fixed(result.wall), fixed(result.cpu), fixed(Double(generated.pages) / result.wall, 0),
                    fixed(megabytes / result.wall, 1), fixed(Double(result.peakRSSKB) / 1024, 0)
                ]) + note)
        // doctool's own split of the time and of the peak memory (--timings), under the row.
        let log = (try? String(contentsOf: folder.appendingPathComponent("\(name).log"), encoding: .utf8)) ?? ""
        for prefix in ["timings: ", "peak memory after: "] {
            if let steps = log.split(separator: "\n").last(where: { $0.hasPrefix(prefix) }) {
                emit(String(repeating: " ", count: 16) + steps)
            }
        }
        return result.status == 0 || result.status == 1
    }
    if measure("from scratch"), measure("unchanged") {
        // One page edited: a paragraph added at its end.
        if let handle = FileHandle(forWritingAtPath: generated.editable) {
            handle.seekToEndOfFile()
            handle.write(Data("\nAn edited paragraph about the animator and gravity.\n".utf8))
            handle.closeFile()
        }
        _ = measure("one page edited")
    }
    if runsPagefind {
        let result = ChildRun.run(
            [
                "/usr/bin/env", "python3", pagefindScript.path, "--corpus", corpus.path,
                "--work", work.path, "--site", folder.appendingPathComponent("site").path
            ],
            timeout: timeout, log: folder.appendingPathComponent("pagefind.log"))
        // The script prints one JSON object: Pagefind's own child figures (the HTML rendering is not counted).
        if let data = result.output.split(separator: "\n").last.map({ Data($0.utf8) }),
            let figures = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let wall = figures["wall"] as? Double, let cpu = figures["cpu"] as? Double,
            let rss = figures["maxrss_kb"] as? Double
        {
            emit(
                row(
                    prefix + [
                        "pagefind", fixed(wall), fixed(cpu), fixed(Double(generated.pages) / wall, 0),
                        fixed(megabytes / wall, 1), fixed(rss / 1024, 0)
                    ]) + "  (\(figures["version"] as? String ?? "?"))")
        } else {
            emit(row(prefix + ["pagefind", "-", "-", "-", "-", "-"]) + "  (failed: see \(folder.lastPathComponent)/pagefind.log)")
        }
    }
}
