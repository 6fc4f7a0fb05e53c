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
/// - **Stable and balanced**: units are laid on a line in the order of a hash of their first page's
///   path, and the line is cut where the running cost (the unit's samples and scenario programs)
///   passes K/N of the total. A page edit changes no unit's place, and moves a cut only by its own
///   change in cost; an added page moves the units next to it, not the rest.
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
              (1...1000).contains(count), (1...count).contains(index) else { return nil }
        self.init(index: index, count: count)
    }

    public var description: String { "\(index)/\(count)" }

    /// The samples and scenarios of this shard: closed sets of the whole run's.
    public func select(samples: [VerifiableSample], scenarios: [Scenario]) -> (samples: [VerifiableSample], scenarios: [Scenario]) {
        let units = ShardUnits(samples: samples, scenarios: scenarios)
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
    /// Each unit's place on the line (its first page's path) and cost.
    var keys: [String]
    var costs: [Int]

    init(samples: [VerifiableSample], scenarios: [Scenario]) {
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
            if let other = pageOfFingerprint[sample.fingerprint] { join(page, other) } else { pageOfFingerprint[sample.fingerprint] = page }
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
        var costs: [Int] = []
        unitOfSample = samples.map { unit(of: pageIndex[$0.file]!) }
        unitOfScenario = scenarios.indices.map { unit(of: pages.count + $0) }
        costs = Array(repeating: 0, count: keys.count)
        for unit in unitOfSample { costs[unit] += 1 }
        // A scenario program costs about what a sample's smoke run does; an expected failure runs twice.
        for (offset, scenario) in scenarios.enumerated() { costs[unitOfScenario[offset]] += scenario.expectedFailure == nil ? 1 : 2 }
        self.keys = keys
        self.costs = costs
    }

    /// The 0-based shard of each unit, for `count` shards.
    func assign(count: Int) -> [Int] {
        let order = keys.indices.sorted { (StableHash.value(keys[$0]), keys[$0]) < (StableHash.value(keys[$1]), keys[$1]) }
        let total = max(1, costs.reduce(0, +))
        var shards = Array(repeating: 0, count: keys.count)
        var running = 0
        for unit in order {
            // The shard whose share of the line holds the unit's midpoint.
            let middle = 2 * running + costs[unit]
            shards[unit] = min(count - 1, middle * count / (2 * total))
            running += costs[unit]
        }
        return shards
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
        for (offset, sample) in samples.enumerated() where changed.contains(sample.file) { touched.insert(units.unitOfSample[offset]) }
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
