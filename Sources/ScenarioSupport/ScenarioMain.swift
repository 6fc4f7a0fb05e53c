import HeadlessUIKit

/// The entry point of a compiled scenario program.
///
/// The program holds one or more scenarios; `doctool verify` starts it once per scenario
/// (`PROGRAM --scenario NAME`) in a child process with time and memory limits, so a hostile
/// sample fails alone. The result is one JSON line on stdout; the exit status is 0 when every
/// expectation held, 1 when one failed, 2 for a usage error.
public enum ScenarioMain {
    /// The outcome printed for the verifier.
    public struct Outcome: Codable {
        public var scenario: String
        public var passed: Bool
        public var expectations: [ExpectationResult]
        public var simulatedSeconds: Double
    }

    public static func run(_ scenarios: [String: (Expectations) -> Void]) -> Never {
        let arguments = CommandLine.arguments
        guard let flag = arguments.firstIndex(of: "--scenario"), flag + 1 < arguments.count,
              let scenario = scenarios[arguments[flag + 1]] else {
            let names = scenarios.keys.sorted().joined(separator: ", ")
            FileHandle.standardError.write(Data("usage: PROGRAM --scenario NAME (one of: \(names))\n".utf8))
            exit(2)
        }
        let name = arguments[flag + 1]
        SimulationClock.shared.reset()
        let expectations = Expectations()
        scenario(expectations)
        let outcome = Outcome(scenario: name, passed: expectations.allPassed, expectations: expectations.results,
                              simulatedSeconds: SimulationClock.shared.now)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let data = (try? encoder.encode(outcome)) ?? Data("{}".utf8)
        // A sample's `print` goes through stdio's buffer, which a redirected stdout flushes only at
        // exit, after this line: flush it first so the report stays the last line.
        fflush(stdout)
        FileHandle.standardOutput.write(data + Data("\n".utf8))
        exit(outcome.passed ? 0 : 1)
    }
}
