/// A natural language of prose, as an ISO 639-1 code; `und` when it cannot be told.
public enum Language: String, Codable, Sendable, CaseIterable, Comparable {
    case ru, hi, zh, en, und

    public static func < (lhs: Language, rhs: Language) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
