@testable import DoctoolCLI
import XCTest

/// `check` and `verify` on a copy of the repository's corpus, index and scenarios that a test edits.
final class CheckCommandTests: XCTestCase {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    var workspace: URL!

    override func setUpWithError() throws {
        workspace = FileManager.default.temporaryDirectory.appendingPathComponent("doctool-check-test-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: workspace, withIntermediateDirectories: true)
        for folder in ["corpus", "index", "Scenarios"] {
            try FileManager.default.copyItem(at: Self.root.appendingPathComponent(folder), to: workspace.appendingPathComponent(folder))
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
        for arguments in [["check", "--skip-verify", "--corpus", "afile"], ["check", "--skip-verify", "--scenarios", "nope"],
                          ["verify", "--corpus", "afile"], ["verify", "--scenarios", "nope"]] {
            let result = run(arguments)
            XCTAssertEqual(result.code, ExitCode.noInput, "\(arguments): \(result.err)")
            XCTAssertEqual(result.out, "", "\(arguments)")
            XCTAssertTrue(result.err.hasPrefix("Error: no "), result.err)
        }
    }

    func testEditedTranslationFailsCopiesAndIndexNamingThePage() {
        XCTAssertNoThrow(try edit("uikit-dynamics/ru.txt", "CGSize(width: 30.0, height: 30.0)", "CGSize(width: 32.0, height: 30.0)"))
        let result = run(["check", "--skip-verify"])
        XCTAssertEqual(result.code, 1)
        XCTAssertTrue(result.out.contains("check copies   FAILED"), result.out)
        XCTAssertTrue(result.out.contains("    corpus/uikit-dynamics/hi.txt:26: warning: code differs from the ru copy"), result.out)
        XCTAssertTrue(result.out.contains("check index    FAILED"), result.out)
    }

    func testSampleChangedEverywhereIsScenarioDriftNamingTheScenario() {
        for page in ["uikit-dynamics/ru.txt", "uikit-dynamics/hi.txt"] {
            XCTAssertNoThrow(try edit(page, "CGSize(width: 30.0, height: 30.0)", "CGSize(width: 40.0, height: 40.0)"))
        }
        let result = run(["verify", "--filter", "falling-square"])
        XCTAssertEqual(result.code, 1)
        XCTAssertTrue(result.out.contains("Scenarios/uikit-dynamics/falling-square.swift:3: no sample in the corpus has fingerprint 60eba86f1aa3f9f7"),
                      result.out)
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
        XCTAssertTrue(check.out.contains("check pages    FAILED\n    corpus/uikit-dynamics/bin.txt:1: error: binary file"), check.out)
        XCTAssertTrue(run(["check", "--skip-verify", "--index", "corpus"]).out.contains("'corpus' cannot be the index folder: it is the corpus folder"))
    }

    /// Scenario-folder files that cannot be used are named with their path: a scenario file that is not UTF-8, a
    /// folder named like one, a waiver for a sample the corpus no longer has.
    func testUnusableScenarioFilesAndStaleWaiversAreNamed() throws {
        let scenarios = workspace.appendingPathComponent("Scenarios")
        try Data([0x2F, 0x2F, 0x0A, 0xFF, 0xFE]).write(to: scenarios.appendingPathComponent("latin.swift"))
        try FileManager.default.createDirectory(at: scenarios.appendingPathComponent("folder.swift"), withIntermediateDirectories: true)
        try Data("# waivers\ndeadbeefdeadbeef gone/sample/1 removed long ago\n".utf8).write(to: scenarios.appendingPathComponent("waivers.txt"))
        let result = run(["verify", "--filter", "falling-square"])
        XCTAssertEqual(result.code, ExitCode.failure)
        XCTAssertTrue(result.out.contains("error: Scenarios/latin.swift:2: the file is not UTF-8 text (byte 0xFF at offset 3)"), result.out)
        XCTAssertTrue(result.out.contains("error: Scenarios/folder.swift: it is a folder, not a file"), result.out)
        XCTAssertTrue(result.out.contains("error: Scenarios/waivers.txt:2: the waiver names deadbeefdeadbeef (gone/sample/1), which no sample in the corpus has"),
                      result.out)
    }

    /// A declared twin difference that is no longer found is named at its line of twin-differences.txt, and a
    /// file saved with CRLF line endings declares the same differences.
    func testStaleTwinDeclarationsNameTheirLine() throws {
        let file = workspace.appendingPathComponent("Scenarios/twin-differences.txt")
        let text = try String(contentsOf: file, encoding: .utf8)
        try (text.replacingOccurrences(of: "\n", with: "\r\n") + "twin-constant 0000+1111 gone\r\n").write(to: file, atomically: true, encoding: .utf8)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).count
        let result = run(["check", "--skip-verify"])
        XCTAssertEqual(result.code, ExitCode.failure)
        XCTAssertTrue(result.out.contains("    Scenarios/twin-differences.txt:\(lines): declared but no longer found: twin-constant 0000+1111 gone"), result.out)
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
        XCTAssertTrue(result.out.contains("check twins    FAILED\n    corpus/boxes/en.md:9: undeclared twin difference "
                                          + "(Objective-C corpus/boxes/en.md:17-20 and corpus/boxes/en.md:24-28): twin-constant "), result.out)
        XCTAssertTrue(result.out.contains("cornerRadius: Swift sets 20, Objective-C sets 30"), result.out)
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
        try Data("## Badges\n\n```objc\n[self.view addSubview:badge];\n```\n".utf8).write(to: folder.appendingPathComponent("en.md"))
        let samples = run(["samples", "--doc", "badges/en.md"])
        let fingerprint = String(try XCTUnwrap(samples.out.split(separator: " ").first { $0.count == 16 && $0.allSatisfy(\.isHexDigit) }))
        let result = run(["verify", "--filter", "badges/en"])
        XCTAssertEqual(result.code, ExitCode.failure)
        XCTAssertTrue(result.out.contains("NOSCN badges/en/badges/1  corpus/badges/en.md:4-4  no scenario covers fingerprint \(fingerprint)"), result.out)
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

        let keys: Set<String> = ["twin-constant 0123456789abcdef+fedcba9876543210 a: Swift sets 1, Objective-C sets 2",
                                 "twin-constant 0123456700000000+fedcba9876543210 a: Swift sets 1, Objective-C sets 2"]
        let matching = TwinDifference.match(declared: ["twin-constant 01234567+fedcba98 a: Swift sets 1, Objective-C sets 2",
                                                       "twin-constant 012345678+fedcba98 a: Swift sets 1, Objective-C sets 2",
                                                       "twin-call 01234567+fedcba98 gone"], current: keys)
        XCTAssertEqual(matching.ambiguous.keys.sorted(), ["twin-constant 01234567+fedcba98 a: Swift sets 1, Objective-C sets 2"])
        XCTAssertEqual(matching.declaredFor["twin-constant 0123456789abcdef+fedcba9876543210 a: Swift sets 1, Objective-C sets 2"],
                       "twin-constant 012345678+fedcba98 a: Swift sets 1, Objective-C sets 2")
        XCTAssertEqual(matching.stale, ["twin-call 01234567+fedcba98 gone"])
    }

    func testFilterByScenarioNameSelectsItsPortedObjectiveCSamples() {
        let result = run(["verify", "--filter", "uidynamicanimator-guide-push"])
        XCTAssertEqual(result.code, 0, result.out + result.err)
        XCTAssertTrue(result.out.contains("corpus/uidynamicanimator-guide/zh.txt:69-75"), result.out)
        XCTAssertTrue(result.out.contains("1 covered by port"), result.out)
        XCTAssertFalse(result.err.contains("no sample in the corpus has fingerprint"), result.err)
    }
}
