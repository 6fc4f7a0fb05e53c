import Foundation

/// Everything `doctool verify` found, in sample order.
public struct VerificationReport: Codable, Sendable {
    /// Time spent, for the report and the benchmark.
    public struct Timing: Codable, Sendable {
        public var compileSeconds: Double
        public var runSeconds: Double
        public var compilerRuns: Int
        public var batched: Bool
    }

    public var verdicts: [SampleVerdict]
    /// Scenario files that could not be used (parse errors, drift), with file:line.
    public var scenarioErrors: [String]
    /// Pages of the corpus that could not be read (file:line: message): their samples were not verified.
    public var pageErrors: [String] = []
    public var timing: Timing
    /// Whether a smoke-tier sample that did not compile or run fails the run (`--strict-smoke`).
    public var strictSmoke = false
    /// Wall seconds spent on each sample fingerprint verified (see `ShardCosts`): what `--record-costs` keeps.
    public var fingerprintSeconds: [String: Double] = [:]

    /// True when every result is as declared, every scenario could be used and every page read. A smoke
    /// finding is information for the page's maintainer, not a failure, unless `strictSmoke`.
    public var succeeded: Bool {
        scenarioErrors.isEmpty && pageErrors.isEmpty
            && verdicts.allSatisfy { $0.isAsDeclared || ($0.isSmokeFinding && !strictSmoke) }
    }

    /// Scenario-file and page errors, each a failure of the run.
    var errors: [String] { scenarioErrors + pageErrors }

    public func count(_ status: SampleVerdict.Status) -> Int { verdicts.filter { $0.status == status }.count }

    // MARK: - Formats

    /// One line a sample, then the summary.
    public func text() -> String {
        // Page errors come as the reader words them (`file:line: error: …`); scenario errors get the label here.
        var lines: [String] = scenarioErrors.map { "error: \($0)" } + pageErrors
        // A scenario's summary is said once, at its first sample; a copy's compile errors once, at the first copy.
        var summarized: Set<String> = []
        var errorsShown: [String: String] = [:]
        for verdict in verdicts {
            let label: String
            switch verdict.status {
            case .passed: label = "PASS "
            case .failed: label = "FAIL "
            case .expectedFailure: label = "XFAIL"
            case .unexpectedPass: label = "XPASS"
            case .coveredByTwin: label = "TWIN "
            case .coveredByPort: label = "PORT "
            case .waived: label = "WAIVE"
            case .unlinked: label = "NOSCN"
            case .smoke: label = "SMOKE"
            case .smokeCompile: label = "COMPILE"
            case .smokeCrash: label = "CRASH"
            case .smokeHang: label = "HANG"
            case .otherLanguage: label = "OTHER"
            }
            var line = "\(label) \(verdict.sampleID)  \(verdict.location)"
            if let scenario = verdict.scenario, !scenario.hasPrefix("smoke-") { line += "  [\(scenario)]" }
            var detail = verdict.detail
            if verdict.status == .passed, let scenario = verdict.scenario, !summarized.insert(scenario).inserted {
                detail = "(the scenario's promises, above)"
            }
            if !detail.isEmpty { line += "  \(detail)" }
            lines += Self.wrapped(line)
            if verdict.status == .failed || verdict.status == .unexpectedPass {
                let errors = verdict.diagnostics.filter({ $0.severity == .error })
                if let first = errors.first, let earlier = errorsShown[verdict.fingerprint + first.message] {
                    lines.append("      the same compiler errors as \(earlier)")
                } else {
                    if let first = errors.first { errorsShown[verdict.fingerprint + first.message] = verdict.sampleID }
                    for diagnostic in errors.prefix(5) { lines += Self.wrapped("      \(diagnostic)") }
                }
                for expectation in verdict.expectations where !expectation.passed {
                    let place = verdict.scenarioFile.map { "\($0):\(expectation.line): " } ?? ""
                    let measured = expectation.detail.isEmpty ? "" : " (\(expectation.detail))"
                    lines += Self.wrapped("      \(place)broken promise: \(expectation.promise)\(measured)")
                }
            }
            for erratum in verdict.proposedErrata { lines += Self.wrapped("      proposed: \(erratum)") }
            // What was changed before compiling (a selector spelling, say) is said, not hidden in --json.
            for rewrite in verdict.rewrites {
                let before = rewrite.before.trimmingCharacters(in: .whitespaces),
                    after = rewrite.after.trimmingCharacters(in: .whitespaces)
                lines += Self.wrapped(
                    "      rewritten, sample line \(rewrite.sampleLine): `\(before)` → `\(after)` (\(rewrite.reason))")
            }
        }
        lines.append("")
        lines += Self.wrapped(summary())
        if !succeeded { lines.append("verify: FAILED") }
        return lines.joined(separator: "\n")
    }

    /// The width the text report keeps to, so it reads in a 100-column terminal.
    public static let width = 100

    /// `line` broken at spaces into lines of at most `width` columns, the rest indented under it.
    static func wrapped(_ line: String, width: Int = VerificationReport.width) -> [String] {
        guard line.count > width else { return [line] }
        let indent = String(repeating: " ", count: min(line.prefix { $0 == " " }.count + 6, width / 2))
        var result: [String] = []
        var current = ""
        for word in line.split(separator: " ", omittingEmptySubsequences: false) {
            let candidate = current.isEmpty ? String(word) : current + " " + word
            if candidate.count > width, !current.trimmingCharacters(in: .whitespaces).isEmpty {
                result.append(current)
                current = indent + word
            } else {
                current = candidate
            }
        }
        if !current.isEmpty { result.append(current) }
        return result
    }

    public func summary() -> String {
        let parts = [
            "\(count(.passed)) passed", "\(count(.failed)) failed", "\(count(.expectedFailure)) expected failures",
            "\(count(.coveredByTwin)) covered by twin", "\(count(.coveredByPort)) covered by port", "\(count(.waived)) waived",
            "\(count(.unlinked)) unlinked",
            "\(count(.unexpectedPass)) unexpectedly passing"
        ]
        var smokeParts: [String] = []
        if verdicts.contains(where: { [.smoke, .smokeCompile, .smokeCrash, .smokeHang].contains($0.status) }) {
            var compileCauses: [String] = []
            for category in SmokeCause.Category.allCases {
                let number = verdicts.filter { $0.status == .smokeCompile && $0.cause?.category == category }.count
                if number > 0 { compileCauses.append("\(number) \(category.rawValue)") }
            }
            let compile =
                "\(count(.smokeCompile)) do not compile"
                + (compileCauses.isEmpty ? "" : " (" + compileCauses.joined(separator: ", ") + ")")
            smokeParts = ["\(count(.smoke)) smoke", compile, "\(count(.smokeCrash)) crash", "\(count(.smokeHang)) hang"]
        }
        let time = String(
            format: "compile %.1f s in %d swiftc runs (%@), run %.1f s",
            timing.compileSeconds, timing.compilerRuns, timing.batched ? "batched" : "one at a time", timing.runSeconds)
        let smoke = smokeParts.isEmpty ? "" : "; smoke tier: " + smokeParts.joined(separator: ", ")
        let other = count(.otherLanguage) == 0 ? "" : "; \(count(.otherLanguage)) in other languages, not run"
        return "verify: " + parts.joined(separator: ", ") + smoke + other + "; " + time
    }

    public func json() -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return String(decoding: (try? encoder.encode(self)) ?? Data(), as: UTF8.self)
    }

    /// JUnit XML, one test case a sample copy, for CI dashboards.
    public func junit() -> String {
        func escape(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
        }
        // Each scenario-file or page error is a failing test case of its own: a failed run never reads "0 failures".
        func fails(_ verdict: SampleVerdict) -> Bool { !verdict.isAsDeclared && !(verdict.isSmokeFinding && !strictSmoke) }
        func skips(_ verdict: SampleVerdict) -> Bool {
            [.waived, .coveredByTwin, .coveredByPort, .otherLanguage].contains(verdict.status)
                || (verdict.isSmokeFinding && !strictSmoke)
        }
        let failures = verdicts.filter(fails).count + errors.count
        let skipped = verdicts.filter(skips).count
        var lines = [
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>",
            "<testsuite name=\"doctool-verify\" tests=\"\(verdicts.count + errors.count)\" failures=\"\(failures)\" skipped=\"\(skipped)\">"
        ]
        for (error, kind) in scenarioErrors.map({ ($0, "scenario-files") }) + pageErrors.map({ ($0, "pages") }) {
            let place = error.split(separator: " ", maxSplits: 1).first.map(String.init) ?? error
            lines.append("  <testcase classname=\"\(kind)\" name=\"\(escape(place))\">")
            lines.append("    <failure message=\"\(escape(error))\"/>")
            lines.append("  </testcase>")
        }
        for verdict in verdicts {
            let name = escape("\(verdict.sampleID) \(verdict.location)")
            lines.append("  <testcase classname=\"\(escape(verdict.scenario ?? "unlinked"))\" name=\"\(name)\">")
            if fails(verdict) {
                lines.append("    <failure message=\"\(escape(verdict.status.rawValue + ": " + verdict.detail))\"/>")
            } else if skips(verdict) {
                lines.append("    <skipped message=\"\(escape(verdict.status.rawValue + ": " + verdict.detail))\"/>")
            }
            lines.append("  </testcase>")
        }
        lines.append("</testsuite>")
        return lines.joined(separator: "\n") + "\n"
    }
}
