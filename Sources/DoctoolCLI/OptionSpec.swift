import Foundation

/// One option of a command: its name, the value it takes, what it does. A command's table of these is the one
/// declaration its parser (`ParsedArguments`), its `--help` (USAGE and OPTIONS) and the README's command
/// reference are made from, so they cannot disagree (they had: the README lacked `--corpus`, `--timeout`, …).
public struct OptionSpec: Equatable, Sendable {
    /// `--jobs`.
    public var name: String
    /// A one-letter alias (`-h`), if any.
    public var short: String?
    /// The value's placeholder in OPTIONS (`N`, `DIR`); nil for a flag.
    public var value: String?
    /// The value as USAGE shows it, when that differs (`text|json|github` for `--format FORMAT`).
    public var usageValue: String?
    /// One paragraph, wrapped when printed.
    public var help: String
    /// The shared group it comes from (`report`, `scanning`), nil for a command's own option.
    public var group: String?
    /// A flag whose values are the command's positionals (`--merge FILE...`): the parser reads it as a flag.
    public var takesPositionals: Bool
    /// The words the value must be one of (`swift`, `objc`); empty for any value.
    public var choices: [String]
    /// What it is short for (`--format json` for `--json`), if it is an alias; USAGE may leave an alias out.
    public var aliasOf: String?
    /// The value when it is not given (`corpus` for `--corpus`), read with `ParsedArguments.value(_:)`; its help
    /// names it as `(default: …)`, which a test checks.
    public var defaultValue: String?

    /// `value` defaults to the choices (`swift|objc`) when there are some.
    public init(
        _ name: String, value: String? = nil, choices: [String] = [], usageValue: String? = nil, short: String? = nil,
        group: String? = nil, takesPositionals: Bool = false, default defaultValue: String? = nil, help: String
    ) {
        self.name = name
        self.choices = choices
        self.value = value ?? (choices.isEmpty ? nil : choices.joined(separator: "|"))
        self.usageValue = usageValue
        self.short = short
        self.group = group
        self.takesPositionals = takesPositionals
        self.defaultValue = defaultValue
        self.help = help
    }

    /// A flag short for `expansion`, its help saying so.
    static func alias(_ name: String, of expansion: String, group: String? = nil) -> OptionSpec {
        var spec = OptionSpec(name, group: group, help: "The same as \(expansion).")
        spec.aliasOf = expansion
        return spec
    }

    /// Whether the parser reads a value after it (`--jobs N`) rather than it being a flag.
    public var takesValue: Bool { value != nil && !takesPositionals }

    /// Every spelling of it (`-h`, `--help`).
    var spellings: [String] { [short, name].compactMap { $0 } }

    // MARK: - Shared options

    /// `-h, --help`, which every command takes (read by `Doctool.main`), last in each OPTIONS.
    static let help = OptionSpec("--help", short: "-h", help: "Show this help.")

    /// `--corpus DIR` as most commands describe it.
    static let corpus = OptionSpec("--corpus", value: "DIR", default: "corpus", help: "The corpus folder (default: corpus).")

    /// `--scenarios DIR` as most commands describe it.
    static let scenarios = OptionSpec(
        "--scenarios", value: "DIR", default: "Scenarios", help: "The scenario folder (default: Scenarios).")

    // MARK: - Help layout

    /// Where an option's help text starts: two spaces, then the name and value padded to this column.
    static let helpColumn = 26
    /// The width help text is wrapped to: the right edge the hand-written help mostly kept (narrower widths rewrap
    /// fewer of its lines but leave one-word last lines).
    static let lineWidth = 100

    /// The option as USAGE shows it: `--jobs N`, `--format text|json|github`, `--json`.
    var usageText: String { name + ((usageValue ?? value).map { " " + $0 } ?? "") }

    /// Its OPTIONS entry: `  -h, --help              Show this help.`, the text wrapped under itself.
    var helpEntry: String {
        let label = "  " + (short.map { $0 + ", " } ?? "") + name + (value.map { " " + $0 } ?? "")
        let padded =
            label.count < Self.helpColumn - 1
            ? label.padding(toLength: Self.helpColumn, withPad: " ", startingAt: 0) : label + " "
        return Self.wrap(help, first: padded, indent: String(repeating: " ", count: Self.helpColumn))
    }

    /// The OPTIONS section's lines for `table`, with `-h, --help` last.
    static func helpSection(_ table: [OptionSpec]) -> String {
        (table + [help]).map(\.helpEntry).joined(separator: "\n")
    }

    /// The names of `table`'s options that take a value, for the parser.
    static func namesWithValues(_ table: [OptionSpec]) -> Set<String> {
        Set(table.filter(\.takesValue).flatMap(\.spellings))
    }

    /// `text`'s words after `first`, greedily filling lines of `lineWidth`; later lines start with `indent`. A word
    /// longer than a line gets one to itself. Units never broken (`[--shard K/N --results FILE]`) are one word.
    static func wrap(_ text: String, first: String, indent: String, units: [String]? = nil) -> String {
        let words = units ?? text.split(separator: " ").map(String.init)
        var lines: [String] = []
        var line = first
        var lineHasWord = false
        for word in words {
            if lineHasWord && line.count + 1 + word.count > lineWidth {
                lines.append(line)
                line = indent + word
            } else {
                // After a word, or after a prefix that does not end in padding (`USAGE: doctool index`), a space.
                line += (lineHasWord || !(line.last?.isWhitespace ?? true) ? " " : "") + word
            }
            lineHasWord = true
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    // MARK: - Usage

    /// `form` (one USAGE form after `doctool CMD `, options named without their values: `[--jobs] [--shard --results]`)
    /// with each option written as `usageText` from `table`; a word that is not an option (`new`, `SAMPLE`,
    /// `[QUERY]`, `FILE...`) stays as it is. The bracketed groups, each one unit for wrapping.
    static func usageUnits(_ form: String, table: [OptionSpec]) -> [String] {
        var units: [String] = []
        var open: [String] = []
        for token in form.split(separator: " ").map(String.init) {
            let opens = token.hasPrefix("[")
            let closes = token.hasSuffix("]")
            let core = String(token.dropFirst(opens ? 1 : 0).dropLast(closes ? 1 : 0))
            let rendered = core.hasPrefix("-") ? (table.first { $0.spellings.contains(core) }?.usageText ?? core) : core
            let word = (opens ? "[" : "") + rendered + (closes ? "]" : "")
            if opens || !open.isEmpty { open.append(word) } else { units.append(word) }
            if closes, !open.isEmpty {
                units.append(open.joined(separator: " "))
                open = []
            }
        }
        return units + (open.isEmpty ? [] : [open.joined(separator: " ")])
    }

    /// The option names `form` mentions (`--jobs` in `[--jobs]`), to check them against the table.
    static func usageNames(_ form: String) -> [String] {
        form.split(separator: " ").map { String($0.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))) }
            .filter { $0.hasPrefix("-") }
    }

    /// The USAGE paragraph: `USAGE: doctool CMD …` and each further form under it, each wrapped with its
    /// continuation lines under its first option.
    static func usageSection(command: String, forms: [String], table: [OptionSpec]) -> String {
        forms.enumerated().map { index, form in
            let start = (index == 0 ? "USAGE: " : "       ") + "doctool \(command)"
            let units = usageUnits(form, table: table)
            // Continuation lines start under the first option (`new SAMPLE` and other words stay on the first line).
            let words = units.prefix { !$0.hasPrefix("[") && !$0.hasPrefix("-") }
            let indent = ([start] + words).joined(separator: " ").count + 1
            return wrap("", first: start, indent: String(repeating: " ", count: indent), units: units)
        }.joined(separator: "\n")
    }
}
