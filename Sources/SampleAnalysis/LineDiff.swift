/// A line diff (longest common subsequence), reporting only changed lines with their source line numbers.
public enum LineDiff {
    /// `- old:LINE text` for lines only in `old`, `+ new:LINE text` for lines only in `new`, in order.
    /// Lines are compared after fingerprint normalisation (trailing space, indentation width do not count).
    public static func diff(
        old: String, oldName: String, oldFirstLine: Int,
        new: String, newName: String, newFirstLine: Int
    ) -> [String] {
        let a = lines(old), b = lines(new)
        let table = lcsTable(a.map(\.1), b.map(\.1))
        var result: [String] = []
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i].1 == b[j].1 {
                i += 1; j += 1
            } else if i < a.count, j == b.count || table[i + 1][j] >= table[i][j + 1] {
                // Removals first, so a replaced line reads "- old" then "+ new".
                result.append("- \(oldName):\(oldFirstLine + a[i].0)  \(a[i].1)")
                i += 1
            } else {
                result.append("+ \(newName):\(newFirstLine + b[j].0)  \(b[j].1)")
                j += 1
            }
        }
        return result
    }

    /// Similarity in 0...1: twice the common lines over the total (1 for identical code).
    public static func similarity(_ old: String, _ new: String) -> Double {
        let a = lines(old).map(\.1), b = lines(new).map(\.1)
        guard !a.isEmpty || !b.isEmpty else { return 1 }
        return 2 * Double(lcsTable(a, b)[0][0]) / Double(a.count + b.count)
    }

    /// (offset from the first line, normalised content), blank lines dropped.
    static func lines(_ text: String) -> [(Int, String)] {
        text.replacingCRLF().split(separator: "\n", omittingEmptySubsequences: false).enumerated().compactMap {
            (offset: Int, line: Substring) -> (Int, String)? in
            let content = String(line).trimmingSpaces()
            return content.isEmpty ? nil : (offset, content)
        }
    }

    /// table[i][j] = LCS length of a[i...] and b[j...].
    static func lcsTable(_ a: [String], _ b: [String]) -> [[Int]] {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table
    }
}
