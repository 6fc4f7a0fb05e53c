import DocumentModel
import Foundation

/// The `doctool` command line: dispatches argv to one command.
public enum Doctool {
    /// doctool's version. Part of the key of every cached page analysis (index/cache), so a new release never
    /// reuses an older one's entries; bump it with each release.
    public static let version = "0.18.0"

    /// Every subcommand, in the order `--help` lists them. Adding a command is one line here.
    public static let commands: [any Command.Type] = [
        IndexCommand.self,
        ParseCommand.self,
        SamplesCommand.self,
        AlignCommand.self,
        SearchCommand.self,
        VerifyCommand.self,
        ScenarioCommand.self,
        EngineCommand.self,
        CheckCommand.self
    ]

    /// The README's command reference, one row a command: `doctool help --reference` prints it, and
    /// `CommandReferenceTests` fails when the README's copy differs.
    public static var referenceTable: String {
        (["| command | what it does |", "|---|---|"] + commands.map { $0.referenceRow }).joined(separator: "\n")
    }

    /// The options every subcommand takes besides its own, read here before the command sees the rest.
    static let commandOptions: [OptionSpec] = [OptionSpec.help, ColourChoice.option]

    /// The options of `doctool` itself, as its overview lists them.
    static let options: [OptionSpec] = [
        OptionSpec("--help", short: "-h", help: "Show help for doctool or a subcommand."),
        OptionSpec("--version", help: "Show doctool's version."),
        ColourChoice.option
    ]

    static let overview = """
        OVERVIEW: doctool — ingest, align, search and verify multilingual tutorial corpora

        USAGE: doctool <subcommand> [options]

        OPTIONS:
        \(options.map(\.helpEntry).joined(separator: "\n"))

        SUBCOMMANDS:
        """

    /// Runs doctool with `arguments` (argv without the program name) and returns the exit code.
    public static func main(_ arguments: [String], context: CommandContext) -> Int32 {
        guard let first = arguments.first else {
            context.err.write("Error: missing subcommand\n\n\(usageText())\n")
            return ExitCode.usage
        }
        guard first != "-h", first != "--help" else {
            context.print(usageText())
            return ExitCode.success
        }
        if first == "--version" {
            guard arguments.count == 1 else {
                context.err.write("Error: --version takes no arguments, not '\(arguments.dropFirst().joined(separator: " "))'\n")
                return ExitCode.usage
            }
            context.print("doctool \(version)")
            return ExitCode.success
        }
        var rest = Array(arguments.dropFirst())
        var name = first
        if first == "help" {
            guard let target = rest.first else {
                context.print(usageText())
                return ExitCode.success
            }
            guard rest.count == 1 else {
                context.err.write("Error: help takes one subcommand, not '\(rest.joined(separator: " "))'\n")
                return ExitCode.usage
            }
            if target == "--reference" {
                context.print(referenceTable)
                return ExitCode.success
            }
            // `help help` and `help --help` ask about `help` itself, whose help is the overview.
            if target == "help" || target == "-h" || target == "--help" {
                context.print(usageText())
                return ExitCode.success
            }
            name = target
            rest = ["--help"]
        }
        guard let command = commands.first(where: { $0.name == name }) else {
            context.err.write(unknownSubcommandMessage(name))
            return ExitCode.usage
        }
        var parsed = ParsedArguments(rest, options: command.options + commandOptions)
        if parsed.flag("-h", "--help") {
            context.print(command.help)
            return ExitCode.success
        }
        do {
            // Read here, for every subcommand: a command sees only its effect on the context.
            let colour =
                try parsed.choiceOption(ColourChoice.option.name)
                .flatMap(ColourChoice.init(rawValue:)) ?? .auto
            let instance = try command.init(arguments: parsed)
            return instance.run(ColourChoice.apply(colour, to: context))
        } catch let error as UsageError {
            // The error, the command's usage lines and where the rest is: the whole help would bury the error.
            context.err.write(
                "Error: \(error.description)\n\n\(command.usageSection)\n\n"
                    + "  See 'doctool help \(command.name)' for the options.\n")
            return ExitCode.usage
        } catch {
            context.err.write("Error: \(error)\n")
            return ExitCode.failure
        }
    }

    /// The error for a subcommand doctool does not have: the likely one when a letter or two is off
    /// (`indx`, `serach`), and the list, so the user need not run `--help` to find it.
    static func unknownSubcommandMessage(_ name: String) -> String {
        let names = commands.map { $0.name }
        var message = "Error: unknown subcommand '\(name)'."
        if let closest = closest(to: name.lowercased(), among: names) { message += " Did you mean '\(closest)'?" }
        return message + "\n  The subcommands are: \(names.joined(separator: ", ")).\n"
            + "  See 'doctool help <subcommand>' for one of them.\n"
    }

    /// The known word `word` most likely misspells: one or two edits away (and fewer edits than its length, so
    /// `x` is not "close" to `ls`); the first of the nearest, in `known`'s order. Nil when none is that close.
    static func closest(to word: String, among known: [String]) -> String? {
        let distances = known.map { (name: $0, distance: EditDistance.optimalStringAlignment(word, $0)) }
        guard let best = distances.min(by: { $0.distance < $1.distance }), best.distance <= 2, best.distance < best.name.count
        else {
            return nil
        }
        return best.name
    }

    static func usageText() -> String {
        let width = (commands.map { $0.name.count }.max() ?? 0) + 2
        let lines = commands.map { command in
            "  " + command.name.padding(toLength: width, withPad: " ", startingAt: 0) + command.abstract
        }
        return overview + "\n" + lines.joined(separator: "\n") + "\n\n  See 'doctool help <subcommand>' for detailed help; "
            + "'doctool help --reference' prints the README's command reference."
    }

    /// The process entry point: real argv, real streams, the current directory.
    public static func runFromProcess() -> Int32 {
        // Output that cannot be written (stdout closed, a full disk, a reader gone) ends the run with one line on
        // stderr and exit 1; a failing stderr is ignored, there being nowhere left to say so.
        let err = DescriptorOutput(descriptor: STDERR_FILENO) { _ in }
        let out = DescriptorOutput(descriptor: STDOUT_FILENO) { error in
            err.write("Error: cannot write the output: \(String(cString: strerror(error)))\n")
            exit(ExitCode.failure)
        }
        let context = CommandContext(
            out: out, err: err,
            workingDirectory: URL(fileURLWithPath: FileManager.default.currentDirectoryPath),
            isTerminal: isatty(STDOUT_FILENO) != 0, errIsTerminal: isatty(STDERR_FILENO) != 0,
            environment: ProcessInfo.processInfo.environment)
        return main(Array(CommandLine.arguments.dropFirst()), context: context)
    }
}
