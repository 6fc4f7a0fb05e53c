/// One `doctool` subcommand: a name, an abstract, usage text and a `run` that returns an exit code.
///
/// Commands are values built from parsed arguments; `run` writes only to the given streams so
/// tests run every command in-process.
public protocol Command: SendableMetatype {
    /// The word after `doctool`.
    static var name: String { get }
    /// One line for `doctool --help`.
    static var abstract: String { get }
    /// The full help: OVERVIEW / USAGE / ARGUMENTS / OPTIONS, as `doctool CMD --help` prints it.
    static var help: String { get }
    /// The options that take a value (`--lang`), so the parser never guesses.
    static var optionsWithValues: Set<String> { get }
    /// Builds the command from its arguments (everything after the command name), or throws `UsageError`.
    init(arguments: ParsedArguments) throws
    /// Does the work; returns the process exit code (see `ExitCode`).
    func run(_ context: CommandContext) -> Int32
}
