import Foundation

/// A sample deliberately not verified, with the reason (kept few; each is explained).
public struct Waiver: Hashable, Codable, Sendable {
    public var fingerprint: String
    public var sampleID: String
    public var reason: String
    public var line: Int

    /// Reads `Scenarios/waivers.txt`: one waiver a line, `FINGERPRINT SAMPLE-ID reason…`; `#` starts a comment.
    public static func parse(_ text: String, file: String) throws -> [Waiver] {
        var waivers: [Waiver] = []
        for (offset, raw) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let parts = line.split(separator: " ", maxSplits: 2).map(String.init)
            guard parts.count == 3, ScenarioParser.isFingerprint(parts[0]) else {
                throw ScenarioError(file: file, line: offset + 1, message: "a waiver is: FINGERPRINT SAMPLE-ID reason")
            }
            waivers.append(Waiver(fingerprint: parts[0], sampleID: parts[1], reason: parts[2], line: offset + 1))
        }
        return waivers
    }
}
