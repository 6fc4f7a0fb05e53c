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
        return (loaded.verifiableSamples(declaredTwinDifferences: library.declaredTwinDifferences), library.scenarios)
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
        // The shipped corpus: its two topics fall in different shards of two.
        let root = Self.packageRoot
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("verify-shards-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
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
    }
}
