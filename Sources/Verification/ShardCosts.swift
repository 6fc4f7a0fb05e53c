import DocumentModel
import Foundation

/// The recorded wall seconds of each sample fingerprint, from which `--shard K/N` balances its cut:
/// `Scenarios/verify-costs.json`, written by `doctool verify --record-costs` (a whole run or a merge).
///
/// Design: keyed by fingerprint, not by page or unit, so a cost survives a page being renamed or joined
/// to another unit, and an edited sample (a new fingerprint) is simply unknown: it is costed at the
/// median of the known, the best guess that needs no run. Costs are rounded to 0.1 s and written with
/// sorted keys, so a re-run that takes about as long changes few lines of the committed file. Every shard
/// reads the same file (it is committed with the corpus), and its results carry the file's hash, so a
/// merge can tell when two shards cut with different costs.
public struct ShardCosts: Codable, Sendable, Equatable {
    public static let currentFormat = "doctool-verify-costs/1"
    /// Where the costs file lives in the scenario folder.
    public static let fileName = "verify-costs.json"
    public var format = ShardCosts.currentFormat
    /// Seconds by sample fingerprint, rounded to 0.1.
    public var seconds: [String: Double]

    public init(seconds: [String: Double] = [:]) {
        self.seconds = seconds.mapValues(Self.rounded)
    }

    /// The costs of `report`'s fingerprints.
    public init(report: VerificationReport) {
        self.init(seconds: report.fingerprintSeconds)
    }

    static func rounded(_ seconds: Double) -> Double {
        guard seconds.isFinite, seconds > 0 else { return 0 }
        return (seconds * 10).rounded() / 10
    }

    /// The costs in `data`; nil when it is not a costs file.
    public init?(data: Data) {
        guard let decoded = try? JSONDecoder().decode(ShardCosts.self, from: data),
            decoded.format == Self.currentFormat
        else { return nil }
        self.init(seconds: decoded.seconds)
    }

    /// Deterministic JSON: sorted keys, one fingerprint a line, a final newline.
    public func encoded() -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return ((try? encoder.encode(self)) ?? Data()) + Data("\n".utf8)
    }

    /// The hash of the costs as written: what the shards of one merge must agree on. No costs: "none".
    public var hash: String { seconds.isEmpty ? "none" : StableHash.hex(String(decoding: encoded(), as: UTF8.self)) }

    /// The median of the known costs, for fingerprints with none; 1 when nothing is known, so that with no
    /// costs file the cut balances counts of fingerprints.
    public var unknownCost: Double {
        let known = seconds.values.sorted()
        guard !known.isEmpty else { return 1 }
        let middle = known.count / 2
        return known.count % 2 == 1 ? known[middle] : (known[middle - 1] + known[middle]) / 2
    }

    /// The cost of one fingerprint.
    public func cost(of fingerprint: String) -> Double { seconds[fingerprint] ?? unknownCost }
}
