import FindingReport
import Foundation

/// How a command that reports findings (`samples`, `verify`, `check`) writes them: `--format text|json|github`
/// (`--json` is `--format json`) on stdout, and `--sarif FILE`. One declaration, so the three commands agree.
struct ReportOptions {
    enum Format: String, CaseIterable {
        /// The command's own report, for a person.
        case text
        /// The command's report as JSON.
        case json
        /// GitHub Actions workflow commands, one per finding, then the command's summary.
        case github
    }

    var format: Format = .text
    /// Where to write a SARIF 2.1.0 log, if anywhere.
    var sarif: String?

    /// The group's options, composed into each reporting command's table.
    static let options: [OptionSpec] = [
        OptionSpec(
            "--format", value: "FORMAT", choices: Format.allCases.map(\.rawValue),
            usageValue: Format.allCases.map(\.rawValue).joined(separator: "|"), group: "report",
            help: """
                text (default), json, or github: one GitHub Actions annotation per finding \
                (::error file=…,line=…,endLine=…,title=…::message), then the summary.
                """),
        .alias("--json", of: "--format json", group: "report"),
        OptionSpec(
            "--sarif", value: "FILE", group: "report",
            help: """
                Also write the findings to FILE as SARIF 2.1.0 (paths relative to the working folder, as %SRCROOT%); \
                written whole or not at all.
                """)
    ]

    init(format: Format = .text, sarif: String? = nil) {
        self.format = format
        self.sarif = sarif
    }

    /// Reads `--format`, `--json` and `--sarif`.
    init(from arguments: inout ParsedArguments) throws {
        let json = arguments.flag("--json")
        let chosen = try arguments.choiceOption("--format").flatMap(Format.init(rawValue:))
        if json, let chosen, chosen != .json {
            throw UsageError("--json means --format json; it cannot be given with --format \(chosen.rawValue)")
        }
        format = json ? .json : chosen ?? .text
        sarif = arguments.option("--sarif")
    }

    /// Prints one GitHub annotation per finding, in report order.
    static func printAnnotations(_ findings: [Finding], _ context: CommandContext) {
        for finding in findings.sorted() {
            let title = FindingRules.rule(id: finding.ruleID).map { "\($0.id): \($0.shortDescription)" } ?? finding.ruleID
            context.print(GitHubAnnotation(finding, title: title).line)
        }
    }

    /// Writes the SARIF log of `findings` to `--sarif FILE`, when given; nil when written (or not asked for),
    /// else the exit code after the error.
    func writeSARIF(_ findings: [Finding], _ context: CommandContext) -> Int32? {
        guard let sarif else { return nil }
        let log = SARIFLog(toolName: "doctool", toolVersion: Doctool.version, rules: FindingRules.all, findings: findings)
        return Self.write(log.json(), to: sarif, what: "the SARIF log", context)
    }

    /// Writes `text` to `path` atomically (a temporary file beside it, renamed over it): a reader never sees half a
    /// report, and a failed write leaves what was there. Nil when written, else the exit code after the error.
    static func write(_ text: String, to path: String, what: String, _ context: CommandContext) -> Int32? {
        writeFailure(text, to: path, what: what, context).map { context.fail($0) }
    }

    /// Writes `text` to `path` whole or not at all; why it could not (said for a person), or nil.
    static func writeFailure(_ text: String, to path: String, what: String, _ context: CommandContext) -> String? {
        let url = context.url(for: path)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue {
            return "cannot write \(what) to \(path): it is a folder; name a file"
        }
        do {
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            // Foundation's own wording ("error 512") says nothing; the system's reason underneath does.
            let underlying = (error as NSError).userInfo[NSUnderlyingErrorKey] as? NSError
            return "cannot write \(what) to \(path): \((underlying ?? error as NSError).localizedDescription)"
        }
        return nil
    }
}
