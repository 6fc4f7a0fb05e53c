@testable import DoctoolCLI
import DocumentModel
import Foundation
import Ingestion
import SampleAnalysis
import XCTest

final class SamplesCommandTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Two sections of the Russian page built as the ingester is specified to build them (the plain-text parser is
    /// written elsewhere): the "remarks" run and the bounds-mapping example.
    static func documents(_ corpus: URL) throws -> [Document] {
        let path = "uikit-dynamics/ru.txt"
        let source = SourceText(file: path, utf8: Array(try Data(contentsOf: corpus.appendingPathComponent(path))))
        func code(_ first: Int, _ last: Int, label: Int?, _ normalized: String?) -> [Block] {
            var blocks: [Block] = []
            var hint: CodeHint?
            if let label, let normalized {
                let range = source.range(lines: label, label)
                blocks.append(Block(kind: .codeLabel, text: source.lines[label - 1].text, range: range))
                hint = CodeHint(raw: source.lines[label - 1].text, normalized: normalized, range: range)
            }
            blocks.append(
                Block(kind: .code, text: source.text(lines: first, last), range: source.range(lines: first, last), codeHint: hint)
            )
            return blocks
        }
        func heading(_ line: Int) -> Block {
            Block(kind: .heading, text: source.lines[line - 1].text, range: source.range(lines: line, line), headingLevel: 2)
        }
        let sections = [
            Section(heading: heading(6), level: 2, blocks: code(8, 12, label: nil, nil)),
            Section(
                heading: heading(1751), level: 2,
                blocks: code(1869, 1930, label: 1867, "swift") + code(1934, 1989, label: 1932, "objc"))
        ]
        return [
            Document(
                path: path, format: .plainText, topic: "uikit-dynamics", declaredLanguage: .ru, detectedLanguage: .ru,
                title: "iOS", sections: sections, contentHash: "")
        ]
    }

    /// `documents` as the command's corpus, its samples analysed as `CorpusSamples.load` analyses them.
    static func loaded(_ root: URL) throws -> CorpusSamples {
        let documents = try Self.documents(root)
        return CorpusSamples(
            documents: documents, report: SampleExtractor.samples(in: documents), diagnostics: [], corpusPrefix: "corpus")
    }

    private func run(_ arguments: [String], injected: Bool = true) -> (code: Int32, out: String, err: String) {
        let out = BufferOutput(), err = BufferOutput()
        let context = CommandContext(out: out, err: err, workingDirectory: Self.root, isTerminal: false)
        guard injected else { return (Doctool.main(arguments, context: context), out.text, err.text) }
        do {
            var command = try SamplesCommand(
                arguments: ParsedArguments(Array(arguments.dropFirst()), options: SamplesCommand.options))
            command.loadCorpus = { try Self.loaded($0) }
            return (command.run(context), out.text, err.text)
        } catch {
            return (ExitCode.usage, "", "\(error)")
        }
    }

    /// A scenario folder that declares nothing, for the findings as the analysis alone gives them.
    private func emptyScenarios() throws -> String {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("samples-scenarios-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        addTeardownBlock { try? FileManager.default.removeItem(at: folder) }
        return folder.path
    }

    func testTextListingShowsVerdictsTwinsAndFindings() {
        let result = run(["samples"])
        XCTAssertEqual(result.code, ExitCode.success, "findings are information without --strict")
        XCTAssertTrue(result.out.contains("corpus/uikit-dynamics/ru.txt:8-9  swift  statements  modern"), result.out)
        XCTAssertTrue(result.out.contains("uikit-dynamics/ru.txt:11-12  objc  statements  -"))
        XCTAssertTrue(result.out.contains("uikit-dynamics/ru.txt:1869-1930  swift  types  swift3"))
        XCTAssertTrue(result.out.contains("era era.swift3.implicit-objc-selector (lines 1888, 1898)"))
        XCTAssertTrue(result.out.contains("twin: corpus/uikit-dynamics/ru.txt:1934-1989 (objc)"))
        XCTAssertTrue(
            result.out.contains(
                "corpus/uikit-dynamics/ru.txt:1914: warning: damping: Swift sets 0.1 (line 1914), Objective-C sets 0.3"))
        XCTAssertTrue(result.out.hasSuffix("4 samples (2 objc, 2 swift), 4 findings\n"), result.out)
    }

    /// --strict fails on a warning the corpus does not declare; the repository's twin-differences.txt declares the
    /// fixture's twin differences, so they are marked with their line and fail nothing.
    func testStrictFailsOnlyOnUndeclaredWarnings() throws {
        let declared = run(["samples", "--strict"])
        XCTAssertEqual(declared.code, ExitCode.success, declared.out)
        let file = try String(contentsOf: Self.root.appendingPathComponent("Scenarios/twin-differences.txt"), encoding: .utf8)
            .components(separatedBy: "\n")
        let damping = try XCTUnwrap(
            declared.out.components(separatedBy: "\n").first { $0.contains("ru.txt:1914: warning: damping") })
        let marker = try XCTUnwrap(damping.range(of: "(declared at Scenarios/twin-differences.txt:"), damping)
        let line = try XCTUnwrap(Int(damping[marker.upperBound...].prefix { $0.isNumber }), damping)
        XCTAssertTrue(
            file[line - 1].hasPrefix("twin-constant ") && file[line - 1].contains("damping"), "line \(line): \(file[line - 1])")

        let undeclared = run(["samples", "--strict", "--scenarios", try emptyScenarios()])
        XCTAssertEqual(undeclared.code, ExitCode.failure)
        XCTAssertFalse(undeclared.out.contains("(declared at"), undeclared.out)
        XCTAssertEqual(run(["samples", "--scenarios", try emptyScenarios()]).code, ExitCode.success, "without --strict")
        XCTAssertEqual(run(["samples", "--scenarios", "no-such-folder"]).code, ExitCode.noInput)

        // In SARIF the declared ones carry an external suppression naming that line.
        let sarif = FileManager.default.temporaryDirectory.appendingPathComponent("doctool-declared-\(UUID().uuidString).sarif")
        defer { try? FileManager.default.removeItem(at: sarif) }
        XCTAssertEqual(run(["samples", "--sarif", sarif.path]).code, ExitCode.success)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: sarif)) as? [String: Any])
        let results = try XCTUnwrap(((log["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        let suppressed = results.compactMap { ($0["suppressions"] as? [[String: Any]])?.first }
        XCTAssertEqual(suppressed.count, 4, "\(results)")
        let place = (suppressed.first?["location"] as? [String: Any])?["physicalLocation"] as? [String: Any]
        XCTAssertEqual((place?["artifactLocation"] as? [String: Any])?["uri"] as? String, "Scenarios/twin-differences.txt")
        XCTAssertEqual(suppressed.first?["kind"] as? String, "external")
    }

    /// `--format github`: the fixture's findings as annotations, each line whole, then the count line.
    func testGitHubFormatAnnotatesEveryFinding() throws {
        let result = run(["samples", "--format", "github", "--scenarios", try emptyScenarios()])
        XCTAssertEqual(result.code, ExitCode.success)
        let constant =
            "title=twin-constant%3A Swift and Objective-C twins set the same property or argument to different values.::"
        let twin = " (the Objective-C twin: corpus/uikit-dynamics/ru.txt:1934-1989)"
        XCTAssertEqual(
            result.out.components(separatedBy: "\n"),
            [
                "::warning file=corpus/uikit-dynamics/ru.txt,line=1873,endLine=1873," + constant
                    + "button ← CGRect(width:): Swift sets 300.0 (line 1873), Objective-C sets 200.0 (uikit-dynamics/ru.txt:1960)"
                    + twin,
                "::notice file=corpus/uikit-dynamics/ru.txt,line=1888,endLine=1888,title=twin-selector%3A Swift and Objective-C twins name "
                    + "different action methods.::selectors name different methods: Swift #selector(self.didPressButton(sender:)) (line 1888), "
                    + "Objective-C @selector(didTapButton:) (uikit-dynamics/ru.txt:1946)" + twin,
                "::warning file=corpus/uikit-dynamics/ru.txt,line=1914,endLine=1914," + constant
                    + "damping: Swift sets 0.1 (line 1914), Objective-C sets 0.3 (uikit-dynamics/ru.txt:1976)" + twin,
                "::warning file=corpus/uikit-dynamics/ru.txt,line=1923,endLine=1923," + constant
                    + "magnitude: Swift sets 30.0 (line 1923), Objective-C sets 2.0 (uikit-dynamics/ru.txt:1981)" + twin,
                "4 samples (2 objc, 2 swift), 4 findings",
                ""
            ])
    }

    /// `--sarif FILE`: one result per finding, with its rule, its line, and the twin as a related location.
    func testSARIFHasOneResultPerFindingWithTheTwinRelated() throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("doctool-samples-\(UUID().uuidString).sarif")
        defer { try? FileManager.default.removeItem(at: file) }
        let result = run(["samples", "--sarif", file.path, "--scenarios", try emptyScenarios()])
        XCTAssertEqual(result.code, ExitCode.success)
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(contentsOf: file)) as? [String: Any])
        let run = try XCTUnwrap((log["runs"] as? [[String: Any]])?.first)
        let results = try XCTUnwrap(run["results"] as? [[String: Any]])
        XCTAssertEqual(results.count, 4, "the text's 4 findings, each once though listed on both twins")
        let damping = try XCTUnwrap(
            results.first { (($0["message"] as? [String: Any])?["text"] as? String)?.hasPrefix("damping:") == true })
        XCTAssertEqual(damping["ruleId"] as? String, "twin-constant")
        XCTAssertEqual(damping["level"] as? String, "warning")
        let physical = ((damping["locations"] as? [[String: Any]])?.first)?["physicalLocation"] as? [String: Any]
        XCTAssertEqual((physical?["artifactLocation"] as? [String: Any])?["uri"] as? String, "corpus/uikit-dynamics/ru.txt")
        XCTAssertEqual(physical?["region"] as? [String: Int], ["startLine": 1914, "endLine": 1914])
        let related = try XCTUnwrap(damping["relatedLocations"] as? [[String: Any]])
        XCTAssertEqual((related.first?["message"] as? [String: Any])?["text"] as? String, "the Objective-C twin")
        XCTAssertEqual(
            (related.first?["physicalLocation"] as? [String: Any])?["region"] as? [String: Int],
            ["startLine": 1934, "endLine": 1989])
        let driver = (run["tool"] as? [String: Any])?["driver"] as? [String: Any]
        let rules = (driver?["rules"] as? [[String: Any]])?.compactMap { $0["id"] as? String } ?? []
        XCTAssertEqual(damping["ruleIndex"] as? Int, rules.firstIndex(of: "twin-constant"))
        XCTAssertTrue(
            rules.contains("translation-damage") && rules.contains("failed-promise") && rules.contains("stale-waiver"), "\(rules)"
        )

        // The same corpus, the same bytes.
        let first = try Data(contentsOf: file)
        XCTAssertEqual(self.run(["samples", "--sarif", file.path, "--scenarios", try emptyScenarios()]).code, ExitCode.success)
        XCTAssertEqual(try Data(contentsOf: file), first)
    }

    func testLanguageFilterAndJSON() throws {
        let result = run(["samples", "--json", "--lang", "objc"])
        let object = try JSONSerialization.jsonObject(with: Data(result.out.utf8)) as! [String: Any]
        let samples = object["samples"] as! [[String: Any]]
        XCTAssertEqual(
            samples.map { $0["location"] as! String }, ["uikit-dynamics/ru.txt:11-12", "uikit-dynamics/ru.txt:1934-1989"])
        XCTAssertTrue((samples[1]["text"] as! String).hasPrefix("@interface ViewController ()"))
        XCTAssertEqual(samples[1]["twin"] as? String, "uikit-dynamics/ru/section-1/1")
        XCTAssertEqual((samples[1]["kind"] as! [String: Any])["rule"] as? String, "kind.objc.interface-implementation")
        XCTAssertEqual((samples[1]["findings"] as! [Any]).count, 4, "the twin disagreements are listed on both twins")
    }

    func testDocFilterAndErrors() {
        XCTAssertEqual(run(["samples", "--doc", "uikit-dynamics/ru.txt"]).code, ExitCode.success)
        let missing = run(["samples", "--doc", "nowhere.txt"])
        XCTAssertEqual(missing.code, ExitCode.noInput)
        XCTAssertTrue(missing.err.contains("Error: no page 'nowhere.txt'"))
        let noCorpus = run(["samples", "--corpus", "no-such-folder"])
        XCTAssertEqual(noCorpus.code, ExitCode.noInput)
        XCTAssertTrue(noCorpus.err.contains("corpus folder 'no-such-folder' not found"))
        XCTAssertEqual(run(["samples", "--lang", "kotlin"], injected: false).code, ExitCode.usage)
        let help = run(["help", "samples"], injected: false)
        XCTAssertEqual(help.code, ExitCode.success)
        XCTAssertTrue(
            help.out.contains("USAGE: doctool samples [--json] [--lang swift|objc] [--doc FILE] [--corpus DIR] [--scenarios DIR]")
        )
    }

    /// `--doc` names the page through a linked corpus folder, or the corpus through a link and the page through
    /// the real folder: either way it is the same page.
    func testDocFindsThePageWhenTheCorpusIsReachedThroughALink() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("samples-link-\(getpid())")
        defer { try? FileManager.default.removeItem(at: folder) }
        let pageFolder = folder.appendingPathComponent("real/uikit-dynamics")
        try FileManager.default.createDirectory(at: pageFolder, withIntermediateDirectories: true)
        try Data(contentsOf: Self.root.appendingPathComponent("corpus/uikit-dynamics/ru.txt"))
            .write(to: pageFolder.appendingPathComponent("ru.txt"))
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("linked").path, withDestinationPath: "real")
        for (corpus, doc) in [
            ("linked", "real/uikit-dynamics/ru.txt"), ("real", "linked/uikit-dynamics/ru.txt"),
            ("linked", "linked/uikit-dynamics/ru.txt"), ("linked", "uikit-dynamics/ru.txt")
        ] {
            let out = BufferOutput(), err = BufferOutput()
            let context = CommandContext(out: out, err: err, workingDirectory: folder, isTerminal: false)
            var command = try SamplesCommand(
                arguments: ParsedArguments(
                    ["--corpus", corpus, "--doc", doc],
                    options: SamplesCommand.options))
            command.loadCorpus = { try Self.loaded($0) }
            XCTAssertEqual(command.run(context), ExitCode.success, "\(corpus) \(doc): \(err.text)")
            XCTAssertFalse(err.text.contains("no page"), "\(corpus) \(doc): \(err.text)")
            XCTAssertTrue(out.text.hasSuffix("4 samples (2 objc, 2 swift), 4 findings\n"), "\(corpus) \(doc): \(out.text)")
        }
    }

    func testTheCorpusReaderTakesTopicAndLanguageFromTheManifests() throws {
        let (documents, unread) = CorpusSamples.read(at: Self.root.appendingPathComponent("corpus"))
        XCTAssertEqual(unread, [])
        XCTAssertEqual(
            documents.map(\.path),
            [
                "displaying-animation-in-ios/en.txt", "uidynamicanimator-guide/zh.txt",
                "uikit-dynamics/hi.txt", "uikit-dynamics/ru.txt", "uikit-dynamics/zh.txt"
            ])
        XCTAssertEqual(
            documents.map(\.topic),
            [
                "displaying-animation-in-ios", "uidynamicanimator-guide",
                "uikit-dynamics", "uikit-dynamics", "uikit-dynamics"
            ])
        XCTAssertEqual(documents.map(\.declaredLanguage), [.en, .zh, .hi, .ru, .zh])
        XCTAssertEqual(documents[0].contentHash.count, 64)
    }

    /// A page that cannot be read is named from the working directory and makes the exit status 1; asked for by
    /// --doc, its error is what is reported, not "no page".
    func testAnUnreadablePageIsReportedNotHidden() throws {
        let manager = FileManager.default
        let folder = manager.temporaryDirectory.appendingPathComponent("samples-unread-\(UUID().uuidString)")
        defer { try? manager.removeItem(at: folder) }
        let page = folder.appendingPathComponent("sc/p")
        try manager.createDirectory(at: page, withIntermediateDirectories: true)
        try Data("Intro line.\n\nlet x = 1\n".utf8).write(to: page.appendingPathComponent("en.txt"))
        try Data([0x61, 0x0A, 0x62, 0x0A, 0xFF, 0xFE, 0x0A]).write(to: page.appendingPathComponent("bad.txt"))
        func run(_ arguments: [String]) -> (code: Int32, err: String) {
            let out = BufferOutput(), err = BufferOutput()
            let context = CommandContext(out: out, err: err, workingDirectory: folder, isTerminal: false)
            return (Doctool.main(arguments, context: context), err.text)
        }
        let all = run(["samples", "--corpus", "sc"])
        XCTAssertEqual(all.code, ExitCode.failure)
        XCTAssertTrue(all.err.contains("sc/p/bad.txt:3: error"), all.err)
        let asked = run(["samples", "--corpus", "sc", "--doc", "p/bad.txt"])
        XCTAssertEqual(asked.code, ExitCode.failure)
        XCTAssertTrue(asked.err.contains("sc/p/bad.txt:3: error"), asked.err)
        XCTAssertFalse(asked.err.contains("no page"), asked.err)
        // The page may also be named from the working folder, relatively or absolutely.
        for named in [
            "sc/p/bad.txt", "./sc/p/bad.txt", page.appendingPathComponent("bad.txt").path, "p/../p/bad.txt", "p//bad.txt"
        ] {
            XCTAssertTrue(run(["samples", "--corpus", "./sc", "--doc", named]).err.contains("p/bad.txt:3: error"), named)
        }
        let aligned = run(["align", "--corpus", "sc"])
        XCTAssertEqual(aligned.code, ExitCode.failure)
        XCTAssertTrue(aligned.err.contains("sc/p/bad.txt:3: error"), aligned.err)
    }
}
