@testable import DoctoolCLI
import XCTest

final class ParsedArgumentsTests: XCTestCase {
    func testOptionsWithValuesAndFlagsDoNotSwallowPositionals() throws {
        var arguments = ParsedArguments(["--json", "гравитация", "--lang", "ru", "--limit=5"],
                                        optionsWithValues: ["--lang", "--limit"])
        XCTAssertTrue(arguments.flag("--json"))
        XCTAssertEqual(arguments.option("--lang"), "ru")
        XCTAssertEqual(try arguments.intOption("--limit", range: 1...100), 5)
        XCTAssertEqual(arguments.positionals, ["гравитация"])
        XCTAssertNoThrow(try arguments.finish(maxPositionals: 1))
    }

    func testUnknownOptionAndMissingValueAreUsageErrors() {
        var unknown = ParsedArguments(["--frobnicate"])
        _ = unknown.flag("--json")
        XCTAssertThrowsError(try unknown.finish())
        let missing = ParsedArguments(["--lang"], optionsWithValues: ["--lang"])
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
        var flagged = ParsedArguments(["--json=true"], optionsWithValues: ["--corpus"])
        XCTAssertFalse(flagged.flag("--json"))
        XCTAssertThrowsError(try flagged.finish()) { XCTAssertTrue("\($0)".contains("--json takes no value"), "\($0)") }
        var empty = ParsedArguments(["--corpus", ""], optionsWithValues: ["--corpus"])
        XCTAssertEqual(empty.option("--corpus"), "")
        XCTAssertThrowsError(try empty.finish()) { XCTAssertTrue("\($0)".contains("--corpus needs a value"), "\($0)") }
        var fine = ParsedArguments(["--json", "--corpus=c"], optionsWithValues: ["--corpus"])
        XCTAssertTrue(fine.flag("--json"))
        XCTAssertEqual(fine.option("--corpus"), "c")
        XCTAssertNoThrow(try fine.finish())
    }
}
