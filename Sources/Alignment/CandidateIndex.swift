/// Where alignment takes its candidate pairs from: an inverted index from the language-neutral tokens of
/// each group (code fingerprints, normalised code lines, API names, text anchors, numbers) to the groups
/// that hold them, so a section is scored only against the groups it shares something with.
///
/// Design: every content anchor `TopicAligner` accepts (identical or contained code, shared code lines,
/// shared API names or anchors) needs at least one shared token, so on a topic of ordinary size (fewer
/// groups than `postingLimit`) the index proposes every pair that could anchor and nothing is lost. Two
/// guards keep a large topic (hundreds of pages forced together by manifests) linear: a token held by more
/// than `postingLimit` groups (a boilerplate line, `UIView`, `0`) proposes nothing, though it still weighs
/// in the score of pairs proposed by rarer tokens; and a section keeps at most `candidatesPerSection`
/// candidates, ranked by the integer weight of what they share (code before names before numbers), ties to
/// the earlier group. Integer ranks, because set iteration order varies between runs and floating-point
/// sums taken in another order can differ in the last bit.
struct CandidateIndex {
    /// What a token is: the same text means different things in code and in prose.
    enum Kind: UInt8 {
        case fingerprint, codeLine, apiName, anchor, number

        /// How much sharing one token of this kind says, for ranking candidates only.
        var rank: Int {
            switch self {
            case .fingerprint: 8
            case .codeLine: 4
            case .apiName, .anchor: 2
            case .number: 1
            }
        }
    }

    struct Token: Hashable {
        var kind: Kind
        var text: String
    }

    /// A token held by more groups than this proposes no candidates.
    static let postingLimit = 48
    /// At most this many candidate groups per section.
    static let candidatesPerSection = 48

    /// Token → group keys (stable ids, not positions: groups are inserted while a topic is built). A key
    /// stays after its group's profile lost the token (a version became a merged one): it only proposes a
    /// pair that the score then judges.
    private var postings: [Token: Set<Int>] = [:]

    /// Every token of `profile`.
    static func tokens(of profile: SectionProfile) -> [Token] {
        var tokens: [Token] = []
        tokens.reserveCapacity(
            profile.fingerprints.count + profile.codeLines.count + profile.apiNames.count
                + profile.anchors.count + profile.numbers.count)
        for text in profile.fingerprints { tokens.append(Token(kind: .fingerprint, text: text)) }
        for text in profile.codeLines { tokens.append(Token(kind: .codeLine, text: text)) }
        for text in profile.apiNames { tokens.append(Token(kind: .apiName, text: text)) }
        for text in profile.anchors { tokens.append(Token(kind: .anchor, text: text)) }
        for text in profile.numbers { tokens.append(Token(kind: .number, text: text)) }
        return tokens
    }

    /// Records that group `key` holds the tokens of `profile` (call again when its profile grows).
    mutating func add(_ key: Int, _ profile: SectionProfile) {
        for token in Self.tokens(of: profile) {
            postings[token, default: []].insert(key)
        }
    }

    /// The groups worth scoring against `profile`: keys, best first (rank, then smaller `order`), at most
    /// `candidatesPerSection`. `order` maps a key to the group's current position.
    func candidates(for profile: SectionProfile, order: (Int) -> Int) -> [Int] {
        var rank: [Int: Int] = [:]
        for token in Self.tokens(of: profile) {
            guard let keys = postings[token], keys.count <= Self.postingLimit else { continue }
            for key in keys { rank[key, default: 0] += token.kind.rank }
        }
        let ranked = rank.map { (key: $0.key, rank: $0.value, position: order($0.key)) }
            .sorted { ($0.rank, -$0.position) > ($1.rank, -$1.position) }
        return ranked.prefix(Self.candidatesPerSection).map(\.key)
    }

    /// The groups holding fingerprint `text`, when it is rare enough to propose (see `postingLimit`).
    func groups(withFingerprint text: String) -> Set<Int> {
        guard let keys = postings[Token(kind: .fingerprint, text: text)], keys.count <= Self.postingLimit else { return [] }
        return keys
    }
}
