@testable import DoctoolCLI
import XCTest

/// `check` and `verify` on a copy of the repository's corpus, index and scenarios that a test edits.
final class CheckCommandTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    var workspace: URL!

    override func setUpWithError() throws {
        workspace = FileManager.default.temporaryDirectory.appendingPathComponent("doctool-check-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        for folder in ["corpus", "index", "Scenarios"] {
            try FileManager.default.copyItem(
                at: Self.root.appendingPathComponent(folder), to: workspace.appendingPathComponent(folder))
        }
    }

    override func tearDownWithError() throws {
        try? FileManager.default.removeItem(at: workspace)
    }

    func run(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
        let out = BufferOutput(), err = BufferOutput()
        let context = CommandContext(out: out, err: err, workingDirectory: workspace, isTerminal: false)
        return (Doctool.main(arguments, context: context), out.text, err.text)
    }

    /// Replaces `old` with `new` in one corpus page.
    func edit(_ page: String, _ old: String, _ new: String) throws {
        let url = workspace.appendingPathComponent("corpus/\(page)")
        let text = try String(contentsOf: url, encoding: .utf8)
        XCTAssertTrue(text.contains(old))
        try text.replacingOccurrences(of: old, with: new).write(to: url, atomically: true, encoding: .utf8)
    }

    func testUnchangedRepositoryPassesTheStaticChecks() {
        let result = run(["check", "--skip-verify"])
        XCTAssertEqual(result.code, 0, result.out + result.err)
        XCTAssertTrue(result.out.contains("check index    ok"))
        XCTAssertTrue(result.out.contains("check twins    ok"))
    }

    /// A corpus that is a file, or a missing scenario folder, is missing input (66) for check and verify, before any
    /// work: verify used to pass with nothing to check.
    func testMissingCorpusOrScenarioFolderIsMissingInput() throws {
        try Data("not a folder".utf8).write(to: workspace.appendingPathComponent("afile"))
        for arguments in [
            ["check", "--skip-verify", "--corpus", "afile"], ["check", "--skip-verify", "--scenarios", "nope"],
            ["verify", "--corpus", "afile"], ["verify", "--scenarios", "nope"]
        ] {
            let result = run(arguments)
            XCTAssertEqual(result.code, ExitCode.noInput, "\(arguments): \(result.err)")
            XCTAssertEqual(result.out, "", "\(arguments)")
            XCTAssertTrue(result.err.hasPrefix("Error: no "), result.err)
        }
    }

    func testEditedTranslationFailsCopiesAndIndexNamingThePage() throws {
        XCTAssertNoThrow(
            try edit("uikit-dynamics/ru.txt", "CGSize(width: 30.0, height: 30.0)", "CGSize(width: 32.0, height: 30.0)"))
        let result = run(["check", "--skip-verify", "--sarif", "check.sarif"])
        XCTAssertEqual(result.code, 1)
        XCTAssertTrue(result.out.contains("check copies   FAILED"), result.out)
        XCTAssertTrue(
            result.out.contains("    corpus/uikit-dynamics/hi.txt:26: error: code differs from the ru copy"), result.out)
        XCTAssertTrue(result.out.contains("check index    FAILED"), result.out)
        // In SARIF: the damaged line, and the copy it differs from with its lines.
        let damage = try sarifResults("check.sarif").filter { $0.rule == "translation-damage" }
        XCTAssertEqual(damage.map(\.place), ["corpus/uikit-dynamics/hi.txt:26-26"])
        XCTAssertEqual(damage.first?.level, "error", "check fails on it")
        XCTAssertEqual(damage.first?.related.count, 1)
        XCTAssertTrue(damage.first?.related.first?.hasPrefix("corpus/uikit-dynamics/ru.txt:") ?? false, "\(damage)")
        XCTAssertTrue(damage.first?.related.first?.hasSuffix(" the copy it differs from") ?? false, "\(damage)")
    }

    func testSampleChangedEverywhereIsScenarioDriftNamingTheScenario() {
        for page in ["uikit-dynamics/ru.txt", "uikit-dynamics/hi.txt"] {
            XCTAssertNoThrow(try edit(page, "CGSize(width: 30.0, height: 30.0)", "CGSize(width: 40.0, height: 40.0)"))
        }
        let result = run(["verify", "--filter", "falling-square", "--sarif", "verify.sarif"])
        XCTAssertEqual(result.code, 1)
        XCTAssertTrue(
            result.out.contains(
                "Scenarios/uikit-dynamics/falling-square.swift:3: no sample in the corpus has fingerprint 60eba86f1aa3f9f7"),
            result.out)
        let drift = try? sarifResults("verify.sarif").filter { $0.rule == "scenario-error" }
        XCTAssertEqual(drift?.first?.place, "Scenarios/uikit-dynamics/falling-square.swift:3-3", "\(String(describing: drift))")
        XCTAssertTrue(
            drift?.first?.message.hasPrefix("no sample in the corpus has fingerprint 60eba86f1aa3f9f7") ?? false,
            "\(String(describing: drift))")
    }

    /// More than 20 findings: text lists 20 and says how to see the rest; --all lists every one; JSON and SARIF
    /// always have them all.
    func testAllListsEveryFindingAndJSONHasThem() throws {
        let file = workspace.appendingPathComponent("Scenarios/twin-differences.txt")
        let text = try String(contentsOf: file, encoding: .utf8)
        let bogus = (10..<35).map { "twin-constant 0000+11\($0) gone\n" }.joined()
        try (text + bogus).write(to: file, atomically: true, encoding: .utf8)
        let short = run(["check", "--skip-verify"])
        XCTAssertEqual(short.code, ExitCode.failure)
        XCTAssertTrue(short.out.contains("    … and 5 more (--all lists them)\n"), short.out)
        XCTAssertFalse(short.out.contains("0000+1134"), short.out)
        let all = run(["check", "--skip-verify", "--all"])
        XCTAssertEqual(all.code, ExitCode.failure)
        XCTAssertFalse(all.out.contains("more (--all"), all.out)
        XCTAssertEqual(all.out.components(separatedBy: "declared but no longer found").count - 1, 25, all.out)

        let json = run(["check", "--skip-verify", "--json"])
        XCTAssertEqual(json.code, ExitCode.failure)
        XCTAssertEqual(json.out, run(["check", "--skip-verify", "--format", "json"]).out, "--json is --format json")
        let object = try XCTUnwrap(JSONSerialization.jsonObject(with: Data(json.out.utf8)) as? [String: Any])
        XCTAssertEqual(object["succeeded"] as? Bool, false)
        let checks = try XCTUnwrap(object["checks"] as? [[String: Any]])
        XCTAssertEqual(checks.map { $0["name"] as? String }, ["index", "pages", "copies", "twins", "linked", "verify"])
        XCTAssertEqual(checks.map { $0["status"] as? String }, ["ok", "ok", "ok", "failed", "skipped", "skipped"])
        let twins = try XCTUnwrap(checks[3]["findings"] as? [[String: Any]])
        XCTAssertEqual(twins.count, 25)
        XCTAssertEqual(twins.first?["ruleID"] as? String, "stale-twin-difference")
        let location = twins.first?["location"] as? [String: Any]
        XCTAssertEqual(location?["file"] as? String, "Scenarios/twin-differences.txt")
        XCTAssertEqual(location?["startLine"] as? Int, text.split(separator: "\n", omittingEmptySubsequences: false).count)
    }

    /// `--format github`: one annotation per finding (checked whole), then each check's line.
    func testGitHubFormatAnnotatesEachFinding() throws {
        let file = workspace.appendingPathComponent("Scenarios/twin-differences.txt")
        let text = try String(contentsOf: file, encoding: .utf8)
        try (text + "twin-constant 0000+1111 gone, really: yes\n").write(to: file, atomically: true, encoding: .utf8)
        let line = text.split(separator: "\n", omittingEmptySubsequences: false).count
        let result = run(["check", "--skip-verify", "--format", "github"])
        XCTAssertEqual(result.code, ExitCode.failure)
        XCTAssertEqual(
            result.out,
            """
            ::error file=Scenarios/twin-differences.txt,line=\(line),endLine=\(line),title=stale-twin-difference%3A A declared twin \
            difference is no longer found%2C or names more than one.::declared but no longer found: twin-constant 0000+1111 gone, really: yes
            check index    ok (index/ is what doctool index writes)
            check pages    ok (5 pages read)
            check copies   ok (25 translation groups identical)
            check twins    FAILED
            check linked   skipped (--skip-verify)
            check verify   skipped (--skip-verify)

            """)
    }

    /// A SARIF file that cannot be written is an error (exit 1) after the report, and leaves no file.
    func testSARIFThatCannotBeWrittenFailsTheRun() {
        let missingFolder = run(["check", "--skip-verify", "--sarif", "nowhere/check.sarif"])
        XCTAssertEqual(missingFolder.code, ExitCode.failure)
        XCTAssertTrue(missingFolder.out.contains("check twins    ok"), "the report comes first")
        XCTAssertTrue(
            missingFolder.err.hasPrefix("Error: cannot write the SARIF log to nowhere/check.sarif: "), missingFolder.err)
        let folder = run(["check", "--skip-verify", "--sarif", "Scenarios"])
        XCTAssertEqual(folder.code, ExitCode.failure)
        XCTAssertEqual(folder.err, "Error: cannot write the SARIF log to Scenarios: it is a folder; name a file\n")
        XCTAssertEqual(run(["check", "--json", "--format", "github"]).code, ExitCode.usage)
        XCTAssertEqual(run(["check", "--format", "xml"]).code, ExitCode.usage)
    }

    func testFallingSquareIsBrokenAsPublishedAndPassesWithItsErratum() {
        let result = run(["verify", "--filter", "falling-square", "--json"])
        XCTAssertEqual(result.code, 0, result.out + result.err)
        XCTAssertTrue(result.out.contains("\"status\" : \"expected-failure\""))
        XCTAssertTrue(result.out.contains("with erratum: passes"))
    }

    /// An Objective-C copy chosen by --filter is verified through its Swift twin, which the filter brings along;
    /// a filter that selects nothing is an error, not an empty pass.
    func testFilterBringsTheTwinAlongAndAFilterMatchingNothingFails() {
        let objc = run(["verify", "--filter", "uikit-dynamics/hi/section-3/2"])
        XCTAssertEqual(objc.code, 0, objc.out + objc.err)
        XCTAssertTrue(objc.out.contains("TWIN  uikit-dynamics/hi/section-3/2"), objc.out)
        XCTAssertFalse(objc.out.contains("NOSCN"), objc.out)
        let typo = run(["verify", "--filter", "nosuchthing"])
        XCTAssertEqual(typo.code, ExitCode.failure)
        XCTAssertTrue(typo.err.contains("no sample id or scenario name contains 'nosuchthing'"), typo.err)
    }

    /// A page that cannot be read hides its samples: verify fails and says which page; check has a line for it.
    func testAnUnreadablePageFailsVerifyAndCheck() throws {
        try Data([0x7F, 0x45, 0x4C, 0x46, 0, 0, 1]).write(to: workspace.appendingPathComponent("corpus/uikit-dynamics/bin.txt"))
        let verify = run(["verify", "--filter", "falling-square"])
        XCTAssertEqual(verify.code, ExitCode.failure, verify.out)
        XCTAssertTrue(verify.out.hasPrefix("corpus/uikit-dynamics/bin.txt:1: error: binary file"), verify.out)
        let check = run(["check", "--skip-verify"])
        XCTAssertEqual(check.code, ExitCode.failure)
        XCTAssertTrue(
            check.out.contains("check pages    FAILED\n    corpus/uikit-dynamics/bin.txt:1: error: binary file"), check.out)
        XCTAssertTrue(
            run(["check", "--skip-verify", "--index", "corpus"]).out.contains(
                "'corpus' cannot be the index folder: it is the corpus folder"))
    }

    /// Scenario-folder files that cannot be used are named with their path: a scenario file that is not UTF-8, a
    /// folder named like one, a waiver for a sample the corpus no longer has.
    func testUnusableScenarioFilesAndStaleWaiversAreNamed() throws {
        let scenarios = workspace.appendingPathComponent("Scenarios")
        try Data([0x2F, 0x2F, 0x0A, 0xFF, 0xFE]).write(to: scenarios.appendingPathComponent("latin.swift"))
        try FileManager.default.createDirectory(
            at: scenarios.appendingPathComponent("folder.swift"), withIntermediateDirectories: true)
        try Data("# waivers\ndeadbeefdeadbeef gone/sample/1 removed long ago\n".utf8).write(
            to: scenarios.appendingPathComponent("waivers.txt"))
        let result = run(["verify", "--filter", "falling-square"])
        XCTAssertEqual(result.code, ExitCode.failure)
        XCTAssertTrue(
            result.out.contains("error: Scenarios/latin.swift:2: the file is not UTF-8 text (byte 0xFF at offset 3)"), result.out)
        XCTAssertTrue(result.out.contains("error: Scenarios/folder.swift: it is a folder, not a file"), result.out)
        XCTAssertTrue(
            result.out.contains(
                "error: Scenarios/waivers.txt:2: the waiver names deadbeefdeadbeef (gone/sample/1), which no sample in the corpus has"
            ),
            result.out)
    }

    /// A declared twin difference that is no longer found is named at its line of twin-differences.txt, and a
    /// file saved with CRLF line endings declares the same differences.
    func testStaleTwinDeclarationsNameTheirLine() throws {
        let file = workspace.appendingPathComponent("Scenarios/twin-differences.txt")
        let text = try String(contentsOf: file, encoding: .utf8)
        try (text.replacingOccurrences(of: "\n", with: "\r\n") + "twin-constant 0000+1111 gone\r\n").write(
            to: file, atomically: true, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
        let result = run(["check", "--skip-verify"])
        XCTAssertEqual(result.code, ExitCode.failure)
        XCTAssertTrue(
            result.out.contains(
                "    Scenarios/twin-differences.txt:\(lines): error: declared but no longer found: twin-constant 0000+1111 gone"),
            result.out)
        XCTAssertFalse(result.out.contains("undeclared twin difference"), "the CRLF lines still declare the rest: \(result.out)")
    }

    /// An undeclared twin difference is named on both sides: the Swift line, and the Objective-C header and
    /// implementation blocks (issue 19, point 3: a `.h`/`.m` pair shown as two blocks is one version).
    func testAnUndeclaredTwinDifferenceNamesBothSides() throws {
        let page = """
            ## Growing box

            ### Swift

            ```swift
            class Box: NSObject {
                var size: CGFloat = 10
                func grow() {
                    layer.cornerRadius = 20
                }
            }
            ```

            ### Objective-C

            ```objc
            @interface Box : NSObject
            @property (nonatomic) CGFloat size;
            - (void)grow;
            @end
            ```

            ```objc
            @implementation Box
            - (void)grow {
                self.layer.cornerRadius = 30;
            }
            @end
            ```

            """
        let folder = workspace.appendingPathComponent("corpus/boxes")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(page.utf8).write(to: folder.appendingPathComponent("en.md"))
        let result = run(["check", "--skip-verify"])
        XCTAssertEqual(result.code, ExitCode.failure)
        XCTAssertTrue(
            result.out.contains(
                "check twins    FAILED\n    corpus/boxes/en.md:9: error: undeclared twin difference "
                    + "(Objective-C corpus/boxes/en.md:17-20 and corpus/boxes/en.md:24-28): twin-constant "), result.out)
        XCTAssertTrue(result.out.contains("cornerRadius: Swift sets 20, Objective-C sets 30"), result.out)

        // The same finding in SARIF: at the Swift line, the Objective-C header and implementation as related places.
        XCTAssertEqual(run(["check", "--skip-verify", "--sarif", "twins.sarif"]).code, ExitCode.failure)
        let results = try sarifResults("twins.sarif")
        let twin = try XCTUnwrap(results.first { $0.rule == "undeclared-twin-difference" })
        XCTAssertEqual(twin.level, "error")
        XCTAssertEqual(twin.place, "corpus/boxes/en.md:9-9")
        XCTAssertEqual(
            twin.related, ["corpus/boxes/en.md:17-20 the Objective-C twin", "corpus/boxes/en.md:24-28 the Objective-C twin"])
        XCTAssertTrue(twin.message.hasSuffix("cornerRadius: Swift sets 20, Objective-C sets 30"), twin.message)
        XCTAssertTrue(
            results.contains { $0.rule == "stale-index" && $0.place == "index/documents/boxes/en.md.json" }, "\(results)")
    }

    /// The results of a SARIF file the test wrote: rule, level, `file:start-end`, message, and related places.
    func sarifResults(_ path: String) throws -> [(rule: String, level: String, place: String, message: String, related: [String])]
    {
        let data = try Data(contentsOf: workspace.appendingPathComponent(path))
        let log = try XCTUnwrap(JSONSerialization.jsonObject(with: data) as? [String: Any])
        let results = try XCTUnwrap(((log["runs"] as? [[String: Any]])?.first)?["results"] as? [[String: Any]])
        func place(_ location: [String: Any]?) -> String {
            let physical = location?["physicalLocation"] as? [String: Any]
            let uri = (physical?["artifactLocation"] as? [String: Any])?["uri"] as? String ?? "?"
            guard let region = physical?["region"] as? [String: Int] else { return uri }
            return "\(uri):\(region["startLine"] ?? 0)-\(region["endLine"] ?? 0)"
        }
        return results.map { result in
            let related = (result["relatedLocations"] as? [[String: Any]] ?? []).map { related in
                place(related) + " " + ((related["message"] as? [String: Any])?["text"] as? String ?? "")
            }
            return (
                result["ruleId"] as? String ?? "", result["level"] as? String ?? "",
                place((result["locations"] as? [[String: Any]])?.first),
                (result["message"] as? [String: Any])?["text"] as? String ?? "", related
            )
        }
    }

    /// A waiver does not override a twin's coverage: the Objective-C copy its Swift twin covers stays TWIN.
    func testAWaiverDoesNotOverrideTwinCoverage() throws {
        let listing = run(["samples", "--json"])
        let data = try XCTUnwrap(listing.out.data(using: .utf8))
        let json = try XCTUnwrap(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        let samples = try XCTUnwrap(json["samples"] as? [[String: Any]])
        let sample = try XCTUnwrap(samples.first { ($0["id"] as? String) == "uikit-dynamics/hi/section-3/2" })
        let fingerprint = try XCTUnwrap(sample["fingerprint"] as? String)
        XCTAssertEqual(fingerprint.count, 16, "samples --json gives the same 16 digits as the text listing")
        try Data("\(fingerprint) uikit-dynamics/hi/section-3/2 waived for the test\n".utf8)
            .write(to: workspace.appendingPathComponent("Scenarios/waivers.txt"))
        let result = run(["verify", "--filter", "uikit-dynamics/hi/section-3/2"])
        XCTAssertEqual(result.code, 0, result.out + result.err)
        XCTAssertTrue(result.out.contains("TWIN  uikit-dynamics/hi/section-3/2"), result.out)
        XCTAssertFalse(result.out.contains("WAIVED"), result.out)
    }

    /// An unlinked sample is named by the same 16 digits as everywhere, with the command that writes its scenario.
    func testAnUnlinkedSampleIsNamedByItsFingerprint() throws {
        let folder = workspace.appendingPathComponent("corpus/badges")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("## Badges\n\n```objc\n[self.view addSubview:badge];\n```\n".utf8).write(
            to: folder.appendingPathComponent("en.md"))
        let samples = run(["samples", "--doc", "badges/en.md"])
        let fingerprint = String(
            try XCTUnwrap(samples.out.split(separator: " ").first { $0.count == 16 && $0.allSatisfy(\.isHexDigit) }))
        let result = run(["verify", "--filter", "badges/en"])
        XCTAssertEqual(result.code, ExitCode.failure)
        XCTAssertTrue(
            result.out.contains(
                "NOSCN badges/en/badges/1  corpus/badges/en.md:4-4  no scenario covers fingerprint \(fingerprint)"), result.out)
        XCTAssertTrue(result.out.contains("(doctool scenario new \(fingerprint) writes one"), "\(fingerprint): " + result.out)
    }

    /// Declared twin differences may name their samples by 8 or more digits, as everywhere a fingerprint is
    /// read; too short a prefix for one difference is an error asking for a longer one.
    func testTwinDeclarationsAcceptFingerprintPrefixes() throws {
        let file = workspace.appendingPathComponent("Scenarios/twin-differences.txt")
        let text = try String(contentsOf: file, encoding: .utf8)
        let shortened = text.replacingOccurrences(of: #"\b([0-9a-f]{8})[0-9a-f]{8}\b"#, with: "$1", options: .regularExpression)
        XCTAssertNotEqual(shortened, text)
        try shortened.write(to: file, atomically: true, encoding: .utf8)
        let result = run(["check", "--skip-verify"])
        XCTAssertTrue(result.out.contains("check twins    ok"), result.out)
    }

    /// A file in the old form (each line keyed on its message's wording) is still understood: check names each
    /// line with its replacement, `samples --upgrade-twin-differences` rewrites exactly those lines, and then
    /// check passes. A reworded comment changes nothing.
    func testOldFormDeclarationsAreUpgradedInPlace() throws {
        let file = workspace.appendingPathComponent("Scenarios/twin-differences.txt")
        let current = try String(contentsOf: file, encoding: .utf8)
        // The old form: the key's first two fields, then the message (the comment) where the subject stands.
        let old = current.split(separator: "\n", omittingEmptySubsequences: false).map { line -> String in
            guard !line.hasPrefix("#"), let comment = line.range(of: " # ") else { return String(line) }
            let fields = line[..<comment.lowerBound].split(separator: " ", maxSplits: 2)
            return "\(fields[0]) \(fields[1]) \(line[comment.upperBound...])"
        }.joined(separator: "\n")
        XCTAssertNotEqual(old, current)
        try old.write(to: file, atomically: true, encoding: .utf8)
        let declarations = current.split(separator: "\n").filter { !$0.hasPrefix("#") }.count

        let before = run(["check", "--skip-verify"])
        XCTAssertEqual(before.code, ExitCode.failure)
        XCTAssertEqual(
            before.out.components(separatedBy: "error: old form, keyed on the message's wording").count - 1, declarations,
            before.out)
        XCTAssertFalse(before.out.contains("undeclared twin difference"), "old lines still declare: \(before.out)")

        let upgrade = run(["samples", "--upgrade-twin-differences"])
        XCTAssertEqual(upgrade.code, ExitCode.success, upgrade.err)
        XCTAssertEqual(upgrade.out, "Scenarios/twin-differences.txt: \(declarations) lines upgraded; 0 stale left as they were\n")
        XCTAssertEqual(try String(contentsOf: file, encoding: .utf8), current)
        XCTAssertEqual(
            run(["samples", "--upgrade-twin-differences"]).out,
            "Scenarios/twin-differences.txt: nothing to upgrade (no line is keyed on a message's wording)\n")

        try current.replacingOccurrences(of: "# damping: Swift sets", with: "# reworded: Swift sets").write(
            to: file, atomically: true, encoding: .utf8)
        let after = run(["check", "--skip-verify"])
        XCTAssertEqual(after.code, ExitCode.success, after.out)
        XCTAssertTrue(after.out.contains("check twins    ok"), after.out)
    }

    func testFilterByScenarioNameSelectsItsPortedObjectiveCSamples() {
        let result = run(["verify", "--filter", "uidynamicanimator-guide-push"])
        XCTAssertEqual(result.code, 0, result.out + result.err)
        XCTAssertTrue(result.out.contains("corpus/uidynamicanimator-guide/zh.txt:69-75"), result.out)
        XCTAssertTrue(result.out.contains("1 covered by port"), result.out)
        XCTAssertFalse(result.err.contains("no sample in the corpus has fingerprint"), result.err)
    }
}
