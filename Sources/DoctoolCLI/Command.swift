/// One `doctool` subcommand: a name, an abstract, its help and options, and a `run` that returns an exit code.
///
/// Commands are values built from parsed arguments; `run` writes only to the given streams so
/// tests run every command in-process. The prose of the help is written by hand; its USAGE and OPTIONS
/// are made from `options`, the table the parser reads by.
public protocol Command: SendableMetatype {
    /// The word after `doctool`.
    static var name: String { get }
    /// One line for `doctool --help`.
    static var abstract: String { get }
    /// The help's first section, `OVERVIEW: …`, up to USAGE.
    static var overview: String { get }
    /// Each form of the command after `doctool NAME`, naming options without their values (`[--jobs] [--json]`,
    /// `[--shard --results]`); USAGE and the README's command reference write them out from `options`.
    static var usage: [String] { get }
    /// The `ARGUMENTS:` section, if the command takes any.
    static var argumentsHelp: String? { get }
    /// Every option the command reads, in the order OPTIONS lists them (`-h, --help` is added last).
    static var options: [OptionSpec] { get }
    /// The `EXIT STATUS:` section.
    static var exitStatus: String { get }
    /// What the command does, in the README's command reference (Markdown; line breaks are spaces there).
    static var reference: String { get }
    /// Builds the command from its arguments (everything after the command name), or throws `UsageError`.
    init(arguments: ParsedArguments) throws
    /// Does the work; returns the process exit code (see `ExitCode`).
    func run(_ context: CommandContext) -> Int32
}

extension Command {
    public static var argumentsHelp: String? { nil }

    /// The options that take a value (`--lang`), so the parser never guesses.
    public static var optionsWithValues: Set<String> { OptionSpec.namesWithValues(options) }

    /// The USAGE paragraph, wrapped.
    public static var usageSection: String { OptionSpec.usageSection(command: name, forms: usage, table: options) }

    /// Each usage form written out on one line (`doctool index [--corpus DIR] …`), as the README's table gives it.
    public static var usageForms: [String] {
        usage.map { (["doctool", name] + OptionSpec.usageUnits($0, table: options)).joined(separator: " ") }
    }

    /// The command's row of the README's command reference: its usage forms as the option table writes
    /// them (`|` escaped, as a Markdown table needs), then `reference` on one line.
    public static var referenceRow: String {
        let forms = usageForms.map { "`" + $0.replacingOccurrences(of: "|", with: "\\|") + "`" }.joined(separator: ", ")
        let text = reference.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }.joined(separator: " ")
        return "| \(forms) | \(text) |"
    }

    /// The full help: OVERVIEW / USAGE / ARGUMENTS / OPTIONS / EXIT STATUS, as `doctool CMD --help` prints it.
    public static var help: String {
        [overview, usageSection, argumentsHelp, "OPTIONS:\n" + OptionSpec.helpSection(options), exitStatus]
            .compactMap { $0 }.joined(separator: "\n\n")
    }
}
