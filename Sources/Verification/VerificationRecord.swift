import Foundation

/// What the last `verify` found of each sample, kept where `search` reads it (`.doctool/verification.json`
/// in the working folder, beside the checkout's own files and ignored by git).
///
/// Why not in `index/`: the index is committed, and must be what `doctool index` writes from the pages
/// alone; a verification result is of a run (the engine, the scenarios), and would make the committed
/// index depend on who ran what. Each entry keeps the fingerprint of the code it ran, so a record older
/// than the page reads as stale, sample by sample.
public struct VerificationRecord: Codable, Sendable, Equatable {
    public static let defaultPath = ".doctool/verification.json"
    public static let currentFormat = "doctool-verification/1"

    /// The statuses `search --status` filters by.
    public enum Category: String, Codable, Sendable, CaseIterable {
        /// Ran and kept its promises (or is covered by a twin or port that did).
        case passed
        /// Does not run as published: a broken promise, a compile error, a crash or a hang (also an expected
        /// failure, whose erratum passes but whose published code does not).
        case failed
        /// Ran in the smoke tier, with no scenario to check its promises.
        case smoke
        /// Not run: no scenario, or waived.
        case unverified
        /// Run, but the page's code has changed since.
        case stale
    }

    public struct Entry: Codable, Sendable, Equatable {
        /// The short fingerprint of the code that ran.
        public var fingerprint: String
        public var status: Category
    }

    public var format = VerificationRecord.currentFormat
    /// By sample id.
    public var samples: [String: Entry] = [:]

    public init() {}

    public static func category(of status: SampleVerdict.Status) -> Category {
        switch status {
        case .passed, .coveredByTwin, .coveredByPort: return .passed
        case .failed, .unexpectedPass, .expectedFailure, .smokeCompile, .smokeCrash, .smokeHang: return .failed
        case .smoke: return .smoke
        case .waived, .unlinked, .otherLanguage: return .unverified
        }
    }

    /// The record with `report`'s verdicts in place of what it had for those samples (a partial run —
    /// `--filter`, a shard, `--changed-since` — updates only what it ran).
    public mutating func record(_ report: VerificationReport) {
        for verdict in report.verdicts {
            samples[verdict.sampleID] = Entry(fingerprint: verdict.fingerprint, status: Self.category(of: verdict.status))
        }
    }

    /// The status of the sample `id` whose code now has `fingerprint` (any length: compared on the shorter).
    public func status(of id: String, fingerprint: String) -> Category {
        guard let entry = samples[id] else { return .unverified }
        let length = min(entry.fingerprint.count, fingerprint.count)
        return entry.fingerprint.prefix(length) == fingerprint.prefix(length) ? entry.status : .stale
    }

    /// The record at `url`; an empty one when there is none yet (nothing verified).
    public static func load(_ url: URL) throws -> VerificationRecord {
        guard let data = FileManager.default.contents(atPath: url.path) else { return VerificationRecord() }
        guard let record = try? JSONDecoder().decode(VerificationRecord.self, from: data),
            record.format == currentFormat
        else {
            throw VerificationError(
                "\(url.path) is not a verification record of this doctool (\(currentFormat)); run `doctool verify` again")
        }
        return record
    }

    /// Written whole or not at all.
    public func write(to url: URL) throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try encoder.encode(self).write(to: url, options: .atomic)
    }
}
