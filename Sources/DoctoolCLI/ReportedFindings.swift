import DocumentModel
import FindingReport
import SampleAnalysis
import Verification

/// What `samples`, `verify` and `check` found, as `Finding`s (for SARIF, GitHub annotations and `check --json`),
/// every place named from the working folder as the text reports name it.
enum ReportedFindings {
    // MARK: - Sample analysis

    /// A sample-analysis finding with its related places: the copy it was compared with, or the twin (and the
    /// twin's header). `level` overrides the finding's own severity (`check` fails on what it reports).
    static func finding(
        _ sampleFinding: SampleFinding, report: SampleReport, corpus: String, level: Finding.Level? = nil,
        suppression: Finding.Suppression? = nil
    ) -> Finding {
        var related: [FindingLocation] = []
        let own = sampleFinding.sampleIDs.first.flatMap(report.sample)
        for id in sampleFinding.sampleIDs.dropFirst() {
            guard let other = report.sample(id) else { continue }
            let role: String
            if sampleFinding.category == .translationDamage {
                role = "the copy it differs from"
            } else if other.language.value != own?.language.value {
                role = "the \(languageName(other.language.value)) twin"
            } else {
                role = "the other sample"
            }
            related.append(place(of: other, corpus: corpus, message: role))
        }
        if sampleFinding.category != .translationDamage, let first = sampleFinding.sampleIDs.first,
            let header = report.twins.first(where: { $0.swiftID == first || $0.objcID == first })?.objcHeaderID
                .flatMap(report.sample)
        {
            related.append(place(of: header, corpus: corpus, message: "the Objective-C twin's header"))
        }
        let ownLevel: Finding.Level = sampleFinding.severity == .warning ? .warning : .note
        return Finding(
            ruleID: FindingRules.rule(for: sampleFinding.category).id, level: level ?? ownLevel,
            message: sampleFinding.message,
            location: FindingLocation(
                file: CorpusSamples.displayedPath(sampleFinding.file, corpus: corpus),
                startLine: sampleFinding.line),
            related: related, detail: sampleFinding.diff, suppression: suppression)
    }

    /// A sample's lines on its page.
    static func place(of sample: CodeSample, corpus: String, message: String? = nil) -> FindingLocation {
        FindingLocation(
            file: CorpusSamples.displayedPath(sample.documentPath, corpus: corpus),
            startLine: sample.range.firstLine, endLine: sample.range.lastLine, message: message)
    }

    private static func languageName(_ language: CodeLanguage) -> String {
        switch language {
        case .swift: return "Swift"
        case .objc: return "Objective-C"
        default: return language.rawValue
        }
    }

    // MARK: - Verification

    /// A message of our own that starts with its place (`file:line: …`), or one with no place.
    static func placed(_ message: String, rule: FindingRule, level: Finding.Level) -> Finding {
        guard let (location, rest) = FindingLocation.leading(message) else {
            return Finding(ruleID: rule.id, level: level, message: message, location: nil)
        }
        return Finding(ruleID: rule.id, level: level, message: rest, location: location)
    }

    /// The scenario-file and waiver errors of a run (a waiver's error is a stale waiver: it is the one file
    /// those errors can name that is `waiversFile`) and the pages it could not read.
    static func errors(of report: VerificationReport, waiversFile: String) -> [Finding] {
        report.scenarioErrors.map { error in
            let rule =
                FindingLocation.leading(error)?.location.file == waiversFile
                ? FindingRules.staleWaiver : FindingRules.scenarioError
            return placed(error, rule: rule, level: .error)
        } + report.pageErrors.map { placed($0, rule: FindingRules.unreadablePage, level: .error) }
    }

    /// The findings of each verdict that is not a pass: compiler errors, broken promises, failed runs, unexpected
    /// passes, unlinked samples and smoke-tier results (warnings, errors with `strictSmoke`; a smoke run that
    /// went through, and a sample in a language that is not run, are notes, when `notes`). `twinPlace` finds a twin's lines on its page.
    static func verdicts(
        of report: VerificationReport, strictSmoke: Bool, notes: Bool,
        twinPlace: (String) -> FindingLocation?
    ) -> [Finding] {
        var findings: [Finding] = []
        var compileErrorsSeen: Set<String> = []
        let smokeLevel: Finding.Level = strictSmoke ? .error : .warning
        for verdict in report.verdicts {
            let sample = FindingLocation(place: verdict.location)
            let scenario = verdict.scenarioFile.map { FindingLocation(file: $0, message: "scenario \(verdict.scenario ?? "")") }
            let errors = verdict.diagnostics.filter { $0.severity == .error }
            func compileFindings(rule: FindingRule, level: Finding.Level) -> [Finding] {
                errors.compactMap { diagnostic in
                    // One copy's errors are moved onto each identical copy's own lines; unmoved ones (in the scenario) once.
                    guard compileErrorsSeen.insert("\(diagnostic.file):\(diagnostic.line):\(diagnostic.message)").inserted else {
                        return nil
                    }
                    let at = FindingLocation(file: diagnostic.file, startLine: diagnostic.line)
                    var related = [
                        FindingLocation(
                            file: sample.file, startLine: sample.startLine, endLine: sample.endLine,
                            message: "the sample \(verdict.sampleID)")
                    ]
                    if let scenario, !verdict.status.isSmoke { related.append(scenario) }
                    return Finding(
                        ruleID: rule.id, level: level, message: "\(verdict.sampleID) does not compile: \(diagnostic.message)",
                        location: at, related: related)
                }
            }
            switch verdict.status {
            case .passed, .expectedFailure, .coveredByTwin, .coveredByPort, .waived:
                continue
            case .failed:
                let broken = verdict.expectations.filter { !$0.passed }
                var own = compileFindings(rule: FindingRules.compileError, level: .error)
                own += broken.map { expectation in
                    let measured = expectation.detail.isEmpty ? "" : " (\(expectation.detail))"
                    let promise = verdict.scenarioFile.map {
                        FindingLocation(
                            file: $0, startLine: expectation.line, message: "the promise, in scenario \(verdict.scenario ?? "")")
                    }
                    return Finding(
                        ruleID: FindingRules.failedPromise.id, level: .error,
                        message: "\(verdict.sampleID) breaks a promise: \(expectation.promise)\(measured)",
                        location: sample, related: promise.map { [$0] } ?? [])
                }
                // A verdict whose errors were all said at another copy still has its own finding below.
                if errors.isEmpty && broken.isEmpty || own.isEmpty {
                    var related = scenario.map { [$0] } ?? []
                    if let twin = twinPlace(verdict.sampleID) { related.append(twin) }
                    own.append(
                        Finding(
                            ruleID: (errors.isEmpty ? FindingRules.failedRun : FindingRules.compileError).id, level: .error,
                            message: "\(verdict.sampleID): \(verdict.detail)", location: sample, related: related))
                }
                findings += own
            case .unexpectedPass:
                findings.append(
                    Finding(
                        ruleID: FindingRules.unexpectedPass.id, level: .error, message: "\(verdict.sampleID): \(verdict.detail)",
                        location: sample, related: scenario.map { [$0] } ?? []))
            case .unlinked:
                findings.append(
                    Finding(
                        ruleID: FindingRules.unlinkedSample.id, level: .error,
                        message: "\(verdict.sampleID) (fingerprint \(verdict.fingerprint)) has no scenario, twin, port or waiver",
                        location: sample))
            case .smokeCompile:
                var own = compileFindings(rule: FindingRules.smokeCompile, level: smokeLevel)
                if own.isEmpty {
                    own.append(
                        Finding(
                            ruleID: FindingRules.smokeCompile.id, level: smokeLevel,
                            message: "\(verdict.sampleID): \(verdict.detail)",
                            location: sample))
                } else if let cause = verdict.cause {
                    // The cause is the finding's point; the compiler's words say where.
                    own[0].message =
                        "\(verdict.sampleID) does not compile (\(cause.category.rawValue): \(cause.explanation)): "
                        + (errors.first?.message ?? "")
                }
                findings += own
            case .smokeCrash, .smokeHang:
                let rule = verdict.status == .smokeCrash ? FindingRules.smokeCrash : FindingRules.smokeHang
                findings.append(
                    Finding(
                        ruleID: rule.id, level: smokeLevel, message: "\(verdict.sampleID): \(verdict.detail)", location: sample))
            case .smoke, .otherLanguage:
                guard notes else { continue }
                let (rule, what) =
                    verdict.status == .smoke
                    ? (FindingRules.smokeOnly, "only ran in the smoke tier") : (FindingRules.otherLanguage, "is not verified")
                findings.append(
                    Finding(
                        ruleID: rule.id, level: .note, message: "\(verdict.sampleID) \(what): \(verdict.detail)", location: sample
                    ))
            }
        }
        return findings
    }
}

private extension SampleVerdict.Status {
    var isSmoke: Bool { [.smoke, .smokeCompile, .smokeCrash, .smokeHang].contains(self) }
}
