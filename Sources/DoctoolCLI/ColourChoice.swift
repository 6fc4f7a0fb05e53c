/// Whether a command colours its output: `--color auto|always|never`, read by every subcommand, and under `auto`
/// the conventions of the terminal world: no colour into a pipe or file, none when `NO_COLOR` is set to anything
/// (https://no-color.org), and no control sequences at all for `TERM=dumb` (not the progress line either, which
/// rewrites itself with one).
enum ColourChoice: String, CaseIterable {
    case auto, always, never

    /// The option every subcommand takes (its help is in doctool's overview).
    static let option = OptionSpec(
        "--color", value: "WHEN", choices: allCases.map(\.rawValue),
        help: """
            auto (default), always or never: colour on stdout (search's matches). Under auto only on a terminal, and \
            never with NO_COLOR set or TERM=dumb. Every subcommand takes it, after its name (doctool search --color \
            never …).
            """)

    /// Whether stdout gets colour.
    func colours(stdoutIsTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            // NO_COLOR counts when set and not empty, as its convention says.
            let noColour = !(environment["NO_COLOR"] ?? "").isEmpty
            return stdoutIsTerminal && !noColour && !Self.isDumb(environment)
        }
    }

    /// A terminal that obeys no control sequence (`TERM=dumb`: Emacs' shell, some CI logs).
    static func isDumb(_ environment: [String: String]) -> Bool { environment["TERM"] == "dumb" }

    /// The context a command runs in after `--color` and the environment: `isTerminal` says whether stdout takes
    /// colour, and a dumb terminal gets no progress line on stderr.
    static func apply(_ choice: ColourChoice, to context: CommandContext) -> CommandContext {
        var applied = context
        applied.isTerminal = choice.colours(stdoutIsTerminal: context.isTerminal, environment: context.environment)
        if isDumb(context.environment) { applied.errIsTerminal = false }
        return applied
    }
}
