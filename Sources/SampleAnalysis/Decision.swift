/// A classifier's verdict with its provenance: which rule fired, why, and the lines that decided it.
public struct Decision<Value: Hashable & Codable & Sendable>: Hashable, Codable, Sendable {
    /// The verdict.
    public var value: Value
    /// The id of the rule in the classifier's ordered table that fired (e.g. `objc.directive`, `era.swift2-spelling`).
    public var rule: String
    /// One sentence a maintainer can check against the code.
    public var reason: String
    /// The 1-based source lines that decided it (empty when the verdict rests on the absence of evidence).
    public var lines: [Int]

    public init(_ value: Value, rule: String, reason: String, lines: [Int] = []) {
        self.value = value
        self.rule = rule
        self.reason = reason
        self.lines = lines
    }
}
