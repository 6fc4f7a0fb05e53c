import HeadlessUIKit
internal import ReportSeal
#if canImport(Glibc)
    import Glibc
#endif

/// The entry point of a compiled scenario program.
///
/// The program holds one or more scenarios; `doctool verify` starts it once per scenario
/// (`PROGRAM --scenario NAME`) in its sandbox, so a hostile sample fails alone. The verifier writes
/// a fresh key on the program's standard input; the program reads it before any scenario code runs
/// and then closes its input, and its result is one JSON line on stdout sealed with that key
/// (`ReportSeal`), so a report the sample prints itself is not believed. With `--filmstrip` the report
/// also carries the frames the user saw (`Filmstrip`). The exit status is 0 when
/// every expectation held, 1 when one failed, 2 for a usage error.
public enum ScenarioMain {
    /// The outcome printed for the verifier.
    public struct Outcome: Codable {
        public var scenario: String
        public var passed: Bool
        public var expectations: [ExpectationResult]
        public var simulatedSeconds: Double
        /// The filmstrip's PNG, base64, when the run was asked for one (`--filmstrip`) and showed a window.
        public var filmstrip: String?
    }

    public static func run(_ scenarios: [String: (Expectations) -> Void]) -> Never {
        let arguments = CommandLine.arguments
        guard let flag = arguments.firstIndex(of: "--scenario"), flag + 1 < arguments.count,
            let scenario = scenarios[arguments[flag + 1]]
        else {
            let names = scenarios.keys.sorted().joined(separator: ", ")
            FileHandle.standardError.write(Data("usage: PROGRAM --scenario NAME (one of: \(names))\n".utf8))
            exit(2)
        }
        let name = arguments[flag + 1]
        // Kept in this frame only: the scenario's code never gets a name for it.
        let key = readKeyAndCloseInput()
        SimulationClock.shared.reset()
        let filmstrip = arguments.contains("--filmstrip") ? Filmstrip() : nil
        filmstrip?.start()
        let expectations = Expectations()
        scenario(expectations)
        filmstrip?.finish(at: SimulationClock.shared.now)
        // Inside the sealed report, so the strip comes out of the sandbox without a writable folder.
        let strip = filmstrip?.pngData()?.base64EncodedString()
        let outcome = Outcome(
            scenario: name, passed: expectations.allPassed, expectations: expectations.results,
            simulatedSeconds: SimulationClock.shared.now, filmstrip: strip)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(outcome)) ?? Data("{}".utf8)
        // A sample's `print` goes through stdio's buffer, which a redirected stdout flushes only at
        // exit, after this line: flush it first so the report stays the last line.
        fflush(stdout)
        let line = key.map { ReportSeal.sealedLine(report: Array(data), key: $0) } ?? String(decoding: data, as: UTF8.self)
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
        exit(outcome.passed ? 0 : 1)
    }

    /// The key on the first line of standard input (nil when run by hand with none); the input is
    /// then replaced by /dev/null, so the scenario's code cannot read what is left of it.
    private static func readKeyAndCloseInput() -> [UInt8]? {
        var line: [UInt8] = []
        var byte: UInt8 = 0
        while line.count < 2 * ReportSeal.keyBytes + 1, read(0, &byte, 1) == 1, byte != 0x0A { line.append(byte) }
        let empty = open("/dev/null", O_RDONLY)
        if empty >= 0 { dup2(empty, 0); close(empty) }
        return ReportSeal.key(fromLine: String(decoding: line, as: UTF8.self))
    }
}
