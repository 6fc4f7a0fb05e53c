/// One thing a command found, in a form every report shares: the rule it breaks, how serious it is, what is
/// wrong and where (the page's file and lines, and the other places that explain it).
///
/// Commands keep their own text reports; `--sarif`, `--format github` and `check --json` are written from these.
public struct Finding: Hashable, Sendable, Codable, Comparable {
    /// How serious a finding is, with SARIF's and GitHub's names for the three levels.
    public enum Level: String, Hashable, Sendable, Codable, Comparable {
        /// Fails the command.
        case error
        /// Very likely wrong, but information unless the command is strict.
        case warning
        /// Worth a look.
        case note

        private var rank: Int { self == .error ? 0 : self == .warning ? 1 : 2 }
        public static func < (lhs: Level, rhs: Level) -> Bool { lhs.rank < rhs.rank }
    }

    /// Why a finding is known and accepted: the file and line that declare it.
    public struct Suppression: Hashable, Sendable, Codable {
        public var justification: String
        public var location: FindingLocation
        public init(justification: String, location: FindingLocation) {
            self.justification = justification
            self.location = location
        }
    }

    /// The id of the rule (`FindingRule.id`).
    public var ruleID: String
    public var level: Level
    /// One line saying what is wrong; it names the other side where two places are compared.
    public var message: String
    /// Where to look; nil for a finding about the run as a whole.
    public var location: FindingLocation?
    /// The other places that explain the finding: the majority copy, the twin, the scenario's promise.
    public var related: [FindingLocation]
    /// Lines shown under the finding in text (a diff), not part of its identity in SARIF.
    public var detail: [String]
    /// Set when the corpus declares the finding as known (a declared twin difference).
    public var suppression: Suppression?

    public init(
        ruleID: String, level: Level, message: String, location: FindingLocation?,
        related: [FindingLocation] = [], detail: [String] = [], suppression: Suppression? = nil
    ) {
        self.ruleID = ruleID
        self.level = level
        self.message = message
        self.location = location
        self.related = related
        self.detail = detail
        self.suppression = suppression
    }

    /// `file:line: error: message` (the compiler format editors open), or `error: message` with no place.
    public var text: String {
        guard let location else { return "\(level.rawValue): \(message)" }
        return "\(location.text): \(level.rawValue): \(message)"
    }

    /// By file, line, rule and message: the order every report lists findings in.
    public static func < (lhs: Finding, rhs: Finding) -> Bool {
        let left = (lhs.location?.file ?? "", lhs.location?.startLine ?? 0, lhs.location?.endLine ?? 0)
        let right = (rhs.location?.file ?? "", rhs.location?.startLine ?? 0, rhs.location?.endLine ?? 0)
        if left != right { return left < right }
        return (lhs.ruleID, lhs.message, lhs.related.map(\.text).joined(separator: "\n"))
            < (rhs.ruleID, rhs.message, rhs.related.map(\.text).joined(separator: "\n"))
    }
}
