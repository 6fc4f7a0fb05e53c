import DocumentModel
import Foundation
import Indexing
import Ingestion

/// `doctool parse FILE`: one page's structure, block by block.
struct ParseCommand: Command {
    static let name = "parse"
    static let abstract = "Print one page's sections and blocks with kinds, languages and lines."
    static let overview = """
        OVERVIEW: Read one page (HTML, Markdown or plain text) and print every block: its first and last
        line, kind, language and the code label or hint the page gives. Use it to see how doctool reads a
        page before adding it to the corpus.
        """
    static let usage = [
        "FILE [--json]"
    ]
    static let argumentsHelp: String? = """
        ARGUMENTS:
          FILE                    The page to read.
        """
    static let options: [OptionSpec] = [
        OptionSpec("--json", help: "Print the whole document as JSON, block texts included.")
    ]
    static let exitStatus = """
        EXIT STATUS:
          0 the page was read; 1 it could not be read (the message says where); 66 no such file.
        """

    var file: String
    var json: Bool

    init(arguments: ParsedArguments) throws {
        var arguments = arguments
        json = arguments.flag("--json")
        try arguments.finish(maxPositionals: 1)
        guard let file = arguments.positionals.first, !file.isEmpty else { throw UsageError("missing FILE: the page to read") }
        self.file = file
    }

    func run(_ context: CommandContext) -> Int32 {
        let url = context.url(for: file)
        // lstat, not fileExists: a dangling or looping link exists, and reading it says what is wrong with it.
        var status = stat()
        guard lstat(url.path, &status) == 0 else {
            return context.fail("no such file '\(file)'", code: ExitCode.noInput)
        }
        let document: Document
        do {
            document = try DocumentReader().read(filePath: url.path, as: file)
        } catch {
            context.err.write(error.diagnostic.description + "\n")
            return ExitCode.failure
        }
        for diagnostic in document.diagnostics { context.err.write(diagnostic.description + "\n") }
        if json {
            guard let data = try? IndexJSON.encode(document) else { return context.fail("cannot encode '\(file)' as JSON") }
            context.out.writeJSON(String(decoding: data, as: UTF8.self))
        } else {
            printOutline(document, context)
        }
        return document.diagnostics.contains { $0.severity == .error } ? ExitCode.failure : ExitCode.success
    }

    func printOutline(_ document: Document, _ context: CommandContext) {
        let blocks = document.allBlocks
        context.print(
            "\(document.path): \(document.format.rawValue), language \(document.detectedLanguage.rawValue), "
                + "\(document.sections.count) sections, \(blocks.count) blocks, "
                + "\(blocks.filter { $0.kind == .code }.count) code blocks")
        if !document.title.isEmpty { context.print("title: \(document.title)") }
        for block in blocks {
            let lines = "\(block.range.firstLine)-\(block.range.lastLine)"
            let kind = block.kind.rawValue + (block.headingLevel.map { " h\($0)" } ?? "")
            let hint = block.codeHint.map { " [\($0.normalized)]" } ?? ""
            let preview = DocumentRecord.preview(block.text)
            context.print(
                lines.padding(toLength: 12, withPad: " ", startingAt: 0)
                    + kind.padding(toLength: 14, withPad: " ", startingAt: 0)
                    + (block.language?.rawValue ?? "-").padding(toLength: 5, withPad: " ", startingAt: 0)
                    + preview + hint)
        }
    }
}

extension ParseCommand {
    /// What the README's command reference says `doctool parse` does (`doctool help --reference` writes the table).
    static let reference = #"""
        How doctool reads one page: every block with kind, language, first and last line (and text with
        `--json`).
        """#
}
