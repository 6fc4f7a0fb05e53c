/// A wrong command line: the message says what is wrong and how to fix it.
public struct UsageError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// A command's arguments, split into flags, options with values, and positionals.
///
/// Hand-parsed on purpose (we take no dependencies): `--flag`, `--option value`, `--option=value`,
/// `-h`; `--` ends options. The command declares which options take a value, so `--json QUERY`
/// and `--lang ru QUERY` both parse without guessing. Every getter records what it consumed so
/// `finish()` can reject anything the command did not expect.
public struct ParsedArguments {
    private var flags: [String] = []
    private var options: [String: [String]] = [:]
    public private(set) var positionals: [String] = []
    private var consumed: Set<String> = []
    private var problems: [String] = []

    public init(_ arguments: [String], optionsWithValues: Set<String> = []) {
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
        // `--json=true` would otherwise be read as no --json at all.
        for name in names where options[name] != nil { problems.append("\(name) takes no value") }
        return names.contains { flags.contains($0) }
    }

    /// The value of `--name VALUE` or `--name=VALUE`, nil when absent. Given twice with different values it is a
    /// usage error (`--jobs 99 --jobs 1` would otherwise quietly mean 1).
    public mutating func option(_ name: String) -> String? {
        let values = optionValues(name)
        if Set(values).count > 1 {
            problems.append("\(name) is given \(values.count) times (\(values.map { "'\($0)'" }.joined(separator: ", "))); give it once")
        }
        return values.last
    }

    /// Every value of a repeatable option, in order.
    public mutating func optionValues(_ name: String) -> [String] {
        consumed.insert(name)
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

    /// An option restricted to a set of words.
    public mutating func choiceOption(_ name: String, choices: [String]) throws -> String? {
        guard let value = option(name) else { return nil }
        guard choices.contains(value) else {
            throw UsageError("\(name) takes one of \(choices.joined(separator: ", ")), not '\(value)'")
        }
        return value
    }

    /// Throws for a missing option value, or any flag or option the command did not read.
    public func finish(maxPositionals: Int = 0) throws {
        if let problem = problems.first { throw UsageError(problem) }
        let unknown = Set(flags).union(options.keys).subtracting(consumed).sorted()
        if let first = unknown.first {
            // The options the command read are the ones it knows: the likely one when a letter or two is off.
            let known = consumed.filter { $0.hasPrefix("--") }.sorted()
            let hint = Doctool.closest(to: first, among: known).map { "; did you mean '\($0)'?" } ?? ""
            throw UsageError("unknown option '\(first)'\(hint)")
        }
        if positionals.count > maxPositionals {
            throw UsageError("unexpected argument '\(positionals[maxPositionals])'")
        }
    }
}
