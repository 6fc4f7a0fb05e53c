@testable import DoctoolCLI
import XCTest

final class ParsedArgumentsTests: XCTestCase {
    /// `doctool` run with `arguments`, its exit code and what it wrote to each stream.
    private func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        let out = BufferOutput(), err = BufferOutput()
        let context = CommandContext(
            out: out, err: err, workingDirectory: FileManager.default.temporaryDirectory,
            isTerminal: false)
        return (Doctool.main(arguments, context: context), out.text, err.text)
    }

    /// A table of these flags and options with values, for the parser alone.
    private func table(flags: [String] = [], values: [String] = []) -> [OptionSpec] {
        flags.map { OptionSpec($0, help: "") } + values.map { OptionSpec($0, value: "X", help: "") }
    }

    func testOptionsWithValuesAndFlagsDoNotSwallowPositionals() throws {
        var arguments = ParsedArguments(
            ["--json", "гравитация", "--lang", "ru", "--limit=5"],
            options: table(flags: ["--json"], values: ["--lang", "--limit"]))
        XCTAssertTrue(arguments.flag("--json"))
        XCTAssertEqual(arguments.option("--lang"), "ru")
        XCTAssertEqual(try arguments.intOption("--limit", range: 1...100), 5)
        XCTAssertEqual(arguments.positionals, ["гравитация"])
        XCTAssertNoThrow(try arguments.finish(maxPositionals: 1))
    }

    func testUnknownOptionAndMissingValueAreUsageErrors() {
        var unknown = ParsedArguments(["--frobnicate"], options: table(flags: ["--json"]))
        _ = unknown.flag("--json")
        XCTAssertThrowsError(try unknown.finish())
        let missing = ParsedArguments(["--lang"], options: table(values: ["--lang"]))
        XCTAssertThrowsError(try missing.finish())
    }

    func testHelpAndUnknownSubcommandExitCodes() {
        let out = BufferOutput(), err = BufferOutput()
        let context = CommandContext(out: out, err: err, workingDirectory: URL(fileURLWithPath: "/tmp"), isTerminal: false)
        XCTAssertEqual(Doctool.main(["--help"], context: context), ExitCode.success)
        XCTAssertTrue(out.text.contains("SUBCOMMANDS:"))
        XCTAssertEqual(Doctool.main(["nonsense"], context: context), ExitCode.usage)
        XCTAssertTrue(err.text.contains("unknown subcommand 'nonsense'"))
        XCTAssertEqual(Doctool.main(["help", "index"], context: context), ExitCode.success)
        XCTAssertTrue(out.text.contains("USAGE: doctool index"))
    }

    /// `--json=true` is not --json: a flag given a value, or an option given an empty one, is a usage error.
    func testAFlagWithAValueAndAnEmptyOptionAreUsageErrors() {
        var flagged = ParsedArguments(["--json=true"], options: table(flags: ["--json"], values: ["--corpus"]))
        XCTAssertFalse(flagged.flag("--json"))
        XCTAssertThrowsError(try flagged.finish()) { XCTAssertTrue("\($0)".contains("--json takes no value"), "\($0)") }
        var empty = ParsedArguments(["--corpus", ""], options: table(values: ["--corpus"]))
        XCTAssertEqual(empty.option("--corpus"), "")
        XCTAssertThrowsError(try empty.finish()) { XCTAssertTrue("\($0)".contains("--corpus needs a value"), "\($0)") }
        var fine = ParsedArguments(["--json", "--corpus=c"], options: table(flags: ["--json"], values: ["--corpus"]))
        XCTAssertTrue(fine.flag("--json"))
        XCTAssertEqual(fine.option("--corpus"), "c")
        XCTAssertNoThrow(try fine.finish())
    }

    /// An option given twice with different values is a usage error; the same value twice is harmless.
    func testAnOptionGivenTwiceWithDifferentValuesIsAUsageError() {
        var twice = ParsedArguments(["--jobs", "99", "--jobs=1"], options: table(values: ["--jobs"]))
        XCTAssertEqual(twice.option("--jobs"), "1")
        XCTAssertThrowsError(try twice.finish()) {
            XCTAssertTrue("\($0)".contains("--jobs is given 2 times ('99', '1'); give it once"), "\($0)")
        }
        var same = ParsedArguments(["--corpus", "c", "--corpus", "c"], options: table(values: ["--corpus"]))
        XCTAssertEqual(same.option("--corpus"), "c")
        XCTAssertNoThrow(try same.finish())
        XCTAssertEqual(run(["verify", "--jobs", "9", "--jobs", "1"]).code, ExitCode.usage)
    }

    /// No subcommand is a usage error on stderr; a usage error shows the command's usage lines, not its whole help;
    /// `help` takes one subcommand.
    func testUsageErrorsAreShortAndOnStderr() {
        let none = run([])
        XCTAssertEqual(none.code, ExitCode.usage)
        XCTAssertEqual(none.out, "")
        XCTAssertTrue(none.err.hasPrefix("Error: missing subcommand"), none.err)
        let wrong = run(["search", "--limit", "zero", "x"])
        XCTAssertEqual(wrong.code, ExitCode.usage)
        XCTAssertTrue(wrong.err.hasPrefix("Error: --limit"), wrong.err)
        XCTAssertTrue(wrong.err.contains("USAGE: doctool search"), wrong.err)
        XCTAssertFalse(wrong.err.contains("OPTIONS:"), wrong.err)
        XCTAssertLessThanOrEqual(wrong.err.split(separator: "\n").count, 6, wrong.err)
        XCTAssertEqual(run(["help", "index", "extra"]).code, ExitCode.usage)
        XCTAssertEqual(run(["help", "index"]).code, ExitCode.success)
    }

    /// A mistyped option names the likely one of the command's own (as a subcommand does); an unrelated one none.
    func testUnknownOptionSuggestsTheClosestKnownOne() {
        let typo = run(["index", "--rebuld"])
        XCTAssertEqual(typo.code, ExitCode.usage)
        XCTAssertTrue(typo.err.hasPrefix("Error: unknown option '--rebuld'; did you mean '--rebuild'?\n"), typo.err)
        XCTAssertTrue(run(["check", "--jsno"]).err.hasPrefix("Error: unknown option '--jsno'; did you mean '--json'?"))
        XCTAssertTrue(run(["verify", "--sarf", "x"]).err.contains("did you mean '--sarif'?"), "an option with a value too")
        XCTAssertTrue(run(["samples", "--colr=never"]).err.contains("did you mean '--color'?"), "the options every command takes")
        let unrelated = run(["index", "--frobnicate"])
        XCTAssertEqual(unrelated.code, ExitCode.usage)
        XCTAssertTrue(unrelated.err.hasPrefix("Error: unknown option '--frobnicate'\n"), unrelated.err)
    }

    func testVersion() {
        let version = run(["--version"])
        XCTAssertEqual(version.code, ExitCode.success)
        XCTAssertEqual(version.out, "doctool \(Doctool.version)\n")
        XCTAssertEqual(run(["--version", "index"]).code, ExitCode.usage)
        XCTAssertTrue(run(["--help"]).out.contains("--version"))
    }

    /// A mistyped subcommand names the likely one and lists them all; `help help` is the overview, not an error.
    func testUnknownSubcommandSuggestsAndListsAndHelpHelpIsTheOverview() {
        let typo = run(["serach", "gravity"])
        XCTAssertEqual(typo.code, ExitCode.usage)
        XCTAssertTrue(typo.err.contains("unknown subcommand 'serach'. Did you mean 'search'?"), typo.err)
        XCTAssertTrue(typo.err.contains("index, parse, samples, align, search, verify, scenario, engine, check"), typo.err)
        XCTAssertTrue(run(["help", "indx"]).err.contains("Did you mean 'index'?"))
        let unrelated = run(["frobnicate"])
        XCTAssertEqual(unrelated.code, ExitCode.usage)
        XCTAssertFalse(unrelated.err.contains("Did you mean"), unrelated.err)
        XCTAssertTrue(unrelated.err.contains("The subcommands are:"), unrelated.err)
        for arguments in [["help", "help"], ["help", "--help"]] {
            let help = run(arguments)
            XCTAssertEqual(help.code, ExitCode.success, "\(arguments)")
            XCTAssertTrue(help.out.contains("SUBCOMMANDS:"), "\(arguments)")
            XCTAssertEqual(help.err, "", "\(arguments)")
        }
    }
}
