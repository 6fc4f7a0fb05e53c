@testable import DoctoolCLI
import Foundation
import Verification
import XCTest

/// `verify --shard K/N --results FILE` on N machines, then `verify --merge`: the same report as one run.
final class VerifyShardTests: XCTestCase {
    static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    private func run(_ corpus: URL) -> (samples: [VerifiableSample], scenarios: [Scenario]) {
        let loaded = CorpusSamples.load(corpus: corpus.appendingPathComponent("corpus"), displayedAs: "corpus")
        let library = ScenarioLibrary.load(corpus.appendingPathComponent("Scenarios"), displayedAs: "Scenarios")
        return (loaded.verifiableSamples(declaredTwinDifferences: library.twinDifferences), library.scenarios)
    }

    /// On the shipped corpus (scenarios covering several translations, twins) and the smoke collection (13
    /// topics): for N = 1…5, every sample and scenario in exactly one shard, and what must stay together does.
    func testEverySampleIsInExactlyOneShardWithWhatItDependsOn() {
        let collection = SmokeCollectionTests.fixture
        for root in [Self.packageRoot, collection] {
            let (samples, scenarios) = run(root)
            XCTAssertFalse(samples.isEmpty)
            for count in 1...5 {
                var shardOfSample: [String: Int] = [:], shardOfScenario: [String: Int] = [:]
                for index in 1...count {
                    let part = Shard(index: index, count: count).select(samples: samples, scenarios: scenarios)
                    for sample in part.samples {
                        XCTAssertNil(shardOfSample[sample.id], "\(sample.id) in two shards of \(count)")
                        shardOfSample[sample.id] = index
                    }
                    for scenario in part.scenarios {
                        XCTAssertNil(shardOfScenario[scenario.name], "\(scenario.name) in two shards of \(count)")
                        shardOfScenario[scenario.name] = index
                    }
                }
                XCTAssertEqual(Set(shardOfSample.keys), Set(samples.map(\.id)), "every sample in a shard of \(count)")
                XCTAssertEqual(Set(shardOfScenario.keys), Set(scenarios.map(\.name)))
                var shardOfFingerprint: [String: Int] = [:], shardOfPage: [String: Int] = [:]
                for sample in samples {
                    let shard = shardOfSample[sample.id]!
                    XCTAssertEqual(shardOfFingerprint[sample.fingerprint, default: shard], shard, "copies of \(sample.id) apart")
                    XCTAssertEqual(shardOfPage[sample.file, default: shard], shard, "\(sample.file) split")
                    shardOfFingerprint[sample.fingerprint] = shard
                    shardOfPage[sample.file] = shard
                    if let twin = sample.twinID { XCTAssertEqual(shardOfSample[twin], shard, "\(sample.id) and its twin apart") }
                }
                for scenario in scenarios {
                    for coverage in scenario.covers + scenario.ports {
                        if let shard = shardOfFingerprint[coverage.fingerprint] {
                            XCTAssertEqual(shardOfScenario[scenario.name], shard, "\(scenario.name) apart from its samples")
                        }
                    }
                }
                // Balanced: with 13 topics of similar size in 2 or 3 shards, no shard is empty.
                if root == collection && count <= 3 { XCTAssertEqual(Set(shardOfSample.values).count, count) }
            }
        }
    }

    /// A page edited (a sample added to it) moves no other page between shards.
    func testAnEditedPageMovesNoOtherPage() {
        let (samples, scenarios) = run(SmokeCollectionTests.fixture)
        let edited = samples[0].file
        var grown = samples
        var added = samples[0]
        added.id += "-added"
        added.fingerprint = "0000000000000001"
        grown.append(added)
        for count in 2...5 {
            func pages(_ samples: [VerifiableSample]) -> [String: Int] {
                var shardOfPage: [String: Int] = [:]
                for index in 1...count {
                    for sample in Shard(index: index, count: count).select(samples: samples, scenarios: scenarios).samples {
                        shardOfPage[sample.file] = index
                    }
                }
                return shardOfPage
            }
            let before = pages(samples), after = pages(grown)
            let moved = before.keys.filter { $0 != edited && before[$0] != after[$0] }
            // One sample more moves a cut by at most one sample's cost: at most the page next to a cut.
            XCTAssertLessThanOrEqual(moved.count, 1, "shards of \(count): \(moved) moved")
        }
    }

    /// The parts of a run merged give the unsharded run's verdicts, errors and exit status; a missing part
    /// or one given twice fails the merge with its name.
    func testMergedShardsEqualOneRun() throws {
        // A new page beside the smoke fixture's: two units of work, one in each shard of two.
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("verify-shards-\(UUID().uuidString)")
        let root = scratch.appendingPathComponent("docs")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        try FileManager.default.copyItem(at: VerifySmokeTests.fixture, to: root)
        let other = root.appendingPathComponent("corpus/other/en.md")
        try FileManager.default.createDirectory(at: other.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "# Other\n\nA view.\n\n```swift\nlet v = UIView()\n```\n".write(to: other, atomically: true, encoding: .utf8)
        func doctool(_ arguments: [String]) -> (code: Int32, out: String, err: String) {
            let out = BufferOutput(), err = BufferOutput()
            let context = CommandContext(out: out, err: err, workingDirectory: root, isTerminal: false)
            return (Doctool.main(arguments, context: context), out.text, err.text)
        }
        func verdicts(_ json: String) throws -> [NSDictionary] {
            let report = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
            return try XCTUnwrap(report?["verdicts"] as? [NSDictionary], json)
        }
        let whole = doctool(["verify", "--json", "--timeout", "5"])
        let expected = try verdicts(whole.out)
        let count = 2
        var files: [String] = []
        for index in 1...count {
            let file = scratch.appendingPathComponent("shard-\(index).json").path
            let part = doctool(["verify", "--shard", "\(index)/\(count)", "--results", file, "--json", "--timeout", "5"])
            XCTAssertEqual(part.code, whole.code, part.err)
            XCTAssertFalse(try verdicts(part.out).isEmpty, "shard \(index) has work")
            files.append(file)
        }
        let merged = doctool(["verify", "--merge"] + files.reversed() + ["--json"])
        XCTAssertEqual(merged.code, whole.code, merged.err)
        XCTAssertEqual(try verdicts(merged.out), expected, "the merged verdicts are the whole run's, in its order")

        let missing = doctool(["verify", "--merge", files[0]])
        XCTAssertEqual(missing.code, 1)
        XCTAssertTrue(missing.err.contains("shard 2/2 missing"), missing.err)
        let twice = doctool(["verify", "--merge", files[0], files[0], files[1]])
        XCTAssertTrue(twice.err.contains("shard 1/2 is given twice"), twice.err)
        XCTAssertEqual(doctool(["verify", "--shard", "3/2"]).code, 64)
        XCTAssertEqual(doctool(["verify", "--results", "x.json"]).code, 64)
        XCTAssertEqual(doctool(["check", "--results", "x.json"]).code, 64)
        XCTAssertEqual(doctool(["check", "--shard", "1/2", "--changed-since", "HEAD"]).code, 64)
    }

    /// `--changed-since`: a changed page brings its topic's translations (copies), twins and scenarios along,
    /// a changed scenario file its samples; nothing else is verified.
    func testAChangeSelectsItsPagesAndWhatDependsOnThem() {
        let (samples, scenarios) = run(Self.packageRoot)
        let page = "corpus/uikit-dynamics/ru.txt"
        let selection = ChangeSelection(samples: samples, scenarios: scenarios, changed: [page])
        let topic = samples.filter { $0.file.hasPrefix("corpus/uikit-dynamics/") }
        XCTAssertEqual(Set(selection.samples.map(\.id)), Set(topic.map(\.id)), "the page, its translations and twins")
        let fingerprints = Set(topic.map(\.fingerprint))
        XCTAssertEqual(
            Set(selection.scenarios.map(\.name)),
            Set(scenarios.filter { ($0.covers + $0.ports).contains { fingerprints.contains($0.fingerprint) } }.map(\.name)))
        XCTAssertLessThan(selection.samples.count, samples.count, "another topic is not verified")
        XCTAssertTrue(ChangeSelection(samples: samples, scenarios: scenarios, changed: ["README.md"]).samples.isEmpty)
        let scenario = scenarios[0]
        let byScenario = ChangeSelection(samples: samples, scenarios: scenarios, changed: [scenario.file])
        XCTAssertTrue(byScenario.scenarios.contains { $0.name == scenario.name })
        XCTAssertTrue(byScenario.samples.contains { sample in scenario.covers.contains { $0.fingerprint == sample.fingerprint } })
    }

    /// Through git: a page edited in the working tree since HEAD is verified, and only it.
    func testChangedSinceAskGitWhatChanged() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("verify-changed-\(UUID().uuidString)")
        try FileManager.default.copyItem(at: VerifySmokeTests.fixture, to: root)
        defer { try? FileManager.default.removeItem(at: root) }
        let second = root.appendingPathComponent("corpus/other/en.md")
        try FileManager.default.createDirectory(at: second.deletingLastPathComponent(), withIntermediateDirectories: true)
        try "# Other\n\nA view.\n\n```swift\nlet v = UIView()\n```\n".write(to: second, atomically: true, encoding: .utf8)
        func git(_ arguments: [String]) throws {
            let process = Process()
            process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
            process.arguments = ["git", "-c", "user.name=t", "-c", "user.email=t@example.org"] + arguments
            process.currentDirectoryURL = root
            process.standardOutput = FileHandle.nullDevice
            try process.run()
            process.waitUntilExit()
            XCTAssertEqual(process.terminationStatus, 0, "git \(arguments)")
        }
        try git(["init", "-q"])
        try git(["add", "-A"])
        try git(["commit", "-qm", "pages"])
        let handle = try FileHandle(forWritingTo: second)
        handle.seekToEndOfFile()
        handle.write(Data("\nMore prose.\n".utf8))
        try handle.close()
        let out = BufferOutput(), err = BufferOutput()
        let context = CommandContext(out: out, err: err, workingDirectory: root, isTerminal: false)
        let code = Doctool.main(["verify", "--changed-since", "HEAD", "--json", "--timeout", "5"], context: context)
        XCTAssertEqual(code, 0, err.text)
        let report = try JSONSerialization.jsonObject(with: Data(out.text.utf8)) as? [String: Any]
        let ids = (report?["verdicts"] as? [[String: Any]] ?? []).compactMap { $0["sampleID"] as? String }
        XCTAssertEqual(ids, ["other/en/other/1"], out.text)
        XCTAssertTrue(err.text.contains("samples not verified"), err.text)
        let bad = Doctool.main(["verify", "--changed-since", "no-such-revision"], context: context)
        XCTAssertEqual(bad, 1)
        XCTAssertTrue(err.text.contains("git could not compare with it"), err.text)
    }
}
