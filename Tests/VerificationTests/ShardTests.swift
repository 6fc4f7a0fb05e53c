import DocumentModel
@testable import Verification
import Foundation
import XCTest

/// The cut `--shard K/N` makes from recorded costs (`ShardUnits`, `ShardCosts`), and the merge's guard on it.
final class ShardTests: XCTestCase {
    /// One page, one sample each, with fingerprint `f<n>`.
    private func pages(_ count: Int) -> [VerifiableSample] {
        (0..<count).map { n in
            VerifiableSample(
                id: "p\(n)/1", fingerprint: String(format: "f%015d", n), language: .swift, text: "x()",
                range: SourceRange(file: "corpus/p\(n).md", firstLine: 1, lastLine: 1, byteStart: 0, byteEnd: 0))
        }
    }

    private func loads(_ samples: [VerifiableSample], costs: ShardCosts, count: Int) -> [Double] {
        (1...count).map { index in
            Shard(index: index, count: count).select(samples: samples, scenarios: [], costs: costs).samples
                .reduce(0) { $0 + costs.cost(of: $1.fingerprint) }
        }
    }

    func testTheUnionOfNShardsIsEveryUnitOnce() {
        let samples = pages(23)
        var seconds: [String: Double] = [:]
        for (n, sample) in samples.enumerated() where n % 3 != 0 { seconds[sample.fingerprint] = Double(n % 7) + 0.5 }
        let costs = ShardCosts(seconds: seconds)
        for count in 1...5 {
            var seen: [String: Int] = [:]
            for index in 1...count {
                for sample in Shard(index: index, count: count).select(samples: samples, scenarios: [], costs: costs).samples {
                    XCTAssertNil(seen[sample.id], "\(sample.id) in two shards of \(count)")
                    seen[sample.id] = index
                }
            }
            XCTAssertEqual(Set(seen.keys), Set(samples.map(\.id)), "shards of \(count)")
        }
    }

    /// Skewed costs, where equal counts are far from equal time: LPT is within 4/3 of the best cut
    /// (here the best is 10 a shard), and better than the cut by counts.
    func testLongestFirstBalancesSkewedCosts() {
        let samples = pages(8)
        // Two long pages and six short ones: 20 s in all, best two shards 6+2+2 and 4+4×1.5.
        let values: [Double] = [6, 4, 1.5, 1.5, 1.5, 1.5, 2, 2]
        let costs = ShardCosts(seconds: Dictionary(uniqueKeysWithValues: zip(samples.map(\.fingerprint), values)))
        let lpt = loads(samples, costs: costs, count: 2)
        XCTAssertEqual(lpt.reduce(0, +), 20, accuracy: 1e-9)
        XCTAssertLessThanOrEqual(lpt.max()!, 10.0 * 4 / 3)
        XCTAssertEqual(lpt.max()!, 10.5, accuracy: 1e-9)
        // Counts alone (no costs file): 4 pages each, 11 s and 9 s.
        let byCount = (1...2).map { index in
            Shard(index: index, count: 2).select(samples: samples, scenarios: []).samples
        }
        XCTAssertEqual(byCount.map(\.count), [4, 4])
        let countLoads = byCount.map { $0.reduce(0) { $0 + costs.cost(of: $1.fingerprint) } }
        XCTAssertEqual(countLoads.max()!, 11, accuracy: 1e-9)
        XCTAssertLessThan(lpt.max()!, countLoads.max()!)
    }

    /// A sample with no recorded cost is costed at the median of the known, and placed the same way on
    /// every call (every machine).
    func testAnUnknownUnitIsPlacedDeterministically() {
        let samples = pages(6)
        let costs = ShardCosts(seconds: [samples[0].fingerprint: 5, samples[1].fingerprint: 1, samples[2].fingerprint: 3])
        XCTAssertEqual(costs.unknownCost, 3)
        XCTAssertEqual(costs.cost(of: samples[5].fingerprint), 3)
        let first = ShardUnits(samples: samples, scenarios: [], costs: costs)
        XCTAssertEqual(first.costs, [5, 1, 3, 3, 3, 3])
        // Heaviest first, ties by key: p0 (5) → 1, p2 (3) → 2, p3 → 2, p4 → 1, p5 → 2, p1 (1) → 1.
        XCTAssertEqual(first.assign(count: 2), [0, 0, 1, 1, 0, 1])
        for _ in 0..<3 {
            let again = ShardUnits(samples: samples.reversed(), scenarios: [], costs: costs)
            let shardOfKey = Dictionary(uniqueKeysWithValues: zip(again.keys, again.assign(count: 2)))
            XCTAssertEqual(shardOfKey["corpus/p5.md"], 1)
        }
        XCTAssertEqual(ShardCosts().unknownCost, 1, "no costs: counts")
    }

    func testCostsAreRoundedAndWrittenSorted() throws {
        let costs = ShardCosts(seconds: ["b": 1.26, "a": 0.04, "c": 12.349])
        XCTAssertEqual(costs.seconds, ["a": 0, "b": 1.3, "c": 12.3])
        let text = String(decoding: costs.encoded(), as: UTF8.self)
        XCTAssertLessThan(text.range(of: "\"a\"")!.lowerBound, text.range(of: "\"b\"")!.lowerBound)
        XCTAssertTrue(text.contains("1.3"), text)
        XCTAssertEqual(ShardCosts(data: costs.encoded()), costs)
        XCTAssertEqual(ShardCosts(seconds: ["b": 1.31, "a": 0, "c": 12.3]).hash, costs.hash, "a re-run within 0.05 s: same file")
    }

    /// Shards that cut with different costs files are refused, naming the shard.
    func testMergeRefusesShardsThatCutDifferently() throws {
        let samples = pages(4)
        let report = VerificationReport(
            verdicts: [], scenarioErrors: [],
            timing: .init(compileSeconds: 0, runSeconds: 0, compilerRuns: 0, batched: true))
        let one = ShardResults(shard: Shard(index: 1, count: 2), samples: samples, scenarios: [], report: report)
        let other = ShardCosts(seconds: [samples[0].fingerprint: 9])
        let two = ShardResults(shard: Shard(index: 2, count: 2), samples: samples, scenarios: [], costs: other, report: report)
        XCTAssertThrowsError(try ShardResults.merge([("one.json", one.encoded()), ("two.json", two.encoded())])) { error in
            XCTAssertTrue("\(error)".contains("two.json (shard 2/2)"), "\(error)")
            XCTAssertTrue("\(error)".contains("costs"), "\(error)")
        }
        var forged = two
        forged.costsHash = one.costsHash
        XCTAssertThrowsError(try ShardResults.merge([("one.json", one.encoded()), ("two.json", forged.encoded())])) { error in
            XCTAssertTrue("\(error)".contains("two.json (shard 2/2) cut the run into other units"), "\(error)")
        }
        let same = ShardResults(shard: Shard(index: 2, count: 2), samples: samples, scenarios: [], report: report)
        XCTAssertNoThrow(try ShardResults.merge([("one.json", one.encoded()), ("two.json", same.encoded())]))
        XCTAssertThrowsError(try ShardResults.merge([("one.json", one.encoded())])) { error in
            XCTAssertTrue("\(error)".contains("2/2 missing"), "\(error)")
        }
    }
}
