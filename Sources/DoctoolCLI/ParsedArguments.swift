/// A wrong command line: the message says what is wrong and how to fix it.
public struct UsageError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// A command's arguments, split into flags, options with values, and positionals.
///
/// Hand-parsed on purpose (we take no dependencies): `--flag`, `--option value`, `--option=value`,
/// `-h`; `--` ends options. The command's option table (`OptionSpec`) says which options take a value, so
/// `--json QUERY` and `--lang ru QUERY` both parse without guessing. Every getter records what it consumed so
/// `finish()` can reject anything the command did not expect, and checks the name against the table: a command
/// cannot read an option its `--help` does not list (nor, in debug builds, list one it never reads).
public struct ParsedArguments {
    /// The options the command declares, by every spelling.
    private var table: [String: OptionSpec] = [:]
    private var tableOrder: [String] = []
    /// Reads that disagree with the table: a bug in the command, not in its arguments.
    private var tableMisuses: [String] = []
    private var flags: [String] = []
    private var options: [String: [String]] = [:]
    public private(set) var positionals: [String] = []
    private var consumed: Set<String> = []
    private var problems: [String] = []

    /// Splits `arguments` by `options`, the table of what the command takes (for a command run by `Doctool.main`,
    /// with the options every command takes).
    public init(_ arguments: [String], options declared: [OptionSpec]) {
        for spec in declared {
            for spelling in spec.spellings where table[spelling] == nil { table[spelling] = spec }
            tableOrder.append(spec.name)
        }
        let optionsWithValues = OptionSpec.namesWithValues(declared)
        var index = 0
        var onlyPositionals = false
        while index < arguments.count {
            let argument = arguments[index]
            index += 1
            if onlyPositionals || !argument.hasPrefix("-") || argument == "-" {
                positionals.append(argument)
            } else if argument == "--" {
                onlyPositionals = true
            } else if let equals = argument.firstIndex(of: "="), argument.hasPrefix("--") {
                options[String(argument[..<equals]), default: []].append(String(argument[argument.index(after: equals)...]))
            } else if optionsWithValues.contains(argument) {
                if index < arguments.count {
                    options[argument, default: []].append(arguments[index])
                    index += 1
                } else {
                    problems.append("\(argument) needs a value")
                }
            } else {
                flags.append(argument)
            }
        }
    }

    /// True when any of `names` (e.g. `--help`, `-h`) was given as a flag.
    public mutating func flag(_ names: String...) -> Bool {
        names.forEach { consumed.insert($0) }
        for name in names { checkDeclared(name, takesValue: false) }
        // `--json=true` would otherwise be read as no --json at all.
        for name in names where options[name] != nil { problems.append("\(name) takes no value") }
        return names.contains { flags.contains($0) }
    }

    /// The value of `--name VALUE` or `--name=VALUE`, nil when absent. Given twice with different values it is a
    /// usage error (`--jobs 99 --jobs 1` would otherwise quietly mean 1).
    public mutating func option(_ name: String) -> String? {
        let values = optionValues(name)
        if Set(values).count > 1 {
            problems.append(
                "\(name) is given \(values.count) times (\(values.map { "'\($0)'" }.joined(separator: ", "))); give it once")
        }
        return values.last
    }

    /// The value of an option with a default in its table entry (`--corpus DIR`, default `corpus`): what was given,
    /// or that default.
    public mutating func value(_ name: String) -> String {
        guard let defaultValue = table[name]?.defaultValue else {
            tableMisuses.append("\(name) is read with its default but its table entry gives none")
            return option(name) ?? ""
        }
        return option(name) ?? defaultValue
    }

    /// Every value of a repeatable option, in order.
    public mutating func optionValues(_ name: String) -> [String] {
        consumed.insert(name)
        checkDeclared(name, takesValue: true)
        let values = options[name] ?? []
        // An empty value names nothing (an empty --output would be the working folder).
        if values.contains(where: \.isEmpty) { problems.append("\(name) needs a value, not an empty one") }
        return values
    }

    /// An integer option within bounds.
    public mutating func intOption(_ name: String, range: ClosedRange<Int>) throws -> Int? {
        guard let text = option(name) else { return nil }
        guard let value = Int(text), range.contains(value) else {
            throw UsageError("\(name) takes a whole number from \(range.lowerBound) to \(range.upperBound), not '\(text)'")
        }
        return value
    }

    /// An option restricted to the words its table entry gives (`OptionSpec.choices`).
    public mutating func choiceOption(_ name: String) throws -> String? {
        let choices = table[name]?.choices ?? []
        if choices.isEmpty { tableMisuses.append("\(name) is read as a choice but its table entry gives no choices") }
        guard let value = option(name) else { return nil }
        guard choices.contains(value) else {
            throw UsageError("\(name) takes one of \(choices.joined(separator: ", ")), not '\(value)'")
        }
        return value
    }

    /// Records a read of `name` that its table does not declare so (a bug `finish()` reports).
    private mutating func checkDeclared(_ name: String, takesValue: Bool) {
        guard let spec = table[name] else {
            tableMisuses.append("\(name) is read but is not in the command's option table")
            return
        }
        if spec.takesValue != takesValue {
            tableMisuses.append(
                "\(name) is read as \(takesValue ? "an option with a value" : "a flag") but its table entry says otherwise")
        }
    }

    /// Throws `UsageError` for a missing option value, or any flag or option the command did not read; then
    /// `OptionTableError` when the command read an option its table lacks (or, in debug builds, did not read one
    /// its table lists: it would be refused as unknown).
    public func finish(maxPositionals: Int = 0) throws {
        if let problem = problems.first { throw UsageError(problem) }
        let unknown = Set(flags).union(options.keys).subtracting(consumed).sorted()
        if let first = unknown.first {
            // The table's options are the ones it knows: the likely one when a letter or two is off.
            let known = Set(tableOrder.filter { $0.hasPrefix("--") }).sorted()
            let hint = Doctool.closest(to: first, among: known).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError("unknown option '\(first)'\(hint)")
        }
        if positionals.count > maxPositionals {
            throw UsageError("unexpected argument '\(positionals[maxPositionals])'")
        }
        if let misuse = tableMisuses.first { throw OptionTableError(description: misuse) }
        #if DEBUG
            if let unread = tableOrder.first(where: { !consumed.contains($0) }) {
                throw OptionTableError(description: "\(unread) is in the command's option table but is never read")
            }
        #endif
    }
}

/// A command whose parsing disagrees with its option table: a bug in doctool, found by any test that runs it.
public struct OptionTableError: Error, CustomStringConvertible {
    public var description: String
}
