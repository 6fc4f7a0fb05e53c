/// How far apart two spellings are, for "did you mean" suggestions (a subcommand, a manifest key).
public enum EditDistance {
    /// The optimal string alignment distance: insertions, deletions, substitutions and swaps of two
    /// neighbours, each costing one, no substring edited twice.
    public static func optimalStringAlignment(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty, !b.isEmpty else { return max(a.count, b.count) }
        var table = [[Int]](repeating: [Int](repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in 0...a.count { table[i][0] = i }
        for j in 0...b.count { table[0][j] = j }
        for i in 1...a.count {
            for j in 1...b.count {
                let replace = table[i - 1][j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1)
                var best = min(table[i - 1][j] + 1, table[i][j - 1] + 1, replace)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] { best = min(best, table[i - 2][j - 2] + 1) }
                table[i][j] = best
            }
        }
        return table[a.count][b.count]
    }
}
