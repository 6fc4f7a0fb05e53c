import Foundation

/// A scenario file that cannot be used, with the line to fix.
public struct ScenarioError: Error, Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var message: String
    public var description: String { "\(file):\(line): \(message)" }
}

/// Reads scenario files (see `Scenario` for the format).
public enum ScenarioParser {
    /// Parses one scenario file's text; `file` is the path reported in messages.
    public static func parse(_ text: String, file: String) throws -> Scenario {
        var name: String?
        var summary = ""
        var covers: [Scenario.Coverage] = []
        var ports: [Scenario.Coverage] = []
        var expectedFailure: String?
        var errata: [Scenario.Erratum] = []
        var lines: [Scenario.Line] = []
        // Split at every line break, CRLF included (`"\r\n"` is one `Character`, which a split at "\n" would miss).
        let rawLines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        for (offset, raw) in rawLines.enumerated() {
            let number = offset + 1
            let trimmed = raw.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("// @") else {
                lines.append(Scenario.Line(number: number, text: String(raw), sampleFingerprint: nil))
                continue
            }
            let directive = trimmed.dropFirst(4)
            let word = String(directive.prefix { !$0.isWhitespace })
            let rest = directive.dropFirst(word.count).trimmingCharacters(in: .whitespaces)
            func fail(_ message: String) -> ScenarioError { ScenarioError(file: file, line: number, message: message) }
            switch word {
            case "scenario":
                guard !rest.isEmpty else { throw fail("@scenario needs a name") }
                guard isScenarioName(rest) else {
                    throw fail("scenario name '\(rest)' must be lowercase letters, digits and hyphens (as in falling-square)")
                }
                guard name == nil else { throw fail("a second @scenario line; a file holds one scenario") }
                name = rest
            case "summary":
                summary = rest
            case "covers":
                let parts = rest.split(separator: " ", maxSplits: 1).map(String.init)
                guard let fingerprint = parts.first, isFingerprint(fingerprint) else {
                    throw fail("@covers needs a sample fingerprint (hex) then the sample id")
                }
                covers.append(
                    Scenario.Coverage(fingerprint: fingerprint, sampleID: parts.count > 1 ? parts[1] : "", line: number))
            case "ports":
                let parts = rest.split(separator: " ", maxSplits: 1).map(String.init)
                guard let fingerprint = parts.first, isFingerprint(fingerprint) else {
                    throw fail("@ports needs an Objective-C sample fingerprint (hex) then the sample id")
                }
                ports.append(Scenario.Coverage(fingerprint: fingerprint, sampleID: parts.count > 1 ? parts[1] : "", line: number))
            case "expect-failure":
                guard !rest.isEmpty else { throw fail("@expect-failure needs a reason") }
                guard expectedFailure == nil else { throw fail("a second @expect-failure line; give one reason") }
                expectedFailure = rest
            case "erratum":
                errata.append(try parseErratum(rest, line: number, fail: fail))
            case "sample":
                guard isFingerprint(rest) else { throw fail("@sample needs the fingerprint of a covered sample") }
                lines.append(Scenario.Line(number: number, text: String(raw), sampleFingerprint: rest))
            default:
                throw fail(
                    "unknown directive @\(word) (known: scenario, summary, covers, ports, expect-failure, erratum, sample)")
            }
        }
        guard let scenarioName = name else {
            throw ScenarioError(file: file, line: 1, message: "missing `// @scenario NAME`")
        }
        let covered = Set(covers.map(\.fingerprint))
        for line in lines {
            if let fingerprint = line.sampleFingerprint, !covered.contains(fingerprint) {
                throw ScenarioError(
                    file: file, line: line.number, message: "@sample \(fingerprint) is not listed in an @covers line")
            }
        }
        // A covered sample is compiled only where its placeholder stands: without one it would pass unseen.
        let placed = Set(lines.compactMap(\.sampleFingerprint))
        for coverage in covers where !placed.contains(coverage.fingerprint) {
            throw ScenarioError(
                file: file, line: coverage.line,
                message:
                    "@covers \(coverage.fingerprint) has no `// @sample \(coverage.fingerprint)` line, so the sample would never be compiled; put the placeholder where the sample's code goes"
            )
        }
        for erratum in errata where !covered.contains(erratum.fingerprint) {
            throw ScenarioError(
                file: file, line: erratum.line,
                message: "@erratum names \(erratum.fingerprint), which the scenario does not cover")
        }
        if !errata.isEmpty && expectedFailure == nil {
            throw ScenarioError(
                file: file, line: errata[0].line,
                message: "an @erratum needs an @expect-failure saying why the published sample fails")
        }
        // Without it the error would surface in the generated `main.swift`, which no reader has.
        if !lines.contains(where: { $0.text.contains("static func verify(") }) {
            throw ScenarioError(
                file: file, line: lines.last?.number ?? 1,
                message:
                    "the scenario has no `static func verify(_ expect: Expectations)`: add one that drives the app and checks what the page promises"
            )
        }
        return Scenario(
            name: scenarioName, file: file, summary: summary, covers: covers, ports: ports,
            expectedFailure: expectedFailure, errata: errata, lines: lines)
    }

    /// Lowercase letters, digits and hyphens: safe in a Swift string literal and a file name, and distinct
    /// namespaces (`Scenario.namespace` turns hyphens into underscores, which names cannot hold).
    static func isScenarioName(_ text: String) -> Bool {
        !text.isEmpty && text.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }

    static func isFingerprint(_ text: String) -> Bool {
        text.count >= 8 && text.allSatisfy(\.isHexDigit)
    }

    /// `FINGERPRINT replace `old` with `new`` (backquoted so spaces and brackets need no escaping).
    private static func parseErratum(_ text: String, line: Int, fail: (String) -> ScenarioError) throws -> Scenario.Erratum {
        let usage = "@erratum takes: FINGERPRINT replace `old text` with `new text`"
        let parts = text.split(separator: " ", maxSplits: 1).map(String.init)
        guard parts.count == 2, isFingerprint(parts[0]) else { throw fail(usage) }
        let quoted = parts[1].split(separator: "`", omittingEmptySubsequences: false).map(String.init)
        // ["replace ", old, " with ", new, ""]
        guard quoted.count == 5, quoted[0].trimmingCharacters(in: .whitespaces) == "replace",
            quoted[2].trimmingCharacters(in: .whitespaces) == "with", !quoted[1].isEmpty
        else {
            throw fail(usage)
        }
        return Scenario.Erratum(fingerprint: parts[0], original: quoted[1], replacement: quoted[3], line: line)
    }
}
