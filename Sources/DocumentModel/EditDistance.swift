/// How far apart two spellings are, for "did you mean" suggestions (a subcommand, a manifest key, a search
/// word the index does not have).
public enum EditDistance {
    /// The optimal string alignment distance: insertions, deletions, substitutions and swaps of two
    /// neighbours, each costing one, no substring edited twice; counted in Unicode scalars (a Hindi
    /// vowel sign is an edit of its own, as a reader of the script counts it).
    public static func optimalStringAlignment(_ a: String, _ b: String) -> Int {
        distance(Array(a.unicodeScalars), Array(b.unicodeScalars), limit: Int.max)!
    }

    /// The same distance when it is at most `limit`, else nil, found without filling the whole table:
    /// only cells within `limit` of the diagonal can stay within it, and a row whose every cell is past
    /// it ends the search (searching an index's vocabulary calls this for thousands of words).
    public static func optimalStringAlignment(_ a: String, _ b: String, limit: Int) -> Int? {
        distance(Array(a.unicodeScalars), Array(b.unicodeScalars), limit: limit)
    }

    private static func distance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar], limit: Int) -> Int? {
        guard abs(a.count - b.count) <= limit else { return nil }
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        let outside = Int.max / 2
        // Three rows of the table: two back (for swaps), the previous one, the current one.
        var twoBack = [Int](repeating: outside, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: outside, count: b.count + 1)
        for i in 1...a.count {
            let low = limit == Int.max ? 1 : max(1, i - limit), high = limit == Int.max ? b.count : min(b.count, i + limit)
            for j in 0...b.count { current[j] = outside }
            current[0] = i <= limit ? i : outside
            var rowBest = current[0]
            if low <= high {
                for j in low...high {
                    let replace = previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                    var best = min(previous[j] + 1, current[j - 1] + 1, replace)
                    if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { best = min(best, twoBack[j - 2] + 1) }
                    current[j] = best
                    rowBest = min(rowBest, best)
                }
            }
            if rowBest > limit { return nil }
            (twoBack, previous, current) = (previous, current, twoBack)
        }
        return previous[b.count] <= limit ? previous[b.count] : nil
    }
}
