/// The API names of many profiles as weighted vectors over one sorted vocabulary, for scoring every pair
/// of them (`RelatedLinker` scores the pairs its name index proposes).
///
/// Design: each profile's names become ascending ids into the vocabulary, with the squared weight of each id
/// in one array, so the overlap of two profiles is a merge of two sorted integer runs: no string is hashed
/// per pair and no intersection set is built. The runs lie end to end in one array (`starts` says where
/// each begins), so a pair touches no reference count. Sums run in vocabulary order, so a score does not depend on a
/// set's iteration order. The value is `AlignmentFeatures.apiNames`' (a cosine with rare names weighing more).
struct APINameVectors {
    /// The names, sorted; an id is an index here.
    private let vocabulary: [String]
    /// Each name's weight, and its square.
    private let termWeights: [Double]
    private let squaredWeights: [Double]
    /// Every profile's names' ids, ascending within a profile; profile `p`'s run is `starts[p]..<starts[p + 1]`.
    private let ids: [Int32]
    private let starts: [Int]
    /// Per profile: the sum of its names' squared weights.
    private let masses: [Double]

    init(_ nameSets: [Set<String>], weights: TermWeights) {
        var all = Set<String>()
        for names in nameSets { all.formUnion(names) }
        let vocabulary = all.sorted()
        let idOf = Dictionary(uniqueKeysWithValues: vocabulary.enumerated().map { ($0.element, Int32($0.offset)) })
        let termWeights = vocabulary.map { weights.weight($0) }
        let squaredWeights = termWeights.map { $0 * $0 }
        var ids: [Int32] = []
        var starts: [Int] = [0]
        var masses: [Double] = []
        starts.reserveCapacity(nameSets.count + 1)
        masses.reserveCapacity(nameSets.count)
        for names in nameSets {
            let sorted = names.compactMap { idOf[$0] }.sorted()
            ids += sorted
            starts.append(ids.count)
            masses.append(sorted.reduce(0.0) { $0 + squaredWeights[Int($1)] })
        }
        self.vocabulary = vocabulary
        self.termWeights = termWeights
        self.squaredWeights = squaredWeights
        self.ids = ids
        self.starts = starts
        self.masses = masses
    }

    /// How many names there are: ids run from 0 to this.
    var vocabularyCount: Int { vocabulary.count }

    /// How many profiles there are.
    var profileCount: Int { masses.count }

    /// Profile `a`'s names' ids, ascending.
    func nameIDs(of a: Int) -> ArraySlice<Int32> { ids[starts[a]..<starts[a + 1]] }

    /// The sum of profile `a`'s squared name weights: the squared length of its vector.
    func mass(_ a: Int) -> Double { masses[a] }

    /// How much profiles `a` and `b` (indices into the sets given at `init`) share: the cosine of their weighted
    /// name vectors, at most 1; 0 when they share no name.
    func overlap(_ a: Int, _ b: Int) -> Double {
        var shared = 0.0
        forEachShared(a, b) { shared += squaredWeights[Int($0)] }
        guard shared > 0 else { return 0 }
        let denominator = (masses[a] * masses[b]).squareRoot()
        return denominator > 0 ? min(1, shared / denominator) : 0
    }

    /// The API-name feature of the pair, with the shared names in its detail, as `AlignmentFeatures.apiNames` words it.
    func feature(_ a: Int, _ b: Int, value: Double) -> FeatureScore {
        var shared: [(weight: Double, term: String)] = []
        forEachShared(a, b) { shared.append((termWeights[Int($0)], vocabulary[Int($0)])) }
        return AlignmentFeatures.overlapScore(kind: .apiNames, value: value, weighted: shared, noun: "names")
    }

    /// Calls `body` with each id both profiles hold, ascending (a merge of the two sorted runs).
    @inline(__always)
    private func forEachShared(_ a: Int, _ b: Int, _ body: (Int32) -> Void) {
        ids.withUnsafeBufferPointer { all in
            var i = starts[a], j = starts[b]
            let endA = starts[a + 1], endB = starts[b + 1]
            while i < endA, j < endB {
                let x = all[i], y = all[j]
                if x == y {
                    body(x)
                    i += 1
                    j += 1
                } else if x < y {
                    i += 1
                } else {
                    j += 1
                }
            }
        }
    }
}
