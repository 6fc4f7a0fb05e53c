// MARK: - Order

/// Order-aware matching: which links keep the documents' reading order, and how to pair what is left
/// between them. Pure functions over indices and scores.
public enum OrderAlignment {
    /// A candidate link between row `row` (a group) and column `column` (a section) with a weight.
    public struct Candidate: Hashable, Sendable {
        public var row: Int
        public var column: Int
        public var weight: Double

        public init(row: Int, column: Int, weight: Double) {
            self.row = row
            self.column = column
            self.weight = weight
        }
    }

    /// The heaviest subset of one-to-one `candidates` that increases in both row and column: the links that
    /// keep reading order. The rest were moved (a "remarks" section first in one page and last in another).
    /// Returns indices into `candidates`, ascending by column. Ties go to the earlier candidate.
    public static func increasingChain(_ candidates: [Candidate]) -> [Int] {
        let order = candidates.indices.sorted {
            (candidates[$0].column, candidates[$0].row) < (candidates[$1].column, candidates[$1].row)
        }
        var best: [Double] = Array(repeating: 0, count: order.count)
        var previous: [Int?] = Array(repeating: nil, count: order.count)
        for (i, index) in order.enumerated() {
            best[i] = candidates[index].weight
            for j in 0..<i {
                let earlier = candidates[order[j]]
                guard earlier.row < candidates[index].row, earlier.column < candidates[index].column else { continue }
                if best[j] + candidates[index].weight > best[i] + 1e-12 {
                    best[i] = best[j] + candidates[index].weight
                    previous[i] = j
                }
            }
        }
        guard var cursor = best.indices.max(by: { (best[$0], -$0) < (best[$1], -$1) }) else { return [] }
        var chain: [Int] = [order[cursor]]
        while let back = previous[cursor] {
            chain.append(order[back])
            cursor = back
        }
        return chain.reversed()
    }

    /// Pairs `rows` with `columns` one-to-one, keeping order in both, maximising the sum of
    /// `score − threshold` over the pairs made; pairs scoring below `threshold` are never made.
    /// Returns (row, column) positions into the two arrays.
    public static func monotonicMatch(
        rows: Int, columns: Int, threshold: Double,
        score: (_ row: Int, _ column: Int) -> Double
    ) -> [(row: Int, column: Int)] {
        guard rows > 0, columns > 0 else { return [] }
        var table = Array(repeating: Array(repeating: 0.0, count: columns + 1), count: rows + 1)
        for r in stride(from: rows - 1, through: 0, by: -1) {
            for c in stride(from: columns - 1, through: 0, by: -1) {
                let gain = score(r, c) - threshold
                let pair = gain >= 0 ? gain + table[r + 1][c + 1] : -Double.infinity
                table[r][c] = max(pair, table[r + 1][c], table[r][c + 1])
            }
        }
        var result: [(row: Int, column: Int)] = []
        var r = 0
        var c = 0
        while r < rows, c < columns {
            let gain = score(r, c) - threshold
            if gain >= 0, abs(table[r][c] - (gain + table[r + 1][c + 1])) < 1e-12 {
                result.append((r, c))
                r += 1
                c += 1
            } else if abs(table[r][c] - table[r + 1][c]) < 1e-12 {
                r += 1
            } else {
                c += 1
            }
        }
        return result
    }
}
