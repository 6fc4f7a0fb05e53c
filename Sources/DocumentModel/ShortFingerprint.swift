/// How scenario files, waivers and twin-difference declarations name a sample: the first 16 hex digits of its
/// code fingerprint (the SHA-256 of its normalized text), and the rule by which a spelling of 8 or more digits
/// names it.
public enum ShortFingerprint {
    /// The digits doctool writes: 64 bits, enough that two samples of one corpus do not share them.
    public static let length = 16
    /// The fewest digits a reader may give.
    public static let minimumLength = 8

    /// `fingerprint`'s first `length` digits.
    public static func of(_ fingerprint: String) -> String { String(fingerprint.prefix(length)) }

    /// Whether two spellings name the same code: equal, ignoring case, over the shorter's digits (at least
    /// `minimumLength` of them).
    public static func agrees(_ a: String, with b: String) -> Bool {
        let digits = min(a.count, b.count)
        return digits >= minimumLength && a.lowercased().prefix(digits) == b.lowercased().prefix(digits)
    }
}
