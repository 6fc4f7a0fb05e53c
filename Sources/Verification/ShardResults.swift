import DocumentModel
import Foundation

/// What one shard's `verify --shard K/N --results FILE` writes, and `verify --merge` reads back.
public struct ShardResults: Codable, Sendable {
    /// The file's format; a merge refuses another.
    public static let currentFormat = "doctool-verify-shard/2"
    public var format = ShardResults.currentFormat
    public var shard: Int
    public var shardCount: Int
    /// A hash of every sample (id and fingerprint, in order) and scenario name of the whole run: the
    /// shards of one merge must have read the same corpus and scenarios.
    public var runFingerprint: String
    /// The hash of the costs file the shard cut with (`ShardCosts.hash`), and of the cut it made (every
    /// unit's key, cost and shard): shards that cut differently could leave a unit out or take it twice.
    public var costsHash: String
    public var cutHash: String
    /// The position of each verdict in the whole run's sample order, for the merged report.
    public var positions: [Int]
    public var report: VerificationReport

    /// The results of `shard` from `report`, a run over `selected`, out of the whole run's `samples`.
    public init(
        shard: Shard, samples: [VerifiableSample], scenarios: [Scenario], costs: ShardCosts = ShardCosts(),
        report: VerificationReport
    ) {
        self.shard = shard.index
        shardCount = shard.count
        runFingerprint = Self.fingerprint(samples: samples, scenarios: scenarios)
        costsHash = costs.hash
        cutHash = ShardUnits(samples: samples, scenarios: scenarios, costs: costs).cutHash(count: shard.count)
        var position: [String: Int] = [:]
        for (offset, sample) in samples.enumerated() where position[sample.id] == nil { position[sample.id] = offset }
        positions = report.verdicts.map { position[$0.sampleID] ?? Int.max }
        self.report = report
    }

    static func fingerprint(samples: [VerifiableSample], scenarios: [Scenario]) -> String {
        let text =
            samples.map { "\($0.id) \($0.fingerprint)" }.joined(separator: "\n") + "\n--\n"
            + scenarios.map(\.name).sorted().joined(separator: "\n")
        return StableHash.hex(text)
    }

    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(self)) ?? Data()
    }

    /// One report from every shard's results, as one unsharded run would give it: verdicts in sample order,
    /// each run-wide error once, times summed. Throws, naming the file or the shard, when a file cannot be
    /// read, the shards disagree on the run, or a shard is missing or given twice.
    public static func merge(_ files: [(name: String, data: Data)]) throws -> VerificationReport {
        var parts: [(name: String, results: ShardResults)] = []
        for file in files {
            guard let results = try? JSONDecoder().decode(ShardResults.self, from: file.data) else {
                throw VerificationError(
                    "\(file.name): not a shard's results (write them with `doctool verify --shard K/N --results FILE`)")
            }
            guard results.format == ShardResults.currentFormat else {
                throw VerificationError(
                    "\(file.name): results of format \(results.format); this doctool reads \(ShardResults.currentFormat)")
            }
            parts.append((file.name, results))
        }
        guard let first = parts.first else { throw VerificationError("no shard results to merge") }
        let count = first.results.shardCount
        var byShard: [Int: String] = [:]
        for (name, results) in parts {
            guard results.shardCount == count else {
                throw VerificationError(
                    "\(name) is shard \(results.shard)/\(results.shardCount), \(first.name) is of \(count) shards")
            }
            guard results.runFingerprint == first.results.runFingerprint else {
                throw VerificationError(
                    "\(name) verified another corpus or scenario set than \(first.name) (run fingerprints \(results.runFingerprint) and \(first.results.runFingerprint))"
                )
            }
            guard results.costsHash == first.results.costsHash else {
                throw VerificationError(
                    "\(name) (shard \(results.shard)/\(count)) cut the run with other costs than \(first.name) (costs hashes \(results.costsHash) and \(first.results.costsHash)): every shard must read the same \(ShardCosts.fileName)"
                )
            }
            guard results.cutHash == first.results.cutHash else {
                throw VerificationError(
                    "\(name) (shard \(results.shard)/\(count)) cut the run into other units than \(first.name) (cut hashes \(results.cutHash) and \(first.results.cutHash))"
                )
            }
            if let other = byShard[results.shard] {
                throw VerificationError("shard \(results.shard)/\(count) is given twice: \(other) and \(name)")
            }
            byShard[results.shard] = name
        }
        let missing = (1...count).filter { byShard[$0] == nil }
        guard missing.isEmpty else {
            let names = missing.map { "\($0)/\(count)" }.joined(separator: ", ")
            throw VerificationError(
                "shard\(missing.count == 1 ? "" : "s") \(names) missing: the merge needs the results of all \(count) (did \(missing.count == 1 ? "it" : "they") fail to run?)"
            )
        }
        var placed: [(position: Int, verdict: SampleVerdict)] = []
        var scenarioErrors: [String] = [], pageErrors: [String] = []
        var timing = VerificationReport.Timing(compileSeconds: 0, runSeconds: 0, compilerRuns: 0, batched: true)
        var strictSmoke = false
        var fingerprintSeconds: [String: Double] = [:]
        for (_, results) in parts.sorted(by: { $0.results.shard < $1.results.shard }) {
            placed += zip(results.positions, results.report.verdicts).map { ($0, $1) }
            for error in results.report.scenarioErrors where !scenarioErrors.contains(error) { scenarioErrors.append(error) }
            for error in results.report.pageErrors where !pageErrors.contains(error) { pageErrors.append(error) }
            timing.compileSeconds += results.report.timing.compileSeconds
            timing.runSeconds += results.report.timing.runSeconds
            timing.compilerRuns += results.report.timing.compilerRuns
            timing.batched = timing.batched && results.report.timing.batched
            strictSmoke = strictSmoke || results.report.strictSmoke
            fingerprintSeconds.merge(results.report.fingerprintSeconds) { $0 + $1 }
        }
        // Stable: a verdict's place is its sample's, and copies of one sample id keep their shard's order.
        let verdicts = placed.enumerated().sorted { ($0.element.position, $0.offset) < ($1.element.position, $1.offset) }
            .map(\.element.verdict)
        var report = VerificationReport(verdicts: verdicts, scenarioErrors: scenarioErrors, timing: timing)
        report.pageErrors = pageErrors
        report.strictSmoke = strictSmoke
        report.fingerprintSeconds = fingerprintSeconds
        return report
    }
}
