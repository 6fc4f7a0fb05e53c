import DocumentModel

/// The identity of a sample's code: SHA-256 of the code normalised so that copies differing only in line endings,
/// trailing whitespace, tabs versus spaces, indentation width or leading/trailing blank lines get the same value,
/// while any change to a token, a comment or a line (translation damage) changes it. (Not to be confused with
/// `ShortFingerprint`, the 16-digit form messages and scenario files name it by, nor with `StableHash`, the FNV-1a
/// hash of orders and keys.)
public enum CodeFingerprint {
    /// The normalised text the fingerprint hashes.
    public static func normalize(_ text: String) -> String {
        var lines = text.replacingCRLF().splitAtLineFeeds(omittingEmptySubsequences: false).map {
            line -> (indent: Int, body: String) in
            var indent = 0
            var body = Substring(line)
            while let first = body.first, first == " " || first == "\t" {
                indent += first == "\t" ? 4 : 1
                body = body.dropFirst()
            }
            while let last = body.last, last == " " || last == "\t" || last == "\r" { body = body.dropLast() }
            return (indent, String(body))
        }
        while lines.first?.body.isEmpty == true { lines.removeFirst() }
        while lines.last?.body.isEmpty == true { lines.removeLast() }
        // Indentation width: divide by the common step (2, 3, 4, 8…) and re-indent at 4; remove the common margin.
        let indents = lines.filter { !$0.body.isEmpty }.map(\.indent)
        let margin = indents.min() ?? 0
        let step = indents.map { $0 - margin }.filter { $0 > 0 }.reduce(0, gcd)
        return lines.map { line in
            guard !line.body.isEmpty else { return "" }
            let level = step > 0 ? (line.indent - margin) / step : 0
            let rest = step > 0 ? (line.indent - margin) % step : 0
            return String(repeating: " ", count: level * 4 + rest) + line.body
        }.joined(separator: "\n")
    }

    /// SHA-256 (hex) of the normalised text.
    public static func of(_ text: String) -> String {
        SHA256.hex(of: Array(normalize(text).utf8))
    }

    /// SHA-256 (hex) of raw bytes, e.g. a file's content hash.
    public static func sha256(_ bytes: [UInt8]) -> String { SHA256.hex(of: bytes) }

    static func gcd(_ a: Int, _ b: Int) -> Int { b == 0 ? a : gcd(b, a % b) }
}

extension String {
    func replacingCRLF() -> String {
        // Most text has no carriage return (the byte is one only as U+000D): then it is itself, not a copy made
        // scalar by scalar (a third of fingerprinting a sample).
        guard utf8.contains(0x0D) else { return self }
        var result = ""
        result.reserveCapacity(utf8.count)
        var previousCR = false
        for scalar in unicodeScalars {
            if scalar == "\r" { result.append("\n"); previousCR = true; continue }
            if scalar == "\n" && previousCR { previousCR = false; continue }
            previousCR = false
            result.unicodeScalars.append(scalar)
        }
        return result
    }
}
