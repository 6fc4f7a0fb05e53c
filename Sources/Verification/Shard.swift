import DocumentModel
import Foundation

/// One part of a verification split across CI machines: `--shard K/N`.
///
/// Design: the CI system is the distributed engine (a matrix of N jobs, an artifact each, a merge job);
/// doctool only has to cut the work so that the parts are independent, cover everything once, and
/// move little when the corpus changes.
/// - **Independent**: the unit of work is a set of pages that nothing links to other pages: a
///   scenario's samples, a sample and its twin, the copies of one code in every translation, and the
///   page around each sample (a smoke run takes its context from the page) all land in one unit, so a
///   shard's verdicts are those of the whole run.
/// - **Once**: each unit, and each scenario that covers no sample at all (its drift error), is in
///   exactly one shard.
/// - **Balanced by recorded cost**: a unit costs the recorded seconds of its fingerprints (`ShardCosts`,
///   unknown ones at the median; a unit that is a scenario alone runs nothing and costs 0). Units are sorted by
///   (cost descending, key) and each goes to the shard with the least cost so far, the lowest-numbered on a
///   tie (longest processing time first, within 4/3 of the best cut). Every shard reads the same committed
///   costs file and makes the same cut; its results carry the hash of the costs and of the cut, and a merge
///   refuses shards that disagree.
/// - **Stable**: the cut changes only when the units or their costs do. The costs change when they are
///   recorded again (rounded to 0.1 s), not on every run. A page edit changes its unit's cost (an edited
///   sample is costed at the median); a unit whose place in the cost order does not change moves no other
///   unit, but one that passes others in that order can move the units after it: LPT trades the strict
///   stability of a cut line for balance.
public struct Shard: Hashable, Sendable, CustomStringConvertible {
    /// 1-based.
    public var index: Int
    public var count: Int

    public init(index: Int, count: Int) {
        self.index = index
        self.count = count
    }

    /// `K/N` with 1 ≤ K ≤ N ≤ 1000.
    public init?(parsing text: String) {
        let parts = text.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, let index = Int(parts[0]), let count = Int(parts[1]),
            (1...1000).contains(count), (1...count).contains(index)
        else { return nil }
        self.init(index: index, count: count)
    }

    public var description: String { "\(index)/\(count)" }

    /// The samples and scenarios of this shard: closed sets of the whole run's.
    public func select(samples: [VerifiableSample], scenarios: [Scenario], costs: ShardCosts = ShardCosts())
        -> (samples: [VerifiableSample], scenarios: [Scenario])
    {
        let units = ShardUnits(samples: samples, scenarios: scenarios, costs: costs)
        let shards = units.assign(count: count)
        let mine = Set(shards.indices.filter { shards[$0] == index - 1 })
        let chosenSamples = samples.enumerated().filter { mine.contains(units.unitOfSample[$0.offset]) }.map(\.element)
        let chosenScenarios = scenarios.enumerated().filter { mine.contains(units.unitOfScenario[$0.offset]) }.map(\.element)
        return (chosenSamples, chosenScenarios)
    }
}

/// The units of work of a run and the shard of each (see `Shard`).
struct ShardUnits {
    /// The key of a unit that is a scenario alone (it covers no sample of the run).
    static let scenarioKeyPrefix = "scenario:"
    /// The unit of each sample and each scenario, by position.
    var unitOfSample: [Int]
    var unitOfScenario: [Int]
    /// Each unit's key (its first page's path) and cost in seconds.
    var keys: [String]
    var costs: [Double]

    init(samples: [VerifiableSample], scenarios: [Scenario], costs table: ShardCosts = ShardCosts()) {
        // Union–find over pages, with one node for each scenario that covers no sample of the run.
        var pageIndex: [String: Int] = [:]
        var pages: [String] = []
        for sample in samples where pageIndex[sample.file] == nil {
            pageIndex[sample.file] = pages.count
            pages.append(sample.file)
        }
        var parent = Array(0..<(pages.count + scenarios.count))
        func root(_ node: Int) -> Int {
            var node = node
            while parent[node] != node {
                parent[node] = parent[parent[node]]
                node = parent[node]
            }
            return node
        }
        func join(_ a: Int, _ b: Int) {
            let (ra, rb) = (root(a), root(b))
            if ra != rb { parent[max(ra, rb)] = min(ra, rb) }
        }
        var pageOfFingerprint: [String: Int] = [:]
        var pageOfID: [String: Int] = [:]
        for sample in samples {
            let page = pageIndex[sample.file]!
            pageOfID[sample.id] = page
            if let other = pageOfFingerprint[sample.fingerprint] {
                join(page, other)
            } else {
                pageOfFingerprint[sample.fingerprint] = page
            }
        }
        for sample in samples {
            if let twin = sample.twinID, let other = pageOfID[twin] { join(pageIndex[sample.file]!, other) }
        }
        for (offset, scenario) in scenarios.enumerated() {
            let node = pages.count + offset
            for coverage in scenario.covers + scenario.ports {
                if let page = pageOfFingerprint[coverage.fingerprint] { join(node, page) }
            }
        }
        // Units numbered in the order of their smallest node; keyed by their first page (or scenario file).
        var unitOfRoot: [Int: Int] = [:]
        var keys: [String] = []
        func unit(of node: Int) -> Int {
            let r = root(node)
            if let known = unitOfRoot[r] { return known }
            unitOfRoot[r] = keys.count
            keys.append(r < pages.count ? pages[r] : Self.scenarioKeyPrefix + scenarios[r - pages.count].file)
            return keys.count - 1
        }
        unitOfSample = samples.map { unit(of: pageIndex[$0.file]!) }
        unitOfScenario = scenarios.indices.map { unit(of: pages.count + $0) }
        var fingerprints = Array(repeating: Set<String>(), count: keys.count)
        for (offset, sample) in samples.enumerated() { fingerprints[unitOfSample[offset]].insert(sample.fingerprint) }
        // Summed in sorted order: the same sum on every machine.
        costs = fingerprints.map { set in set.sorted().reduce(0) { $0 + table.cost(of: $1) } }
        self.keys = keys
    }

    /// The 0-based shard of each unit, for `count` shards: longest processing time first.
    func assign(count: Int) -> [Int] {
        let order = keys.indices.sorted { (-costs[$0], keys[$0]) < (-costs[$1], keys[$1]) }
        var load = Array(repeating: 0.0, count: count)
        var shards = Array(repeating: 0, count: keys.count)
        for unit in order {
            let lightest = load.indices.min { (load[$0], $0) < (load[$1], $1) }!
            shards[unit] = lightest
            load[lightest] += costs[unit]
        }
        return shards
    }

    /// A hash of the cut: every unit's key, cost and shard, so shards that cut differently can be told apart.
    func cutHash(count: Int) -> String {
        let shards = assign(count: count)
        let lines = keys.indices.sorted { keys[$0] < keys[$1] }.map { "\(keys[$0]) \(costs[$0]) \(shards[$0])" }
        return StableHash.hex(lines.joined(separator: "\n"))
    }
}

/// What `verify --changed-since REF` verifies: the units of work (see `Shard`) holding a changed page or
/// scenario, so that a page's twins, copies and scenarios are verified with it, and nothing else.
public struct ChangeSelection: Sendable {
    public var samples: [VerifiableSample]
    public var scenarios: [Scenario]
    /// Units of work in the run, and how many the change touches.
    public var unitCount: Int
    public var changedUnitCount: Int

    /// `changed`: paths as the samples' and scenarios' `file` name them (from the working folder).
    public init(samples: [VerifiableSample], scenarios: [Scenario], changed: Set<String>) {
        let units = ShardUnits(samples: samples, scenarios: scenarios)
        var touched: Set<Int> = []
        for (offset, sample) in samples.enumerated() where changed.contains(sample.file) {
            touched.insert(units.unitOfSample[offset])
        }
        for (offset, scenario) in scenarios.enumerated() where changed.contains(scenario.file) {
            touched.insert(units.unitOfScenario[offset])
        }
        // A scenario whose samples are gone (a page deleted or edited) is a unit of its own: its drift error
        // must be reported whatever changed, and it costs no compiler run.
        for (unit, key) in units.keys.enumerated() where key.hasPrefix(ShardUnits.scenarioKeyPrefix) { touched.insert(unit) }
        self.samples = samples.enumerated().filter { touched.contains(units.unitOfSample[$0.offset]) }.map(\.element)
        self.scenarios = scenarios.enumerated().filter { touched.contains(units.unitOfScenario[$0.offset]) }.map(\.element)
        unitCount = units.keys.count
        changedUnitCount = touched.count
    }
}
