/// The seal on the report a scenario program gives the verifier.
///
/// Design: the program runs a stranger's sample in its own process, so anything the program can
/// print, the sample can print too — including a line that looks like a passing report. The
/// verifier therefore hands each run a fresh random key on the program's standard input; the
/// program reads it before any scenario code runs, closes the input, keeps the key in a local, and
/// seals its report with HMAC-SHA-256 under it. The verifier believes only a report whose seal is
/// valid. A sample could still hunt the key in its own process's memory; that needs deliberate
/// pointer arithmetic over the runtime's stack, not a forged line, and its sandbox keeps it from
/// harming anything else either way.
public enum ReportSeal {
    /// What starts a sealed report line: `doctool-report <64 hex digits> <report JSON>`.
    public static let linePrefix = "doctool-report "
    /// Bytes of key.
    public static let keyBytes = 32

    /// A new random key.
    public static func newKey() -> [UInt8] {
        var generator = SystemRandomNumberGenerator()
        return (0..<keyBytes).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
    }

    /// The key as the program reads it: hex digits and a newline.
    public static func keyLine(_ key: [UInt8]) -> String { hex(key) + "\n" }

    /// The key from the line `keyLine` made, or nil.
    public static func key(fromLine line: String) -> [UInt8]? {
        let digits = Array(line.utf8.prefix { $0 != 0x0A })
        guard digits.count == 2 * keyBytes else { return nil }
        var key: [UInt8] = []
        for index in stride(from: 0, to: digits.count, by: 2) {
            guard let high = nibble(digits[index]), let low = nibble(digits[index + 1]) else { return nil }
            key.append(high << 4 | low)
        }
        return key
    }

    /// The sealed line for `report` (UTF-8 JSON on one line).
    public static func sealedLine(report: [UInt8], key: [UInt8]) -> String {
        linePrefix + hex(mac(report, key: key)) + " " + String(decoding: report, as: UTF8.self)
    }

    /// The report of the last line of `output` that carries a valid seal under `key`, or nil.
    public static func openReport(in output: [UInt8], key: [UInt8]) -> [UInt8]? {
        let lines = output.split(separator: 0x0A, omittingEmptySubsequences: true)
        let prefix = Array(linePrefix.utf8)
        for line in lines.reversed() where line.starts(with: prefix) {
            let rest = Array(line.dropFirst(prefix.count))
            guard rest.count > 65, rest[64] == 0x20 else { continue }
            let report = Array(rest[65...])
            let expected = Array(hex(mac(report, key: key)).utf8)
            // Compared in full whatever the first difference, so timing says nothing about the key.
            var difference: UInt8 = 0
            for (a, b) in zip(expected, rest[0..<64]) { difference |= a ^ b }
            if difference == 0 { return report }
        }
        return nil
    }

    // MARK: - Helpers

    static func mac(_ data: [UInt8], key: [UInt8]) -> [UInt8] { HMACSHA256.mac(data, key: key) }

    static func hex(_ bytes: [UInt8]) -> String {
        let digits = Array("0123456789abcdef".utf8)
        var text: [UInt8] = []
        text.reserveCapacity(bytes.count * 2)
        for byte in bytes {
            text.append(digits[Int(byte >> 4)])
            text.append(digits[Int(byte & 0xF)])
        }
        return String(decoding: text, as: UTF8.self)
    }

    static func nibble(_ digit: UInt8) -> UInt8? {
        switch digit {
        case 0x30...0x39: return digit - 0x30
        case 0x61...0x66: return digit - 0x61 + 10
        default: return nil
        }
    }
}
