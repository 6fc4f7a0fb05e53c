import DocumentModel
import Foundation

/// A sample deliberately not verified, with the reason (kept few; each is explained).
///
/// A waiver names one sample: its id, and its fingerprint (8 or more hex digits) to check the id against,
/// so a waiver stops applying when the sample changes. Other copies of the same code (translations) are not
/// waived by it, and a sample its Swift twin covers is covered, waiver or not.
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

    /// Whether the waiver names `sample`: its id, and a fingerprint that agrees with the sample's as far as
    /// both go (a waiver may give 8 to 64 digits; samples are named by 16).
    public func names(_ sample: VerifiableSample) -> Bool {
        sample.id == sampleID && ShortFingerprint.agrees(fingerprint, with: sample.fingerprint)
    }

    /// The problem with each waiver that does not name exactly one sample of `samples` (file:line messages).
    public static func problems(_ waivers: [Waiver], samples: [VerifiableSample], file: String) -> [String] {
        var problems: [String] = []
        let byID = Dictionary(samples.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        for waiver in waivers {
            let at = "\(file):\(waiver.line)"
            if let sample = byID[waiver.sampleID] {
                guard !ShortFingerprint.agrees(waiver.fingerprint, with: sample.fingerprint) else { continue }
                problems.append(
                    "\(at): the waiver names \(waiver.sampleID) with fingerprint \(waiver.fingerprint), but that sample's fingerprint is \(sample.fingerprint): the sample changed; check it and update the waiver"
                )
            } else if let other = samples.first(where: { ShortFingerprint.agrees(waiver.fingerprint, with: $0.fingerprint) }) {
                problems.append(
                    "\(at): the waiver names \(waiver.sampleID), which no sample has; fingerprint \(waiver.fingerprint) is \(other.id) (\(other.location))"
                )
            } else {
                problems.append(
                    "\(at): the waiver names \(waiver.fingerprint) (\(waiver.sampleID)), which no sample in the corpus has: the sample changed or was removed; update or remove the waiver"
                )
            }
        }
        return problems
    }
}
