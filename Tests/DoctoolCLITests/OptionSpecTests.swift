@testable import DoctoolCLI
import XCTest

/// Each command's option table is the one declaration of its options: the parser refuses to read an option the
/// table lacks, every usage form names only table options, and the help layout is the one `--help` always had.
final class OptionSpecTests: XCTestCase {
    /// Arguments each command accepts, so that `init` runs to its end and reads every option it ever reads.
    private let minimalArguments: [String: [[String]]] = [
        "parse": [["page.md"]],
        "search": [["gravity"]],
        "scenario": [["new", "uikit-dynamics/en/1/1"], ["new", "--all", "--topic", "uikit-dynamics"]],
        "engine": [["--apis"]],
        "verify": [[], ["--merge", "a.json", "b.json"]]
    ]

    /// What the parse of every command reads is in its table, and (in debug builds, where `finish` checks it)
    /// everything in its table is read: an option added to one and not the other fails here.
    func testEveryCommandReadsExactlyTheOptionsOfItsTable() {
        for command in Doctool.commands {
            for arguments in minimalArguments[command.name] ?? [[]] {
                XCTAssertNoThrow(
                    try command.init(arguments: ParsedArguments(arguments, options: command.options)),
                    "doctool \(command.name) \(arguments.joined(separator: " "))")
            }
        }
    }

    /// The check itself: a read of an undeclared option, or of a flag as an option with a value, is a table error.
    func testReadingAnOptionMissingFromTheTableIsATableError() {
        let table = [OptionSpec("--corpus", value: "DIR", help: ""), OptionSpec("--json", help: "")]
        var undeclared = ParsedArguments(["--corpus", "c"], options: table)
        _ = undeclared.option("--corpus")
        _ = undeclared.flag("--json")
        _ = undeclared.option("--index")
        XCTAssertThrowsError(try undeclared.finish()) { error in
            XCTAssertTrue(error is OptionTableError, "\(error)")
            XCTAssertTrue("\(error)".contains("--index is read but is not in the command's option table"), "\(error)")
        }
        var wrongKind = ParsedArguments([], options: table)
        _ = wrongKind.option("--corpus")
        _ = wrongKind.option("--json")
        XCTAssertThrowsError(try wrongKind.finish()) { XCTAssertTrue($0 is OptionTableError, "\($0)") }
        var noChoices = ParsedArguments([], options: table)
        _ = noChoices.flag("--json")
        XCTAssertNil(try noChoices.choiceOption("--corpus"))
        XCTAssertThrowsError(try noChoices.finish()) { XCTAssertTrue("\($0)".contains("gives no choices"), "\($0)") }
        #if DEBUG
            var unread = ParsedArguments([], options: table)
            _ = unread.option("--corpus")
            XCTAssertThrowsError(try unread.finish()) { error in
                XCTAssertTrue("\(error)".contains("--json is in the command's option table but is never read"), "\(error)")
            }
        #endif
    }

    /// A default lives in the option's table entry: `value` gives it when the option is absent, the given value
    /// otherwise, and the help of every entry with a default names it, so the two cannot drift.
    func testDefaultsComeFromTheTableAndTheHelpNamesThem() throws {
        let table = [
            OptionSpec("--corpus", value: "DIR", default: "corpus", help: ""), OptionSpec("--index", value: "DIR", help: "")
        ]
        var absent = ParsedArguments([], options: table)
        XCTAssertEqual(absent.value("--corpus"), "corpus")
        _ = absent.option("--index")
        XCTAssertNoThrow(try absent.finish())
        var given = ParsedArguments(["--corpus", "pages"], options: table)
        XCTAssertEqual(given.value("--corpus"), "pages")
        _ = given.option("--index")
        XCTAssertNoThrow(try given.finish())
        var noDefault = ParsedArguments([], options: table)
        _ = noDefault.value("--corpus")
        XCTAssertEqual(noDefault.value("--index"), "")
        XCTAssertThrowsError(try noDefault.finish()) { XCTAssertTrue("\($0)".contains("gives none"), "\($0)") }

        var defaults = 0
        for command in Doctool.commands {
            for spec in command.options {
                guard let value = spec.defaultValue else { continue }
                defaults += 1
                XCTAssertTrue(spec.help.contains("(default: \(value))"), "doctool \(command.name) \(spec.name): \(spec.help)")
            }
        }
        XCTAssertGreaterThanOrEqual(defaults, 10, "--corpus, --scenarios, --index and --output of the commands")
    }

    /// A usage form names options by their table names (one not in the table would be printed as typed), and the
    /// forms name every option but aliases: USAGE and the README's reference leave none out.
    func testUsageFormsNameTheTableOptions() {
        for command in Doctool.commands {
            let known = Set(command.options.flatMap(\.spellings))
            let named = Set(command.usage.flatMap(OptionSpec.usageNames))
            for name in named.sorted() {
                XCTAssertTrue(known.contains(name), "doctool \(command.name) usage names \(name), not in its table")
            }
            for spec in command.options where spec.aliasOf == nil {
                XCTAssertTrue(named.contains(spec.name), "doctool \(command.name) usage leaves out \(spec.name)")
            }
        }
    }

    /// The parser's options with values are the table's; `--merge FILE...` reads positionals, so it is a flag.
    func testOptionsWithValuesComeFromTheTable() {
        XCTAssertEqual(IndexCommand.optionsWithValues, ["--corpus", "--output", "--jobs"])
        XCTAssertTrue(VerifyCommand.optionsWithValues.isSuperset(of: ["--format", "--sarif", "--jobs", "--shard"]))
        XCTAssertFalse(VerifyCommand.optionsWithValues.contains("--merge"))
        XCTAssertFalse(VerifyCommand.optionsWithValues.contains("--json"))
        XCTAssertTrue(ParseCommand.optionsWithValues.isEmpty)
    }

    /// A choice is checked against the table's words, and the placeholder defaults to them.
    func testChoicesComeFromTheTable() throws {
        let spec = OptionSpec("--code", choices: ["swift", "objc"], help: "")
        XCTAssertEqual(spec.value, "swift|objc")
        var good = ParsedArguments(["--code", "objc"], options: [spec])
        XCTAssertEqual(try good.choiceOption("--code"), "objc")
        XCTAssertNoThrow(try good.finish())
        var bad = ParsedArguments(["--code=c"], options: [spec])
        XCTAssertThrowsError(try bad.choiceOption("--code")) {
            XCTAssertEqual("\($0)", "--code takes one of swift, objc, not 'c'")
        }
    }

    /// OPTIONS: two spaces, the name and value padded to column 26, the text wrapped under itself within the width;
    /// a name as long as the column gets one space.
    func testHelpEntryLayout() {
        let text = (1...40).map { "word\($0)" }.joined(separator: " ")
        let entry = OptionSpec("--jobs", value: "N", help: text).helpEntry
        let lines = entry.split(separator: "\n")
        XCTAssertTrue(lines[0].hasPrefix("  --jobs N                word1 word2"), String(lines[0]))
        XCTAssertGreaterThan(lines.count, 2)
        for line in lines {
            XCTAssertLessThanOrEqual(line.count, OptionSpec.lineWidth, String(line))
            XCTAssertEqual(line.dropFirst(2).first != " ", line == lines[0], String(line))
        }
        XCTAssertEqual(lines.map { $0.dropFirst(OptionSpec.helpColumn) }.joined(separator: " "), text)
        XCTAssertTrue(CorpusSamples.followExternalLinks.helpEntry.hasPrefix("  --follow-external-links Also index"))
        XCTAssertEqual(OptionSpec.help.helpEntry, "  -h, --help              Show this help.")
    }

    /// USAGE wraps between options, never inside a bracketed group, with continuation lines under the first option.
    func testUsageWrapsBetweenGroups() {
        let section = VerifyCommand.usageSection
        let lines = section.split(separator: "\n")
        XCTAssertTrue(lines[0].hasPrefix("USAGE: doctool verify [--filter TEXT] [--jobs N] [--format text|json|github]"))
        XCTAssertTrue(section.contains("[--shard K/N --results FILE]"))
        XCTAssertTrue(
            lines.contains {
                $0 == "       doctool verify --merge FILE... [--format text|json|github] [--sarif FILE] [--junit FILE]"
            },
            section)
        for line in lines {
            XCTAssertLessThanOrEqual(line.count, OptionSpec.lineWidth, String(line))
            XCTAssertEqual(line.filter { $0 == "[" }.count, line.filter { $0 == "]" }.count, String(line))
        }
        let scenario = ScenarioCommand.usageSection.split(separator: "\n")
        XCTAssertTrue(
            scenario[1].hasPrefix(String(repeating: " ", count: "USAGE: doctool scenario new SAMPLE ".count) + "["),
            ScenarioCommand.usageSection)
    }
}
